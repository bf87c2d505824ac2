// The guard on the held-out set 'fresh5' (eval/guard-fresh5.ts): honest letters in four LLM house styles for 10 pairs
// of ../shared/corpus, each with five fabricated variants. Counts only, per style and per kind of fabrication; its
// misses are never printed. `npm run eval -- guard-fresh5`.
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh5 } from './guard-fresh5.ts';

export function measureFresh5(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh5);
}

export async function evaluate(): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh5\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  return { table: styledTable('guard on held-out fresh5 (house-style letters; misses never printed)', await measureFresh5()), misses: [] };
}
