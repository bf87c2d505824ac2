import { loadLetterCorpus, checkLetter, letterInput } from '/work/main/eval/eval-letters.ts';
import { checkGrounding } from '/work/main/src/engine/check/check-grounding.ts';
import { draftCoverLetter } from '/work/main/src/engine/write/realise-letter.ts';
const { resumes, postings } = await loadLetterCorpus();
const want = new Set(process.argv.slice(2));
const counts = new Map<string, number>();
let n = 0;
for (const r of resumes) for (const p of postings) {
  const c = await checkLetter(r, p, {}, 1, false);
  for (const d of c.defects) { if (!want.has(d.kind)) continue; const k = d.kind + ': ' + d.text.slice(0, 150); counts.set(k, (counts.get(k) ?? 0) + 1); }
  if (want.has('grounding') && !c.grounded && n++ < 12) { const g = checkGrounding(c.text, r.profile, p.job); console.log('GROUND', r.id, p.id, JSON.stringify(g.unsupported)); }
}
for (const [k, v] of [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v, k);
