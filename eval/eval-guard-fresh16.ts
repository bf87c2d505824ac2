// The guard on the held-out set 'fresh16' (eval/guard-fresh16.ts; written in the guard30c round before any guard change):
// honest letters in four harder LLM house styles for 10 pairs of ../shared/corpus (synthetic resumes and postings of its
// tuning half), each with five fabricated variants. Counts per style and per kind of fabrication only: its misses are
// never printed while it is held out. A tuning set since the guard31 round (fresh17 written first):
// `npm run eval -- guard-fresh16 --show-tuning-misses` prints its misses; after its classes: honest 40/40, 199/200
// (the one left: 'MLIS' in a table row, an abbreviation the taxonomy's degree types do not name). Measured unseen once at write time (30a1e3c, before any guard change of the guard30c round): honest 40/40 (every style
// 10/10), fabrications 125/200 (employer 30/40, degree 28/40, certification 20/40, tool 21/40, number 26/40).
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh16 } from './guard-fresh16.ts';

export function measureFresh16(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh16);
}

/** Its misses are printed when asked for (`--show-tuning-misses`): a tuning set since the guard31 round. */
export async function evaluate({ showMisses = false } = {}): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh16\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  const figures = await measureFresh16();
  return { table: styledTable('guard on fresh16 (house-style letters, tuning since the guard31 round)', figures), misses: showMisses ? figures.misses : [] };
}
