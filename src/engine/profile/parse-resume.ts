// Extracted lines → structured resume. Pure and deterministic: the same document always gives the
// same profile. Ideas from OpenResume's parser (line grouping, section titles, feature scoring): lines
// are segmented by layout — font size and weight, indentation, vertical gaps, dates on the line — rather
// than by bullet glyphs, which many exports (Chrome, Word, LaTeX) do not write. Documents are untrusted:
// every pattern here is linear (bounded, anchored, or applied to short tokens).
import type { ExperienceEntry, ExtractedDocument, ProjectEntry, ResumeProfile, TextLine } from '../types.ts';
import { normaliseText } from '../extract/normalise-text.ts';
import { degreeEvidence, institutionEvidence } from '../gazetteer/gazetteer.ts';
import { assertEnglish } from './detect-language.ts';
import { classifyHeadings, isHeadingOverTwoLines, modeFontSize, type SectionKind } from './detect-sections.ts';
import { findContact, findName } from './parse-contact.ts';
import { findDates, hasDate, trimSeparators } from './parse-dates.ts';
import { readEducation, readExperience, shippedModel } from './model/entry-model.ts';
import type { DocumentLayout } from './model/features.ts';
import type { SequenceModel } from './model/perceptron.ts';
import type { SectionRole } from './model/segments.ts';
import { COMPANY_HINTS, DEGREE_RE, ENTRY_SUBHEADING, INSTITUTION_RE, TITLE_WORDS } from './model/rule-features.ts';
import { cleanLineText, isBulletLine, leadingGlyph, stripBullet, tidy, wordCount, type Line } from './resume-lines.ts';

