import { loadLetterCorpus, letterInput } from '/work/main/eval/eval-letters.ts';
import { draftCoverLetter } from '/work/main/src/engine/write/realise-letter.ts';
const { resumes, postings } = await loadLetterCorpus();
const pairs: [string, string, object][] = [['rw29', 'jd04', {}], ['daniel-okafor', 'jd02', { tone: 'formal' }], ['rw31', 'jd20', { wordLimit: 'detailed' }], ['carlos', 'jd24', { tone: 'conversational' }], ['rw25', 'jd10', { languageStyle: 'sophisticated' }], ['rw09', 'jd01', {focusAreas:'skills'}]];
for (const [a, b, st] of pairs) { const r = resumes.find((x) => x.id.startsWith(a))!; const p = postings.find((x) => x.id.startsWith(b))!; const d = draftCoverLetter(letterInput(r.profile, p.job, st, 1)); console.log('=====', r.id, p.id, JSON.stringify(st), d.words, d.notice ?? ''); console.log(d.text); }
