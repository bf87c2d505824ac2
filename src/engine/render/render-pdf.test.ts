import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { renderLetterPdf, renderResumePdf } from './render-pdf.ts';

interface ReadBack {
  pages: number;
  text: string;
  info: Record<string, unknown>;
  roles: string[];
  lang?: string;
}

// Reads a rendered PDF back the way an ATS would: pdf.js text content, metadata and the structure tree.
async function readPdf(bytes: Uint8Array): Promise<ReadBack> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const parts: string[] = [];
  const roles: string[] = [];
  const collectRoles = (node: { role?: string; children?: unknown[] } | null): void => {
    if (!node) return;
    if (node.role) roles.push(node.role);
    for (const child of node.children ?? []) collectRoles(child as { role?: string; children?: unknown[] });
  };
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str, item.hasEOL ? '\n' : '');
    collectRoles((await page.getStructTree()) as { role?: string; children?: unknown[] } | null);
  }
  const meta = await pdf.getMetadata();
  const info = meta.info as Record<string, unknown>;
  await pdf.destroy();
  return { pages: pdf.numPages, text: parts.join(''), info, roles, lang: info.Language as string | undefined };
}

// Line wrapping moves spaces and line breaks; what must survive is every character in order.
const squash = (text: string): string => text.replace(/\s+/g, '');

const LETTER = [
  'June 3, 2025',
  'Dear Hiring Manager,',
  'I am writing to apply for the Senior Backend Engineer position at Northwind Labs. At Acme Corp I cut API latency by 40% and led a team of 5 engineers.',
  'Your posting asks for PostgreSQL and Node.js; I have used both daily for six years.',
  'Sincerely,\nJane Doe',
].join('\n\n');

