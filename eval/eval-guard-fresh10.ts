// The guard on the set 'fresh10' (eval/guard-fresh10.ts; held out in the guard5 round, a tuning set since the guard6
// round): honest letters in four LLM house styles for 10 pairs of ../shared/corpus (synthetic resumes and postings of its
// tuning half), each with five fabricated variants. Counts per style and per kind of fabrication;
// `npm run eval -- guard-fresh10 --show-tuning-misses` prints its misses (all its pairs are of the corpus tuning half).
// Measured once unseen on the guard at 71fd3fd (before any guard change of the guard5 round): honest letters kept whole
// 21/40 (jasper-bold-summary 10/10, copyai-numbered 6/10, linkedin-note 0/10, british-formal 5/10); fabrications stopped
// 145/200 (employer 31/40, degree 26/40, certification 29/40, tool 30/40, number 29/40).
// After fresh9's classes were fixed (fresh10's misses never read), measured once more: the same, 21/40 and 145/200.
// The guard6 round audited it (one generator correction, the same figures on the corrected set) and fixed its classes.
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh10 } from './guard-fresh10.ts';

export function measureFresh10(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh10);
}

/** Its misses are printed when asked for (`--show-tuning-misses`): a tuning set since the guard6 round. */
export async function evaluate({ showMisses = false } = {}): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh10\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  const figures = await measureFresh10();
  return { table: styledTable('guard on fresh10 (house-style letters, tuning since the guard6 round)', figures), misses: showMisses ? figures.misses : [] };
}
