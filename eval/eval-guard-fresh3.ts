// The guard on the held-out set 'fresh3' (eval/guard-fresh3.ts): honest letters in four LLM house styles for 13 pairs
// of the corpus's checking split, each with five fabricated variants. Counts only, per style and per kind of
// fabrication; its misses are never printed. `npm run eval -- guard-fresh3`.
import { formatFigures, hasSharedCorpus, SHARED_MISSING_MESSAGE, type Figure } from './corpus-paths.ts';
import { corpusHalf, guardLetter, loadPosting, loadProfile } from './eval-guard.ts';
import type { WriteResult } from '../src/engine/write/writers/guarded-writer.ts';
import { withoutBold } from '../src/engine/write/writers/guarded-writer.ts';
import { buildFresh3 } from './guard-fresh3.ts';

export interface StyledFigures {
  honestByStyle: Record<string, { hit: number; total: number }>;
  caughtByKind: Record<string, { hit: number; total: number }>;
  /**
   * What went wrong, one line per honest letter not kept whole or fabrication not stopped, for a tuning set's
   * `--show-tuning-misses`. On a pair of the corpus check half (corpusHalf) a line names only the style, the kind and
   * the template; a held-out set never prints them.
   */
  misses: string[];
}

/** A generated set: honest letters per pair and house style, each with fabricated variants. */
export interface StyledCase {
  id: string;
  resume: string;
  posting: string;
  style: string;
  letter: string;
  fabrications: { kind: string; claim: string; letter: string; template?: number }[];
}
type Build = (avoidText: (resume: string, posting: string) => string) => StyledCase[];

/** Runs every honest letter and every fabricated variant of a generated set through the guard. */
export async function measureStyledSet(build: Build): Promise<StyledFigures> {
  const texts = new Map<string, string>();
  for (const id of new Set(build(() => '').map((c) => c.resume))) texts.set(id, (await loadProfile(id)).lines.join('\n'));
  const cases = build((resume, posting) => `${texts.get(resume) ?? ''}\n${loadPosting(posting)}`);
  const figures: StyledFigures = { honestByStyle: {}, caughtByKind: {}, misses: [] };
  for (const c of cases) {
    const tune = corpusHalf(c) === 'tune';
    const honest = await guardLetter(c, c.letter);
    const h = (figures.honestByStyle[c.style] ??= { hit: 0, total: 0 });
    h.total++;
    // Kept whole: every word of the letter, as the user gets it; a model's bold markers are taken off (plain text).
    if (honest.text === withoutBold(c.letter) && !honest.report.usedFallback) h.hit++;
    else figures.misses.push(tune ? `${c.id} honest not kept whole: ${whatHappened(honest)}` : `(check half) ${c.style} honest not kept whole`);
    for (const fab of c.fabrications) {
      const result = await guardLetter(c, fab.letter);
      const k = (figures.caughtByKind[fab.kind] ??= { hit: 0, total: 0 });
      k.total++;
      if (!result.text.includes(fab.claim) && result.text !== fab.letter) k.hit++;
      else figures.misses.push(`${tune ? c.id : `(check half) ${c.style}`} ${fab.kind} (template ${fab.template ?? '?'}) passed${tune ? `: "${fab.claim}" — ${whatHappened(result)}` : ''}`);
    }
  }
  return figures;
}

/** What the guard did with a letter, quoting the claims it found and the other problems of the model's answer. */
function whatHappened(result: WriteResult): string {
  const claims = result.report.guard?.claims.map((c) => `${c.kind} "${c.text}" in "${c.sentence.slice(0, 140)}"`) ?? [];
  const other = result.report.primary.problems.filter((p) => !p.startsWith('The resume does not support'));
  return [result.report.guard?.action ?? (result.report.usedFallback ? 'replaced' : 'kept'), ...claims, ...other].join(' | ');
}

export function measureFresh3(): Promise<StyledFigures> {
  return measureStyledSet(buildFresh3);
}

/** The figure table of a generated set: honest kept per style and in all, fabrications stopped per kind and in all. */
export function styledTable(title: string, { honestByStyle, caughtByKind }: StyledFigures): string {
  const sum = (r: Record<string, { hit: number; total: number }>) => Object.values(r).reduce((a, b) => ({ hit: a.hit + b.hit, total: a.total + b.total }), { hit: 0, total: 0 });
  const figures: Figure[] = [
    ...Object.entries(honestByStyle).map(([style, f]) => ({ field: `honest ${style} letters kept whole`, ...f })),
    { field: 'all honest letters kept whole', ...sum(honestByStyle) },
    ...Object.entries(caughtByKind).map(([kind, f]) => ({ field: `invented ${kind} stopped`, ...f })),
    { field: 'all fabrications stopped', ...sum(caughtByKind) },
  ];
  return formatFigures(title, figures);
}

export async function evaluate(): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh3\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  return { table: styledTable('guard on held-out fresh3 (house-style letters; misses never printed)', await measureFresh3()), misses: [] };
}
