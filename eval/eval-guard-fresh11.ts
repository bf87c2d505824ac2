// The guard on the set 'fresh11' (eval/guard-fresh11.ts; held out in the guard7 round, a tuning set since the guard8
// round): honest letters in four LLM house styles for 10 pairs of ../shared/corpus (synthetic resumes and postings of its
// tuning half), each with five fabricated variants. Counts per style and per kind of fabrication;
// `npm run eval -- guard-fresh11 --show-tuning-misses` prints its misses (all its pairs are of the corpus tuning half; a
// check-half pair's line would name only its style, kind and template).
// Measured once unseen on the guard at 4a1ba63 (before any guard change of the guard7 round): honest letters kept whole
// 40/40; fabrications stopped 141/200 (employer 35/40, degree 17/40, certification 26/40, tool 29/40, number 34/40).
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh11 } from './guard-fresh11.ts';

export function measureFresh11(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh11);
}

/** Its misses are printed when asked for (`--show-tuning-misses`): a tuning set since the guard8 round. */
export async function evaluate({ showMisses = false } = {}): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh11\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  const figures = await measureFresh11();
  return { table: styledTable('guard on fresh11 (house-style letters, tuning since the guard8 round)', figures), misses: showMisses ? figures.misses : [] };
}
