import { loadLetterCorpus, checkLetter, settingsFor } from '/work/main/eval/eval-letters.ts';
import { checkGrounding } from '/work/main/src/engine/check/check-grounding.ts';
import { draftCoverLetter } from '/work/main/src/engine/write/realise-letter.ts';
import { letterInput } from '/work/main/eval/eval-letters.ts';
const { resumes, postings } = await loadLetterCorpus();
let i = 0;
for (const r of resumes) for (const p of postings) { for (const st of settingsFor(i)) { const t = draftCoverLetter(letterInput(r.profile, p.job, st, 1)).text; const g = checkGrounding(t, r.profile, p.job); if (!g.ok) console.log(r.id, p.id, JSON.stringify(st), JSON.stringify(g.unsupported)); } i++; }