const LOCATION_RE = /^[A-Z][A-Za-z.' -]{0,40}, ?(?:[A-Z]{2,3}|[A-Z][a-z]{1,20}(?: [A-Z][a-z]{1,20})?)(?: \d{5})?$/;
const REMOTE_RE = /^(?:remote|hybrid|on-?site)$/i;
const COUNTRY_RE =
  /^(?:usa|u\.s\.a?\.?|united states|uk|united kingdom|england|scotland|wales|ireland|india|pakistan|bangladesh|sri lanka|nepal|canada|mexico|brazil|argentina|chile|colombia|peru|egypt|jordan|lebanon|israel|turkey|uae|united arab emirates|saudi arabia|qatar|nigeria|kenya|ghana|south africa|philippines|korea|south korea|japan|china|taiwan|hong kong|vietnam|thailand|indonesia|malaysia|singapore|iran|iraq|germany|france|spain|portugal|italy|netherlands|belgium|switzerland|austria|sweden|norway|denmark|finland|poland|ukraine|romania|greece|australia|new zealand)$/i;

// Sections whose entries are positions held, but not employment: kept apart from experience (the 'core' entries).
const POSITION_SECTIONS = /research|leadership|volunteer|service|activities|involvement|extracurricular|teaching/i;

export interface ResumeSection {
  kind: SectionKind;
  heading: string;
  lines: Line[];
}

export interface ResumeLayout {
  lines: Line[];
  kinds: Array<SectionKind | undefined>;
  header: Line[];
  sections: ResumeSection[];
  rightEdges: Map<string, number>;
  layout: DocumentLayout;
}

/** Sections whose entries are read by the learned model, and the role each plays for it. */
export function entrySectionRole(s: ResumeSection): SectionRole | undefined {
  if (s.kind === 'experience') return 'experience';
  if (s.kind === 'education') return 'education';
  if (s.kind === 'other' && POSITION_SECTIONS.test(s.heading)) return 'positions';
  return undefined;
}

/** The document's lines, tidied, with the header block and the titled sections apart. */
/**
 * `wrappedEnds`: keep a bullet's last word wrapped alone under a long unfinished line ('year') even when it repeats on
 * two pages as a running header would. The parser reads so; training does not (measured, session 27: retraining on
 * the kept words moved held-out figures by one or two both ways across two draws of the generated documents, while
 * reading so at parse time only moved none, and the shipped weights stay those `npm run train` writes).
 */
export function readSections(input: ExtractedDocument | string, opts: { wrappedEnds?: boolean } = {}): ResumeLayout {
  const source: TextLine[] =
    typeof input === 'string'
      ? normaliseText(input)
          .split(/\r?\n/)
          .map((text, i) => ({ text, page: 1, x: 0, y: -i * 12, fontSize: 0, bold: false, column: 0 }))
      : input.lines;
  const lines = splitHeadingAndContent(interleaveMarginHeadings(normaliseLines(source)));
  const kinds = classifyHeadings(lines);

  // Running page headers and footers ('Jane Doe – 1/2', 'Page 2 of 3'): the same text, digits aside, on two or
  // more pages. They belong to no section.
  const firstPage = new Map<string, number>();
  const onSeveralPages = new Set<string>();
  const runningKeys = lines.map((l) => (/\d/.test(l.text) ? l.text.replace(/\d+/g, '#') : l.text).trim());
  lines.forEach((l, i) => {
    const page = firstPage.get(runningKeys[i]);
    if (page === undefined) firstPage.set(runningKeys[i], l.page);
    // (As a Set of pages would count them: NaN is one page.)
    else if (page !== l.page && !(Number.isNaN(page) && Number.isNaN(l.page))) onSeveralPages.add(runningKeys[i]);
  });
  // A bullet's last word wrapped alone ('year') under a long line that does not end a sentence is the bullet going
  // on, even when two bullets on two pages wrap the same way.
  const wrappedEnd = (i: number) => {
    const above = lines[i - 1];
    return !!above && above.page === lines[i].page && /^\p{Ll}/u.test(lines[i].text) && wordCount(above.text) >= 8 && !/[.!?:;]$/.test(above.text.trim());
  };
  const running = (i: number) => onSeveralPages.has(runningKeys[i]) && wordCount(lines[i].text) <= 8 && !(opts.wrappedEnds && wrappedEnd(i));
  // Split into the header block and titled sections.
  const header: Line[] = [];
  const sections: Array<{ kind: SectionKind; heading: string; lines: Line[] }> = [];
  lines.forEach((line, i) => {
    const kind = kinds[i];
    const last = sections[sections.length - 1];
    if (line.footer) header.push(line);
    else if (kind && last?.kind === 'experience' && last.lines.length && kind !== 'experience' && ENTRY_SUBHEADING.test(line.text)) {
      // 'Key Achievements', 'Responsibilities' under a position: part of the entry, not a new section.
      last.lines.push(line);
      kinds[i] = undefined;
    } else if (kind) sections.push({ kind, heading: line.text, lines: [] });
    else if (sections.length && running(i)) return;
    else if (sections.length) sections[sections.length - 1].lines.push(line);
    else header.push(line);
  });
  // A heading recognised only by its look and not in capitals ('Legal' in a sidebar) stands only over a list;
  // otherwise it was an entry's title set large, and goes back into the section above.
  for (let i = sections.length - 1; i > 0; i--) {
    const s = sections[i];
    const letters = s.heading.replace(/[^\p{L}]/gu, '');
    if (s.kind !== 'unknown' || letters === letters.toUpperCase() || (s.lines.length >= 3 && s.lines.every(isListItem))) continue;
    const at = lines.findIndex((l, k) => kinds[k] === 'unknown' && l.text === s.heading);
    if (at >= 0) kinds[at] = undefined;
    sections[i - 1].lines.push(...(at >= 0 ? [lines[at]] : []), ...s.lines);
    sections.splice(i, 1);
  }
  // 'Qualifications' heads a summary in one resume and the degrees in another: the lines under it decide.
  for (const s of sections) {
    if (!/qualification/i.test(s.heading) || s.kind === 'education' || !s.lines.length) continue;
    const schooled = s.lines.filter((l) => degreeEvidence(l.text) >= 0.8 || institutionEvidence(l.text) >= 0.8).length;
    if (schooled >= 2 || schooled >= s.lines.length * 0.3) s.kind = 'education';
  }
  // A sub-heading set like a section ('FAMILIAR WITH', 'FRAMEWORKS') over a plain list continues the skills.
  sections.forEach((s, i) => {
    if (s.kind === 'unknown' && sections[i - 1]?.kind === 'skills' && s.lines.length && s.lines.every(isListItem)) s.kind = 'skills';
    // A group of three or more short items under a heading no list names ('Legal' in a sidebar) is skills.
    else if (s.kind === 'unknown' && s.lines.length >= 3 && s.lines.every(isListItem)) s.kind = 'skills';
  });
  const rightEdges = measureColumnRightEdges(lines);
  const docx = typeof input !== 'string' && input.kind === 'docx';
  return { lines, kinds, header, sections, rightEdges, layout: { bodySize: modeFontSize(lines), rightEdges, docx } };
}

/** Parses a resume from an extracted document, or from plain text (one line per line). */
export function parseResume(input: ExtractedDocument | string, model: SequenceModel = shippedModel()): ResumeProfile {
  // A resume in another language would be misread field by field: refused with a message instead.
  if (typeof input !== 'string') assertEnglish(input);
  const { lines, kinds, header, sections, rightEdges, layout } = readSections(input, { wrappedEnds: true });
  const joinBullets = (ls: Line[]) => mergeWrapped(ls, rightEdges).map((l) => stripBullet(l.text));
  const of = (kind: SectionKind) => sections.filter((s) => s.kind === kind).flatMap((s) => mergeWrapped(s.lines, rightEdges, kind === 'skills'));

  const allText = lines.map((l) => l.text);
  const headingLines = new Set(lines.filter((_, i) => kinds[i]));
  const name = findName(lines, header, headingLines);
  const contact = findContact(header, lines, name);
  const summaryLines = of('summary');
  let summary = summaryLines.map((l) => stripBullet(l.text)).join(' ').trim() || undefined;
  if (!summary) {
    // No summary heading: a prose line under the name often is one.
    const prose = header.find((l) => wordCount(l.text) >= 8 && !l.text.includes('@') && !/\d{3}/.test(l.text));
    summary = prose?.text;
  }

  return {
    name,
    contact,
    summary,
    skills: parseSkills(of('skills')),
    experience: orderByDates(sections.filter((s) => s.kind === 'experience').flatMap((s) => readExperience(model, s.lines, 'experience', layout, joinBullets))),
    education: sections.filter((s) => s.kind === 'education').flatMap((s) => readEducation(model, s.lines, layout)),
    certifications: parseCertifications(of('certifications')),
    projects: parseProjects(of('projects')),
    otherPositions: orderByDates(
      sections.filter((s) => entrySectionRole(s) === 'positions').flatMap((s) => readExperience(model, s.lines, 'positions', layout, joinBullets)),
    ),
    lines: allText,
  };
}

/**
 * Section headings set in a left margin column beside the content ('Experience' to the left of the first
 * entry) come out of the extractor as a column of their own, all before the content. When a page's left column
 * is mostly headings, its lines go back beside the content they label, by height; a heading broken over two
 * lines ('Professional' / 'Experience') becomes one line.
 */
function interleaveMarginHeadings(lines: Line[]): Line[] {
  const pages = [...new Set(lines.map((l) => l.page))];
  let changed = false;
  const out: Line[] = [];
  for (const page of pages) {
    const onPage = lines.filter((l) => l.page === page);
    const right = onPage.filter((l) => l.column === 1);
    const rightX = Math.min(...right.map((l) => l.x));
    // The margin: left-column lines that end before the content starts (full-width lines below are not in it).
    const left = onPage.filter((l) => l.column === 0 && !l.footer && (l.right ?? Infinity) < rightX);
    if (left.length < 2 || right.length < left.length * 2 || left.some((l) => wordCount(l.text) > 4)) {
      out.push(...onPage);
      continue;
    }
    const joined: Line[] = [];
    // Margin headings stand apart, each beside its section: two margin lines a line apart are one heading.
    for (const l of left) {
      const prev = joined[joined.length - 1];
      if (prev && prev.page === l.page && Math.abs(prev.y - l.y) <= l.fontSize * 1.4) joined[joined.length - 1] = { ...prev, text: `${prev.text} ${l.text}` };
      else joined.push(l);
    }
    const headings = classifyHeadings(joined).filter(Boolean).length;
    if (headings < joined.length * 0.5) {
      out.push(...onPage);
      continue;
    }
    changed = true;
    const rest = onPage.filter((l) => !left.includes(l));
    // Top to bottom; a heading level with a content line goes first.
    const tops = (l: Line) => l.y + (joined.includes(l) ? 2 : 0);
    out.push(...[...joined, ...rest].sort((a, b) => tops(b) - tops(a)));
  }
  return changed ? out : lines;
}

const isListItem = (l: Line) => wordCount(stripBullet(l.text)) <= 5 && !hasDate(l.text) && !/[.!?]$/.test(l.text);

function normaliseLines(source: TextLine[]): Line[] {
  const out: Line[] = [];
  for (const l of source) {
    const text = cleanLineText(l.text);
    // A line with no letter or digit is decoration: a rule, an icon left alone, a row of bullets.
    if (!/[\p{L}\p{N}]/u.test(text)) continue;
    const right = l.width !== undefined ? l.x + l.width : undefined;
    const line: Line = { text, bold: l.bold, fontSize: l.fontSize, x: l.x, y: l.y, column: l.column, bullet: isBulletLine(text), right, page: l.page };
    if (l.region === 'footer') line.footer = true;
    out.push(line);
  }
  return out;
}

/**
 * 'EXPERIENCE<TAB>Software Engineer<TAB>2018 – Present' (a table whose first column holds the headings) and
 * 'Technical Skills: Python, Go' carry a heading and content on one line: they become two lines.
 */
function splitHeadingAndContent(source: Line[]): Line[] {
  const out: Line[] = [];
  const lines = [...source];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const tab = l.text.indexOf('\t');
    // 'Work<TAB>Acme Corp' over 'Experience<TAB>Analyst': a margin heading broken over two lines, each half
    // beside a line of content. The heading is both halves; each line keeps its content.
    const next = lines[i + 1];
    const nextTab = next?.text.indexOf('\t') ?? -1;
    if (tab > 0 && nextTab > 0 && next.page === l.page && Math.abs(next.x - l.x) < 2 && !l.bullet && !next.bullet) {
      const [head, nextHead] = [l.text.slice(0, tab).trim(), next.text.slice(0, nextTab).trim()];
      if (isHeadingOverTwoLines(head, nextHead)) {
        const rest = trimSeparators(l.text.slice(tab + 1));
        out.push({ ...l, text: `${head} ${nextHead}` }, { ...l, text: rest, bold: false, bullet: isBulletLine(rest) });
        lines[i + 1] = { ...next, text: trimSeparators(next.text.slice(nextTab + 1)), bold: false };
        continue;
      }
    }
    const colon = l.text.indexOf(':');
    const cut = tab > 0 ? tab : colon > 0 && colon < 40 ? colon : -1;
    if (cut > 0 && !l.bullet) {
      const head = l.text.slice(0, cut).trim();
      const rest = trimSeparators(l.text.slice(cut + 1));
      const kind = rest ? classifyHeadings([{ ...l, text: head, tab: tab > 0 }], true)[0] : undefined;
      if (kind) {
        out.push({ ...l, text: head }, { ...l, text: rest, bold: false, bullet: isBulletLine(rest) });
        continue;
      }
    }
    // '+1 (503) 555-0355<TAB>WORK EXPERIENCE': a sidebar too short to be read as a column of its own puts its text on
    // the row of the main column's heading. A known heading in capitals closing the row, after a tab, is a heading
    // line of its own; the sidebar's short text before it joins no section (kept with the header block, as a page
    // footer is: a phone number there is still read as contact).
    const lastTab = l.text.lastIndexOf('\t');
    if (lastTab > 0 && !l.bullet) {
      const head = l.text.slice(lastTab + 1).trim();
      const before = trimSeparators(l.text.slice(0, lastTab));
      const letters = head.replace(/[^\p{L}]/gu, '');
      const kind = before && wordCount(before) <= 6 && letters.length >= 4 && letters === letters.toUpperCase() ? classifyHeadings([{ ...l, text: head, tab: true }], true)[0] : undefined;
      if (kind && kind !== 'other') {
        out.push({ ...l, text: before, bold: false, bullet: isBulletLine(before), footer: true }, { ...l, text: head });
        continue;
      }
    }
    out.push(l);
  }
  return out;
}

