// The guard on the set 'fresh6' (eval/guard-fresh6.ts; held out in session 26, a tuning set since the second guard round of session 26): honest
// letters in four LLM house styles for 10 pairs of ../shared/corpus, each with five fabricated variants. Counts only,
// per style and per kind of fabrication; its misses are never printed. `npm run eval -- guard-fresh6`.
// Measured once unseen on the guard at 225bb6b (before any guard change of session 26): honest letters kept whole 35/40
// (claude-measured 7/10, rezi-highlights 9/10, enhancv-reasons 9/10, copyai-compact 10/10); fabrications stopped
// 186/200 (employer 39/40, degree 40/40, certification 40/40, tool 40/40, number 27/40).
// After fresh5's classes were fixed (0b51164; fresh6's misses never read), measured once more: honest 35/40 (7/10, 9/10,
// 9/10, 10/10), stopped 190/200 (employer 39/40, degree 40/40, certification 40/40, tool 40/40, number 31/40).
// After its own classes were fixed in the second guard round of session 26 (5628e3c): honest 40/40, stopped 200/200.
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh6 } from './guard-fresh6.ts';

export function measureFresh6(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh6);
}

export async function evaluate(): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh6\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  return { table: styledTable('guard on held-out fresh6 (house-style letters; misses never printed)', await measureFresh6()), misses: [] };
}
