// Tailored-resume text as displayed (SPEC.md sections 3 and 4): stray code fences and a leading
// 'plaintext' are removed; if that leaves under 50 characters, only the fences are removed.
import { MIN_CLEANED_RESULT_LENGTH } from './constants.ts';
import { TAILORED_SECTIONS } from './style.ts';

const FENCE = /```[a-z]*\n?/gi;

export function cleanTailoredText(raw: string): string {
  const cleaned = raw.replace(FENCE, '').replace(/^\s*plaintext\b/i, '').trim();
  if (cleaned.length >= MIN_CLEANED_RESULT_LENGTH) return cleaned;
  return raw.replace(/```/g, '').trim();
}

export interface TailoredEntry {
  heading: string;
  bullets: string[];
}
export interface TailoredSection {
  title: (typeof TAILORED_SECTIONS)[number];
  entries: TailoredEntry[];
}
export interface TailoredPreview {
  name: string;
  contact: string;
  sections: TailoredSection[];
}

/** Structure for the preview: name, contact line, then the known sections that are present. */
export function parseTailoredResume(text: string): TailoredPreview {
  const lines = cleanTailoredText(text).split('\n').map((l) => l.trimEnd());
  const name = lines.shift()?.trim() ?? '';
  const contact = lines.shift()?.trim() ?? '';
  const sections: TailoredSection[] = [];
  let current: TailoredSection | undefined;
  let block: string[] = [];
  const flush = () => {
    if (current && block.length > 0) {
      const [heading, ...rest] = block;
      current.entries.push({ heading: stripBullet(heading!), bullets: rest.map(stripBullet).filter(Boolean) });
    }
    block = [];
  };
  for (const line of lines) {
    const title = TAILORED_SECTIONS.find((t) => t === line.trim().toUpperCase().replace(/:$/, ''));
    if (title) {
      flush();
      current = { title, entries: [] };
      sections.push(current);
    } else if (line.trim() === '') {
      flush();
    } else {
      block.push(line.trim());
    }
  }
  flush();
  return { name, contact, sections: sections.filter((s) => s.entries.length > 0) };
}

function stripBullet(line: string): string {
  return line.replace(/^-\s+/, '').trim();
}
