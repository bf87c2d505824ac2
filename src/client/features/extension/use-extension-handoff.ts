// The posting the browser extension sends to /generator in the URL fragment. Read once, then the
// fragment is removed from the address bar and history, so the text stays out of bookmarks and
// shared links (fragments never reach the server or its logs in the first place).
import { useCallback, useEffect, useState } from 'react';
import { decodeJobHandoff, type JobHandoff } from '../../../shared/extension-handoff.ts';
import type { GeneratorSubmission } from '../../api/generator-submission.ts';

export interface ExtensionHandoff {
  job: JobHandoff | null;
  /** What the form starts with: the captured description and company. */
  initial: Partial<GeneratorSubmission> | null;
  /** Adds the posting URL to a submission made from the captured posting. */
  withPostingUrl: (sub: GeneratorSubmission) => GeneratorSubmission;
}

export function useExtensionHandoff(): ExtensionHandoff {
  // Read in the initialiser (both of StrictMode's calls still see the fragment); cleared in the effect.
  const [job] = useState(() => (typeof window === 'undefined' ? null : decodeJobHandoff(window.location.hash)));
  useEffect(() => {
    if (job) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, [job]);
  const withPostingUrl = useCallback((sub: GeneratorSubmission) => (job?.postingUrl ? { ...sub, postingUrl: job.postingUrl } : sub), [job]);
  return {
    job,
    initial: job ? { jobDescription: job.jobDescription, companyName: job.companyName } : null,
    withPostingUrl,
  };
}
