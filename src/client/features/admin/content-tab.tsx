import { BookOpen, FileText, Files, Layers } from 'lucide-react';
import { useContentMetrics } from './api/get-content-metrics.ts';
import { formatCount, formatRatio } from './format.ts';
import { QueryError, StatCard } from './stat-card.tsx';

export function ContentTab() {
  const { data, isPending, isError } = useContentMetrics();
  return (
    <div className="space-y-4">
      <h2 className="sr-only">Content</h2>
      {isError ? <QueryError what="content metrics" /> : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Total Resumes" icon={Files} loading={isPending} value={data ? formatCount(data.totalResumes) : '—'} hint={data ? `${formatCount(data.totalTailoredResumes)} tailored resumes` : null} />
        <StatCard title="Total Cover Letters" icon={FileText} loading={isPending} value={data ? formatCount(data.totalCoverLetters) : '—'} />
        <StatCard title="Avg. Letters/User" icon={BookOpen} loading={isPending} value={data ? formatRatio(data.avgLettersPerUser) : '—'} hint="Cover letters per account" />
        <StatCard title="Avg. Letters/Resume" icon={Layers} loading={isPending} value={data ? formatRatio(data.avgLettersPerResume) : '—'} hint="Cover letters per uploaded resume" />
      </div>
    </div>
  );
}
