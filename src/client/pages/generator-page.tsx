// /generator and /create-cover-letter: one page, three views (form → loading → results).
import { ShieldCheck, Sparkles } from 'lucide-react';
import { useSearch } from 'wouter';
import type { GeneratorSubmission } from '../api/generator-submission.ts';
import { useUsageLimit } from '../api/get-usage-limit.ts';
import { DailyLimitDialog } from '../components/limits/daily-limit-dialog.tsx';
import { GeneratorForm } from '../features/cover-letter/generator-form.tsx';
import { LoadingView } from '../features/cover-letter/loading-view.tsx';
import { MatchPanel } from '../features/cover-letter/match-panel.tsx';
import { RelatedResources } from '../features/cover-letter/related-resources.tsx';
import { ResultsView } from '../features/cover-letter/results-view.tsx';
import { useGeneratorFlow } from '../features/cover-letter/use-generator-flow.ts';
import { ExtensionHandoffNotice } from '../features/extension/extension-handoff-notice.tsx';
import { useExtensionHandoff } from '../features/extension/use-extension-handoff.ts';
import { WhatWeReadPanel } from '../features/profile-editor/what-we-read-panel.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

export interface GeneratorPageProps {
  /** 'generator' for /generator, 'create' for /create-cover-letter (adds the banner and Related Resources). */
  variant: 'generator' | 'create';
}

function UsageLine({ enabled }: { enabled: boolean }) {
  const usage = useUsageLimit(enabled);
  const u = usage.data;
  if (!enabled || !u || u.isPremium) return null;
  return (
    <p className="mt-2 text-sm text-slate-600" data-testid="usage-line">
      {u.remainingToday} of {u.limit} free cover letters left today.
    </p>
  );
}

function CreateBanner() {
  return (
    <div className="rounded-2xl bg-gradient-to-br from-indigo-700 to-violet-700 px-6 py-8 text-white shadow-sm sm:px-10" data-testid="create-banner">
      <p className="flex items-center gap-2 text-sm font-medium text-indigo-100">
        <Sparkles className="size-4" aria-hidden="true" />
        Grounded in your own resume
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Create Your Cover Letter</h1>
      <p className="mt-3 max-w-2xl text-indigo-50">
        Paste the job description, upload your resume and get a tailored, ATS-friendly letter in seconds. Every claim comes from your resume, so
        you can send it with confidence.
      </p>
      <p className="mt-4 flex items-center gap-2 text-sm text-indigo-100">
        <ShieldCheck className="size-4" aria-hidden="true" />
        Edit it in place, then download DOCX or PDF.
      </p>
    </div>
  );
}

function savedResumeFromQuery(search: string): Partial<GeneratorSubmission> | null {
  const id = new URLSearchParams(search).get('resume');
  return id && /^\d{1,9}$/.test(id) ? { savedResume: { id: Number(id), filename: '' } } : null;
}

export function GeneratorPage({ variant }: GeneratorPageProps) {
  usePageTitle('Create a Cover Letter');
  const flow = useGeneratorFlow(variant);
  const handoff = useExtensionHandoff();
  // "Write a cover letter from it" on a resume's profile page: /generator?resume=ID picks that saved resume.
  const savedResume = savedResumeFromQuery(useSearch());

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14" data-variant={variant}>
      {variant === 'create' ? (
        <CreateBanner />
      ) : (
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Create Your Cover Letter</h1>
        </div>
      )}
      <UsageLine enabled={flow.isSignedIn} />
      {flow.view === 'form' ? <ExtensionHandoffNotice job={handoff.job} /> : null}

      <div className="mt-8">
        {flow.view === 'form' ? (
          <GeneratorForm onSubmit={(sub) => flow.submit(handoff.withPostingUrl(sub))} isPremium={flow.isPremium} initial={flow.submission ?? handoff.initial ?? savedResume} />
        ) : flow.view === 'loading' ? (
          <LoadingView onComplete={flow.onLoaderComplete} />
        ) : flow.result ? (
          <ResultsView
            content={flow.result.coverLetter}
            customFilename={flow.submission?.customFilename}
            onRegenerate={flow.regenerate}
            canRegenerate={flow.canRegenerate}
            onStartOver={flow.startOver}
            notice={flow.result.notice}
            writer={flow.result.writer}
          >
            {flow.result.match ? <MatchPanel match={flow.result.match} /> : null}
            {flow.result.resumeId != null ? <WhatWeReadPanel resumeId={flow.result.resumeId} onCorrected={flow.regenerate} /> : null}
          </ResultsView>
        ) : null}
      </div>

      {variant === 'create' ? <RelatedResources /> : null}

      <DailyLimitDialog
        open={flow.limitInfo !== null}
        onOpenChange={(open) => {
          if (!open) flow.closeLimitDialog();
        }}
        limit={flow.limitInfo?.limit}
        nextResetTime={flow.limitInfo?.nextResetTime}
      />
    </div>
  );
}
