import { loadLetterCorpus, checkLetter } from '/work/main/eval/eval-letters.ts';
const { resumes, postings } = await loadLetterCorpus();
const counts = new Map<string, number>();
const kinds = new Set(process.argv.slice(2));
for (const r of resumes) for (const p of postings) {
  const c = await checkLetter(r, p, {}, 1, kinds.has('grammar'));
  for (const d of c.defects) if (kinds.has(d.kind)) { const k = `${d.kind}: ${d.text.slice(0, 170)}`; counts.set(k, (counts.get(k) ?? 0) + 1); }
}
for (const [k, v] of [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(v, k);
