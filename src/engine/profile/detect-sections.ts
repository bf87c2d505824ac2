// Section headings: recognised by meaning (synonyms), then by look (ALL CAPS, bold, larger font), and
// measured against the document's own heading style, so an ALL-CAPS employer ('GOOGLE') or name set
// like a sub-heading is not taken for an unknown section.
import { TITLE_WORDS } from './model/rule-features.ts';
import { wordCount } from './resume-lines.ts';

/** 'unknown': a heading recognised by its look only ('FAMILIAR WITH'); it may continue the section before it. */
export type SectionKind = 'summary' | 'experience' | 'skills' | 'education' | 'certifications' | 'projects' | 'other' | 'unknown';

// Order matters: 'Licenses & Certifications' is certifications before 'Education & Training' is education.
const SECTION_TERMS: Array<[SectionKind, RegExp]> = [
  ['certifications', /\b(?:certifications?|certificates|licen[cs]es?|licensure|credentials|accreditations?)\b/],
  ['projects', /\b(?:projects?|portfolio|selected work)\b/],
  ['skills', /\b(?:skills?|competenc(?:ies|e)|expertise|technologies|tools|proficienc(?:ies|y)|tech stack|strengths|capabilities)\b/],
  ['experience', /\b(?:experience|employment|work history|career history|professional background|positions held|work)\b/],
  ['education', /\b(?:education|academic|qualifications? and education|schooling|training)\b/],
  ['summary', /\b(?:summary|profile|objective|about me|about|overview|introduction|qualifications)\b/],
  [
    'other',
    /\b(?:awards?|honou?rs|volunteer(?:ing)?|publications?|languages|interests|hobbies|references|activities|affiliations|memberships|leadership|achievements|additional information|coursework|research|links|contact|profiles|ranks)\b/,
  ],
];

/** Whole-line headings that need no look at all: 'Skills' in body text at body size is still a heading. */
const PLAIN_HEADINGS = new Set(
  [
    'summary', 'professional summary', 'career summary', 'profile', 'professional profile', 'objective', 'career objective', 'about me',
    'experience', 'work experience', 'professional experience', 'relevant experience', 'employment', 'employment history', 'work history',
    'education', 'education and training', 'academic qualification', 'academic qualifications', 'skills', 'technical skills', 'core skills',
    'key skills', 'skills and abilities', 'core competencies', 'certifications', 'certificates', 'licenses and certifications',
    'certifications and licenses', 'projects', 'personal projects', 'academic projects',
  ].map((p) => p.replace(/ /g, '')),
);

export interface HeadingLook {
  text: string;
  bold: boolean;
  fontSize: number;
}

const DECORATION = /[\p{L}\p{N}&/]/u;

/** 'EXPERIENCE:', '— Skills —', '::Education::' → the words of the heading. */
function headingText(text: string): string {
  let a = 0;
  let b = text.length;
  while (a < b && !DECORATION.test(text[a])) a++;
  while (b > a && !DECORATION.test(text[b - 1]) && text[b - 1] !== ')') b--;
  return text.slice(a, b).trim();
}

interface Candidate {
  kind: SectionKind;
  /** Named by a known term (not only by its look). */
  known: boolean;
  /** The whole line is a usual heading ('Work Experience'), whatever it looks like. */
  plain: boolean;
  size: number;
  bold: boolean;
}

function candidate(line: HeadingLook, bodyFontSize: number, hasFormatting: boolean): Candidate | undefined {
  const original = line.text.trim();
  if (!original || original.length > 60 || /[.,;!?]$/.test(original)) return undefined;
  const raw = headingText(original);
  if (!raw || raw.length > 48 || /[@\d|]|https?:|www\./.test(raw)) return undefined;
  // A bulleted line is content ('• Education outreach'), unless it is a usual heading set as one ('• EDUCATION').
  const bulleted = /^[•▪‣◦●■*]/.test(original);
  const words = wordCount(raw);
  if (words > 5) return undefined;
  const lower = raw.toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ');
  const squashed = lower.replace(/[^a-z]/g, '');
  const letters = raw.replace(/[^A-Za-z]/g, '');
  const allCaps = letters.length >= 3 && letters === letters.toUpperCase();
  const plain = PLAIN_HEADINGS.has(squashed) || PLAIN_HEADINGS.has(squashed.replace(/and/g, ''));
  if (bulleted && !(plain && (allCaps || line.bold))) return undefined;
  const larger = bodyFontSize > 0 && line.fontSize > bodyFontSize * 1.08;
  const looksLikeHeading = plain || allCaps || line.bold || larger || (!hasFormatting && words <= 3);
  if (!looksLikeHeading) return undefined;
  // 'Experience Summary', 'Career Profile': a heading ending in a summary word is a summary.
  if (/\b(?:summary|profile|objective|overview)$/.test(lower)) return { kind: 'summary', known: true, plain, size: line.fontSize, bold: line.bold };
  // 'Graduate Research Assistant', 'Teaching Fellow', 'Project Engineer': a phrase ending in a job title's head noun
  // is an entry's title, whatever section word it holds. ('Volunteer' and 'Leadership & Volunteer' are headings.)
  const last = lower.split(' ').at(-1) ?? '';
  if (!plain && words >= 2 && TITLE_WORDS.test(last) && !/^(?:volunteers?|members?|staff)$/.test(last)) return undefined;
  for (const [kind, re] of SECTION_TERMS) {
    if (re.test(lower) || (plain && re.test(squashed))) {
      // 'Work' alone is only a heading when short ('Work', 'Work Experience'), not 'Work Ethic'.
      if (kind === 'experience' && /^work\b/.test(lower) && !/experience|history|work$/.test(lower)) continue;
      return { kind, known: true, plain, size: line.fontSize, bold: line.bold };
    }
  }
  // An unknown heading still ends the previous section, but only when it clearly looks like one: in capitals,
  // or a short capitalised phrase set larger than the body (kept only when it shares the known headings' style).
  if (allCaps && words <= 4 && (line.bold || larger)) return { kind: 'unknown', known: false, plain: false, size: line.fontSize, bold: line.bold };
  if (larger && words <= 3 && /^\p{Lu}[\p{L} &]*$/u.test(raw)) return { kind: 'unknown', known: false, plain: false, size: line.fontSize, bold: line.bold };
  return undefined;
}

