// The job posting the browser extension hands to /generator, carried in the URL fragment so it
// never reaches the server or its logs. One format for the extension (writer) and the page (reader).
export const HANDOFF_KEY = 'applykit-job';

/**
 * Chromium accepts URLs of about 2 MB, but a fragment this size already holds a long posting; the
 * generator's own limit on a job description is lower still (COVER_LETTER_JD_MAX).
 */
export const HANDOFF_MAX_DESCRIPTION = 10_000;
export const HANDOFF_TRUNCATED_NOTICE = 'The posting was shortened to fit; check the end of the job description.';

export interface JobHandoff {
  jobDescription: string;
  companyName: string;
  postingUrl: string;
  truncated: boolean;
}

export function encodeJobHandoff(job: Omit<JobHandoff, 'truncated'>): string {
  const truncated = job.jobDescription.length > HANDOFF_MAX_DESCRIPTION;
  const params = new URLSearchParams({
    [HANDOFF_KEY]: '1',
    jd: truncated ? job.jobDescription.slice(0, HANDOFF_MAX_DESCRIPTION) : job.jobDescription,
    company: job.companyName.slice(0, 200),
    url: job.postingUrl.slice(0, 2000),
  });
  if (truncated) params.set('truncated', '1');
  return params.toString();
}

/** Reads a fragment (with or without '#'); null when it is not an ApplyKit hand-off. */
export function decodeJobHandoff(hash: string): JobHandoff | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  if (params.get(HANDOFF_KEY) !== '1') return null;
  const jobDescription = params.get('jd') ?? '';
  if (jobDescription.trim() === '') return null;
  const postingUrl = params.get('url') ?? '';
  return {
    jobDescription,
    companyName: (params.get('company') ?? '').slice(0, 200),
    postingUrl: isHttpUrl(postingUrl) ? postingUrl.slice(0, 2000) : '',
    truncated: params.get('truncated') === '1',
  };
}

export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
