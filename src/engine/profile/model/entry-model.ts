// The learned reading of entry sections (experience, education, research/leadership positions): each section's
// segments are labelled by the sequence model (weights in weights.json, trained by `npm run train`), and the
// entries are assembled from the labels. Every field carries the model's confidence in the labels it came from.
import type { EducationEntry, ExperienceEntry } from '../../types.ts';
import { degreeEvidence, institutionEvidence, legalFormOf, namesSchool, organisationEvidence, placeEvidence, titleEvidence, townIn } from '../../gazetteer/gazetteer.ts';
import { wordCount, type Line } from '../resume-lines.ts';
import { isPostalPlace, isStreetAddress, isTitleByRule } from './rule-features.ts';
import { caseShape, sectionFeatures, tableColumns, type DocumentLayout } from './features.ts';
import { confidenceOf, emissionScores, fromJson, margins, viterbi, type ModelJson, type SequenceModel } from './perceptron.ts';
import { segmentLines, type Segment, type SectionRole } from './segments.ts';
import weights from './weights.json' with { type: 'json' };

/** Segment roles. 'x+' continues the field 'x' begun by an earlier segment ('Google' ', ' 'Inc.'). */
export const LABELS = ['title', 'title+', 'employer', 'employer+', 'date', 'location', 'bullet', 'other', 'degree', 'degree+', 'school', 'school+', 'detail'] as const;
export type Label = (typeof LABELS)[number];
const index = (l: Label) => LABELS.indexOf(l);

const ALLOWED: Record<SectionRole, number[]> = {
  experience: (['title', 'title+', 'employer', 'employer+', 'date', 'location', 'bullet', 'other'] as Label[]).map(index),
  positions: (['title', 'title+', 'employer', 'employer+', 'date', 'location', 'bullet', 'other'] as Label[]).map(index),
  education: (['degree', 'degree+', 'school', 'school+', 'date', 'location', 'detail'] as Label[]).map(index),
};
const DATE = index('date');
// Every label of the role but the date: what a segment that is no date may be.
const OPEN: Record<SectionRole, number[]> = {
  experience: ALLOWED.experience.filter((k) => k !== DATE),
  positions: ALLOWED.positions.filter((k) => k !== DATE),
  education: ALLOWED.education.filter((k) => k !== DATE),
};
const DEGREE = [index('degree'), index('degree+')];
const SCHOOL = [index('school'), index('school+')];
const GENERIC_AWARD = /^(?:certificate|certification|degree)s?$/i;
// 'Year | Degree/Certificate | Institute | CPI/%', 'Company | Designation | Duration': the header row of a table
// names its columns, and is no entry. Every piece of the row is a column name.
const COLUMN_WORDS = new Set(
  ('year years date dates duration period session from to degree degrees certificate certification qualification qualifications examination exam course ' +
    'courses program programme specialization specialisation stream major board university universities institute institution school college ' +
    'cpi cgpa gpa sgpa percentage marks score grade grades result results class division aggregate company organization organisation employer ' +
    'designation position role title location place name s no sl sr').split(' '),
);
const isColumnName = (t: string) => {
  const words = t.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  return words.length > 0 && words.length <= 4 && words.every((w) => COLUMN_WORDS.has(w) || w === 'of' || w === 'and' || w === 'in');
};
function columnHeaderLines(segs: Segment[]): Set<number> {
  const byLine = new Map<number, Segment[]>();
  for (const s of segs) byLine.set(s.lineIndex, [...(byLine.get(s.lineIndex) ?? []), s]);
  const out = new Set<number>();
  for (const [line, pieces] of byLine) if (pieces.length >= 3 && pieces.every((p) => !p.isDate && isColumnName(p.text))) out.add(line);
  return out;
}
const DETAIL = [index('detail')];
const PLACE = [index('location'), index('school+')];
const PLACE_OR_OTHER = [index('location'), index('other')];
const PLACE_OR_DETAIL = [index('location'), index('detail')];
const STUDENT_OF = /^(?:student|candidate)\b/i;
// 'Expected Graduation Date', 'Graduated': the words before a date, never a degree or a school.
const GRADUATION = /^(?:expected |anticipated )?(?:graduation|grad\.?)(?: date)?$|^(?:expected|graduated|anticipated)$/i;

/**
 * The labels allowed at each segment: a date range is always a date, and nothing else is. In an education
 * section a short piece the taxonomies know as a degree ('B.Sc', 'HSC', 'SSLC', 'Class X') is part of a degree, and
 * one they know as an institution is part of a school (both, when it reads as both): on the labelled corpus that
 * holds for 258 of 266 such degree pieces and 211 of 212 such schools, and the model alone, from few examples,
 * read them as places or details where a layout put them in an unusual place.
 */
export function allowedLabels(role: SectionRole, segs: Segment[]): number[][] {
  const headerRows = columnHeaderLines(segs);
  return segs.map((s) => {
    if (s.isDate) return [DATE];
    if (headerRows.has(s.lineIndex)) return role === 'education' ? DETAIL : [index('other')];
    const open = OPEN[role];
    // '1200 Oak Street', 'Suite 300', 'Kathmandu 44600' on an employer or school line: part of the place, never a name.
    if (isStreetAddress(s.text) || isPostalPlace(s.text)) return role === 'education' ? PLACE_OR_DETAIL : PLACE_OR_OTHER;
    if (role !== 'education') return open;
    // 'Minors: Accounting, Computing', 'GPA: 3.8', 'Graduation Date': a labelled value is a detail (31 of 32 on the
    // corpus; the exception names a qualification in its label, 'A-levels: Mathematics').
    const colon = s.text.indexOf(': ');
    if (GRADUATION.test(s.text) || (colon >= 2 && colon <= 30 && degreeEvidence(s.text.slice(0, colon)) < 0.5)) return DETAIL;
    // 'Doctor of Philosophy (Ph.D.)' | 'student in Texts and Technology, …': what follows a degree cut before
    // ' student' (segments.ts) is the field of study and remarks, a detail.
    if (s.indexInLine > 0 && s.sepBefore === 'dot' && STUDENT_OF.test(s.text)) return DETAIL;
    if (wordCount(s.text) > 10 || GENERIC_AWARD.test(s.text)) return open;
    const degree = degreeEvidence(s.text) >= 0.85 && placeEvidence(s.text) < 0.6;
    // 'Senior Secondary School', 'Kendriya Vidyalaya': a name ending on a school's head word, and no award in it.
    const school = institutionEvidence(s.text) >= 0.9 || (namesSchool(s.text) && degreeEvidence(s.text) < 0.5);
    // 'Ahmedabad', 'Rexburg, Idaho': a known place (and nothing else) is a place, or the end of a school's name
    // (82 and 5 of 87 on the corpus).
    if (!degree && !school && wordCount(s.text) <= 4 && placeEvidence(s.text) >= 0.85 && degreeEvidence(s.text) < 0.5 && institutionEvidence(s.text) < 0.5) return PLACE;
    if (!degree && !school) return open;
    return [...(degree ? DEGREE : []), ...(school ? SCHOOL : [])];
  });
}

let shipped: SequenceModel | undefined;
export function shippedModel(): SequenceModel {
  shipped ??= fromJson(weights as ModelJson);
  return shipped;
}

interface Labelled {
  segs: Segment[];
  labels: Label[];
  confidence: number[];
}

function labelSection(model: SequenceModel, lines: Line[], role: SectionRole, layout: DocumentLayout): Labelled {
  const segs = segmentLines(lines, role);
  if (!segs.length) return { segs, labels: [], confidence: [] };
  const em = emissionScores(model, sectionFeatures(segs, lines, role, layout));
  const allowed = allowedLabels(role, segs);
  const path = viterbi(model, em, allowed);
  const conf = margins(model, em, path, allowed).map((m) => confidenceOf(model, m));
  const labels = path.map((k) => model.labels[k] as Label);
  agreeWithSiblings(segs, labels, conf, allowed);
  placesAreNoNames(segs, labels, conf, allowed);
  return { segs, labels, confidence: conf };
}

/** A known town ('Pune', 'Springfield, IL', '(Davao City, Philippines)'), a state, a country: a place and nothing else. */
const isPlaceName = (t: string) => (townIn(t) === 'whole' || placeEvidence(t) >= 0.85) && orgLevel(t) < 0.5 && !legalFormOf(t);

/**
 * A place is not an employer, a school or part of a title: 'Acme Corp, Springfield, IL', 'JIFFY LUBE (Davao City,
 * Philippines)', 'University of Toronto, Toronto, ON'. A piece that names a place only, read as a name running on,
 * or as a second name on a line that already holds one, is the entry's place, and the name ends before it.
 */
