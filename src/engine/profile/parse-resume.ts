// Extracted lines → structured resume. Pure and deterministic: the same document always gives the
// same profile. Ideas from OpenResume's parser (line grouping, section titles, feature scoring): lines
// are segmented by layout — font size and weight, indentation, vertical gaps, dates on the line — rather
// than by bullet glyphs, which many exports (Chrome, Word, LaTeX) do not write. Documents are untrusted:
// every pattern here is linear (bounded, anchored, or applied to short tokens).
import type { EducationEntry, ExperienceEntry, ExtractedDocument, ProjectEntry, ResumeProfile, TextLine } from '../types.ts';
import { normaliseText } from '../extract/normalise-text.ts';
import { degreeEvidence, institutionEvidence } from '../gazetteer/gazetteer.ts';
import { assertEnglish } from './detect-language.ts';
import { classifyHeadings, modeFontSize, type SectionKind } from './detect-sections.ts';
import { findContact, findName } from './parse-contact.ts';
import { findDates, hasDate, trimSeparators } from './parse-dates.ts';
import { readEducation, readExperience, shippedModel } from './model/entry-model.ts';
import type { DocumentLayout } from './model/features.ts';
import type { SequenceModel } from './model/perceptron.ts';
import type { SectionRole } from './model/segments.ts';
import { COMPANY_HINTS, DEGREE_RE, INSTITUTION_RE, TITLE_WORDS } from './model/rule-features.ts';
import { cleanLineText, isBulletLine, leadingGlyph, stripBullet, tidy, wordCount, type Line } from './resume-lines.ts';

const LOCATION_RE = /^[A-Z][A-Za-z.' -]{0,40}, ?(?:[A-Z]{2,3}|[A-Z][a-z]{1,20}(?: [A-Z][a-z]{1,20})?)(?: \d{5})?$/;
const REMOTE_RE = /^(?:remote|hybrid|on-?site)$/i;
const COUNTRY_RE =
  /^(?:usa|u\.s\.a?\.?|united states|uk|united kingdom|england|scotland|wales|ireland|india|pakistan|bangladesh|sri lanka|nepal|canada|mexico|brazil|argentina|chile|colombia|peru|egypt|jordan|lebanon|israel|turkey|uae|united arab emirates|saudi arabia|qatar|nigeria|kenya|ghana|south africa|philippines|korea|south korea|japan|china|taiwan|hong kong|vietnam|thailand|indonesia|malaysia|singapore|iran|iraq|germany|france|spain|portugal|italy|netherlands|belgium|switzerland|austria|sweden|norway|denmark|finland|poland|ukraine|romania|greece|australia|new zealand)$/i;

// Sections whose entries are positions held, but not employment: kept apart from experience (the 'core' entries).
const POSITION_SECTIONS = /research|leadership|volunteer|service|activities|involvement|extracurricular|teaching/i;
const ENTRY_SUBHEADING = /\b(?:responsibilit|achievements|accomplishments|highlights|duties|key qualifications)/i;
const BARE_INSTITUTION = /^(?:school|college|institute|university|academy)$/i;
const EDU_DETAIL_RE =
  /^(?:minor|major|concentration|specialization|gpa|cgpa|cum\.? gpa|grade|honou?rs|with honou?rs|magna|summa|cum laude|dean|coursework|relevant|courses|thesis|dissertation|expected|graduat|grad\.|award|scholarship|activities|societies|club|percentage|score|status|completed)/i;

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
export function readSections(input: ExtractedDocument | string): ResumeLayout {
  const source: TextLine[] =
    typeof input === 'string'
      ? normaliseText(input)
          .split(/\r?\n/)
          .map((text, i) => ({ text, page: 1, x: 0, y: -i * 12, fontSize: 0, bold: false, column: 0 }))
      : input.lines;
  const lines = splitHeadingAndContent(interleaveMarginHeadings(normaliseLines(source)));
  const kinds = classifyHeadings(lines);

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
    else if (sections.length) sections[sections.length - 1].lines.push(line);
    else header.push(line);
  });
  // 'Qualifications' heads a summary in one resume and the degrees in another: the lines under it decide.
  for (const s of sections) {
    if (!/qualification/i.test(s.heading) || s.kind === 'education' || !s.lines.length) continue;
    const schooled = s.lines.filter((l) => degreeEvidence(l.text) >= 0.8 || institutionEvidence(l.text) >= 0.8).length;
    if (schooled >= 2 || schooled >= s.lines.length * 0.3) s.kind = 'education';
  }
  // A sub-heading set like a section ('FAMILIAR WITH', 'FRAMEWORKS') over a plain list continues the skills.
  sections.forEach((s, i) => {
    if (s.kind === 'unknown' && sections[i - 1]?.kind === 'skills' && s.lines.length && s.lines.every(isListItem)) s.kind = 'skills';
  });
  const rightEdges = measureColumnRightEdges(lines);
  const docx = typeof input !== 'string' && input.kind === 'docx';
  return { lines, kinds, header, sections, rightEdges, layout: { bodySize: modeFontSize(lines), rightEdges, docx } };
}

