import { LocalLinter } from 'harper.js';
import { binaryInlined } from 'harper.js/binaryInlined';
import { loadLetterCorpus, letterInput } from '/work/main/eval/eval-letters.ts';
import { draftCoverLetter } from '/work/main/src/engine/write/realise-letter.ts';
const { resumes, postings } = await loadLetterCorpus();
const r = resumes.find((x) => x.id.startsWith('rw13'))!;
const t = draftCoverLetter(letterInput(r.profile, postings[0].job, {}, 1)).text;
const l = new LocalLinter({ binary: binaryInlined }); await l.setup();
for (const x of await l.lint(t)) { const sp = x.span(); console.log(x.lint_kind(), x.message(), JSON.stringify(x.get_problem_text()), '«' + t.slice(sp.start - 40, sp.end + 20) + '»'); }
