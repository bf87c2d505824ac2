// The guard on the held-out set 'fresh12' (eval/guard-fresh12.ts; written in the guard8 round before any guard change):
// honest letters in four LLM house styles for 10 pairs of ../shared/corpus (synthetic resumes and postings of its tuning
// half), each with five fabricated variants. Counts per style and per kind of fabrication only: its misses are never
// printed while it is held out. Measured unseen at 8e5d683 (before any guard change of the guard8 round): honest 40/40,
// fabrications 162/200 (employer 39, degree 37, certification 29, tool 34, number 23); once more at the end of the round
// (ed0785a, after fresh11's classes, still unread): 40/40 and 170/200 (degree 39, number 29, the rest unchanged). A tuning
// set since the guard29 round: `npm run eval -- guard-fresh12 --show-tuning-misses` prints its misses.
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh12 } from './guard-fresh12.ts';

export function measureFresh12(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh12);
}

/** Its misses are printed when asked for (`--show-tuning-misses`): a tuning set since the guard29 round. */
export async function evaluate({ showMisses = false } = {}): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh12\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  const figures = await measureFresh12();
  return { table: styledTable('guard on fresh12 (house-style letters, tuning since the guard29 round)', figures), misses: showMisses ? figures.misses : [] };
}
