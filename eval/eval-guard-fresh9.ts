// The guard on the held-out set 'fresh9' (eval/guard-fresh9.ts): honest letters in four LLM house styles for 10 pairs
// of ../shared/corpus (real resumes and postings of its tuning half), each with five fabricated variants. Counts only,
// per style and per kind of fabrication; its misses are never printed. `npm run eval -- guard-fresh9`.
// Measured once unseen on the guard at 9cf14b8 (before any guard change of the fourth guard round of session 26): honest letters kept whole 39/40
// (chatgpt-whatibring 9/10, claude-dashes 10/10, kickresume-hook 10/10, zety-questions 10/10); fabrications stopped
// 183/200 (employer 40/40, degree 31/40, certification 35/40, tool 37/40, number 40/40).
// After fresh8's classes were fixed (fffd592; fresh9's misses never read), measured once more: the same, 39/40 and 183/200.
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh9 } from './guard-fresh9.ts';

export function measureFresh9(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh9);
}

export async function evaluate(): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh9\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  return { table: styledTable('guard on held-out fresh9 (house-style letters; misses never printed)', await measureFresh9()), misses: [] };
}
