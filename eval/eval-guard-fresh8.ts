// The guard on the held-out set 'fresh8' (eval/guard-fresh8.ts): honest letters in four LLM house styles for 10 pairs
// of ../shared/corpus, each with five fabricated variants. Counts only, per style and per kind of fabrication; its
// misses are never printed. `npm run eval -- guard-fresh8`.
// Measured once unseen on the guard at 76c77c3 (before any guard change of the third guard round of session 26): honest letters kept whole 26/40
// (grammarly-short 9/10, resumeio-achievements 8/10, novoresume-why 9/10, gemini-bold 0/10); fabrications stopped
// 185/199 (employer 40/40, degree 34/40, certification 35/39, tool 40/40, number 36/40). One pair and style has four
// fabrications: every invented certification name of the pool shares a word with that pair's resume or posting.
// After fresh7's classes were fixed (d0ea089; fresh8's misses never read), measured once more: honest 35/40 (9/10, 8/10,
// 9/10, 9/10), stopped 185/199 (employer 40/40, degree 32/40, certification 34/39, tool 40/40, number 39/40).
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh8 } from './guard-fresh8.ts';

export function measureFresh8(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh8);
}

export async function evaluate(): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh8\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  return { table: styledTable('guard on held-out fresh8 (house-style letters; misses never printed)', await measureFresh8()), misses: [] };
}
