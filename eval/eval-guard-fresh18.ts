// The guard on the held-out set 'fresh18' (eval/guard-fresh18.ts; written in the guard31b round before any guard change):
// honest letters in four LLM house styles (an email-style note, 'Why me' / 'Why you' headings, bold lead-ins, the
// posting's requirements quoted and answered) for 10 pairs of ../shared/corpus (synthetic resumes and postings of its
// tuning half), each with five fabricated variants. Counts per style and per kind of fabrication only: its misses are
// never printed while it is held out.
// Measured unseen once at write time (before any guard change of the guard31b round): honest 26/40 (email note 9/10,
// why me / why you 3/10, bold lead-ins 10/10, requirements answered 4/10), fabrications 179/200 (employer 37/40, degree
// 32/40, certification 40/40, tool 40/40, number 30/40). Once more at the end of that round (after fresh17's classes,
// still unread): the same.
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';
import { measureStyledSet, styledTable, type StyledFigures } from './eval-guard-fresh3.ts';
import { buildFresh18 } from './guard-fresh18.ts';

export function measureFresh18(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh18);
}

export async function evaluate(): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh18\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  return { table: styledTable('guard on held-out fresh18 (house-style letters; misses never printed)', await measureFresh18()), misses: [] };
}
