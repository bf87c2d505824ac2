import { useQueryClient } from '@tanstack/react-query';
import { FilePlus2, RefreshCw, Wand2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useCoverLetters } from '../../api/get-cover-letters.ts';
import { useTailoredResumes } from '../../api/get-tailored-resumes.ts';
import { usageLimitQueryKey } from '../../api/get-usage-limit.ts';
import { useUser } from '../../api/get-user.ts';
import { toLimitInfo, type LimitInfo } from '../../api/limit-info.ts';
import { DailyLimitDialog } from '../../components/limits/daily-limit-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AccountSection } from './account-section.tsx';
import { useResumes } from '../../api/get-resumes.ts';
import { CoverLetterList, ResumeList, TailoredResumeList } from './item-lists.tsx';
import { AdminAccessCard, PlanCard, UsageCard } from './plan-cards.tsx';

/** Limit details passed in history state by the tailored-resume page after a 403. */
function readLimitState(): LimitInfo | null {
  const state = window.history.state as { showLimitDialog?: boolean; limitInfo?: unknown } | null;
  return state?.showLimitDialog ? toLimitInfo(state.limitInfo) : null;
}

export function DashboardView() {
  usePageTitle('Your Dashboard');
  const { user } = useUser();
  const signedIn = Boolean(user);
  const letters = useCoverLetters(signedIn);
  const tailored = useTailoredResumes(signedIn);
  const resumes = useResumes(signedIn);
  const qc = useQueryClient();
  const [limit, setLimit] = useState<LimitInfo | null>(null);

  useEffect(() => {
    const info = readLimitState();
    if (info) {
      setLimit(info);
      // Opened once: a reload or a back navigation must not show it again.
      window.history.replaceState({ ...window.history.state, showLimitDialog: false }, '');
    }
  }, []);

  const refresh = async () => {
    await Promise.all([letters.refetch(), tailored.refetch(), resumes.refetch(), qc.invalidateQueries({ queryKey: usageLimitQueryKey })]);
    toast({ title: 'Refreshed', description: 'Your dashboard data has been refreshed.' });
  };

  if (!user) return null;
  const loading = letters.isLoading || tailored.isLoading || resumes.isLoading;
  const failed = letters.isError || tailored.isError || resumes.isError;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your Dashboard</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={refresh}>
            <RefreshCw aria-hidden="true" /> Refresh
          </Button>
          <Button asChild>
            <Link href="/generator">
              <FilePlus2 aria-hidden="true" /> Create Cover Letter
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link href="/create-tailored-resume">
              <Wand2 aria-hidden="true" /> Tailor Resume
            </Link>
          </Button>
        </div>
      </div>

      {user.isAdmin ? (
        <div className="mb-6">
          <AdminAccessCard />
        </div>
      ) : null}

      <div className="mb-8 grid gap-4 md:grid-cols-2">
        <PlanCard user={user} />
        <UsageCard user={user} />
      </div>

      {loading ? (
        <div className="flex items-center justify-center gap-3 py-16 text-slate-700" role="status">
          <Spinner /> Loading your data...
        </div>
      ) : failed ? (
        <div className="rounded-lg border border-red-200 bg-red-50 p-8 text-center" role="alert">
          <h2 className="text-xl font-semibold text-red-900">Error Loading Data</h2>
          <p className="mt-2 text-red-900">We encountered a problem loading your data. Please try again later.</p>
          <Button asChild className="mt-4">
            <Link href="/">Go to Home Page</Link>
          </Button>
        </div>
      ) : (
        <Tabs defaultValue="cover-letters">
          <TabsList className="mb-4 flex h-auto flex-wrap">
            <TabsTrigger value="cover-letters">Cover Letters</TabsTrigger>
            <TabsTrigger value="tailored-resumes">Tailored Resumes</TabsTrigger>
            <TabsTrigger value="resumes">Original Resumes</TabsTrigger>
          </TabsList>
          <TabsContent value="cover-letters">
            <CoverLetterList letters={letters.data ?? []} />
          </TabsContent>
          <TabsContent value="tailored-resumes">
            <TailoredResumeList items={tailored.data ?? []} />
          </TabsContent>
          <TabsContent value="resumes">
            <ResumeList items={resumes.data ?? []} />
          </TabsContent>
        </Tabs>
      )}

      <div className="mt-10">
        <AccountSection user={user} />
      </div>

      <DailyLimitDialog open={limit !== null} onOpenChange={(o) => !o && setLimit(null)} limit={limit?.limit} nextResetTime={limit?.nextResetTime} />
    </div>
  );
}
