// The simulated loader of SPEC.md sections 4 and 9: not tied to the server answer.
export const LOADER_TICK_MS = 180;
export const LOADER_STEP = 2;
export const LOADER_CAP = 99;
/**
 * 100% is shown this long after the loader starts, whatever the ticks reached (see
 * docs/decisions/0001-loader-duration.md: SPEC's "then 100% after 2 s" read so that a letter takes
 * 3.5 s of loader, not 12.5 s — the product promises no long spinner).
 */
export const LOADER_FULL_AFTER_MS = 2000;
/** The completion callback runs this long after 100%. */
export const LOADER_COMPLETE_AFTER_MS = 1500;
export const TIP_INTERVAL_MS = 3000;

export const LOADER_STAGES = [
  { label: 'Analyzing Job Requirements', from: 0 },
  { label: 'Extracting Resume Skills', from: 25 },
  { label: 'Matching Experience', from: 45 },
  { label: 'Drafting Cover Letter', from: 65 },
  { label: 'Finalizing Document', from: 85 },
] as const;

export const LOADER_TIPS = [
  'Aim for 250-400 words: long enough to show fit, short enough to be read in full.',
  'Address the letter to a named person whenever the posting or company site gives one.',
  'Mirror the exact wording of the job posting for skills you really have; applicant tracking systems look for it.',
  'Lead with your strongest match for the role, not with your life story.',
  'Back each claim with a concrete example from your resume.',
  'Fill in every [bracketed] placeholder before you send the letter.',
  'Say why this company, not just why this kind of job.',
  'Keep paragraphs short: three or four sentences each reads well on screen.',
  'Read the letter aloud once; awkward sentences are easier to hear than to see.',
] as const;

/** Progress after `ticks` ticks: +2 per tick, capped at 99. */
export function progressAfterTicks(ticks: number): number {
  return Math.min(LOADER_CAP, Math.max(0, ticks) * LOADER_STEP);
}

/** Index of the stage shown at a progress percentage. */
export function stageIndexAt(progress: number): number {
  let index = 0;
  LOADER_STAGES.forEach((stage, i) => {
    if (progress >= stage.from) index = i;
  });
  return index;
}
