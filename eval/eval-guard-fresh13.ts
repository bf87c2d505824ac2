// The guard on the held-out set 'fresh13' (eval/guard-fresh13.ts; written in the guard29 round before any guard change):
// honest letters in four LLM house styles for 10 pairs of ../shared/corpus (synthetic resumes and postings of its tuning
// half), each with five fabricated variants. Counts per style and per kind of fabrication only: its misses are never
// printed while it is held out. Measured unseen at cbddf56 (before any guard change of the guard29 round): honest 38/40
// (headed sections 8/10, the other styles 10/10), fabrications 137/200 (employer 30, degree 20, certification 30, tool 30,
// number 27); once more at the end of that round (f2c8cfa, still unread): the same. A tuning set since the guard30 round:
// `npm run eval -- guard-fresh13 --show-tuning-misses` prints its misses.
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh13 } from './guard-fresh13.ts';

export function measureFresh13(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh13);
}

/** Its misses are printed when asked for (`--show-tuning-misses`): a tuning set since the guard30 round. */
export async function evaluate({ showMisses = false } = {}): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh13\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  const figures = await measureFresh13();
  return { table: styledTable('guard on fresh13 (house-style letters, tuning since the guard30 round)', figures), misses: showMisses ? figures.misses : [] };
}