/** The body text size: the size that carries the most characters. */
export function modeFontSize(lines: HeadingLook[]): number {
  const count = new Map<number, number>();
  for (const l of lines) count.set(l.fontSize, (count.get(l.fontSize) ?? 0) + l.text.length);
  let best = 0;
  let bestN = -1;
  for (const [size, n] of count) if (n > bestN) [best, bestN] = [size, n];
  return best;
}

/**
 * The section each line opens (undefined for content). A heading recognised only by its look must share the
 * size and weight of the headings recognised by name, and comes after the first of them: the name and an
 * ALL-CAPS employer are not sections. `single` classifies one line on its own (a heading sharing its line).
 */
export function classifyHeadings(lines: Array<HeadingLook & { tab?: boolean }>, single = false): Array<SectionKind | undefined> {
  if (single) return lines.map((l) => headingSharingLine(l));
  const hasFormatting = !single && (lines.some((l) => l.bold) || new Set(lines.map((l) => l.fontSize)).size > 1);
  const body = single ? 0 : modeFontSize(lines);
  const found = lines.map((l) => candidate(l, body, hasFormatting));
  const style = dominantStyle(found.filter((c): c is Candidate => !!c?.known && c.kind !== 'other'));
  const sameStyle = (c: Candidate) => !style || (Math.abs(style.size - c.size) <= 0.6 && style.bold === c.bold);
  const firstKnown = found.findIndex((c) => c?.known);
  return found.map((c, i) => {
    if (!c) return undefined;
    // A bold 'Project Manager' among 14 pt headings is an entry title, not the Projects section.
    if (c.known) return c.plain || sameStyle(c) ? c.kind : undefined;
    if (firstKnown < 0) return c.kind;
    if (i < firstKnown) return undefined;
    return style && sameStyle(c) ? c.kind : undefined;
  });
}

/**
 * A heading that shares its line with content: a usual heading phrase ('Technical Skills: Python'), or a known
 * term before a tab ('Relevant Projects<TAB>Skills', 'LEADERSHIP<TAB>Organizer'). 'Tools: Jira' inside an entry
 * stays content.
 */
function headingSharingLine(line: HeadingLook & { tab?: boolean }): SectionKind | undefined {
  const c = candidate(line, 0, false);
  if (!c?.known) return undefined;
  if (c.plain) return c.kind;
  if (!line.tab) return undefined;
  const letters = line.text.replace(/[^A-Za-z]/g, '');
  return c.kind !== 'other' || line.bold || letters === letters.toUpperCase() ? c.kind : undefined;
}

/**
 * Two short pieces printed one under the other before a tab ('Work' / 'Experience', 'Technical' / 'Skills' in a
 * left margin beside the content): one heading broken over two lines when together they are a usual heading,
 * or both name the same section.
 */
export function isHeadingOverTwoLines(first: string, second: string): boolean {
  const both = candidate({ text: `${first} ${second}`, bold: false, fontSize: 0 }, 0, false);
  if (!both?.known) return false;
  if (both.plain) return true;
  const [a, b] = [first, second].map((t) => candidate({ text: t, bold: false, fontSize: 0 }, 0, false));
  return !!a?.known && !!b?.known && a.kind === both.kind && b.kind === both.kind;
}

/** The size and weight most headings named by a known term share (ties: the first seen). */
function dominantStyle(known: Candidate[]): { size: number; bold: boolean } | undefined {
  const count = new Map<string, number>();
  for (const c of known) count.set(`${Math.round(c.size * 2) / 2}|${c.bold}`, (count.get(`${Math.round(c.size * 2) / 2}|${c.bold}`) ?? 0) + 1);
  let best: string | undefined;
  for (const [k, n] of count) if (!best || n > count.get(best)!) best = k;
  if (!best) return undefined;
  const [size, bold] = best.split('|');
  return { size: Number(size), bold: bold === 'true' };
}