export function placesAreNoNames(segs: Segment[], labels: Label[], confidence: number[], allowed: number[][]): void {
  const LOCATION = index('location');
  for (let k = 0; k < segs.length; k++) {
    const l = labels[k];
    // 'Larsen & Toubro, Chennai ⇥ 2018 – 2021': a known town a comma sets after the employer, read as other text, is
    // the entry's place (it was lost from the entry).
    if (l === 'other' && k > 0 && labels[k - 1].startsWith('employer') && segs[k - 1].lineIndex === segs[k].lineIndex && segs[k].sepBefore === 'comma' && allowed[k].includes(LOCATION) && isPlaceName(segs[k].text)) {
      labels[k] = 'location';
      confidence[k] = Math.min(confidence[k], 0.5);
      continue;
    }
    if (!['employer', 'employer+', 'school', 'school+', 'title+'].includes(l) || !allowed[k].includes(LOCATION) || !isPlaceName(segs[k].text)) continue;
    const base = l.replace('+', '');
    const line = segs[k].lineIndex;
    const named = segs.some((g, j) => j !== k && g.lineIndex === line && labels[j] === base && !isPlaceName(g.text));
    // 'Harbor Freight Tools (Brisbane QLD) | Store Associate': the place read as the employer, and the employer it
    // follows read as a title while the line or the next one holds the title: the piece before the place is the
    // employer.
    const before = k - 1;
    const titled = (j: number) => labels[j] === 'title' || labels[j] === 'title+';
    if (l === 'employer' && !named && before >= 0 && segs[before].lineIndex === line && labels[before] === 'title') {
      if (!segs.some((g, j) => j !== before && (g.lineIndex === line || g.lineIndex === line + 1) && titled(j))) continue;
      labels[before] = 'employer';
      confidence[before] = Math.min(confidence[before], 0.5);
    } else if (!l.endsWith('+') && !named) continue;
    // 'University of California, Davis', 'University of Wisconsin, Madison': a campus town after a school named for
    // its state is part of the school's name.
    if (l === 'school+' && k > 0 && labels[k - 1].startsWith('school') && placeEvidence(segs[k - 1].text) >= 0.6) continue;
    labels[k] = 'location';
    confidence[k] = Math.min(confidence[k], 0.5);
  }
}

/**
 * Where a header piece stands: weight, case, place and count among its line's fields that are no dates (wherever
 * the date stands on the line), dated lines around it, separator.
 */
function siblingKey(s: Segment, dated: Set<number>, fields: Segment[]): string {
  const l = s.lineIndex;
  const near = `${dated.has(l - 1) ? 'a' : ''}${dated.has(l) ? 'd' : ''}${dated.has(l + 1) ? 'b' : ''}`;
  return `${s.line.bold}|${caseShape(s.text)}|${fields.indexOf(s)}|${fields.length}|${near}|${s.sepBefore === 'date' ? 'line' : s.sepBefore}`;
}

// The field roles a header piece may swap between when its siblings disagree with it (never a description line).
const HEADER_ROLES = new Set<Label>(['title', 'employer', 'location', 'other', 'degree', 'school', 'detail']);

/**
 * A resume prints its entries alike: the piece in the same place of every entry header ('Barista' / 'Line Cook' /
 * 'Shift Supervisor' first on a dated line) plays the same role. A header piece the model read differently from
 * siblings that agree (the same place among the fields of a line of the same shape: weight, case, fields on the
 * line, a date on it, above or below it; wherever on the line the date stands), at least two and twice as many as
 * read it the piece's way, takes their role.
 */
