// The guard on the set 'fresh7' (eval/guard-fresh7.ts; held out in the second guard round of session 26, a tuning set since the third guard round of session 26): honest
// letters in four LLM house styles for 10 pairs of ../shared/corpus, each with five fabricated variants. Counts only, per style and per kind of fabrication; its
// misses are never printed. `npm run eval -- guard-fresh7`.
// Measured once unseen on the guard at 5ed2795 (before any guard change of the second guard round of session 26): honest letters kept whole 14/40
// (teal-summary 0/10, kickresume-ps 5/10, jobscan-keywords 3/10, chatgpt-plain 6/10); fabrications stopped 192/200
// (employer 40/40, degree 40/40, certification 38/40, tool 38/40, number 36/40).
// After fresh6's classes were fixed (5628e3c; fresh7's misses never read), measured once more: honest 14/40 (0/10,
// 5/10, 3/10, 6/10), stopped 194/200 (employer 40/40, degree 40/40, certification 38/40, tool 38/40, number 38/40).
// After its own classes (d0ea089): honest 37/40 (9/10, 9/10, 9/10, 10/10), stopped 198/200 (tool 38/40, the rest 40/40).
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh7 } from './guard-fresh7.ts';

export function measureFresh7(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh7);
}

export async function evaluate(): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh7\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  return { table: styledTable('guard on fresh7 (house-style letters, tuning since the third guard round of session 26; misses never printed)', await measureFresh7()), misses: [] };
}