/** The right edge of each page column: where text wraps. Measured over the whole document. */
function measureColumnRightEdges(lines: Line[]): Map<string, number> {
  const edges = new Map<string, number>();
  for (const l of lines) {
    if (l.right === undefined) continue;
    const key = `${l.page}:${l.column}`;
    edges.set(key, Math.max(edges.get(key) ?? 0, l.right));
  }
  return edges;
}

const endsWith = (s: string, re: RegExp) => re.test(s.slice(-12));

/**
 * Joins visual lines that are one logical line wrapped by the layout: a bullet's continuation,
 * a long comma list, a certification that did not fit the sidebar. A line is treated as wrapped
 * when it is as long as the longest line around it and the next line does not start a new item.
 */
function mergeWrapped(lines: Line[], rightEdges: Map<string, number>, listOnly = false): Line[] {
  const out: Line[] = [];
  const maxLen = new Map<number, number>();
  for (const l of lines) maxLen.set(l.column, Math.max(maxLen.get(l.column) ?? 0, l.text.length));
  for (const l of lines) {
    const prev = out[out.length - 1];
    // In a skills list, a line that opens a new labelled group ('Frameworks: …') or follows a finished list
    // ('…, PHP, and JavaScript') is a new item even when the line above reached the column edge.
    // A one-item line ('Python' / 'Matlab' in a narrow column) is its own item unless it visibly goes on.
    const continues =
      !listOnly ||
      !prev ||
      (!(startsLabelledGroup(l.text) || endsList(prev.text)) && (prev.text.includes(',') || endsWith(prev.text, /(?:[,&/]|\band) ?$/) || /^[a-z]/.test(l.text)));
    if (prev && continues && !l.bullet && prev.column === l.column && !l.bold && shouldJoin(prev, l, maxLen.get(l.column) ?? 0, rightEdges.get(`${prev.page}:${prev.column}`))) {
      const hyphenated = endsWith(prev.text, /[a-z]-$/) && /^[a-z]/.test(l.text);
      prev.text = prev.text + (hyphenated ? '' : ' ') + l.text;
      prev.y = l.y;
      continue;
    }
    out.push({ ...l, top: l.y });
  }
  return out;
}