export function agreeWithSiblings(segs: Segment[], labels: Label[], confidence: number[], allowed: number[][]): void {
  const dated = new Set(segs.filter((s) => s.isDate).map((s) => s.lineIndex));
  // 'Summer 2018  Summer Intern, Hubbell Ltd' and 'Analyst, ADP  2019' hold their employer in the same place.
  const fieldsOf = new Map<number, Segment[]>();
  for (const s of segs) if (!s.isDate) fieldsOf.set(s.lineIndex, [...(fieldsOf.get(s.lineIndex) ?? []), s]);
  const groups = new Map<string, number[]>();
  segs.forEach((s, i) => {
    if (s.isDate || !HEADER_ROLES.has(labels[i])) return;
    const key = siblingKey(s, dated, fieldsOf.get(s.lineIndex) ?? []);
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const original = [...labels];
  for (const members of groups.values()) {
    if (members.length < 3) continue;
    for (const i of members) {
      const counts = new Map<Label, number>();
      for (const j of members) if (j !== i) counts.set(original[j], (counts.get(original[j]) ?? 0) + 1);
      const [best, n] = [...counts].sort((a, b) => b[1] - a[1])[0];
      // The siblings must outnumber the piece's own reading (itself included) two to one.
      const same = 1 + (counts.get(original[i]) ?? 0);
      if (best === original[i] || n < 2 || n < 2 * same) continue;
      if (!allowed[i].includes(LABELS.indexOf(best))) continue;
      labels[i] = best;
      confidence[i] = Math.min(confidence[i], 0.5);
    }
  }
}

/** A field being built from one or more segments, with the lowest confidence among them. */
interface Field {
  text: string;
  confidence: number;
  order: number;
  /** The segment the field starts at. */
  first?: number;
}

/** A field printed in brackets ('(University of Minnesota)') is the name without them. */
const unbracket = (t: string) => (t.startsWith('(') && t.endsWith(')') && !t.slice(1, -1).includes('(') ? t.slice(1, -1).trim() : t);

const extend = (f: Field, s: Segment, c: number) => {
  // Pieces a table cell or a tab stop set apart are joined as a list, never with the tab itself.
  f.text = `${f.text}${s.sepBefore === 'line' ? ' ' : s.sepBefore === 'tab' ? ', ' : s.sepText || ' '}${s.text}`;
  f.confidence = Math.min(f.confidence, c);
};

interface Draft {
  title?: Field;
  employer?: Field;
  date?: Field & { startYear?: number; endYear?: number | null };
  location?: string;
  bulletLines: Line[];
  seenBulletLines: Set<number>;
  /** An employer heading over several positions, each an entry of its own. */
  heading?: boolean;
}

/** Joins a continuation segment onto the field it continues: the nearest earlier field of its kind. */
function continueField(d: Draft | undefined, key: 'title' | 'employer', s: Segment, c: number, order: number): boolean {
  const f = d?.[key];
  if (!f) return false;
  extend(f, s, c);
  f.order = order;
  return true;
}

const isBracketed = (t: string) => t.startsWith('(') && t.endsWith(')') && !t.slice(1, -1).includes('(');
const orgLevel = (t: string) => Math.max(organisationEvidence(t), institutionEvidence(t));

/**
 * Whether segment k is a short capitalised piece that ends its line's text after a title and an employer (or stands
 * alone under a line holding both) and reads as neither.
 */
function isTrailingPlace(segs: Segment[], labels: Label[], k: number): boolean {
  const s = segs[k];
  const line = s.lineIndex;
  const rest = segs.slice(k + 1).filter((g) => g.lineIndex === line);
  if (rest.some((g) => !g.isDate) || s.sepBefore === 'paren') return false;
  // On its own line ('Manchester ⇥ 2020 – Present' under 'Teacher at Oakwood Primary School'): the line above holds both.
  const alone = s.indexInLine === 0;
  const before = segs.slice(0, k).map((g, j) => [g, labels[j]] as const).filter(([g]) => g.lineIndex === (alone ? line - 1 : line));
  // 'Smile Dental Care, Nairobi ⇥ 2021 – Present' under its title: a last piece a comma sets after the employer
  // it would continue, one or two words, is the employer's town.
  const townAfterEmployer = labels[k] === 'employer+' && s.sepBefore === 'comma' && wordCount(s.text) <= 2 && labels[k - 1] === 'employer';
  if (!townAfterEmployer && (!before.some(([, l]) => l === 'title') || !before.some(([, l]) => l === 'employer'))) return false;
  const t = s.text;
  if (wordCount(t) > (alone ? 2 : 3) || /\d/.test(t) || !/^\p{Lu}/u.test(t) || isBracketed(t)) return false;
  return titleEvidence(t) < 0.3 && orgLevel(t) < 0.3 && !isTitleByRule(t) && !legalFormOf(t);
}

/**
 * Repairs of header-line labels the model gets wrong in classes it has too few examples of. Each changes labels
 * only, before the entries are assembled, and the repaired segments' confidence is capped at 0.5.
 */
export function repairHeaderLabels(segs: Segment[], labels: Label[], confidence: number[]): void {
  const cap = (k: number, l: Label) => {
    labels[k] = l;
    confidence[k] = Math.min(confidence[k], 0.5);
  };
  const onLine = (k: number) => segs.map((s, j) => j).filter((j) => segs[j].lineIndex === segs[k].lineIndex);
  for (let k = 0; k < segs.length; k++) {
    const s = segs[k];
    const prev = segs[k - 1];
    const sameLinePrev = prev && prev.lineIndex === s.lineIndex;
    // 'PostDoctoral Researcher Department of Zoology, Uppsala University': the piece cut from the title where an
    // organisation's name starts, read as the title running on, starts the employer (the piece after it, read as
    // the employer, continues it).
    if (s.orgStart && labels[k] === 'title+' && sameLinePrev && (labels[k - 1] === 'title' || labels[k - 1] === 'title+')) {
      cap(k, 'employer');
      for (let j = k + 1; j < segs.length && segs[j].lineIndex === s.lineIndex && labels[j] === 'employer' && segs[j].sepBefore === 'comma'; j++) cap(j, 'employer+');
      continue;
    }
    // 'Cook / Kitchen Porter', 'Host / Server': two job titles a spaced slash joins (two roles held at once), one of
    // them read as the employer, are one title; a name the model ran on from the second is the employer.
    if (sameLinePrev && s.sepText.trim() === '/' && slashPair(labels[k - 1], labels[k]) && isPlainTitle(prev.text) && isPlainTitle(s.text)) {
      if (labels[k - 1] === 'employer') cap(k - 1, 'title');
      cap(k, 'title+');
      if (segs[k + 1]?.lineIndex === s.lineIndex && labels[k + 1] === 'employer+') cap(k + 1, 'employer');
      continue;
    }
    // 'Freelance Photographer, Grades 9–12 | Westbrook Academy | Leeds': a title with two pieces after it read as
    // employers (one position would open two entries); the one right after the title is a remark on it when the
    // other reads more as an organisation, or is set off by a stronger separator (a pipe or a tab after a comma, a
    // dash or a bracket), and the other is no department or remark.
    if (labels[k] === 'employer' && sameLinePrev) {
      const line = onLine(k);
      const first = line.find((j) => j < k && labels[j] === 'employer');
      if (first !== undefined && (labels[first - 1] === 'title' || labels[first - 1] === 'title+') && segs[first - 1].lineIndex === s.lineIndex && line.every((j) => j <= first || j >= k || labels[j] !== 'title')) {
        const stronger = (s.sepBefore === 'pipe' || s.sepBefore === 'tab') && ['comma', 'dash', 'paren'].includes(segs[first].sepBefore);
        const sideNote = isRemark(s.text) || DEPARTMENT.test(s.text);
        if (!sideNote && (isRemark(segs[first].text) || orgLevel(s.text) > orgLevel(segs[first].text) || stronger)) {
          cap(first, 'other');
          for (let j = first + 1; j < k && labels[j] === 'employer+'; j++) cap(j, 'other');
          continue;
        }
        // 'Nurse | Harbor View Hospital | Emergency Department': a department or a remark after the employer opens no
        // entry of its own.
        if (sideNote) {
          cap(k, 'other');
          continue;
        }
      }
    }
    // 'Okafor Family Farm — WAREHOUSE ASSOCIATE – CASUAL', 'Quarry Lane Brewing — Cashier (internship)': a piece after
    // the title, on a line that opened with the employer, read as a second employer (one position would open two
    // entries), is a remark on the title when it reads as no organisation: a remark, a bracket, or a short piece set
    // in the title's capitals.
    if (labels[k] === 'employer' && sameLinePrev && !s.isDate) {
      const before = onLine(k).filter((j) => j < k);
      const titleAt = before.findLast((j) => labels[j] === 'title');
      const firstEmployer = before.find((j) => labels[j] === 'employer');
      if (titleAt !== undefined && firstEmployer !== undefined && firstEmployer < titleAt && before.every((j) => j < titleAt || labels[j] !== 'employer')) {
        const inner = unbracket(s.text);
        const capsLikeTitle = !/\p{Ll}/u.test(s.text) && !/\p{Ll}/u.test(segs[titleAt].text) && wordCount(inner) <= 4;
        const noOrg = orgLevel(inner) < 0.3 && !legalFormOf(inner) && !isPlaceName(inner);
        const remark = isRemark(capsLikeTitle ? s.text.toLowerCase() : s.text);
        if (isRemark(s.text) || (noOrg && (remark || isBracketed(s.text) || (capsLikeTitle && titleEvidence(inner) < 0.3)))) {
          cap(k, 'other');
          for (let j = k + 1; j < segs.length && segs[j].lineIndex === s.lineIndex && labels[j] === 'employer+'; j++) cap(j, 'other');
          continue;
        }
      }
    }
    // 'Production Planner - Shipping Coordinator': two titles side by side on one line are one position (two
    // roles held together), not two entries.
    if (labels[k] === 'title' && sameLinePrev && (labels[k - 1] === 'title' || labels[k - 1] === 'title+') && titleEvidence(s.text) >= 0.5) {
      const start = segs.slice(0, k).findLastIndex((g, j) => g.lineIndex === s.lineIndex && labels[j] === 'title');
      if (start >= 0 && titleEvidence(segs[start].text) >= 0.5) cap(k, 'title+');
      continue;
    }
    // 'Nexus AI  Co-Founder & CTO  San Francisco, CA': a piece read as a place that no gazetteer knows as one and
    // that reads as a job title is the title, when neither its line nor the next one holds a title.
    if (labels[k] === 'location' && placeEvidence(s.text) < 0.6 && (titleEvidence(s.text) >= 0.6 || isTitleByRule(s.text)) && !isBracketed(s.text)) {
      const titled = segs.some((g, j) => (g.lineIndex === s.lineIndex || g.lineIndex === s.lineIndex + 1) && (labels[j] === 'title' || labels[j] === 'title+'));
      if (!titled) cap(k, 'title');
      continue;
    }
    // 'Hanson Electric Ltd — Electrician Apprentice — Leeds', 'Teacher, Oakwood Primary School, Manchester': a short
    // piece closing the header after both the title and the employer, that reads as neither (a town no list
    // knows), is the place, not the field running on or a second employer.
    if ((labels[k] === 'title+' || labels[k] === 'employer' || labels[k] === 'employer+') && isTrailingPlace(segs, labels, k)) {
      cap(k, 'location');
      continue;
    }
    // 'Castleford ⇥ 2014 – 2017' under 'Warehouse Supervisor at DHL Supply Chain': a known town alone on its line
    // (beside the dates), under a line holding both the title and the employer, read as a new title, is the place.
    // (The layout randomiser's 'Title ⇥ dates' lines taught the model that a lone piece beside dates opens a position.)
    if (labels[k] === 'title' && s.indexInLine === 0 && townIn(s.text) === 'whole' && isTrailingPlace(segs, labels, k)) {
      cap(k, 'location');
      continue;
    }
    // 'Moxie Pest Control — Sales Representative — Norcross, Georgia': a town before a known state or country, read as
    // a second employer on a line that already has one, is part of the place.
    const next = segs[k + 1];
    if (labels[k] === 'employer' && next?.lineIndex === s.lineIndex && next.sepBefore === 'comma' && labels[k + 1] === 'location' && placeEvidence(next.text) >= 0.85) {
      const employed = segs.some((g, j) => j < k && g.lineIndex === s.lineIndex && labels[j] === 'employer');
      if (employed && wordCount(s.text) <= 3 && orgLevel(s.text) < 0.5 && !/\d/.test(s.text)) cap(k, 'location');
      continue;
    }
    // 'Home Construction Limited / SafeGuard Services', 'South college, (Orlando Campus)': a second piece read as an
    // employer on a line that holds only the employer so far opens no entry of its own (it would take the title and
    // dates printed under the line); a bracket or a known place is the place, anything else the employer running on.
    if (labels[k] === 'employer' && sameLinePrev && !s.isDate) {
      const before = onLine(k).filter((j) => j < k);
      if (before.some((j) => labels[j] === 'employer') && before.every((j) => labels[j] === 'employer' || labels[j] === 'employer+' || labels[j] === 'location')) {
        cap(k, isBracketed(s.text) || isPlaceName(s.text) ? 'location' : 'employer+');
        continue;
      }
    }
    if (!isBracketed(s.text) || s.isDate) continue;
    const inner = s.text.slice(1, -1).trim();
    const line = onLine(k);
    const before = line.filter((j) => j < k);
    const lastText = line.filter((j) => !segs[j].isDate).at(-1) === k;
    // 'Teaching Fellow, Political Economy (Harvard Economics) 2024-25' (academic CVs): a bracket closing the header
    // line that reads as an organisation is the employer; what the model took for the employer between the title
    // and the bracket is the course or the project.
    const middle = before.filter((j) => labels[j] === 'employer' || labels[j] === 'employer+');
    // An acronym ('MIT', 'UCLA') in a bracket that also held the dates ('(MIT, 2021-22)') names an organisation as
    // well as a known name does; alone in brackets it is as often a credential ('Registered Nurse (RN)').
    const after = segs[k + 1];
    const datedBracket = !!after?.isDate && after.lineIndex === s.lineIndex && after.sepBefore === 'comma';
    const innerLevel = datedBracket && /^\p{Lu}{2,6}$/u.test(inner) ? 0.6 : orgLevel(inner);
    if (lastText && middle.length && placeEvidence(inner) < 0.6 && innerLevel >= 0.5 && middle.every((j) => orgLevel(segs[j].text) <= innerLevel)) {
      const titled = before.some((j) => labels[j] === 'title');
      const first = before[0];
      // 'College Core Tutor in Economics (University of Chicago)': with no title on the line, the piece before the
      // bracket is the title.
      if (!titled && labels[first] === 'employer' && (titleEvidence(segs[first].text) >= 0.5 || isTitleByRule(segs[first].text))) cap(first, 'title');
      for (const j of before) if (labels[j] === 'employer' || labels[j] === 'employer+') cap(j, 'other');
      cap(k, 'employer');
      continue;
    }
    // 'Grader, Real Analysis (UCLA, 2019-20)' read as one long title: with no employer on the line, a closing bracket
    // that names an organisation is the employer, and the pieces between the title and it that read as no title
    // are the course.
    const continued = before.filter((j) => labels[j] === 'title+');
    if (lastText && !middle.length && labels[k] !== 'employer' && before.some((j) => labels[j] === 'title') && placeEvidence(inner) < 0.6 && innerLevel >= 0.5) {
      for (const j of continued) if (titleEvidence(segs[j].text) < 0.4) cap(j, 'other');
      cap(k, 'employer');
      continue;
    }
    // 'Software Engineer (Compulsory Military Service)' under an employer line: a bracket right after the title,
    // read as a new employer, is a remark on the title when the entry's employer was printed on the line above.
    if (labels[k] === 'employer' && sameLinePrev && (labels[k - 1] === 'title' || labels[k - 1] === 'title+') && !before.some((j) => labels[j] === 'employer')) {
      const titleAt = before.findLast((j) => labels[j] === 'title');
      let above = false;
      // The employer line above belongs to this entry only when nothing of another entry (a title, a date)
      // stands between them.
      for (let j = (titleAt ?? k) - 1; j >= 0 && segs[j].lineIndex >= s.lineIndex - 2 && !above; j--) {
        if (labels[j] === 'title' || labels[j] === 'title+' || labels[j] === 'date') break;
        if (labels[j] === 'employer') above = !segs.some((g, m) => g.lineIndex === segs[j].lineIndex && (labels[m] === 'title' || labels[m] === 'date'));
      }
      if (above) cap(k, 'title+');
    }
  }
}

const HEADER_LABELS = new Set<Label>(['title', 'title+', 'employer', 'employer+', 'date']);

/** The indices of the segments of each line, line by line. */
function segmentsByLine(segs: Segment[]): number[][] {
  const byLine = new Map<number, number[]>();
  segs.forEach((s, i) => {
    const on = byLine.get(s.lineIndex);
    if (on) on.push(i);
    else byLine.set(s.lineIndex, [i]);
  });
  return [...byLine.values()];
}

/**
 * A line inside an entry's description, set deeper than the entry's header line, is description even where the
 * model read a title or an employer in it: '◦ Research Assistant – Machine Learning: research on…' under 'Research
 * and Teaching Assistant ⇥ 2012 – 2013', or the wrapped end of a bullet ('Processing Units (TPU).'). Read as a header,
 * it opened an entry of its own that took the employer above. Inside a description means: right under a description
 * line indented as deep or less deep and not set bolder, or, right under the header, starting with a bullet glyph;
 * a line holding a date is left alone.
 */
export function headersInDescriptions(segs: Segment[], labels: Label[], confidence: number[]): void {
  let headerX: number | undefined;
  let body: Line | undefined;
  for (const idx of segmentsByLine(segs)) {
    const line = segs[idx[0]].line;
    const header = idx.filter((i) => HEADER_LABELS.has(labels[i]));
    if (!header.length) {
      if (headerX !== undefined) body = line;
      continue;
    }
    const deeper = headerX !== undefined && line.x > headerX + 2;
    // Set in bold under a description that is not, it is a header however deep ('Contoso Ltd' under a margin heading).
    const inBody = body ? line.x >= body.x - 2 && (!line.bold || body.bold) : line.bullet;
    if (deeper && inBody && !idx.some((i) => labels[i] === 'date')) {
      for (const i of idx) {
        if (labels[i] === 'bullet' || labels[i] === 'other') continue;
        labels[i] = 'bullet';
        confidence[i] = Math.min(confidence[i], 0.5);
      }
      body = line;
      continue;
    }
    headerX = line.x;
    body = undefined;
  }
}

/**
 * One header block (the lines between two descriptions) with one title, at most one date and a second employer on a
 * line of its own holds one position, not two: 'Latham & Watkins ⇥ 2023 – 2025' / 'Associate Attorney' / 'Highlights',
 * 'South college ⇥ 2025 – Present' / 'Adjunct Instructor – General Studies English'. The second employer opened an
 * entry of its own, which took what came after it. The first employer stays; the others are a place when they name
 * one, else other text. (Measured, session 27: keeping the one that reads most as an organisation, or the one on the
 * title's or the date's line, cost the checking half an entry.)
 */
export function oneEmployerPerBlock(segs: Segment[], labels: Label[], confidence: number[]): void {
  const flush = (block: number[]) => {
    const employers = block.filter((i) => labels[i] === 'employer');
    const count = (l: Label) => block.filter((i) => labels[i] === l).length;
    if (employers.length < 2 || count('title') !== 1 || count('date') > 1) return;
    const keep = employers[0];
    for (const i of employers) {
      if (segs[i].lineIndex === segs[keep].lineIndex) continue;
      for (let j = i; j < segs.length && (j === i || labels[j] === 'employer+'); j++) {
        labels[j] = isPlaceName(segs[j].text) ? 'location' : 'other';
        confidence[j] = Math.min(confidence[j], 0.5);
      }
    }
  };
  let block: number[] = [];
  for (const on of segmentsByLine(segs)) {
    if (on.every((j) => labels[j] === 'bullet' || labels[j] === 'other')) {
      flush(block);
      block = [];
    } else block.push(...on);
  }
  flush(block);
}

/** The segments of an experience or positions section with their roles, as the entries are assembled from them. */
export function labelExperience(model: SequenceModel, lines: Line[], role: SectionRole, layout: DocumentLayout): Labelled {
  const labelled = labelSection(model, lines, role, layout);
  repairHeaderLabels(labelled.segs, labelled.labels, labelled.confidence);
  remarkIsNoEmployer(labelled.segs, labelled.labels, labelled.confidence);
  headersInDescriptions(labelled.segs, labelled.labels, labelled.confidence);
  oneEmployerPerBlock(labelled.segs, labelled.labels, labelled.confidence);
  return labelled;
}

/**
 * 'Lifeguard, Retail Banking division' over the dates over 'WESTBROOK ACADEMY · 45 DAME STREET': a department or a
 * remark after the title on the title's line, read as the employer, while the employer's name opens a header line
 * right under it (no bullet glyph, no title on it), read as other text or as an employer. The name is the employer
 * and the remark is other text. And 'SHIFT SUPERVISOR at Tidewater Aquarium,' over 'Emergency Department': a line a header
 * line holding a title and an employer runs on to (it ends in a comma), holding one department or remark read as a
 * title, opens no position.
 */
function remarkIsNoEmployer(segs: Segment[], labels: Label[], confidence: number[]): void {
  const byLine: number[][] = [];
  segs.forEach((g, i) => (byLine[g.lineIndex] ??= []).push(i));
  const unit = (t: string) => isRemark(t) || DEPARTMENT.test(unbracket(t));
  for (let k = 0; k < segs.length; k++) {
    const s = segs[k];
    const line = s.lineIndex;
    if (labels[k] === 'title' && s.indexInLine === 0 && (byLine[line] ?? []).filter((j) => !segs[j].isDate).length === 1 && unit(s.text)) {
      const prev = byLine[line - 1] ?? [];
      const prevText = prev.length ? segs[prev[0]].line.text.trimEnd() : '';
      if (prevText.endsWith(',') && prev.some((j) => labels[j] === 'title') && prev.some((j) => labels[j] === 'employer')) {
        labels[k] = 'other';
        confidence[k] = Math.min(confidence[k], 0.5);
      }
      continue;
    }
    if (labels[k] !== 'employer' || s.indexInLine === 0 || !unit(s.text) || orgLevel(s.text) >= 0.85 || legalFormOf(s.text)) continue;
    if (!(byLine[line] ?? []).some((j) => labels[j] === 'title')) continue;
    if ((byLine[line] ?? []).some((j) => j !== k && labels[j].startsWith('employer'))) continue;
    for (const next of [line + 1, line + 2]) {
      const on = byLine[next] ?? [];
      if (!on.length || on.some((j) => segs[j].line.bullet || labels[j] === 'bullet' || labels[j].startsWith('title'))) break;
      const j = on.find((i) => !segs[i].isDate);
      if (j === undefined) continue;
      const t = segs[j].text;
      if ((labels[j] !== 'other' && labels[j] !== 'employer') || segs[j].indexInLine !== 0 || on.some((i) => i !== j && labels[i].startsWith('employer'))) break;
      if (!/^\p{Lu}/u.test(t) || /\d/.test(t) || wordCount(t) > 6 || /[.:;!?]$/.test(t) || isPlaceName(t) || isStreetAddress(t) || isPostalPlace(t)) break;
      if (isPlainTitle(t) || unit(t)) break;
      labels[j] = 'employer';
      confidence[j] = Math.min(confidence[j], 0.5);
      labels[k] = 'other';
      confidence[k] = Math.min(confidence[k], 0.5);
      break;
    }
  }
}

export function readExperience(model: SequenceModel, lines: Line[], role: SectionRole, layout: DocumentLayout, joinLines: (ls: Line[]) => string[]): ExperienceEntry[] {
  const { segs, labels, confidence } = labelExperience(model, lines, role, layout);
  return assembleExperience(segs, labels, confidence, joinLines);
}

/** Experience entries from the labelled (and repaired) segments of one section. */
export function assembleExperience(segs: Segment[], labels: Label[], segConfidence: number[], joinLines: (ls: Line[]) => string[]): ExperienceEntry[] {
  // A line is description only when all its segments are: a stray icon read as 'bullet' beside a date is not.
  const mixed = new Set<number>();
  segs.forEach((s, i) => {
    if (labels[i] !== 'bullet' && labels[i] !== 'other') mixed.add(s.lineIndex);
  });
  const drafts: Draft[] = [];
  let cur: Draft | undefined;
  const open = () => {
    cur = { bulletLines: [], seenBulletLines: new Set() };
    drafts.push(cur);
    return cur;
  };
  segs.forEach((s, i) => {
    const label = labels[i];
    const c = segConfidence[i];
    const hasBody = !!cur && cur.bulletLines.length > 0;
    switch (label) {
      case 'title':
      case 'employer': {
        const key = label === 'title' ? 'title' : 'employer';
        if (!cur || cur[key] || hasBody) open();
        cur![key] = { text: s.text, confidence: c, order: i, first: i };
        break;
      }
      case 'title+':
      case 'employer+': {
        const key = label === 'title+' ? 'title' : 'employer';
        // 'Dog Walker (promoted from Crew Member)', 'Caregiver — part-time', 'Volunteer Coordinator – 20 hrs/week': a
        // remark read as the title running on is no part of the title.
        if (key === 'title' && cur?.title && isRemark(s.text)) break;
        if (!continueField(cur, key, s, c, i)) {
          if (!cur || hasBody) open();
          cur![key] = { text: s.text, confidence: c, order: i };
        }
        break;
      }
      case 'date': {
        // 'Mercy Health, Cincinnati ⇥ 2012 – Present' over 'Nurse Manager (2019 – Present)': an employer heading with
        // its own dates, and positions under it with theirs. The title leaves the heading for an entry of its own.
        const title = cur?.title;
        const dateLine = cur?.date ? segs[cur.date.order].lineIndex : -1;
        const employerLine = cur?.employer?.first !== undefined ? segs[cur.employer.first].lineIndex : -2;
        if (cur && !hasBody && title?.first !== undefined && segs[title.first].lineIndex === s.lineIndex && dateLine === employerLine && employerLine < s.lineIndex) {
          cur.title = undefined;
          cur.heading = true;
          open().title = title;
        } else if (!cur || cur.date || hasBody) open();
        cur!.date = { text: s.text, confidence: c, order: i, startYear: s.startYear, endYear: s.endYear };
        break;
      }
      case 'location':
        // 'Seattle', 'WA': the pieces of one place on one line are one location.
        // '(Davao City, Philippines)': printed in brackets, kept without them.
        if (cur && !cur.location) cur.location = unbracket(s.text);
        else if (cur && labels[i - 1] === 'location' && segs[i - 1].lineIndex === s.lineIndex) cur.location += `, ${unbracket(s.text)}`;
        break;
      case 'bullet':
        if (cur && !mixed.has(s.lineIndex) && !cur.seenBulletLines.has(s.lineIndex)) {
          cur.seenBulletLines.add(s.lineIndex);
          cur.bulletLines.push(s.line);
        }
        break;
      default:
        break;
    }
  });
  // Two header pieces the model read as two titles ('Wilder Tech' / 'Desktop Support Technician'): when the first
  // stands alone (no employer, no date, no description) and reads less as a title, it is the second's employer.
  // '03/2024 – Present  Little Acorns Nursery, Facilities' over 'Cashier' (dates in a gutter): on the line right above
  // the second title, the first may carry the dates the second lacks, and a piece beside it read as the employer
  // (the department, a remark), which goes.
  const lineOf = (f: Field | undefined) => (f?.first === undefined ? undefined : segs[f.first].lineIndex);
  for (let i = drafts.length - 2; i >= 0; i--) {
    const a = drafts[i];
    const b = drafts[i + 1];
    if (!a.title || a.bulletLines.length || !b.title || b.employer) continue;
    const above = lineOf(a.title) !== undefined && lineOf(b.title) === lineOf(a.title)! + 1;
    if (a.date && (b.date || !above)) continue;
    if (a.employer && (!above || lineOf(a.employer) !== lineOf(a.title))) continue;
    if (titleEvidence(a.title.text) >= titleEvidence(b.title.text)) continue;
    b.employer = { ...a.title, confidence: Math.min(a.title.confidence, 0.5) };
    b.location ??= a.location;
    b.date ??= a.date;
    drafts.splice(i, 1);
  }
  const entries: ExperienceEntry[] = [];
  const inherited = new Map<Draft, Field>();
  drafts.forEach((d, i) => {
    if (!d.title && !d.employer) return;
    if (d.heading && !d.title && !d.bulletLines.length && drafts[i + 1] && !drafts[i + 1].employer) return;
    // Several positions under one employer heading: a title with no employer of its own takes the employer of
    // the entry above when that employer was printed before its title.
    // 'Apple ML Research  Research Intern' read the wrong way round: on one line, a title that reads as no title
    // beside an employer that reads as one swap places.
    if (d.title && d.employer && d.title.first !== undefined && d.employer.first !== undefined && segs[d.title.first].lineIndex === segs[d.employer.first].lineIndex) {
      if (titleEvidence(d.employer.text) >= 0.6 && titleEvidence(d.title.text) < 0.3 && orgLevel(d.title.text) > orgLevel(d.employer.text)) {
        [d.title, d.employer] = [{ ...d.employer, confidence: Math.min(d.employer.confidence, 0.5) }, { ...d.title, confidence: Math.min(d.title.confidence, 0.5) }];
      }
    }
    let employer = d.employer;
    // 'Cashier, night shift ⇥ 2021 – 2023', 'Apprentice Electrician, Retail Banking division': a remark beside the
    // title read as the employer is the employer only when no other is found (the heading above, the line under).
    const remark = employer && d.title && lineOf(employer) === lineOf(d.title) && isRemark(employer.text) ? employer : undefined;
    if (remark) employer = undefined;
    const prev = drafts[i - 1];
    // Dates in a gutter ('06/2017 – 11/2018  Bluebird Café' over 'Nurse'): an entry dated on a line of its own above
    // the title is no position under the employer above; the name beside its date is its employer.
    if (!employer && d.title && d.date && lineOf(d.title) !== segs[d.date.order].lineIndex) employer = employerOnNextHeaderLine(d, segs, labels, segConfidence);
    // A third or later position under the heading takes it through the one above, which took it the same way.
    const above = prev?.employer ?? (prev && inherited.get(prev));
    if (!employer && above && (!prev.title || above.order < prev.title.order)) {
      employer = above;
      inherited.set(d, above);
    }
    if (!employer && d.title) employer = employerBesideTitle(d.title, segs, labels, segConfidence) ?? employerOnNextHeaderLine(d, segs, labels, segConfidence);
    employer ??= remark;
    if (!d.title && d.employer) d.title = titleBesideEmployer(d.employer, segs, labels, segConfidence) ?? titleUnderEmployer(d.employer, segs, labels, segConfidence);
    const e: ExperienceEntry = { bullets: joinLines(d.bulletLines) };
    const confidence: NonNullable<ExperienceEntry['confidence']> = {};
    if (d.title) {
      e.title = unbracket(d.title.text);
      confidence.title = d.title.confidence;
    }
    if (employer) {
      e.company = withoutAddress(unbracket(employer.text));
      confidence.company = employer.confidence;
    }
    if (d.location) e.location = d.location;
    if (d.date) {
      e.dates = d.date.text;
      e.startYear = d.date.startYear;
      e.endYear = d.date.endYear;
      if (e.endYear === null) e.current = true;
      confidence.dates = d.date.confidence;
    }
    e.confidence = confidence;
    entries.push(e);
  });
  return entries;
}

/**
 * An entry with a title and no employer: the employer is most likely the capitalised piece printed after the
 * title on its line ('Mathematics Teacher, Lincoln High School', 'Analyst at Northwind Traders'), read by the
 * model as the title running on or as other text. Taken only when it reads less as a title than the title does.
 * The title then ends before it.
 */
function employerBesideTitle(title: Field, segs: Segment[], labels: Label[], confidence: number[]): Field | undefined {
  const start = title.first;
  if (start === undefined) return undefined;
  const line = segs[start].lineIndex;
  for (let k = start + 1; k < segs.length && segs[k].lineIndex === line; k++) {
    const label = labels[k];
    if (label !== 'other' && label !== 'title+') continue;
    const text = segs[k].text;
    if (!/^\p{Lu}/u.test(text) || placeEvidence(text) >= 0.6 || townIn(text) === 'whole') continue;
    const titleText = segs.slice(start, k).filter((_, j) => labels[start + j] === 'title' || labels[start + j] === 'title+').map((g, j) => (j ? `${g.sepText || ' '}${g.text}` : g.text)).join('');
    if (titleEvidence(text) >= titleEvidence(titleText)) continue;
    // Only the pieces after it that continue it belong to it.
    let employerText = text;
    for (let m = k + 1; m < segs.length && segs[m].lineIndex === line && labels[m] === 'title+'; m++) employerText += `${segs[m].sepText || ' '}${segs[m].text}`;
    if (label === 'title+') title.text = titleText;
    return { text: employerText, confidence: Math.min(confidence[k], 0.5), order: k };
  }
  return undefined;
}

const slashPair = (a: Label, b: Label) => ((a === 'title' || a === 'title+') && b === 'employer') || (a === 'employer' && b === 'title');
/** A job title more than an organisation's name ('Kitchen Porter', 'Server'; not 'SafeGuard Services'). */
const isPlainTitle = (t: string) => titleEvidence(t) >= 0.6 && titleEvidence(t) > orgLevel(t) && !legalFormOf(t);

/**
 * A piece that reads as a remark on a position rather than an employer's name, in brackets or not: its first word in
 * lower case ('night shift', '(maternity cover)', not 'eBay'), hours ('20 hrs/week'), or a unit inside an
 * organisation ('Payments team', 'Retail Banking division', 'Emergency Dept.'). '(Harvard Economics)' is no remark.
 */
const isRemark = (printed: string) => {
  const t = unbracket(printed);
  return /^\p{Ll}+(?:[\s-]|$)/u.test(t) || /\b\d+\s*(?:hrs?|hours)\b/i.test(t) || /\b(?:team|division|department|dept\.?|unit|ward|shift)$/i.test(t);
};

/**
 * 'Pinecrest Outfitters, 5 Spring Gardens', 'Meridian Credit Union, 7 Kirkgate': a street address (a house number,
 * then a name) a comma sets after the employer's name, read as the name running on, is no part of the name.
 */
function withoutAddress(t: string): string {
  const cut = t.indexOf(', ');
  return cut > 0 && /^\d+[a-z]?\s+\p{Lu}\p{L}+/u.test(t.slice(cut + 2)) && !/\d/.test(t.slice(0, cut)) ? t.slice(0, cut) : t;
}

/**
 * An entry with a title and no employer, its employer printed on a header line of its own next to the title's,
 * read as other text: 'Server ⇥ 2022 – Present' over 'Ironwood Builders, 1420 Elm Street', or '03/2024 – Present
 * Pinecrest Outfitters' over 'Library Page' (dates in a gutter). The line under the title's line, or the one above
 * it when that line holds the entry's date, at the title's indent, holding no title, employer or (under the title)
 * date: its first piece is the employer when it is a short capitalised name that reads as no place, no address
 * and less as a title than the title does.
 */
function employerOnNextHeaderLine(d: Draft, segs: Segment[], labels: Label[], confidence: number[]): Field | undefined {
  const start = d.title?.first;
  if (start === undefined) return undefined;
  const titleLine = segs[start].lineIndex;
  const dateLine = d.date ? segs[d.date.order].lineIndex : undefined;
  for (const line of [titleLine + 1, titleLine - 1]) {
    if (line < titleLine && dateLine !== line) continue;
    const on = segs.map((_, j) => j).filter((j) => segs[j].lineIndex === line);
    if (!on.length || on.some((j) => HEADER_LABELS.has(labels[j]) && (labels[j] !== 'date' || line > titleLine))) continue;
    const k = on.find((j) => !segs[j].isDate);
    if (k === undefined) continue;
    const s = segs[k];
    if (labels[k] !== 'other' || s.line.bullet || Math.abs(s.line.x - segs[start].line.x) > 2) continue;
    const t = s.text;
    if (!/^\p{Lu}/u.test(t) || /\d/.test(t) || /[.:;!?]$/.test(t) || wordCount(t) > 5 || isBracketed(t)) continue;
    if (placeEvidence(t) >= 0.6 || townIn(t) === 'whole' || isStreetAddress(t) || isPostalPlace(t) || titleEvidence(t) >= titleEvidence(d.title!.text) || isTitleByRule(t)) continue;
    return { text: t, confidence: Math.min(confidence[k], 0.5), order: k, first: k };
  }
  return undefined;
}

/** 'Nexus AI, Co-Founder & CTO': an employer with no title takes the piece after it that reads as a title. */
function titleBesideEmployer(employer: Field, segs: Segment[], labels: Label[], confidence: number[]): Field | undefined {
  const start = employer.first;
  if (start === undefined) return undefined;
  for (let k = start + 1; k < segs.length && segs[k].lineIndex === segs[start].lineIndex; k++) {
    if (labels[k] !== 'other' && labels[k] !== 'employer+') continue;
    const text = segs[k].text;
    const known = titleEvidence(text) >= 0.55 && titleEvidence(text) > titleEvidence(employer.text);
    if (!/^\p{Lu}/u.test(text) || (!known && !titleSetOff(segs, labels, k, employer))) continue;
    if (labels[k] === 'employer+') employer.text = segs.slice(start, k).map((g, j) => (j ? `${g.sepText || ' '}${g.text}` : g.text)).join('');
    return { text, confidence: Math.min(confidence[k], 0.5), order: k };
  }
  return undefined;
}

/**
 * 'Tidewater Aquarium — LIBRARY PAGE', 'Whitlow, Brandt & Sons Ltd — Houseparent': the title printed after the
 * employer, a dash or a pipe between them, read as the employer running on. A last piece of the employer's run set
 * off that way is the title (for an entry with none) when it reads as no organisation, place, department or remark,
 * and as a job title, or in other capitals than the name before it ('Acme Ltd — Cook', 'ACME LTD — Cook'). So is a
 * piece read as other text set off the same way after the employer's dates.
 */
function titleSetOff(segs: Segment[], labels: Label[], k: number, employer: Field): boolean {
  const s = segs[k];
  // 'WHITLOW, BRANDT & SONS LTD (Oct 2020 – Nov 2023) – Houseparent': after the employer's dates, read as other text.
  const afterDate = labels[k] === 'other' && !!segs[k - 1]?.isDate && segs[k - 1].lineIndex === s.lineIndex;
  if ((labels[k] !== 'employer+' && !afterDate) || !/^[—–|-]$/.test(s.sepText.trim()) || labels[k + 1] === 'employer+') return false;
  const t = s.text;
  if (wordCount(t) > 5 || /\d/.test(t) || isBracketed(t) || isRemark(t) || DEPARTMENT.test(t) || orgLevel(t) >= 0.3 || legalFormOf(t) || isPlaceName(t)) return false;
  const name = segs.slice(employer.first, k).filter((g, j) => !g.isDate && labels[employer.first! + j].startsWith('employer')).map((g) => g.text).join(', ');
  const caps = (x: string) => !/\p{Ll}/u.test(x);
  return titleEvidence(t) >= 0.3 || isTitleByRule(t) || caps(t) !== caps(name) || orgLevel(name) >= 0.5;
}

/**
 * 'Pinecrest Outfitters ⇥ Nov 2016 – May 2017' over 'Team Leader' read as other text: an employer with no title takes
 * the piece opening the line under it, at its indent, holding no title, employer or date, when that piece reads as a
 * job title (with the pieces a spaced slash joins to it: 'Host / Server').
 */
function titleUnderEmployer(employer: Field, segs: Segment[], labels: Label[], confidence: number[]): Field | undefined {
  const start = employer.first;
  if (start === undefined) return undefined;
  const line = segs[start].lineIndex + 1;
  const on = segs.map((_, j) => j).filter((j) => segs[j].lineIndex === line);
  const k = on[0];
  if (k === undefined || on.some((j) => HEADER_LABELS.has(labels[j])) || labels[k] !== 'other' || segs[k].line.bullet || Math.abs(segs[k].line.x - segs[start].line.x) > 2) return undefined;
  const t = segs[k].text;
  if (!/^\p{Lu}/u.test(t) || wordCount(t) > 6 || /[.:;]$/.test(t) || (titleEvidence(t) < 0.55 && !isTitleByRule(t))) return undefined;
  let text = t;
  for (let m = k + 1; m < segs.length && segs[m].lineIndex === line && labels[m] === 'other' && segs[m].sepText.trim() === '/' && /^\p{Lu}/u.test(segs[m].text); m++) text += ` / ${segs[m].text}`;
  return { text, confidence: Math.min(confidence[k], 0.5), order: k, first: k };
}

/** Whether segment i opens the line right after the one where field f begins. */
function startsLineAfter(segs: Segment[], i: number, f: Field): boolean {
  if (f.first === undefined) return false;
  const line = segs[f.first].lineIndex;
  return segs[i].lineIndex === line + 1 && (i === 0 || segs[i - 1].lineIndex !== segs[i].lineIndex);
}

// 'Department of Computer Science', 'Faculty of Engineering', 'Dept. of Physics': a unit inside a school.
const DEPARTMENT = /^(?:(?:the )?(?:department|dept\.?|faculty|division)\b|school of (?!the\b))/i;

/** A department printed after its school on the school's line, a comma apart: not part of the school's name. */
function isDepartmentOf(s: Segment, school: Field): boolean {
  return s.sepBefore === 'comma' && DEPARTMENT.test(s.text) && institutionEvidence(school.text) >= 0.5 && !DEPARTMENT.test(school.text);
}

// The head words of an institution's name: 'Manipal Academy of Higher Education', 'Lone Star College'.
const INSTITUTION_HEAD = /\b(?:University|College|Academy|Institute|Polytechnic|School|Universit[éäà]t?|Vidyalaya)(?!\p{L})/u;

/** A name that reads as an institution: a head word in it, capitalised, and some evidence from the taxonomies, but no degree's. */
function namesInstitution(t: string): boolean {
  return /^\p{Lu}/u.test(t) && INSTITUTION_HEAD.test(t) && institutionEvidence(t) >= 0.5 && degreeEvidence(t) < 0.5;
}

/**
 * An education section printed as alternating lines, one degree line then one school line (or the other way
 * round): which of the two opens each entry. Every line of the section takes its turn (a line holding only a date
 * is skipped); a line where no field was read stands in for either, and the direction is the one all the lines
 * agree with. Such a line in a field's turn ('Doctoral student in …, (In-Progress)' over a school) is that field,
 * its first piece read so, when it completes a pair and reads as a name and not as the other field: else every
 * later degree would pair with the school above it. Undefined when the section is no such alternation (two degrees
 * and two schools at least, one field to a line, one line at most with none).
 */
export function alternationLead(segs: Segment[], labels: Label[], confidence: number[]): 'degree' | 'school' | undefined {
  const byLine = new Map<number, number[]>();
  segs.forEach((s, k) => byLine.set(s.lineIndex, [...(byLine.get(s.lineIndex) ?? []), k]));
  const lines = [...byLine.values()].filter((ks) => !ks.every((k) => segs[k].isDate));
  const kinds = lines.map((ks) => ks.filter((k) => labels[k] === 'degree' || labels[k] === 'school').map((k) => labels[k]));
  if (kinds.some((k) => k.length > 1)) return undefined;
  const kindOf = kinds.map((k) => k[0] as 'degree' | 'school' | undefined);
  if (kindOf.filter((k) => k === 'degree').length < 2 || kindOf.filter((k) => k === 'school').length < 2) return undefined;
  const turn = (lead: 'degree' | 'school', i: number) => (i % 2 === 0 ? lead : lead === 'degree' ? 'school' : 'degree');
  const fits = (['degree', 'school'] as const).filter((lead) => kindOf.every((k, i) => !k || k === turn(lead, i)));
  // One line at most where no field was read: a section with more (a GPA, coursework, minors under each pair) is
  // no plain alternation.
  if (fits.length !== 1 || kindOf.filter((k) => !k).length > 1) return undefined;
  const [lead] = fits;
  kindOf.forEach((k, i) => {
    if (k) return;
    const want = turn(lead, i);
    // Only where it completes a pair whose other field was read: a leading field over its follower, a following
    // one under its lead.
    if (want === lead ? kindOf[i + 1] !== turn(lead, i + 1) : kindOf[i - 1] !== lead) return;
    const first = lines[i][0];
    const text = segs[first].text;
    const other = want === 'degree' ? institutionEvidence(text) : degreeEvidence(text);
    if (segs[first].isDate || !/^\p{Lu}/u.test(text) || other >= 0.5 || isColumnName(text) || !['detail', 'location', 'other'].includes(labels[first])) return;
    labels[first] = want;
    confidence[first] = Math.min(confidence[first], 0.5);
  });
  return lead;
}

/** Whether the entry's degree is on the given line, and it is the line's only degree. */
function sameRowDegree(segs: Segment[], labels: Label[], entry: { degree?: Field }, line: number): boolean {
  const deg = entry.degree?.first;
  return deg !== undefined && segs[deg].lineIndex === line && segs.filter((g, j) => g.lineIndex === line && labels[j] === 'degree').length === 1;
}

/** The first piece of line + 1 or line + 2, read as a detail, that has an institution's head word; none past a degree or school. */
function institutionUnder(segs: Segment[], labels: Label[], line: number): number | undefined {
  for (const near of [line + 1, line + 2]) {
    const on = segs.map((_, j) => j).filter((j) => segs[j].lineIndex === near);
    if (!on.length || on.some((j) => labels[j].startsWith('degree') || labels[j].startsWith('school'))) return undefined;
    const k = on[0];
    const t = segs[k].text;
    // A head word is enough here ('Università Bocconi' is in no list): the line sits right under a degree.
    if (labels[k] === 'detail' && !segs[k].isDate && /^\p{Lu}/u.test(t) && INSTITUTION_HEAD.test(t) && degreeEvidence(t) < 0.5) return k;
  }
  return undefined;
}

export function readEducation(model: SequenceModel, lines: Line[], layout: DocumentLayout): EducationEntry[] {
  const { segs, labels, confidence } = labelSection(model, lines, 'education', layout);
  byColumnHeaders(segs, lines, labels, confidence);
  programmeUnderSchool(segs, labels, confidence);
  return assembleEducation(segs, labels, confidence);
}

/**
 * 'SBCS Global Learning Institute | 2019' over '▪ MCSA Certification', 'CTS College | 2017' over '• Electrical': a
 * school's line holding no degree, and right under it a bullet line holding one short field read as a detail: that
 * field is the programme the school gave, the entry's degree (no degree on its line, the school's, or a line over the school's that is no bullet).
 */
function programmeUnderSchool(segs: Segment[], labels: Label[], confidence: number[]): void {
  const onLine = (line: number) => segs.map((_, i) => i).filter((i) => segs[i].lineIndex === line);
  const hasDegree = (line: number) => onLine(line).some((i) => labels[i].startsWith('degree'));
  segs.forEach((s, k) => {
    if (labels[k] !== 'detail' || s.isDate || !s.line.bullet) return;
    const mine = onLine(s.lineIndex).filter((i) => !segs[i].isDate);
    if (mine.length !== 1) return;
    const t = s.text;
    if (wordCount(t) > 6 || /\d|:/.test(t) || /[.!;]$/.test(t) || isPlaceName(t)) return;
    const above = s.lineIndex - 1;
    const school = onLine(above).some((i) => labels[i] === 'school');
    if (!school || segs.some((g) => g.lineIndex === above && g.line.bullet)) return;
    // A degree on the line over the school's is its own ('Bachelor of Arts' / 'CTS College | 2017'); one on a bullet
    // line there is the entry before's.
    const degreeOver = hasDegree(above - 1) && !onLine(above - 1).some((i) => segs[i].line.bullet);
    if (hasDegree(above) || degreeOver || hasDegree(s.lineIndex)) return;
    labels[k] = 'degree';
    confidence[k] = Math.min(confidence[k], 0.5);
  });
}

/**
 * A table with a header row ('Qualification ⇥ Institute ⇥ Board / University ⇥ Year ⇥ Percentage') says what each
 * cell is, whatever its words: a row whose degree cell the model read as no degree ('Laurea Triennale', 'Licenciatura',
 * 'Diplom-Ingenieur': names no list holds) takes that cell as its degree, and a row with no school takes the first
 * school column's cell as its school.
 */
function byColumnHeaders(segs: Segment[], lines: Line[], labels: Label[], confidence: number[]): void {
  const columns = tableColumns(segs, lines);
  const rows = new Map<number, number[]>();
  segs.forEach((s, i) => {
    if (columns[i]) rows.set(s.lineIndex, [...(rows.get(s.lineIndex) ?? []), i]);
  });
  for (const members of rows.values()) {
    for (const [kind, label] of [['col:degree', 'degree'], ['col:school', 'school']] as const) {
      const inKind = members.filter((i) => columns[i]!.kind === kind && !segs[i].isDate);
      if (!inKind.length) continue;
      const firstCell = Math.min(...inKind.map((i) => columns[i]!.cell));
      const cell = inKind.filter((i) => columns[i]!.cell === firstCell);
      const other = label === 'degree' ? 'school' : 'degree';
      // Read right already, somewhere in the row: nothing to do.
      if (members.some((i) => labels[i] === label && (columns[i]!.kind === kind || !cell.includes(i)))) continue;
      // The cell must not hold the row's only reading of the other field.
      const othersElsewhere = members.some((i) => !cell.includes(i) && labels[i] === other);
      if (cell.some((i) => labels[i] === other) && !othersElsewhere) continue;
      cell.forEach((i, k) => {
        labels[i] = (k === 0 ? label : `${label}+`) as Label;
        confidence[i] = Math.min(confidence[i], 0.5);
      });
    }
  }
}

/** Education entries from the labelled segments of one section (the labels repaired first). */
export function assembleEducation(segs: Segment[], labels: Label[], confidence: number[]): EducationEntry[] {
  // 'BSc (Hons) Business Administration', 'Master of Arts (M.A.) in Education': what follows a degree's bracket with
  // no separator continues the degree (8 of 8 such pieces on the corpus), not a school the model took it for.
  segs.forEach((s, k) => {
    const prev = segs[k - 1];
    if (!prev || prev.lineIndex !== s.lineIndex || s.sepBefore !== 'paren' || !isBracketed(prev.text) || s.isDate) return;
    if (!labels[k - 1].startsWith('degree') || labels[k] === 'degree+' || institutionEvidence(s.text) >= 0.9 || placeEvidence(s.text) >= 0.6) return;
    labels[k] = 'degree+';
    confidence[k] = Math.min(confidence[k], 0.5);
  });
  // 'DAV International School, Ahmedabad — Higher Secondary': a town between the school and the degree, read as the
  // degree's first piece, is the place; the degree starts after it.
  segs.forEach((s, k) => {
    const next = segs[k + 1];
    const prev = segs[k - 1];
    if (labels[k] !== 'degree' || !next || next.lineIndex !== s.lineIndex || labels[k + 1] !== 'degree+' || next.sepBefore !== 'dash') return;
    if (!prev || prev.lineIndex !== s.lineIndex || s.sepBefore !== 'comma' || !labels[k - 1].startsWith('school')) return;
    if (wordCount(s.text) > 2 || !/^\p{Lu}/u.test(s.text) || degreeEvidence(s.text) >= 0.5 || institutionEvidence(s.text) >= 0.5 || degreeEvidence(next.text) < 0.8) return;
    labels[k] = 'location';
    labels[k + 1] = 'degree';
    confidence[k + 1] = Math.min(confidence[k + 1], 0.5);
  });
  segs.forEach((s, k) => {
    const prev = segs[k - 1];
    const next = segs[k + 1];
    // 'B.Com, Manipal Academy of Higher Education': a known institution a comma sets after the degree, read as the
    // degree running on, is the school (when the line has none).
    if (labels[k] === 'degree+' && prev?.lineIndex === s.lineIndex && s.sepBefore === 'comma' && namesInstitution(s.text)) {
      if (!segs.some((g, j) => g.lineIndex === s.lineIndex && labels[j] === 'school')) {
        labels[k] = 'school';
        confidence[k] = Math.min(confidence[k], 0.5);
        for (let j = k + 1; j < segs.length && segs[j].lineIndex === s.lineIndex && labels[j] === 'degree+'; j++) labels[j] = 'school+';
      }
      return;
    }
    // 'Communications, A.A.S., Arizona State University' under a school: the subject opening the line, read as the
    // school above running on, stands before the line's own degree; it is the subject of that degree.
    if ((labels[k] === 'school+' || labels[k] === 'degree+') && s.indexInLine === 0 && next?.lineIndex === s.lineIndex && labels[k + 1] === 'degree' && next.sepBefore === 'comma') {
      labels[k] = 'detail';
      confidence[k] = Math.min(confidence[k], 0.5);
    }
  });
  // 'Marketing, PhD', 'Hospitality Management, B.A.': a subject read as a degree, then a bare degree a comma after
  // it on its line, also read as a degree, are one degree, not two entries (the second taking the line's school).
  segs.forEach((s, k) => {
    const prev = segs[k - 1];
    if (labels[k] !== 'degree' || labels[k - 1] !== 'degree' || prev.lineIndex !== s.lineIndex || s.sepBefore !== 'comma') return;
    if (degreeEvidence(prev.text) >= 0.5 || institutionEvidence(prev.text) > 0.7 || INSTITUTION_HEAD.test(prev.text) || degreeEvidence(s.text) < 0.8 || wordCount(s.text) > 3) return;
    labels[k] = 'degree+';
    confidence[k] = Math.min(confidence[k], 0.5);
  });
  const lead = alternationLead(segs, labels, confidence);
  interface EduDraft {
    degree?: Field;
    school?: Field;
    date?: string;
    details: string[];
  }
  const drafts: EduDraft[] = [];
  const headerRows = columnHeaderLines(segs);
  let cur: EduDraft | undefined;
  const open = () => {
    cur = { details: [] };
    drafts.push(cur);
    return cur;
  };
  segs.forEach((s, i) => {
    const label = labels[i];
    const c = confidence[i];
    switch (label) {
      case 'degree':
      case 'school': {
        const key = label;
        // 'Human Resource Management' / 'B.S.': a subject read as the degree, followed by the degree itself on
        // the next line. The subject becomes a detail, and the degree takes its place.
        const prior = cur?.degree;
        // Two rows that each hold a degree and a school ('Laurea Triennale ⇥ Università Bocconi' over 'SSC ⇥ Vidya
        // Niketan High School') are two entries: the first degree is no subject of the second.
        const priorLine = prior?.first !== undefined ? segs[prior.first].lineIndex : -1;
        const schooled = (line: number) => segs.some((g, j) => g.lineIndex === line && labels[j] === 'school');
        const schooledLine = schooled(priorLine) && schooled(s.lineIndex);
        if (key === 'degree' && prior?.first !== undefined && priorLine === s.lineIndex - 1 && !schooledLine && degreeEvidence(prior.text) < 0.5 && degreeEvidence(s.text) >= 0.8) {
          cur!.details.push(prior.text);
          cur!.degree = { text: s.text, confidence: c, order: i, first: i };
          break;
        }
        // 'Culinary Arts, M.S., Boise State University': a subject read as a school, then the real school on the
        // same line. The subject joins the degree (in printed order), and the real school takes its place.
        const weak = cur?.school;
        if (key === 'school' && weak?.first !== undefined && segs[weak.first].lineIndex === s.lineIndex && institutionEvidence(weak.text) <= 0.7 && institutionEvidence(s.text) >= 0.9) {
          const deg = cur!.degree;
          if (deg?.first !== undefined && segs[deg.first].lineIndex === s.lineIndex) {
            deg.text = weak.order < deg.order ? `${weak.text}, ${deg.text}` : `${deg.text}, ${weak.text}`;
            deg.confidence = Math.min(deg.confidence, weak.confidence, 0.5);
          } else cur!.details.push(weak.text);
          cur!.school = { text: s.text, confidence: c, order: i, first: i };
          break;
        }
        // 'Wharton School, University of Pennsylvania': a school right after a school on its line, a comma apart, is
        // one school named with the body it belongs to, not a second entry.
        const prevSeg = segs[i - 1];
        if (key === 'school' && weak && prevSeg?.lineIndex === s.lineIndex && s.sepBefore === 'comma' && (labels[i - 1] === 'school' || labels[i - 1] === 'school+')) {
          if (isDepartmentOf(s, weak)) cur!.details.push(s.text);
          else extend(weak, s, Math.min(c, 0.5));
          break;
        }
        // 'B.Com ⇥ Narsee Monjee College ⇥ University of Mumbai ⇥ 2015': a second school in a later cell of the row
        // that holds the entry's school and its degree (a table's Board / University column) is a detail of the
        // entry; it opened a new one, which took the next row's degree.
        if (key === 'school' && weak?.first !== undefined && segs[weak.first].lineIndex === s.lineIndex && s.sepBefore === 'tab' && sameRowDegree(segs, labels, cur!, s.lineIndex)) {
          cur!.details.push(s.text);
          break;
        }
        // In an alternation the field that leads each pair opens an entry, and the one that follows joins an entry
        // opened by a leading field.
        const hasField = !!(cur?.degree || cur?.school);
        if (!cur || cur[key] || (lead && hasField && (key === lead || !cur[lead]))) open();
        cur![key] = { text: s.text, confidence: c, order: i, first: i };
        break;
      }
      case 'degree+':
      case 'school+': {
        const key = label === 'degree+' ? 'degree' : 'school';
        const f = cur?.[key];
        // The same class as above when the model read the degree line as the subject's continuation: a field that
        // wraps from a line with no degree in it onto a line that starts with one keeps only the degree.
        if (key === 'degree' && f && startsLineAfter(segs, i, f) && degreeEvidence(f.text) < 0.5 && degreeEvidence(s.text) >= 0.8) {
          cur!.details.push(f.text);
          cur!.degree = { text: s.text, confidence: c, order: i, first: i };
          break;
        }
        // 'University of Toronto, Faculty of Engineering': the department a school is followed by is a detail of
        // the entry; the school is the institution.
        if (key === 'school' && f && isDepartmentOf(s, f)) {
          cur!.details.push(s.text);
          break;
        }
        if (f) extend(f, s, c);
        else {
          if (!cur) open();
          cur![key] = { text: s.text, confidence: c, order: i };
        }
        break;
      }
      case 'date':
        if (!cur || (cur.date && (cur.degree || cur.school))) open();
        cur!.date ??= s.text;
        break;
      case 'detail':
        // A table's header row names the columns of every entry, not a detail of the first.
        if (!headerRows.has(s.lineIndex)) (cur ?? open()).details.push(s.text);
        break;
      default:
        break;
    }
  });
  // 'Hospitality Management, BSc (Hons)': a subject printed before a bare degree on its line, read as a detail, is
  // part of the degree (in printed order), as the degree is named on the page.
  for (const d of drafts) {
    const deg = d.degree;
    if (!deg || deg.first === undefined || deg.first === 0) continue;
    const k = deg.first - 1;
    const subject = segs[k];
    if (subject.lineIndex !== segs[deg.first].lineIndex || labels[k] !== 'detail' || segs[deg.first].sepBefore !== 'comma' || wordCount(deg.text) > 3) continue;
    if (!/^\p{Lu}/u.test(subject.text) || wordCount(subject.text) > 5 || /[\d:]/.test(subject.text)) continue;
    if (degreeEvidence(subject.text) >= 0.5 || institutionEvidence(subject.text) >= 0.8 || placeEvidence(subject.text) >= 0.6) continue;
    deg.text = `${subject.text}, ${deg.text}`;
    deg.confidence = Math.min(deg.confidence, 0.5);
    // The subject may have gone to the entry above as a detail, before the degree opened this one.
    for (const o of drafts) o.details = o.details.filter((x) => x !== subject.text);
  }
  // A degree with no school, or a school with no degree: the other is most likely a piece the model read as a
  // detail on the same line ('BSc Computer Science, Christ University' with the school taken for the subject).
  for (const d of drafts) {
    const have = d.degree ?? d.school;
    if (!have || (d.degree && d.school) || have.first === undefined) continue;
    const want = d.degree ? 'school' : 'degree';
    const line = segs[have.first].lineIndex;
    for (let k = 0; k < segs.length; k++) {
      if (segs[k].lineIndex !== line || k === have.first || labels[k] !== 'detail' || !/^\p{Lu}/u.test(segs[k].text)) continue;
      const text = segs[k].text;
      const fits = want === 'school' ? institutionEvidence(text) >= 0.5 && institutionEvidence(text) > degreeEvidence(text) : degreeEvidence(text) >= 0.8 && degreeEvidence(text) > institutionEvidence(text);
      if (!fits) continue;
      d[want] = { text, confidence: Math.min(confidence[k], 0.5), order: k };
      d.details = d.details.filter((x) => x !== text);
      break;
    }
  }
  // 'University of Michigan' over 'Master of Accountancy' (school over degree) with the degree read as a detail: a school
  // with no degree takes a full degree name opening the line under it, on a line where no field was read.
  for (const d of drafts) {
    if (!d.school || d.degree || d.school.first === undefined) continue;
    const line = segs[d.school.first].lineIndex + 1;
    const on = segs.map((_, j) => j).filter((j) => segs[j].lineIndex === line);
    const k = on[0];
    if (k === undefined || on.some((j) => labels[j].startsWith('degree') || labels[j].startsWith('school')) || labels[k] !== 'detail' || segs[k].isDate) continue;
    const text = segs[k].text;
    if (!/^\p{Lu}/u.test(text) || degreeEvidence(text) < 0.8 || institutionEvidence(text) >= degreeEvidence(text)) continue;
    d.degree = { text, confidence: Math.min(confidence[k], 0.5), order: k };
    d.details = d.details.filter((x) => x !== text);
  }
  // A degree still with no school: a school the gazetteers do not know ('Oslo Katedralskole', 'Goethe-Gymnasium')
  // read as a place or a detail, alone at the start of the line above or below the degree.
  for (const d of drafts) {
    if (!d.degree || d.school || d.degree.first === undefined) continue;
    const line = segs[d.degree.first].lineIndex;
    // 'MBA' / 'Finance' / 'Symbiosis Institute of Business Management': a field of study printed on a line of its
    // own between the degree and its school is no school; a named institution opening one of the two lines under
    // the degree, read as a detail, is (before any field of another entry).
    const named = institutionUnder(segs, labels, line);
    if (named !== undefined) {
      d.school = { text: segs[named].text, confidence: Math.min(confidence[named], 0.5), order: named };
      d.details = d.details.filter((x) => x !== segs[named].text);
      continue;
    }
    for (const near of [line - 1, line + 1]) {
      const k = segs.findIndex((g) => g.lineIndex === near);
      if (k < 0 || !['detail', 'other', 'location'].includes(labels[k]) || segs[k].isDate) continue;
      const text = segs[k].text;
      if (!/^\p{Lu}\p{L}/u.test(text) || /[\d:]/.test(text) || text.split(' ').length > 6 || degreeEvidence(text) >= 0.5 || placeEvidence(text) >= 0.8 || isColumnName(text)) continue;
      d.school = { text, confidence: Math.min(confidence[k], 0.5), order: k };
      d.details = d.details.filter((x) => x !== text);
      break;
    }
  }
  return drafts
    .filter((d) => d.degree || d.school)
    .map((d) => {
      const e: EducationEntry = { details: d.details };
      const confidence: NonNullable<EducationEntry['confidence']> = {};
      if (d.degree) {
        e.degree = unbracket(d.degree.text);
        confidence.degree = d.degree.confidence;
      }
      if (d.school) {
        e.institution = unbracket(d.school.text);
        confidence.institution = d.school.confidence;
      }
      if (d.date) e.dates = d.date;
      e.confidence = confidence;
      return e;
    });
}
