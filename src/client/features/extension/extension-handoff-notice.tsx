import { Puzzle } from 'lucide-react';
import { HANDOFF_TRUNCATED_NOTICE, type JobHandoff } from '../../../shared/extension-handoff.ts';

/** Says where the filled-in posting came from, and when it was shortened on the way. */
export function ExtensionHandoffNotice({ job }: { job: JobHandoff | null }) {
  if (!job) return null;
  return (
    <div className="mt-4 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900" role="status" data-testid="extension-handoff">
      <p className="flex items-center gap-2 font-medium">
        <Puzzle className="size-4" aria-hidden="true" />
        Job posting filled in from the ApplyKit extension.
      </p>
      {job.postingUrl ? <p className="mt-1 break-all text-indigo-800">From {job.postingUrl}</p> : null}
      {job.truncated ? <p className="mt-1">{HANDOFF_TRUNCATED_NOTICE}</p> : null}
    </div>
  );
}
