// The guard on the held-out set 'fresh10' (eval/guard-fresh10.ts): honest letters in four LLM house styles for 10 pairs
// of ../shared/corpus (synthetic resumes and postings of its tuning half), each with five fabricated variants. Counts
// only, per style and per kind of fabrication; its misses are never printed. `npm run eval -- guard-fresh10`.
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh10 } from './guard-fresh10.ts';

export function measureFresh10(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh10);
}

export async function evaluate(): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh10\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  return { table: styledTable('guard on held-out fresh10 (house-style letters; misses never printed)', await measureFresh10()), misses: [] };
}
