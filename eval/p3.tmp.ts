import { loadLetterCorpus, checkLetter } from '/work/main/eval/eval-letters.ts';
import { bodySentences } from '/work/main/src/engine/write/letter-gate.ts';
const { resumes, postings } = await loadLetterCorpus();
const kind = process.argv[2]; let shown = 0; const max = Number(process.argv[3] ?? 3);
for (const r of resumes) for (const p of postings) {
  const c = await checkLetter(r, p, {}, 1, kind === 'grammar');
  if (c.defects.some((d) => d.kind === kind) && shown++ < max) console.log(c.label, '\n', c.text, '\n', c.defects);
}
