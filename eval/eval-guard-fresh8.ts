// The guard on the set 'fresh8' (eval/guard-fresh8.ts; held out in the third guard round of session 26, a tuning set since the fourth): honest
// letters in four LLM house styles for 10 pairs of ../shared/corpus, each with five fabricated variants. Counts per style and per kind of
// fabrication; `npm run eval -- guard-fresh8 --show-tuning-misses` prints its misses, those of its four pairs of the corpus check half
// (postings after jd20) by style, kind and template only.
// Measured once unseen on the guard at 76c77c3 (before any guard change of the third guard round of session 26): honest letters kept whole 26/40
// (grammarly-short 9/10, resumeio-achievements 8/10, novoresume-why 9/10, gemini-bold 0/10); fabrications stopped
// 185/199 (employer 40/40, degree 34/40, certification 35/39, tool 40/40, number 36/40). One pair and style has four
// fabrications: every invented certification name of the pool shares a word with that pair's resume or posting.
// After fresh7's classes were fixed (d0ea089; fresh8's misses never read), measured once more: honest 35/40 (9/10, 8/10,
// 9/10, 9/10), stopped 185/199 (employer 40/40, degree 32/40, certification 34/39, tool 40/40, number 39/40).
// After its own classes (fffd592): honest 35/40 (the five not kept are of its check-half pairs, unread), stopped 198/199
// (degree 40/40, certification 39/39; the figure that passes, 'by a quarter', is one its resume holds as '25% lower latency').
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh8 } from './guard-fresh8.ts';

export function measureFresh8(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh8);
}

/** Its misses are printed when asked for (`--show-tuning-misses`): a tuning set since session 26's fourth guard round. */
export async function evaluate({ showMisses = false } = {}): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh8\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  const figures = await measureFresh8();
  return { table: styledTable('guard on fresh8 (house-style letters, tuning since session 26\'s fourth guard round)', figures), misses: showMisses ? figures.misses : [] };
}
