// The guard on the held-out set 'fresh13' (eval/guard-fresh13.ts; written in the guard29 round before any guard change):
// honest letters in four LLM house styles for 10 pairs of ../shared/corpus (synthetic resumes and postings of its tuning
// half), each with five fabricated variants. Counts per style and per kind of fabrication only: its misses are never
// printed while it is held out. Measured unseen at cbddf56 (before any guard change of the guard29 round): honest 38/40
// (headed sections 8/10, the other styles 10/10), fabrications 137/200 (employer 30, degree 20, certification 30, tool 30,
// number 27).
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh13 } from './guard-fresh13.ts';

export function measureFresh13(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh13);
}

export async function evaluate(): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh13\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  return { table: styledTable('guard on held-out fresh13 (house-style letters; misses never printed)', await measureFresh13()), misses: [] };
}