const startsLabelledGroup = (s: string) => {
  const colon = s.indexOf(':');
  return colon > 0 && colon <= 48 && wordCount(s.slice(0, colon)) <= 6;
};
const endsList = (s: string) => / (?:and|&) [^,]{1,40}$/.test(s.slice(-48)) && s.includes(',');

function shouldJoin(prev: Line, next: Line, maxLen: number, rightEdge: number | undefined): boolean {
  // A DOCX paragraph is a whole paragraph: Word never splits one logical line into two.
  if (prev.right === undefined && rightEdge === undefined && prev.fontSize > 0) return false;
  if (prev.text.includes('\t') || next.text.includes('\t')) return false;
  // A wrapped line keeps its type size, and never starts left of the line it continues (an outdented line is
  // the next entry's header: 'GOOGLE | SOFTWARE ENGINEERING INTERN' after a bullet).
  if (prev.fontSize > 0 && next.fontSize > 0 && Math.abs(prev.fontSize - next.fontSize) > 0.5) return false;
  if (prev.right !== undefined && next.x < prev.x - 4) return false;
  // An entry header with its dates is complete: the line under it is the first bullet.
  if (!prev.bullet && hasDate(prev.text) && !/^[a-z]/.test(next.text) && !endsWith(prev.text, /[,–—-] ?$/)) return false;
  // Two dated lines are two items ('M.S., USF, 2015' / 'B.A., Oberlin College, 2010'), not one wrapped line.
  if (hasDate(prev.text) && hasDate(next.text) && !endsWith(prev.text, /[–—-] ?$/)) return false;
  if (hasDate(next.text) && !/^[a-z]/.test(next.text) && !hasDate(prev.text.slice(-12))) {
    // 'Northeastern University, 2012 –' + '2016' is a wrap; 'Title' + 'Jan 2020 – Present' is not.
    if (!endsWith(prev.text, /[–—-] ?$/)) return false;
  }
  if (endsWith(prev.text, /[,–—-] ?$/) || endsWith(prev.text, /(?:\band|\bof|\bthe|\bin|&)$/)) return true;
  if (/^[a-z(]/.test(next.text) && !endsWith(prev.text, /[.!?:]$/)) return true;
  if (next.bold !== prev.bold) return false;
  // Two short capitalised lines are two list items ('Social Media Marketing' / 'Looker Studio'),
  // even when the first one happens to reach the column edge.
  if (!prev.bullet && wordCount(prev.text) <= 4 && /^[A-Z]/.test(next.text) && wordCount(next.text) >= 2 && !endsWith(prev.text, /[,&]$/)) {
    return false;
  }
  const firstWord = next.text.split(' ')[0] ?? '';
  // The previous line ran out of room: the next word would not have fitted. With measured
  // widths that is exact; for plain text, characters stand in for points, and only for lines
  // long enough to have wrapped (a list of short skills is not one wrapped line).
  const wrapped =
    prev.right !== undefined && rightEdge !== undefined
      ? prev.right + (firstWord.length + 1) * next.fontSize * 0.45 > rightEdge - 1
      : prev.text.length + 1 + firstWord.length > maxLen * 0.92 && maxLen >= 20 && (prev.bullet || wordCount(prev.text) >= 5);
  if (!wrapped) return false;
  if (endsWith(prev.text, /[.!?]$/) && /^[A-Z]/.test(next.text)) return false;
  return prev.bullet || !/^[A-Z][a-z]+ [A-Z]/.test(next.text) || /[a-z]$/.test(prev.text);
}

/** Splits skill lists on commas, pipes, bullets, semicolons and tabs; drops 'Languages:' labels and sub-headings. */
function parseSkills(lines: Line[]): string[] {
  const skills: string[] = [];
  const seen = new Set<string>();
  const bodySize = modeFontSize(lines);
  for (const l of lines) {
    const text = stripBullet(l.text);
    // 'PROGRAMMING' over a list, larger or bolder than it, is a sub-heading, not a skill.
    const letters = text.replace(/[^A-Za-z]/g, '');
    if (letters.length >= 3 && letters === letters.toUpperCase() && wordCount(text) <= 3 && (l.fontSize > bodySize + 0.5 || l.bold)) continue;
    // An unknown glyph that opens the line separates the items after it too: '❖ Docker ❖ Kubernetes'.
    const glyph = leadingGlyph(l.text);
    const items = glyph ? text.split(` ${glyph} `) : [text];
    for (const piece of items.flatMap(splitOutsideParens)) {
      // 'Languages: Python' and a wrapped group line carrying the next group's label: 'XGBoost Data Platforms: Spark'.
      const skill = tidy(tidy(dropLabel(piece).replace(/\.$/, '')).replace(SKILL_LEAD, ''));
      if (!skill || skill.length > 60 || wordCount(skill) > 8 || skill.endsWith(':')) continue;
      const key = skill.toLowerCase();
      if (!seen.has(key)) {
        seen.add(key);
        skills.push(skill);
      }
    }
  }
  return skills;
}

// 'and MongoDB', 'Proficient in Python', 'Familiar with Docker': the words around a list, not the skill.
const SKILL_LEAD = /^(?:and |or |& |(?:highly |very )?(?:proficient|skilled|experienced|familiar|fluent|knowledgeable|competent|expert|strong) (?:in|with|at|on|of) )/i;

/** 'Programming Languages: C++' → 'C++'; a label is short and capitalised, and a colon ends it. */
function dropLabel(s: string): string {
  const colon = s.indexOf(':');
  if (colon < 0 || colon > 48) return s;
  const label = s.slice(0, colon).trim();
  if (!/^[A-Z]/.test(label) || wordCount(label) > 6 || /\/\/$/.test(s.slice(0, colon + 3))) return s;
  return s.slice(colon + 1);
}

const SKILL_SEPARATORS = new Set([',', ';', '|', '•', '·', '▪', '‣', '\t', '➔', '→', '►', '◦', '●']);

/** Splits a list on separators outside parentheses: 'Forklift (Class I, II), SAP'. Also ' – ' between items. */
function splitOutsideParens(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    const spacedDash = (ch === '–' || ch === '—') && text[i - 1] === ' ' && text[i + 1] === ' ';
    if (depth === 0 && (SKILL_SEPARATORS.has(ch) || spacedDash)) {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  out.push(cur);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Experience

/** A content line rather than an entry header: a bullet, an indented line, or a sentence. */
function isDetailLine(l: Line, minX: number): boolean {
  if (l.bullet) return true;
  if (hasDate(l.text) && wordCount(findDates(l.text)?.rest.replace(/[|–—-]/g, ' ') ?? '') <= 12) return false;
  if (l.bold) return false;
  if (l.x > minX + 6) return true;
  const words = wordCount(l.text);
  // A sentence has lowercase words; 'JP MORGAN CHASE & CO.' ends with a full stop but is a name, and
  // 'Data Analytics and Computational Social Science, University of Massachusetts' is a long name.
  const prose = lowercaseWords(l.text) >= 2;
  return (
    (words >= 9 && prose && !l.text.includes('\t') && !l.text.includes(' | ')) ||
    (words >= 15 && prose) ||
    (words >= 5 && /[.!]$/.test(l.text) && prose) ||
    (words >= 6 && lowercaseWords(l.text) >= 4)
  );
}

const CONNECTORS = new Set(['of', 'and', 'the', 'for', 'at', 'in', 'on', 'de', 'du', 'la', 'y', 'und', 'a', 'an', 'to', '&']);

/** Words that start lowercase and are not connectors: prose has them, names and titles rarely do. */
function lowercaseWords(text: string): number {
  let n = 0;
  for (const w of text.split(' ')) if (/^[a-z]/.test(w) && !CONNECTORS.has(w)) n++;
  return n;
}

/** Strong separators only: tabs, pipes, bullets. Spaced dashes, commas and 'at' are tried later, if needed. */
function headerSegments(text: string): string[] {
  return text
    .split(/\t| ?[|•·◦] | ?[⟶→➔] /)
    .map(tidy)
    .filter(Boolean);
}

function isLocation(s: string): boolean {
  const t = s.trim();
  if (REMOTE_RE.test(t) || COUNTRY_RE.test(t)) return true;
  if (!LOCATION_RE.test(t) || wordCount(t) > 6) return false;
  const [city, region] = t.split(',').map((p) => p.trim());
  if (COMPANY_HINTS.test(city) || TITLE_WORDS.test(city) || TITLE_WORDS.test(region)) return false;
  return COUNTRY_RE.test(region) || /^[A-Z]{2}(?: \d{5})?$/.test(region) || (/[a-z]/.test(region) && !COMPANY_HINTS.test(region));
}

/**
 * 'Lakeshore Memorial Hospital, Chicago, IL' → head + location; 'The Walt Disney Company – Los Angeles, CA'
 * likewise; 'Engage3, Davis, CA' too. The head is never emptied.
 */
function splitTrailingLocation(s: string): { head: string; location?: string } {
  if (isLocation(s)) return { head: '', location: s };
  for (const sep of [' – ', ' — ', ' - ', ', ', ' (']) {
    let at = s.lastIndexOf(sep);
    // 'X, Chicago, IL': the location starts at the comma before the state.
    if (sep === ', ' && at > 0 && /^[A-Z]{2}$|^[A-Z][a-z]+$/.test(s.slice(at + 2))) {
      const before = s.lastIndexOf(', ', at - 1);
      if (before > 0 && isLocation(s.slice(before + 2))) at = before;
    }
    if (at <= 0) continue;
    const tail = s.slice(at + sep.length).replace(/\)$/, '');
    const head = tidy(s.slice(0, at));
    if (head && isLocation(tail)) return { head, location: tail };
  }
  return { head: s };
}

/** Newest first, the open-ended ('Present') ones on top; undated entries keep their place after the one above. */
function orderByDates(entries: ExperienceEntry[]): ExperienceEntry[] {
  let lastKey = Infinity;
  const keyed = entries.map((e, i) => {
    const end = e.endYear === null ? 9999 : (e.endYear ?? e.startYear);
    const key = end === undefined ? lastKey : end * 10000 + (e.startYear ?? 0);
    lastKey = key;
    return { e, i, key };
  });
  keyed.sort((a, b) => b.key - a.key || a.i - b.i);
  return keyed.map((k) => k.e);
}

// ---------------------------------------------------------------------------------------------------------------
// Education

// 'High School Diploma' and 'Secondary School Certificate' are awards that name a kind of school.
const isDegree = (s: string) =>
  DEGREE_RE.test(s) && (!INSTITUTION_RE.test(s.split(/,| in | of /)[0]) || (/\b(?:diploma|certificate|ged)\b/i.test(s) && !/\b(?:university|college|institute)\b/i.test(s)));
const isInstitution = (s: string) => INSTITUTION_RE.test(s) && !isDegree(s);

// ---------------------------------------------------------------------------------------------------------------
// Certifications and projects

function parseCertifications(lines: Line[]): string[] {
  const out: string[] = [];
  for (const l of lines) {
    let text = stripBullet(l.text);
    const d = findDates(text);
    // A line that is only a date belongs to the credential above it.
    if (d && !d.rest) continue;
    if (d) text = d.rest.split('\t')[0];
    // 'University of Massachusetts, Amherst, MA' under an award names where, not what.
    if (splitTrailingLocation(text).location && isInstitution(splitTrailingLocation(text).head)) continue;
    for (const p of text.split(/ ?[;|•] ?|\t/)) {
      // A sentence describing a course is not a credential's name.
      if (wordCount(p) >= 12 || (/[.!]$/.test(p) && wordCount(p) >= 5)) continue;
      const commaParts = p.split(', ');
      // 'PMP, CSM, ITIL' is a list; 'Registered Nurse (RN), Illinois License' is one credential.
      const list = commaParts.length >= 3 && commaParts.every((c) => wordCount(c) <= 4 && !c.includes('('));
      for (const c of list ? commaParts : [p]) {
        const cert = tidy(c);
        if (cert && /\p{L}/u.test(cert) && !out.includes(cert)) out.push(cert);
      }
    }
  }
  return out;
}

function parseProjects(lines: Line[]): ProjectEntry[] {
  const out: ProjectEntry[] = [];
  const minX = Math.min(...lines.map((l) => l.x));
  for (const l of lines) {
    if (isDetailLine(l, minX) && out.length) {
      out[out.length - 1].details.push(stripBullet(l.text));
      continue;
    }
    const d = findDates(l.text);
    const segments = headerSegments(d ? d.rest : l.text).map((x) => stripBullet(tidy(x)));
    // 'Stock Analysis | MySQL, Draw.io': the tools beside the name are not the name; a line of tools alone names nothing.
    const named = segments.filter((x) => x && !looksLikeToolList(x));
    if (!named.length) continue;
    let name = named[0] ?? '';
    // 'QuantSoftware Toolkit: Open source Python library for …': the name, then what it is.
    const colon = /^([^:]{2,60}): (.{8,})$/.exec(name);
    const detail = colon && wordCount(colon[1]) <= 8 ? colon[2] : undefined;
    if (detail) name = colon?.[1] ?? name;
    if (!looksLikeProjectName(name)) {
      // A line run on from the project above ('A bitboard chess engine in C++ rated about', 'gressor (Radj = 0.978 …').
      if (out.length && wordCount(name) >= 3) out[out.length - 1].details.push(name);
      continue;
    }
    out.push({ name, details: detail ? [detail] : [] });
  }
  return out;
}

/** 'MySQL, Draw.io', 'Python | Flask | PostgreSQL': a list of short items (tools), not a name. */
export function looksLikeToolList(text: string): boolean {
  const items = text.slice(0, 200).split(/[,;|/•·]/).map((x) => x.trim()).filter(Boolean);
  if (items.length < 2) return /^(?:tools?|tech(?:nologies|nology| stack)?|stack|built with|languages?)\s*:/i.test(text.trim());
  return items.every((x) => x.split(/\s+/).length <= 2) && !/\b(?:and|for|of|the|with|to)\b/i.test(text);
}

/** A project's name: words that start a name, not a number, a formula, a cut-off line or a sentence. */
function looksLikeProjectName(text: string): boolean {
  const t = text.trim();
  if (!/\p{L}{2}/u.test(t) || (/^\p{Ll}/u.test(t) && wordCount(t) >= 3) || /[=]/.test(t) || wordCount(t) > 16) return false;
  // 'A bitboard chess engine … rated about': an article-led phrase ending on a function word is a line cut off.
  return !/\b(?:about|of|and|or|the|a|an|to|for|with|in|on|by|from)$/i.test(t);
}
