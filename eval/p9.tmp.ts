import { realiseBullet } from '/work/main/src/engine/write/realise-clause.ts';
for (const b of ['Mentored a team of four junior developers, fostering a culture of technical excellence.', 'Provided leadership in conceptualizing the Approval Service via API. Designed the high-level architectural diagram']) console.log(JSON.stringify(realiseBullet(b, 'present')));