describe('renderLetterPdf', () => {
  const renderLetter = () => renderLetterPdf(LETTER, { title: 'Cover Letter – Northwind Labs', author: 'Jane Doe', date: new Date('2025-06-03T12:00:00Z') });

  it('writes a PDF 1.7 file', async () => {
    const bytes = await renderLetter();
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.7');
  });

  it('renders every paragraph, keeping the sign-off lines separate', async () => {
    const pdf = await readPdf(await renderLetter());
    for (const paragraph of LETTER.split('\n')) expect(squash(pdf.text)).toContain(squash(paragraph));
    // Sign-off lines stay separate lines.
    expect(pdf.text).toMatch(/Sincerely,[ \t]*\n\s*Jane Doe/);
  });

  it('sets the title, author and language', async () => {
    const pdf = await readPdf(await renderLetter());
    expect(pdf.info.Title).toBe('Cover Letter – Northwind Labs');
    expect(pdf.info.Author).toBe('Jane Doe');
    expect(pdf.lang).toBe('en-US');
  });

  it('tags the structure: a Document with one P per paragraph', async () => {
    const pdf = await readPdf(await renderLetter());
    expect(pdf.roles).toContain('Document');
    expect(pdf.roles.filter((role) => role === 'P')).toHaveLength(5);
  });

  it('is byte-for-byte deterministic for the same input and date', async () => {
    const meta = { title: 'Cover Letter', author: 'Jane Doe', date: new Date('2025-06-03T12:00:00Z') };
    const first = await renderLetterPdf(LETTER, meta);
    const second = await renderLetterPdf(LETTER, meta);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('draws any Unicode without crashing: covered scripts kept, uncovered ones substituted', async () => {
    const text = 'Dear Łukasz Żółć,\uD800\n\nΚαλημέρα. Привет, мир. Tiếng Việt. Smart “quotes” – dashes … ™ €.\n\n日本語 😀👍🏽 e\u0301\u200b end\u2028next\tline';
    const pdf = await readPdf(await renderLetterPdf(text, { title: 'Unicode' }));
    expect(pdf.text).toContain('Łukasz Żółć');
    expect(squash(pdf.text)).toContain(squash('Καλημέρα. Привет, мир. Tiếng Việt. Smart “quotes” – dashes … ™ €.'));
    expect(pdf.text).toContain('???');
    expect(pdf.text).not.toContain('😀');
    expect(pdf.text).toContain('end');
    expect(pdf.text).toContain('next');
  });

  it('flows very long text over several pages and keeps all of it', async () => {
    const paragraphs = Array.from({ length: 60 }, (_, i) => `Paragraph ${i + 1}: ${'a considerable amount of text '.repeat(12)}end-${i + 1}.`);
    paragraphs.push('x'.repeat(400)); // one unbreakable token wider than the page
    const pdf = await readPdf(await renderLetterPdf(paragraphs.join('\n\n'), { title: 'Long' }));
    expect(pdf.pages).toBeGreaterThan(3);
    expect(pdf.text).toContain('end-1.');
    expect(pdf.text).toContain('end-60.');
    expect(squash(pdf.text)).toContain('x'.repeat(400));
  });

  it('breaks a huge unbreakable token in linear time (pdfkit alone is quadratic on it)', async () => {
    const token = 'https://example.com/' + 'a1b2c3'.repeat(5000);
    const started = performance.now();
    const bytes = await renderLetterPdf(`Intro\n\n${token}\n\nSincerely,\nJane Doe`, { title: 'Token' });
    expect(performance.now() - started).toBeLessThan(10_000);
    const pdf = await readPdf(bytes);
    expect(squash(pdf.text)).toContain(token);
    expect(pdf.text).toContain('Jane Doe');
  });

  it('renders empty and whitespace-only content as a valid one-page document', async () => {
    for (const content of ['', '\n\n  \n', '\r\n\r\n']) {
      const pdf = await readPdf(await renderLetterPdf(content, { title: 'Empty' }));
      expect(pdf.pages).toBe(1);
      expect(pdf.text.trim()).toBe('');
    }
  });
});

const RESUME = `Jane Doe
jane.doe@example.com | (555) 123-4567 | Berlin, Germany

PROFESSIONAL SUMMARY
Backend engineer with 8 years of experience building APIs in Node.js and PostgreSQL.

CORE COMPETENCIES
Node.js, TypeScript, PostgreSQL, Kubernetes

EXPERIENCE
Senior Engineer, Acme Corp | Jan 2020 – Present
- Cut API latency by 40% by redesigning the caching layer
- Led a team of 5 engineers

Engineer, Beta GmbH | 2016 – 2019
- Built the billing service

EDUCATION
B.Sc. Computer Science, TU Berlin | 2016

CERTIFICATIONS
- AWS Certified Solutions Architect

PROJECTS
OpenQueue
- A job queue on PostgreSQL used by 300 teams`;

describe('renderResumePdf', () => {
  it('renders name, sections, entries and bullets with heading and list structure', async () => {
    const pdf = await readPdf(await renderResumePdf(RESUME, { date: new Date('2025-06-03T12:00:00Z') }));
    for (const line of RESUME.split('\n').filter(Boolean)) expect(squash(pdf.text)).toContain(squash(line.replace(/^- /, '')));
    expect(pdf.text).toContain('• Cut API latency');
    expect(pdf.info.Title).toBe('Jane Doe – Resume');
    expect(pdf.info.Author).toBe('Jane Doe');
    expect(pdf.roles).toContain('H1');
    expect(pdf.roles.filter((role) => role === 'H2')).toHaveLength(6);
    expect(pdf.roles).toContain('L');
    expect(pdf.roles).toContain('LI');
    expect(pdf.roles).toContain('LBody');
  });

  it('strips model code fences and handles a multi-page resume', async () => {
    const entries = Array.from({ length: 40 }, (_, i) => `Role ${i + 1}, Company ${i + 1} | 2001 – 2002\n- Delivered outcome number ${i + 1} ${'with detail '.repeat(10)}`);
    const content = '```plaintext\n' + RESUME + '\n\n' + 'EXPERIENCE\n' + entries.join('\n\n') + '\n```';
    const pdf = await readPdf(await renderResumePdf(content));
    expect(pdf.pages).toBeGreaterThan(2);
    expect(pdf.text).not.toContain('```');
    expect(pdf.text).not.toContain('plaintext');
    expect(pdf.text).toContain('Role 40, Company 40');
  });

  it('renders empty content without throwing', async () => {
    const pdf = await readPdf(await renderResumePdf(''));
    expect(pdf.pages).toBe(1);
    expect(pdf.info.Title).toBe('Tailored Resume');
  });
});
