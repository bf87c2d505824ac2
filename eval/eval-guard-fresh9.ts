// The guard on the set 'fresh9' (eval/guard-fresh9.ts; held out in the fourth guard round of session 26, a tuning set since
// the guard5 round): honest letters in four LLM house styles for 10 pairs of ../shared/corpus (real resumes and postings
// of its tuning half), each with five fabricated variants. Counts per style and per kind of fabrication;
// `npm run eval -- guard-fresh9 --show-tuning-misses` prints its misses (all its pairs are of the corpus tuning half).
// Measured once unseen on the guard at 9cf14b8 (before any guard change of the fourth guard round of session 26): honest letters kept whole 39/40
// (chatgpt-whatibring 9/10, claude-dashes 10/10, kickresume-hook 10/10, zety-questions 10/10); fabrications stopped
// 183/200 (employer 40/40, degree 31/40, certification 35/40, tool 37/40, number 40/40).
// After fresh8's classes were fixed (fffd592; fresh9's misses never read), measured once more: the same, 39/40 and 183/200.
// After its own classes (the guard5 round): honest 40/40, stopped 200/200 (degree 40/40, certification 40/40, tool 40/40).
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh9 } from './guard-fresh9.ts';

export function measureFresh9(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh9);
}

/** Its misses are printed when asked for (`--show-tuning-misses`): a tuning set since the guard5 round. */
export async function evaluate({ showMisses = false } = {}): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh9\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  const figures = await measureFresh9();
  return { table: styledTable('guard on fresh9 (house-style letters, tuning since the guard5 round)', figures), misses: showMisses ? figures.misses : [] };
}
