// A resume in another language is refused with a clear 422 that says ApplyKit reads English resumes: no letter
// built on a misread profile, and nothing written.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRACT_MESSAGES } from '../../src/engine/extract/extract-messages.ts';
import { coverLetters, resumes } from '../../src/server/db/schema.ts';
import { errorMessage } from '../helpers/api-schemas.ts';
import { buildDocx, docxParagraph } from '../helpers/build-test-documents.ts';
import { jobText, MIME, uploadForm } from '../helpers/documents.ts';
import { signedInClient, type TestClient } from '../helpers/http-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const GERMAN = [
  'Max Mustermann',
  'max.mustermann@example.de | +49 30 1234567',
  'Berufserfahrung',
  'Softwareentwickler, Beispiel GmbH, Berlin, 2019 – heute',
  'Entwicklung und Wartung von Webanwendungen mit TypeScript und React für unsere Kunden im Bereich Logistik',
  'Einführung von automatisierten Tests und kontinuierlicher Integration, wodurch die Fehlerquote deutlich gesenkt wurde',
  'Betreuung von zwei Werkstudenten und Durchführung von Code-Reviews im gesamten Team',
  'Ausbildung',
  'Bachelor of Science Informatik, Technische Universität München, 2015 – 2019',
  'Kenntnisse: TypeScript, React, Node.js, PostgreSQL, Docker',
];

const FRENCH = [
  'Marie Dupont',
  'marie.dupont@example.fr | +33 6 12 34 56 78',
  'Expérience professionnelle',
  "Chargée de clientèle, Banque Exemple, Lyon, 2018 – aujourd'hui",
  "Accueil et conseil des clients particuliers sur les produits d'épargne et de crédit de la banque",
  'Gestion d’un portefeuille de plus de trois cents clients et suivi de leurs demandes au quotidien',
  'Formation',
  'Master en gestion, Université Lyon 3, 2016 – 2018',
  'Compétences : relation client, Excel, anglais courant',
];

let app: TestApp;
let client: TestClient;
let userId: number;
beforeAll(async () => {
  app = await startTestApp({ env: { WORKER_THREADS: '1' } });
  const s = await signedInClient(app.url);
  client = s.client;
  userId = s.user.id;
});
afterAll(() => app.close());

const docx = (lines: string[]) => buildDocx(lines.map((l, i) => docxParagraph(l, { bold: i === 0 })).join(''));

describe('non-English resumes', () => {
  it.each([
    ['German', GERMAN],
    ['French', FRENCH],
  ])('refuses a %s resume with 422 and a message saying ApplyKit reads English resumes', async (language, lines) => {
    const file = { bytes: docx(lines), name: 'lebenslauf.docx', type: MIME.docx };
    const res = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, file));
    expect(res.status, res.text).toBe(422);
    expect(errorMessage(res.body)).toBe(EXTRACT_MESSAGES.NOT_ENGLISH(language));
    expect(errorMessage(res.body)).toContain('reads resumes written in English');
    const [r] = await app.ctx.db.select({ n: count() }).from(resumes).where(eq(resumes.userId, userId));
    const [l] = await app.ctx.db.select({ n: count() }).from(coverLetters).where(eq(coverLetters.userId, userId));
    expect([r!.n, l!.n]).toEqual([0, 0]);
  });

  it('still reads an English resume with the same layout', async () => {
    const english = [
      'Jane Example',
      'jane@example.com | +1 415 555 0100',
      'Experience',
      'Software Engineer, Example Inc., Berlin, 2019 – Present',
      'Built and maintained web applications in TypeScript and React for our logistics customers',
      'Introduced automated tests and continuous integration, which cut the error rate by half',
      'Education',
      'Bachelor of Science in Computer Science, Technical University of Munich, 2015 – 2019',
      'Skills: TypeScript, React, Node.js, PostgreSQL, Docker',
    ];
    const res = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, { bytes: docx(english), name: 'resume.docx', type: MIME.docx }));
    expect(res.status, res.text).toBe(200);
  });
});