/** Parses a resume from an extracted document, or from plain text (one line per line). */
export function parseResume(input: ExtractedDocument | string, model: SequenceModel = shippedModel()): ResumeProfile {
  // A resume in another language would be misread field by field: refused with a message instead.
  if (typeof input !== 'string') assertEnglish(input);
  const { lines, kinds, header, sections, rightEdges, layout } = readSections(input);
  const joinBullets = (ls: Line[]) => mergeWrapped(ls, rightEdges).map((l) => stripBullet(l.text));
  const of = (kind: SectionKind) => sections.filter((s) => s.kind === kind).flatMap((s) => mergeWrapped(s.lines, rightEdges, kind === 'skills'));

  const allText = lines.map((l) => l.text);
  const headingLines = new Set(lines.filter((_, i) => kinds[i]));
  const name = findName(lines, header, headingLines);
  const contact = findContact(header, lines);
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
function splitHeadingAndContent(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const l of lines) {
    const tab = l.text.indexOf('\t');
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

interface Group {
  header: Line[];
  details: Line[];
}

/** 'Research Assistant: Laboratory chemistry researcher, …' — a title run into its description. */
function splitTitleAndDescription(lines: Line[]): Line[] {
  return lines.flatMap((l) => {
    const colon = l.text.indexOf(': ');
    if (l.bullet || colon < 3 || colon > 60) return [l];
    const head = l.text.slice(0, colon);
    const rest = l.text.slice(colon + 2).trim();
    if (!isTitle(head) || wordCount(head) > 8 || wordCount(rest) < 4 || hasDate(head)) return [l];
    return [{ ...l, text: head, bold: true }, { ...l, text: rest, bullet: true }];
  });
}

function parseExperience(sectionLines: Line[]): ExperienceEntry[] {
  if (!sectionLines.length) return [];
  const lines = splitTitleAndDescription(sectionLines);
  const minX = Math.min(...lines.map((l) => l.x));
  const anyBold = lines.some((l) => l.bold);
  const headerBold = lines.some((l) => l.bold && hasDate(l.text));
  const gap = typicalGap(lines);
  const groups: Group[] = [];
  lines.forEach((l, i) => {
    const cur = groups[groups.length - 1];
    const prev = lines[i - 1];
    // A vertical gap well above the usual line spacing opens a new entry (OpenResume's subsection rule).
    const gapAbove = prev && prev.page === l.page && prev.column === l.column && gap > 0 && prev.y - (l.top ?? l.y) > gap * 1.6;
    const detail = isDetailLine(l, minX);
    if (detail && cur && !(gapAbove && !l.bullet && cur.details.length)) {
      // A plain line right under a header that still lacks its employer or title is part of the header
      // ('Research Assistant<TAB>2022' / 'University of Massachusetts, Amherst, MA').
      if (!l.bullet && !cur.details.length && l.x <= minX + 6 && needsMoreHeader(cur) && !/[.!]$/.test(l.text) && wordCount(l.text) <= 14 && lowercaseWords(l.text) < 2) {
        cur.header.push(l);
      } else cur.details.push(l);
      return;
    }
    if (detail && !cur) {
      groups.push({ header: [], details: [l] });
      return;
    }
    const curHasDates = cur?.header.some((h) => hasDate(h.text));
    const startsNew =
      !cur ||
      cur.details.length > 0 ||
      cur.header.length >= 3 ||
      (curHasDates && hasDate(l.text) && cur.header.length >= 2) ||
      (gapAbove && !!curHasDates);
    if (startsNew) {
      // In a resume whose entry headers are bold, a plain non-dated line after the details is one more detail.
      if (cur && cur.details.length && !l.bold && anyBold && headerBold && !hasDate(l.text) && !gapAbove && !isHeaderShaped(l, prev)) {
        cur.details.push(l);
        return;
      }
      groups.push({ header: [l], details: [] });
    } else cur.header.push(l);
  });
  const entries: ExperienceEntry[] = [];
  const styleOf = (l: Line) => `${l.fontSize}|${l.bold}`;
  // An employer line set apart from the title under it ('JP MORGAN CHASE & CO.' / 'Associate, Software
  // Engineering'): later groups with only a title in that title's style are further roles there.
  let employer: { name: string; titleStyle: string } | undefined;
  for (const g of groups) {
    const h = g.header;
    if (!h.length) continue;
    const e = buildExperience(g);
    if (h.length >= 2 && !hasDate(h[0].text) && !isTitle(h[0].text) && isTitle(h[1].text) && styleOf(h[0]) !== styleOf(h[1])) {
      employer = { name: tidy(h[0].text), titleStyle: styleOf(h[1]) };
    } else if (employer && styleOf(h[0]) === employer.titleStyle && isTitle(h[0].text) && h.slice(1).every((x) => hasDate(x.text))) {
      e.title = headerSegments(findDates(h[0].text)?.rest ?? h[0].text)[0] ?? e.title;
      e.company = employer.name;
    } else employer = undefined;
    const prev = entries[entries.length - 1];
    // Roles listed under one employer line ('GOOGLE' / 'Software Engineer III' / … / 'Software Engineer II').
    if (e.title && !e.company && prev?.company && e.dates) e.company = prev.company;
    if (e.title || e.company) entries.push(e);
    else if (prev) prev.bullets.push(...g.header.map((h) => h.text), ...e.bullets);
  }
  return entries;
}

/** The most common distance between consecutive lines of one column, in points (0 for DOCX and plain text). */
function typicalGap(lines: Line[]): number {
  const count = new Map<number, number>();
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1];
    const b = lines[i];
    if (a.page !== b.page || a.column !== b.column) continue;
    const d = Math.round(a.y - b.y);
    if (d > 0) count.set(d, (count.get(d) ?? 0) + 1);
  }
  let best = 0;
  let bestN = 0;
  for (const [d, n] of count) if (n > bestN || (n === bestN && d < best)) [best, bestN] = [d, n];
  return bestN >= 3 ? best : 0;
}

