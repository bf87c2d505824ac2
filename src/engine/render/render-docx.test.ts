import { describe, expect, it } from 'vitest';
import mammoth from 'mammoth';
import { strFromU8, unzipSync } from 'fflate';
import { renderLetterDocx, renderResumeDocx } from './render-docx.ts';

// Reads a rendered DOCX back: mammoth's raw text (what ATS parsers see), its HTML (structure) and the core properties.
async function readDocx(bytes: Uint8Array): Promise<{ text: string; html: string; core: string; document: string }> {
  const buffer = Buffer.from(bytes);
  const text = (await mammoth.extractRawText({ buffer })).value;
  const html = (await mammoth.convertToHtml({ buffer })).value;
  const files = unzipSync(bytes);
  return { text, html, core: strFromU8(files['docProps/core.xml']), document: strFromU8(files['word/document.xml']) };
}

const LETTER = [
  'June 3, 2025',
  'Dear Hiring Manager,',
  'I am writing to apply for the Senior Backend Engineer position at Northwind Labs & Co. At Acme Corp I cut API latency by 40% <and> led a team of 5 engineers.',
  'Sincerely,\nJane Doe',
].join('\n\n');

describe('renderLetterDocx', () => {
  const renderLetter = async () => readDocx(await renderLetterDocx(LETTER, { title: 'Cover Letter – Northwind Labs', author: 'Jane Doe' }));

  it('renders every line as text', async () => {
    const docx = await renderLetter();
    const lines = docx.text.split('\n').map((line) => line.trim()).filter(Boolean);
    expect(lines).toEqual(LETTER.split('\n').filter(Boolean));
  });

  it('sets the title and author', async () => {
    const docx = await renderLetter();
    expect(docx.core).toContain('<dc:title>Cover Letter – Northwind Labs</dc:title>');
    expect(docx.core).toContain('<dc:creator>Jane Doe</dc:creator>');
  });

  it('sets one-inch margins', async () => {
    const docx = await renderLetter();
    expect(docx.document).toMatch(/w:top="1440"/);
    expect(docx.document).toMatch(/w:left="1440"/);
  });

  it('is byte-for-byte deterministic when a date is given, and stamps that date', async () => {
    const meta = { title: 'Cover Letter', author: 'Jane Doe', date: new Date('2025-06-03T12:00:00Z') };
    const first = await renderLetterDocx(LETTER, meta);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // docx's own timestamps have second precision
    const second = await renderLetterDocx(LETTER, meta);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const docx = await readDocx(first);
    expect(docx.core).toContain('>2025-06-03T12:00:00Z</dcterms:created>');
    expect(docx.core).toContain('>2025-06-03T12:00:00Z</dcterms:modified>');
    expect(docx.text).toContain('Jane Doe');
  });

  it('keeps any Unicode and drops characters XML cannot hold', async () => {
    const text = 'Dear 山田 太郎,\n\nΚαλημέρα. Привет. مرحبا 😀 “quotes”\u0001\u0007 done';
    const docx = await readDocx(await renderLetterDocx(text, { title: 'Unicode' }));
    expect(docx.text).toContain('Dear 山田 太郎,');
    expect(docx.text).toContain('Καλημέρα. Привет. مرحبا 😀 “quotes” done');
  });

  it('renders long and empty content', async () => {
    const long = Array.from({ length: 200 }, (_, i) => `Paragraph ${i + 1} ${'text '.repeat(60)}`).join('\n\n');
    expect((await readDocx(await renderLetterDocx(long, { title: 'Long' }))).text).toContain('Paragraph 200');
    expect((await readDocx(await renderLetterDocx('', { title: 'Empty' }))).text.trim()).toBe('');
  });
});

const RESUME = `Jane Doe
jane.doe@example.com | (555) 123-4567 | Berlin, Germany

PROFESSIONAL SUMMARY
Backend engineer with 8 years of experience.

CORE COMPETENCIES
Node.js, TypeScript, PostgreSQL

EXPERIENCE
Senior Engineer, Acme Corp | Jan 2020 – Present
- Cut API latency by 40%
- Led a team of 5 engineers

EDUCATION
B.Sc. Computer Science, TU Berlin | 2016

CERTIFICATIONS
- AWS Certified Solutions Architect

PROJECTS
OpenQueue
- A job queue used by 300 teams`;

describe('renderResumeDocx', () => {
  it('renders the name as a title, sections as headings, entry heads as sub-headings and real bullets', async () => {
    const docx = await readDocx(await renderResumeDocx(RESUME));
    for (const line of RESUME.split('\n').filter(Boolean)) expect(docx.text).toContain(line.replace(/^- /, ''));
    expect(docx.html).toContain('<h1>Jane Doe</h1>');
    for (const title of ['PROFESSIONAL SUMMARY', 'CORE COMPETENCIES', 'EXPERIENCE', 'EDUCATION', 'CERTIFICATIONS', 'PROJECTS']) {
      expect(docx.html).toContain(`<h2>${title}</h2>`);
    }
    expect(docx.html).toContain('<h3>Senior Engineer, Acme Corp | Jan 2020 – Present</h3>');
    expect(docx.html).toContain('<ul><li>Cut API latency by 40%</li><li>Led a team of 5 engineers</li></ul>');
    expect(docx.html).toContain('<p>Backend engineer with 8 years of experience.</p>');
    expect(docx.core).toContain('<dc:title>Jane Doe – Resume</dc:title>');
  });

  it('renders empty content', async () => {
    const docx = await readDocx(await renderResumeDocx(''));
    expect(docx.text.trim()).toBe('');
    expect(docx.core).toContain('<dc:title>Tailored Resume</dc:title>');
  });
});
