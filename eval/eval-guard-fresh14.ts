// The guard on the held-out set 'fresh14' (eval/guard-fresh14.ts; written in the guard30 round before any guard change):
// honest letters in four LLM house styles for 10 pairs of ../shared/corpus (synthetic resumes and postings of its tuning
// half), each with five fabricated variants. Counts per style and per kind of fabrication only: its misses are never
// printed while it is held out. Measured unseen at 19ba690 (before any guard change of the guard30 round): honest 35/40
// (story opening 10/10, STAR example 10/10, timeline lines 7/10, casual note 8/10), fabrications 185/200 (employer 40,
// degree 39, certification 40, tool 39, number 27); once more at the end of the round (819e66c, and eae3620 again, after
// fresh13's classes, still unread): honest 35/40, fabrications 197/200 (number 39, the rest unchanged). A tuning set since the
// guard30b round: `npm run eval -- guard-fresh14 --show-tuning-misses` prints its misses; after its classes (f4ef225):
// honest 40/40, fabrications 198/200.
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh14 } from './guard-fresh14.ts';

export function measureFresh14(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh14);
}

/** Its misses are printed when asked for (`--show-tuning-misses`): a tuning set since the guard30b round. */
export async function evaluate({ showMisses = false } = {}): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh14\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  const figures = await measureFresh14();
  return { table: styledTable('guard on fresh14 (house-style letters, tuning since the guard30b round)', figures), misses: showMisses ? figures.misses : [] };
}