function needsMoreHeader(g: Group): boolean {
  const segments = g.header.flatMap((h) => headerSegments(findDates(h.text)?.rest ?? h.text));
  const named = segments.filter((s) => !isLocation(s));
  return named.length < 2;
}

/** 'Title, Employer', 'Employer | City', 'JP MORGAN CHASE & CO.' — short, with a separator or an employer's marks. */
function isHeaderShaped(l: Line, prev: Line | undefined): boolean {
  const text = l.text;
  if (wordCount(text) > 8 || /[!;]$/.test(text)) return false;
  const letters = text.replace(/[^A-Za-z]/g, '');
  const allCaps = letters.length >= 3 && letters === letters.toUpperCase();
  return allCaps || text.includes('\t') || text.includes(' | ') || COMPANY_HINTS.test(text) || (!!prev && Math.abs(prev.fontSize - l.fontSize) > 0.5);
}

/** Strong separators only: tabs, pipes, bullets. Spaced dashes, commas and 'at' are tried later, if needed. */
function headerSegments(text: string): string[] {
  return text
    .split(/\t| ?[|•·◦] | ?[⟶→➔] /)
    .map(tidy)
    .filter(Boolean);
}

function buildExperience(g: Group): ExperienceEntry {
  const entry: ExperienceEntry = { bullets: g.details.map((d) => stripBullet(d.text)).filter(Boolean) };
  const segments: string[] = [];
  // Where neither name reads as a title, the line that carries the location names the employer and the one
  // that carries the dates names the role ('C.H. Robinson<TAB>Minneapolis, MN' / 'Student Project<TAB>2020').
  let placeLine: string | undefined;
  let datedLine: string | undefined;
  for (const h of g.header) {
    let text = h.text;
    const d = findDates(text);
    if (d && !entry.dates) {
      entry.dates = d.text;
      entry.startYear = d.startYear;
      entry.endYear = d.endYear;
      text = d.rest;
    }
    const own: string[] = [];
    let located = false;
    for (const s of headerSegments(text)) {
      const { head, location } = splitTrailingLocation(s);
      if (location && !entry.location) entry.location = location;
      located ||= !!location;
      if (head) own.push(head);
    }
    if (own.length === 1 && located) placeLine ??= own[0];
    else if (own.length === 1 && d) datedLine ??= own[0];
    segments.push(...own);
  }
  if (!entry.dates && segments.length === 1) takeDatedEmployerBullet(entry, segments);
  assignTitleAndCompany(entry, segments);
  if (placeLine && datedLine && segments.length === 2 && !segments.some(isTitle)) {
    entry.company = placeLine;
    entry.title = datedLine;
  }
  if (!entry.title && entry.company) entry.title = titleFromProse(entry.bullets[0] ?? '', entry.company);
  if (entry.endYear === null) entry.current = true;
  return entry;
}

