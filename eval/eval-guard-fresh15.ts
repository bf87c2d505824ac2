// The guard on the held-out set 'fresh15' (eval/guard-fresh15.ts; written in the guard30b round before any guard change):
// honest letters in four LLM house styles for 10 pairs of ../shared/corpus (synthetic resumes and postings of its tuning
// half), each with five fabricated variants. Counts per style and per kind of fabrication only: its misses are never
// printed while it is held out. Measured unseen at 8aab753 (before any guard change of the guard30b round): honest 40/40
// (every style 10/10), fabrications 199/200 (employer 39, degree 40, certification 40, tool 40, number 40).
// Once more at the end of that round (f4ef225, still unread): the same. A tuning set since the guard30c round:
// `npm run eval -- guard-fresh15 --show-tuning-misses` prints its misses; after its class (an employer in a fronted
// 'At X, I …'): honest 40/40, fabrications 200/200.
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh15 } from './guard-fresh15.ts';

export function measureFresh15(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh15);
}

/** Its misses are printed when asked for (`--show-tuning-misses`): a tuning set since the guard30c round. */
export async function evaluate({ showMisses = false } = {}): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh15\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  const figures = await measureFresh15();
  return { table: styledTable('guard on fresh15 (house-style letters, tuning since the guard30c round)', figures), misses: showMisses ? figures.misses : [] };
}
