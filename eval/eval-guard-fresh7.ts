// The guard on the held-out set 'fresh7' (eval/guard-fresh7.ts): honest letters in four LLM house styles for 10 pairs
// of ../shared/corpus, each with five fabricated variants. Counts only, per style and per kind of fabrication; its
// misses are never printed. `npm run eval -- guard-fresh7`.
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh7 } from './guard-fresh7.ts';

export function measureFresh7(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh7);
}

export async function evaluate(): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh7\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  return { table: styledTable('guard on held-out fresh7 (house-style letters; misses never printed)', await measureFresh7()), misses: [] };
}