/** A title alone, then bullets like '• 2010-2014 (University of Minnesota)': the first gives employer and dates. */
function takeDatedEmployerBullet(entry: ExperienceEntry, segments: string[]): void {
  const at = entry.bullets.findIndex((b) => {
    const d = findDates(b);
    return !!d && !!d.rest && wordCount(d.rest) <= 6 && !/[.!]$/.test(d.rest);
  });
  if (at < 0) return;
  const d = findDates(entry.bullets[at])!;
  entry.dates = d.text;
  entry.startYear = d.startYear;
  entry.endYear = d.endYear;
  segments.push(tidy(d.rest.replace(/[()]/g, ' ')));
  entry.bullets.splice(at, 1);
}

/** 'Working as Customer Service Assistant at Zawati Optometrist…': the title a header left out, from its first line. */
function titleFromProse(text: string, company: string): string | undefined {
  const m = text.slice(0, 200).match(/\bas (?:an? |the )?([A-Z][\w&/-]{0,30}(?: [A-Z][\w&/-]{0,30}){0,6}) (?:at|for|with|in) (.{1,80})/);
  if (!m || !m[2].toLowerCase().startsWith(company.toLowerCase().slice(0, 8))) return undefined;
  return m[1];
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

const isTitle = (s: string) => TITLE_WORDS.test(s);
const isCompany = (s: string) => COMPANY_HINTS.test(s);

function assignTitleAndCompany(entry: ExperienceEntry, segments: string[]): void {
  let pool = segments;
  if (pool.length === 1) pool = splitOneSegment(pool[0]);
  if (pool.length > 2) {
    // A line of prose or a URL under the header is not a third name.
    pool = pool.filter((s, i) => i < 2 || (!/^(?:https?:|www\.)/.test(s) && wordCount(s) <= 10));
  }
  const titleIdx = pool.findIndex((s) => isTitle(s) && !isCompany(s));
  const fallbackTitleIdx = titleIdx >= 0 ? titleIdx : pool.findIndex((s) => isTitle(s));
  let companyIdx = pool.findIndex((s, i) => i !== fallbackTitleIdx && isCompany(s));
  if (companyIdx < 0) companyIdx = pool.findIndex((_, i) => i !== fallbackTitleIdx);
  let tIdx = fallbackTitleIdx;
  if (tIdx < 0) tIdx = pool.findIndex((_, i) => i !== companyIdx);
  if (tIdx >= 0) entry.title = pool[tIdx];
  if (companyIdx >= 0) entry.company = pool[companyIdx].replace(/,$/, '');
}

/**
 * One header segment naming both: 'Mathematics Teacher, Lincoln High School', 'Gilmore Financial, New Orleans,
 * LA, Certified Public Accountant', 'Analyst at Acme', 'Acme – Data Analyst'. A spaced dash only separates when
 * one side reads as a title and the other does not ('Director – IT Operations' stays one title).
 */
function splitOneSegment(s: string): string[] {
  for (const sep of [' at ', ' @ ']) {
    const at = s.indexOf(sep);
    if (at > 0 && isTitle(s.slice(0, at))) return [tidy(s.slice(0, at)), tidy(s.slice(at + sep.length))];
  }
  for (const sep of [' – ', ' — ', ' - ']) {
    const at = s.indexOf(sep);
    if (at <= 0) continue;
    const a = tidy(s.slice(0, at));
    const b = tidy(s.slice(at + sep.length));
    if (isTitle(a) !== isTitle(b) || (isCompany(a) !== isCompany(b) && !(isTitle(a) && isTitle(b)))) return [a, b];
  }
  // 'Gilmore Financial, New Orleans, LA, Accountant': the state code and the city before it are the location.
  const raw = s.split(', ').map(tidy);
  const parts = raw.filter((p, i) => p && !isLocation(p) && !/^[A-Z]{2}$/.test(p) && !(i > 0 && /^[A-Z]{2}$/.test(raw[i + 1] ?? '')));
  if (parts.length === 2 && isTitle(parts[0]) !== isTitle(parts[1])) return parts;
  if (parts.length >= 2) {
    // 'Employer, City, ST, Title': the title-like part against everything before it.
    const t = parts.findIndex((p) => isTitle(p) && !isCompany(p));
    if (t > 0) return [parts[t], parts.slice(0, t).join(', ')];
    if (t === 0 && parts.slice(1).some(isCompany)) return [parts[0], parts.slice(1).join(', ')];
  }
  return [s];
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

/**
 * 'Master of Science in Analytics, University of San Francisco, 2014, GPA 3.3' → degree, institution and
 * details; 'MFT at NC Academy' likewise. Parts are returned in reading order with their role.
 */
type EduPart = { role: 'degree' | 'institution' | 'detail' | 'place' | 'other'; text: string };

function splitEducationSegment(s: string): EduPart[] {
  const at = s.indexOf(' at ');
  if (at > 0 && isInstitution(s.slice(at + 4))) {
    return [{ role: 'degree', text: tidy(s.slice(0, at)) }, ...splitEducationSegment(s.slice(at + 4))];
  }
  const pieces = s.split(/(, | – | — | - )/);
  const parts: string[] = [];
  const seps: string[] = [];
  pieces.forEach((p, i) => {
    if (i % 2) seps[parts.length] = p;
    else if (tidy(p)) parts.push(tidy(p));
  });
  const inst = parts.findIndex(isInstitution);
  const out: EduPart[] = [];
  if (inst > 0) {
    const before = parts.slice(0, inst).join(', ');
    out.push({ role: isDegree(before) || !EDU_DETAIL_RE.test(before) ? 'degree' : 'detail', text: before });
  }
  if (inst >= 0) {
    let institution = parts[inst];
    let next = inst + 1;
    // 'University of California, Davis', 'Indian Institute of Technology, Bombay': a campus after 'X of Y'.
    const campus = parts[next];
    if (campus && /\bof [\p{L}]+$/iu.test(institution) && /^\p{Lu}[\p{L}]+(?: \p{Lu}[\p{L}]+)?$/u.test(campus) && !EDU_DETAIL_RE.test(campus) && !/^[A-Z]{2}$/.test(campus)) {
      institution += (seps[next] ?? ', ') + campus;
      next++;
    }
    out.push({ role: 'institution', text: institution });
    // After the school on its line: its town ('Jasin, Melaka'), then details ('GPA 3.7').
    for (const p of parts.slice(next)) out.push({ role: isLocation(p) || (/^\p{Lu}[\p{L}]+(?: \p{Lu}[\p{L}]+)?$/u.test(p) && !EDU_DETAIL_RE.test(p)) ? 'place' : 'detail', text: p });
    return out;
  }
  // No institution: a degree with its field ('Master of Science, Analytics') stays whole; trailing details split off.
  const detailAt = parts.findIndex((p, i) => i > 0 && EDU_DETAIL_RE.test(p));
  const main = detailAt > 0 ? parts.slice(0, detailAt).join(', ') : s;
  const role = EDU_DETAIL_RE.test(main) ? 'detail' : isDegree(main) ? 'degree' : isLocation(main) ? 'place' : 'other';
  out.push({ role, text: tidy(main) });
  if (detailAt > 0) for (const p of parts.slice(detailAt)) out.push({ role: 'detail', text: p });
  return out;
}

const isSentence = (s: string) => wordCount(s) >= 5 && /[.!]$/.test(s) && lowercaseWords(s) >= 2;
const TABLE_LABEL = /^(?:course|degree|qualification|exam(?:ination)?|college|school|institute|institution|university|board|year|passing year|cgpa|gpa|percentage|marks|grade|result|status|duration)$/i;
/** 'Course | College / School | CGPA | Status': the header row of an education table. */
const isTableHeader = (s: string) => {
  const cells = s.split(/\t| ?\/ ?| ?\| ?/).map((c) => c.trim()).filter(Boolean);
  return cells.length >= 2 && cells.every((c) => TABLE_LABEL.test(c));
};

function parseEducation(lines: Line[]): EducationEntry[] {
  const entries: EducationEntry[] = [];
  let cur: EducationEntry | undefined;
  const start = () => {
    cur = { details: [] };
    entries.push(cur);
    return cur;
  };
  // Schools share a look (indent, size, weight): a line set like them names a school even without
  // 'University' in it ('LA MARTINIERE FOR BOYS', 'SMK Paya Rumput, Melaka').
  const schoolStyles = new Set<string>();
  let pending: { entry: EducationEntry; text: string } | undefined;
  let pendingNext: typeof pending;
  const styleOf = (l: Line) => `${Math.round(l.x)}|${l.fontSize}|${l.bold}`;
  for (const l of lines) {
    let text = stripBullet(l.text);
    // A sentence ('Studying MFT major at NC academy.') or a table's column labels describe, they name nothing.
    if (isSentence(text) || isTableHeader(text)) {
      if (isSentence(text)) (cur ?? start()).details.push(text);
      continue;
    }
    const d = findDates(text);
    if (d) text = d.rest;
    const parts = headerSegments(text).flatMap(splitEducationSegment);
    const first = parts[0];
    if (first?.role === 'institution' && !l.bullet) schoolStyles.add(styleOf(l));
    else if (first?.role === 'other' && !l.bullet && schoolStyles.has(styleOf(l)) && /^\p{Lu}/u.test(first.text) && wordCount(first.text) >= 2 && wordCount(first.text) <= 8) {
      parts[0] = { role: 'institution', text: first.text.split(', ')[0] };
    }
    // A bullet under an entry is a detail unless it names a degree ('• Bachelor of Computer Engineering').
    if (l.bullet && !parts.some((p) => p.role === 'degree' && isDegree(p.text))) {
      if (text) (cur ?? start()).details.push(text);
      continue;
    }
    let entryOfLine: EducationEntry | undefined;
    for (const p of parts) {
      if (p.role === 'degree') {
        if (!cur || cur.degree) start();
        cur!.degree = p.text;
        entryOfLine ??= cur;
      } else if (p.role === 'institution') {
        if (!cur || cur.institution) start();
        let name = p.text.replace(/,$/, '');
        // A table cell wrapped around the row's middle line: 'Vivekanand Shishu Mandir Public' / 'Class XII' /
        // 'School, Ghaziabad'. A bare 'School' completes the name left pending above it.
        if (BARE_INSTITUTION.test(name) && pending) {
          name = `${pending.text} ${name}`;
          pending.entry.details.splice(pending.entry.details.indexOf(pending.text), 1);
        }
        cur!.institution = name;
        pending = undefined;
        entryOfLine ??= cur;
      } else if (p.role === 'other' && cur && !cur.institution && cur.degree && !entryOfLine && /^[A-Z]/.test(p.text) && !isLocation(p.text)) {
        // The line under a degree that names no known kind of school still names the school ('NC Academy').
        cur.institution = p.text;
        entryOfLine = cur;
      } else if (p.role === 'other' && !cur && l.bold) {
        start().institution = p.text;
        entryOfLine = cur;
      } else if (p.text && p.role !== 'place' && !isLocation(p.text)) {
        const entry = cur ?? start();
        entry.details.push(p.text);
        if (p === parts[0] && p.role === 'other' && /^\p{Lu}/u.test(p.text) && wordCount(p.text) <= 6 && !/\d/.test(p.text)) pendingNext = { entry, text: p.text };
      }
    }
    pending = pendingNext ?? pending;
    pendingNext = undefined;
    if (d) (entryOfLine ?? cur ?? start()).dates ??= d.text;
  }
  return entries.filter((e) => e.degree || e.institution);
}

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
    const name = tidy(headerSegments(d ? d.rest : l.text)[0] ?? l.text);
    out.push({ name: stripBullet(name), details: [] });
  }
  return out;
}
