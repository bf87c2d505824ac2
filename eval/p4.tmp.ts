import { loadLetterCorpus, checkLetter } from '/work/main/eval/eval-letters.ts';
const { resumes, postings } = await loadLetterCorpus();
for (const r of resumes) { let w = 0, s = 0; for (const p of postings) { const c = await checkLetter(r, p, {}, 1, false); w += c.words; if (c.notice) s++; }
  console.log(r.id.padEnd(40), Math.round(w / postings.length), 'short', s, 'exp', r.profile.experience.length, 'bullets', r.profile.experience.reduce((a, e) => a + e.bullets.length, 0)); }
