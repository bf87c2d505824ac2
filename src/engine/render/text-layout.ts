// Turns the plain text of a letter or a tailored resume into the blocks both renderers lay out, so the DOCX and
// the PDF of one text always agree on headings, paragraphs and bullets.
import { TAILORED_SECTIONS } from '../../shared/style.ts';

/** Metadata written into a rendered document. */
export interface RenderMeta {
  title: string;
  author?: string;
  subject?: string;
  /** Creation date stamped into the file. The engine has no clock: without it the PDF library stamps its own. */
  date?: Date;
  /** BCP 47 language of the text, 'en-US' unless given. */
  lang?: string;
}

/** Line endings, tabs and control characters a user may paste; they would otherwise reach the file verbatim. */
export function normalizeText(content: string): string {
  return (
    content
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, '    ')
      // Line and paragraph separators act as line breaks in editors; anything else in C0/C1 has no glyph.
      .replace(/[\u2028\u2029]/g, '\n')
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, '')
      // Lone surrogates cannot be encoded by either library.
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
  );
}

/** Strips what chat models wrap plain text in (SPEC.md: stray code fences and a leading 'plaintext'). */
export function stripModelWrapping(content: string): string {
  return content
    .replace(/^\s*```[a-zA-Z]*[ \t]*\n?/, '')
    .replace(/\n?```\s*$/, '')
    .replace(/^\s*plaintext[ \t]*\n/i, '');
}

/** A letter as blocks (paragraphs) of lines; single newlines inside a block stay line breaks (sign-off, address). */
export function splitLetterBlocks(content: string): string[][] {
  return normalizeText(content)
    .split(/\n(?:[ \t]*\n)+/)
    .map((block) => block.split('\n').map((line) => line.trim()))
    .filter((block) => block.some((line) => line !== ''));
}

export type ResumeLine =
  | { kind: 'heading'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'text'; text: string };

export interface ResumeEntry {
  lines: ResumeLine[];
}

export interface ResumeSection {
  title: string;
  entries: ResumeEntry[];
}

export interface ResumeLayout {
  name?: string;
  contact?: string;
  /** Text before the first section title that is not the name or contact line. */
  preamble: ResumeEntry[];
  sections: ResumeSection[];
}

const KNOWN_SECTIONS = new Set<string>(TAILORED_SECTIONS);
// Sections whose entries are prose or skill lists, not "heading + bullets" entries.
const PROSE_SECTIONS = new Set(['PROFESSIONAL SUMMARY', 'SUMMARY', 'CORE COMPETENCIES', 'SKILLS']);
const BULLET = /^\s*(?:[-*•▪●◦‣∙·–]|\d{1,2}[.)])\s+/;

function readSectionTitle(line: string): string | undefined {
  const bare = line.trim().replace(/:$/, '').trim();
  if (KNOWN_SECTIONS.has(bare.toUpperCase())) return bare.toUpperCase();
  // Other ALL-CAPS titles a model or a user may add (LANGUAGES, VOLUNTEER WORK) are still headings.
  if (bare.length >= 3 && bare.length <= 40 && /^[A-Z][A-Z &/,'-]*[A-Z]$/.test(bare)) return bare;
  return undefined;
}

function isBulletLine(line: string): boolean {
  return BULLET.test(line);
}

function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

/** Reads SPEC.md's tailored resume format: name, contact line, titled sections of blank-line-separated entries. */
export function parseResumeLayout(content: string): ResumeLayout {
  const lines = normalizeText(stripModelWrapping(content))
    .split('\n')
    .map((line) => line.trimEnd());
  const layout: ResumeLayout = { preamble: [], sections: [] };
  let index = 0;
  const skipBlank = (): void => {
    while (index < lines.length && lines[index].trim() === '') index++;
  };

  skipBlank();
  if (index < lines.length && !readSectionTitle(lines[index])) layout.name = lines[index++].trim();
  if (index < lines.length && lines[index].trim() !== '' && !readSectionTitle(lines[index])) {
    layout.contact = lines[index++].trim();
  }

  let section: ResumeSection | undefined;
  let entry: ResumeEntry | undefined;
  for (; index < lines.length; index++) {
    const raw = lines[index];
    if (raw.trim() === '') {
      entry = undefined;
      continue;
    }
    const title = readSectionTitle(raw);
    if (title) {
      section = { title, entries: [] };
      layout.sections.push(section);
      entry = undefined;
      continue;
    }
    const prose = !section || PROSE_SECTIONS.has(section.title);
    if (!entry) {
      entry = { lines: [] };
      (section ? section.entries : layout.preamble).push(entry);
      if (isBulletLine(raw)) entry.lines.push({ kind: 'bullet', text: stripBullet(raw) });
      else entry.lines.push({ kind: prose ? 'text' : 'heading', text: raw.trim() });
      continue;
    }
    if (isBulletLine(raw)) entry.lines.push({ kind: 'bullet', text: stripBullet(raw) });
    else entry.lines.push({ kind: 'text', text: raw.trim() });
  }
  return layout;
}

/** Title used when the caller gives none: the candidate's name, or a generic one. */
export function describeResume(layout: ResumeLayout): string {
  return layout.name ? `${layout.name} – Resume` : 'Tailored Resume';
}
