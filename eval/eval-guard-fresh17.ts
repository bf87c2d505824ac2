// The guard on the held-out set 'fresh17' (eval/guard-fresh17.ts; written in the guard31 round before any guard change):
// honest letters in four LLM house styles (passive voice, facts in the closing paragraph, an inline list, a dash list)
// for 10 pairs of ../shared/corpus (synthetic resumes and postings of its tuning half), each with five fabricated
// variants. Counts per style and per kind of fabrication only: its misses are never printed while it is held out.
// Measured unseen once at write time (ae5e456, before any guard change of the guard31 round): honest 30/40 (passive voice
// 9/10, closing facts 10/10, inline list 10/10, dash list 1/10), fabrications 188/200 (employer 34/40, degree 40/40,
// certification 40/40, tool 40/40, number 34/40). Once more at the end of that round (0a91142, still unread): the same.
// A tuning set since the guard31b round (fresh18 written first): `npm run eval -- guard-fresh17 --show-tuning-misses`
// prints its misses.
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh17 } from './guard-fresh17.ts';

export function measureFresh17(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh17);
}

/** Its misses are printed when asked for (`--show-tuning-misses`): a tuning set since the guard31b round. */
export async function evaluate({ showMisses = false } = {}): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh17\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  const figures = await measureFresh17();
  return { table: styledTable('guard on fresh17 (house-style letters, tuning since the guard31b round)', figures), misses: showMisses ? figures.misses : [] };
}
