// The guard on the set 'fresh5' (eval/guard-fresh5.ts): honest letters in four LLM house styles for 10 pairs
// of ../shared/corpus, each with five fabricated variants. Counts only, per style and per kind of fabrication; its
// misses are never printed (a tuning set since session 26). `npm run eval -- guard-fresh5`.
// Measured once unseen on the guard at 157e278 (before any guard change of this round): honest letters kept whole 36/40
// (jasper 9/10, teal-bullets 9/10, chatgpt-drawn 9/10, grammarly 9/10); fabrications stopped 178/200 (employer 40/40,
// degree 35/40, certification 27/40, tool 40/40, number 36/40).
// After the second round of classes, fixed by dev probes in the shapes of fresh4's misses and variants of them (other
// dotted degrees, credential states, units of time) on dev resumes outside this set (3943127; fresh5's misses never
// read): honest 36/40, stopped 179/200 (employer 40/40, degree 35/40, certification 28/40, tool 40/40, number 36/40).
// Session 26 made it a tuning set: its misses were read by class (on pairs of the corpus check half only the class —
// style, kind, template —, never the letter) and fixed by dev probes in their shapes: honest 40/40, stopped 200/200.
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
