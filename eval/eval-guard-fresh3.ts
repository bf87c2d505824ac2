// The guard on the held-out set 'fresh3' (eval/guard-fresh3.ts): honest letters in four LLM house styles for 13 pairs
// of the corpus's checking split, each with five fabricated variants. Counts only, per style and per kind of
// fabrication; its misses are never printed. `npm run eval -- guard-fresh3`.
import { formatFigures, hasSharedCorpus, SHARED_MISSING_MESSAGE, type Figure } from './corpus-paths.ts';
import { guardLetter, loadPosting, loadProfile } from './eval-guard.ts';
import { buildFresh3, type Fresh3Case } from './guard-fresh3.ts';

export interface Fresh3Figures {
  honestByStyle: Record<string, { hit: number; total: number }>;
  caughtByKind: Record<string, { hit: number; total: number }>;
}

export async function measureFresh3(): Promise<Fresh3Figures> {
  const texts = new Map<string, string>();
  for (const id of new Set(buildFresh3(() => '').map((c) => c.resume))) texts.set(id, (await loadProfile(id)).lines.join('\n'));
  const cases: Fresh3Case[] = buildFresh3((resume, posting) => `${texts.get(resume) ?? ''}\n${loadPosting(posting)}`);
  const figures: Fresh3Figures = { honestByStyle: {}, caughtByKind: {} };
  for (const c of cases) {
    const honest = await guardLetter(c, c.letter);
    const h = (figures.honestByStyle[c.style] ??= { hit: 0, total: 0 });
    h.total++;
    if (honest.text === c.letter && !honest.report.usedFallback) h.hit++;
    for (const fab of c.fabrications) {
      const result = await guardLetter(c, fab.letter);
      const k = (figures.caughtByKind[fab.kind] ??= { hit: 0, total: 0 });
      k.total++;
      if (!result.text.includes(fab.claim) && result.text !== fab.letter) k.hit++;
    }
  }
  return figures;
}

export async function evaluate(): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-fresh3\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  const { honestByStyle, caughtByKind } = await measureFresh3();
  const sum = (r: Record<string, { hit: number; total: number }>) => Object.values(r).reduce((a, b) => ({ hit: a.hit + b.hit, total: a.total + b.total }), { hit: 0, total: 0 });
  const figures: Figure[] = [
    ...Object.entries(honestByStyle).map(([style, f]) => ({ field: `honest ${style} letters kept whole`, ...f })),
    { field: 'all honest letters kept whole', ...sum(honestByStyle) },
    ...Object.entries(caughtByKind).map(([kind, f]) => ({ field: `invented ${kind} stopped`, ...f })),
    { field: 'all fabrications stopped', ...sum(caughtByKind) },
  ];
  return { table: formatFigures('guard on held-out fresh3 (house-style letters; misses never printed)', figures), misses: [] };
}
