// The guard on the held-out set 'fresh11' (eval/guard-fresh11.ts; written in the guard7 round before any guard change):
// honest letters in four LLM house styles for 10 pairs of ../shared/corpus (synthetic resumes and postings of its tuning
// half), each with five fabricated variants. Counts per style and per kind of fabrication only: its misses are never
// printed while it is held out.
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh11 } from './guard-fresh11.ts';

export function measureFresh11(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh11);
}

export async function evaluate(): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh11\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  return { table: styledTable('guard on held-out fresh11 (house-style letters; misses never printed)', await measureFresh11()), misses: [] };
}
