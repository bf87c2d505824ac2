// Training data augmentation: the labelled positions and schools of a document, printed again in other layouts.
// Real resumes are few and each holds one layout, so a model trained on them alone learns those layouts; a
// user's resume will have another. Each labelled document gives a few more documents with the same titles,
// employers, degrees and schools (so the aligner labels them as it labels the original) set in the header
// patterns resumes use: title and employer in either order, on one line or two, joined by " | ", " — ", ",",
// " at "; dates beside them, on their own line, stacked, in a left gutter or in brackets; employer lines with a
// town; several positions under one employer; headers led by a bullet glyph; education as rows of a table.
// The description lines are the document's own. Deterministic: the document's id seeds every choice.
// Not on the runtime path: used by training only.
import type { ExtractedDocument, TextLine } from '../../types.ts';
import { wordCount } from '../resume-lines.ts';
import { seeded } from './perceptron.ts';

export interface LabelledPosition {
  title: string;
  employer: string;
  startYear?: number | null;
  endYear?: number | null;
}

export interface LabelledSchool {
  degree: string | null;
  school: string | null;
}

type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// Known places, small towns no gazetteer holds before a state ('Millbrook, NY'), and towns alone that no
// gazetteer holds ('Kelmscott'): the aligner reads the last as other text, as it does on real documents.
// Some employer lines carry a street address before the town ('1200 Oak Street, Plano, TX 75024').
const TOWNS = [
  'Springfield, IL', 'Leeds, UK', 'Pune, India', 'Toronto, ON', 'Austin, Texas', 'Remote', 'Dublin, Ireland', 'Denver, CO 80202', 'Sydney, NSW',
  'Millbrook, NY', 'Oak Ridge, TN', 'Bexley, OH 43209', 'Kelmscott', 'Tarrytown', 'Ravenshoe', 'Castleford',
  '1200 Oak Street, Plano, TX 75024', '45 High Street, Leeds', '12 MG Road, Bengaluru', 'Suite 300, Boston, MA',
];
// Remarks a header may carry beside the employer: other text.
const REMARKS = ['', '', '', ' (Contract)', ', Full-time', ' (Part-time)', ', Hybrid'];
const DASHES = [' – ', ' - ', '–', ' — ', ' to '];

/** How a document prints its dates: one style for all its entries, as documents do. */
interface DateStyle {
  form: 'year' | 'mon' | 'month' | 'mm/yyyy' | 'mm/yy' | 'dd/mm/yyyy';
  dash: string;
  open: string;
}

function randomDateStyle(rng: Rng): DateStyle {
  const form = pick(rng, ['year', 'mon', 'mon', 'month', 'mm/yyyy', 'mm/yy', 'dd/mm/yyyy'] as const);
  // An open end may be left blank ('2016–').
  return { form, dash: form === 'mm/yy' ? ' - ' : pick(rng, DASHES), open: pick(rng, ['Present', 'Current', 'Now', 'present', '']) };
}

function datePoint(style: DateStyle, year: number, month: number): string {
  const mm = String(month + 1).padStart(2, '0');
  if (style.form === 'year') return String(year);
  if (style.form === 'mon') return `${MONTHS[month].slice(0, 3)}${month % 3 === 0 ? '.' : ''} ${year}`;
  if (style.form === 'month') return `${MONTHS[month]} ${year}`;
  if (style.form === 'mm/yyyy') return `${mm}/${year}`;
  if (style.form === 'dd/mm/yyyy') return `${String(1 + ((year * 7 + month * 3) % 28)).padStart(2, '0')}/${mm}/${year}`;
  return `${mm}/${String(year).slice(2)}`;
}

/** The range as two printed ends ('Jan 2019', 'Mar 2021' / 'Present'), or undefined without a start year. */
function dateEnds(rng: Rng, style: DateStyle, p: { startYear?: number | null; endYear?: number | null }): [string, string] | undefined {
  if (!p.startYear) return undefined;
  const from = datePoint(style, p.startYear, Math.floor(rng() * 12));
  const to = p.endYear ? datePoint(style, p.endYear, Math.floor(rng() * 12)) : style.open;
  return [from, to];
}

interface DraftLine {
  text: string;
  bold?: boolean;
  /** Indent in points from the left margin. */
  indent?: number;
  size?: number;
  /** Extra space above (a new entry or section). */
  space?: number;
  /** The line runs to the right margin (a right-aligned date after a tab). */
  full?: boolean;
}

type HeaderStyle = (p: LabelledPosition, dates: [string, string] | undefined, town: string, ctx: { sameEmployer: boolean; caps: boolean }) => DraftLine[];

const range = (d: [string, string] | undefined, dash: string) => (d ? `${d[0]}${dash}${d[1]}` : '');
const withTab = (text: string, d: string) => (d ? `${text}\t${d}` : text);
const cased = (s: string, caps: boolean) => (caps ? s.toUpperCase() : s);

function headerStyles(dash: string): HeaderStyle[] {
  return [
    // Title ⇥ dates / Employer, Town
    (p, d, town, c) => [{ text: withTab(cased(p.title, c.caps), range(d, dash)), bold: true, full: !!d, space: 6 }, { text: `${p.employer}, ${town}` }],
    // Employer ⇥ Town / Title ⇥ dates; several positions under one employer print it once.
    (p, d, town, c) => [
      ...(c.sameEmployer ? [] : [{ text: `${cased(p.employer, c.caps)}\t${town}`, bold: true, full: true, space: 6 }]),
      { text: withTab(p.title, range(d, dash)), full: !!d, space: c.sameEmployer ? 4 : 0 },
    ],
    // Title | Employer | Town | dates
    (p, d, town) => [{ text: [p.title, p.employer, town, range(d, dash)].filter(Boolean).join(' | '), bold: true, space: 6 }],
    // Employer — Title — Town / dates
    (p, d, town) => [{ text: `${p.employer} — ${p.title} — ${town}`, bold: true, space: 6 }, ...(d ? [{ text: range(d, dash) }] : [])],
    // Title at Employer ⇥ dates
    (p, d) => [{ text: withTab(`${p.title} at ${p.employer}`, range(d, dash)), bold: true, full: !!d, space: 6 }],
    // Title, Employer, Town (dates)
    (p, d, town) => [{ text: `${p.title}, ${p.employer}, ${town}${d ? ` (${range(d, dash)})` : ''}`, space: 6 }],
    // dates ⇥ Title / ⇥ Employer, Town: a left date gutter.
    (p, d, town) => [{ text: d ? `${range(d, dash)}\t${p.title}` : p.title, bold: !d, space: 6 }, { text: `${p.employer}, ${town}`, indent: 110 }],
    // Title / Employer / 'Jan 2019 –' / 'Mar 2021': dates stacked in a narrow gutter.
    // ('05/19' alone is no date: month and two-digit year stay on one line.)
    (p, d) => [{ text: p.title, bold: true, space: 6 }, { text: p.employer }, ...(!d ? [] : /^\d\d\/\d\d$/.test(d[0]) ? [{ text: range(d, ' - ') }] : [{ text: `${d[0]} –` }, ...(d[1] ? [{ text: d[1] }] : [])])],
    // EMPLOYER (dates) – Title
    (p, d) => [{ text: `${p.employer.toUpperCase()}${d ? ` (${range(d, dash)})` : ''} – ${p.title}`, bold: true, space: 6 }],
    // [dates - Employer - Town] / Title
    (p, d, town) => [{ text: `[${[range(d, ' - '), p.employer, town].filter(Boolean).join(' - ')}]`, space: 6 }, { text: p.title, bold: true }],
    // • Employer, Town / Title ⇥ dates: a header led by a bullet glyph.
    (p, d, town) => [{ text: `• ${p.employer}, ${town}`, bold: true, space: 6 }, { text: withTab(p.title, range(d, dash)), full: !!d }],
    // dates / Title / Employer
    (p, d) => [...(d ? [{ text: range(d, dash), space: 6 }] : []), { text: p.title, bold: true, space: d ? 0 : 6 }, { text: p.employer }],
    // Title / Employer, Town / dates alone on their line at the right margin.
    (p, d, town) => [{ text: p.title, bold: true, space: 6 }, { text: `${p.employer}, ${town}` }, ...(d ? [{ text: range(d, dash), indent: 380 }] : [])],
    // Employer, Town ⇥ dates / Title (italic, so not bold)
    (p, d, town) => [{ text: withTab(`${p.employer}, ${town}`, range(d, dash)), bold: true, full: !!d, space: 6 }, { text: p.title }],
  ];
}

type SchoolStyle = (s: LabelledSchool, year: string, town: string) => DraftLine[];

const SCORES = ['GPA: 3.6/4.0', '8.2 CGPA', '76%', 'First Class', 'Grade: A'];
const DEPARTMENTS = ['Department of Economics', 'Faculty of Engineering', 'Department of Computer Science', 'Faculty of Arts and Humanities'];

/**
 * School-level qualifications with schools of their kind, set after the labelled schools of some generated
 * documents (training adds them to the document's labels): resumes list them, and the labelled resumes few.
 */
export const SCHOOL_LEVEL: readonly LabelledSchool[] = [
  { degree: 'Higher Secondary Certificate', school: 'Notre Dame College' },
  { degree: 'SSC', school: 'Motijheel Government Boys High School' },
  { degree: 'Class XII', school: 'Delhi Public School' },
  { degree: 'Class X', school: 'Kendriya Vidyalaya No. 2' },
  { degree: 'SSLC', school: "St. Joseph's Boys' High School" },
  { degree: 'A-levels', school: 'Riverside Sixth Form College' },
  { degree: 'GCSEs', school: 'Westfield Community School' },
  { degree: 'High School Diploma', school: 'Lincoln High School' },
  { degree: 'International Baccalaureate Diploma', school: 'Greenwood International School' },
];

function schoolStyles(): SchoolStyle[] {
  const both = (s: LabelledSchool, sep: string) => [s.degree, s.school].filter(Boolean).join(sep);
  return [
    (s, y) => [{ text: withTab(both(s, ', '), y), bold: true, full: !!y, space: 6 }],
    (s, y, town) => [...(s.school ? [{ text: `${s.school}\t${town}`, bold: true, full: true, space: 6 }] : []), ...(s.degree ? [{ text: withTab(s.degree, y), full: !!y }] : [])],
    // A table row: year | degree | institute | score.
    (s, y) => [{ text: [y, s.degree, s.school, SCORES[(s.degree ?? '').length % SCORES.length]].filter(Boolean).join('\t'), space: 4 }],
    (s, y) => [{ text: [s.degree, s.school, y].filter(Boolean).join(' | '), space: 6 }],
    (s, y, town) => [...(s.degree ? [{ text: s.degree, bold: true, space: 6 }] : []), ...(s.school ? [{ text: `${s.school}, ${town}` }] : []), ...(y ? [{ text: y }] : [])],
    (s, y) => [{ text: [s.school, s.degree, y].filter(Boolean).join(' — '), space: 6 }],
    (s, y) => [{ text: y ? `${y}\t${both(s, ', ')}` : both(s, ', '), space: 6 }],
    // School, Degree ⇥ year: the school first on one line.
    (s, y) => [{ text: withTab([s.school, s.degree].filter(Boolean).join(', '), y), bold: true, full: !!y, space: 6 }],
    // Degree – School (year)
    (s, y) => [{ text: `${[s.degree, s.school].filter(Boolean).join(' – ')}${y ? ` (${y})` : ''}`, space: 6 }],
    // School ⇥ year / its department / Degree
    (s, y) => [
      ...(s.school ? [{ text: withTab(s.school, y), bold: true, full: !!y, space: 6 }, { text: DEPARTMENTS[(s.school.length + (s.degree ?? '').length) % DEPARTMENTS.length] }] : []),
      ...(s.degree ? [{ text: s.degree, space: s.school ? 0 : 6 }] : []),
    ],
    // A year column: year ⇥ Degree / ⇥ School, Town, score
    (s, y, town) => [
      { text: y ? `${y}\t${s.degree ?? s.school ?? ''}` : (s.degree ?? s.school ?? ''), bold: true, space: 6 },
      ...(s.degree && s.school ? [{ text: `${s.school}, ${town}`, indent: 110 }] : []),
      { text: SCORES[(s.school ?? '').length % SCORES.length], indent: 110 },
    ],
  ];
}

const EXPERIENCE_HEADINGS = ['EXPERIENCE', 'Work Experience', 'PROFESSIONAL EXPERIENCE', 'Employment History', 'Career History'];
const EDUCATION_HEADINGS = ['EDUCATION', 'Education', 'ACADEMIC BACKGROUND', 'Education and Training'];

/** Description lines of the document itself, to sit under the generated headers. */
function descriptionLines(doc: ExtractedDocument, avoid: string[]): string[] {
  const lower = avoid.map((a) => a.toLowerCase()).filter((a) => a.length >= 3);
  return doc.lines
    .map((l) => l.text.replace(/^[•●▪◦\-*]\s*/u, '').trim())
    .filter((t) => wordCount(t) >= 8 && wordCount(t) <= 40 && !/\d{4}|@|\t| \| /.test(t) && !lower.some((a) => t.toLowerCase().includes(a)));
}

function hashOf(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Draft lines laid out on PDF pages: a left margin, a right edge, baselines going down. */
function layOut(drafts: DraftLine[]): TextLine[] {
  const out: TextLine[] = [];
  let y = 770;
  let page = 1;
  for (const d of drafts) {
    const size = d.size ?? 10;
    y -= size * 1.25 + (d.space ?? 0);
    if (y < 50) {
      page++;
      y = 770;
    }
    const x = 50 + (d.indent ?? 0);
    const width = d.full ? 545 - x : Math.min(495, d.text.length * size * 0.5);
    out.push({ text: d.text, page, x, y, fontSize: size, bold: !!d.bold, column: 0, width });
  }
  return out;
}

/** The share of generated documents that print runs of positions under one employer heading. */
const GROUPED_SHARE = 0.3;

/** Positions regrouped into runs of two or three under the first one's employer. */
function groupRuns(core: LabelledPosition[], rng: Rng): LabelledPosition[] {
  const out: LabelledPosition[] = [];
  for (let i = 0; i < core.length; ) {
    const n = Math.min(core.length - i, rng() < 0.5 ? 1 : rng() < 0.6 ? 2 : 3);
    for (let k = 0; k < n; k++) out.push({ ...core[i + k], employer: core[i].employer });
    i += n;
  }
  return out;
}

const GROUP_STYLES: HeaderStyle[] = [
  // EMPLOYER ⇥ Town / Title ⇥ dates / Title ⇥ dates
  (p, d, town, c) => [
    ...(c.sameEmployer ? [] : [{ text: `${cased(p.employer, c.caps)}\t${town}`, bold: true, full: true, space: 6 }]),
    { text: withTab(p.title, range(d, ' – ')), full: !!d, space: c.sameEmployer ? 4 : 0 },
  ],
  // Employer, Town / Title (bold) / dates
  (p, d, town, c) => [
    ...(c.sameEmployer ? [] : [{ text: `${cased(p.employer, c.caps)}, ${town}`, bold: true, space: 8 }]),
    { text: p.title, bold: !c.caps, space: 3 },
    ...(d ? [{ text: range(d, ' - ') }] : []),
  ],
  // Employer (bold) / Title | dates
  (p, d, _town, c) => [
    ...(c.sameEmployer ? [] : [{ text: cased(p.employer, c.caps), bold: true, space: 8 }]),
    { text: [p.title, range(d, ' – ')].filter(Boolean).join(' | '), space: 2 },
  ],
];

/** How many documents each labelled document gives. */
const AUGMENTED_PER_DOCUMENT = 2;

/**
 * The generated documents of one labelled document. `draw` picks another set of layouts for the same document
 * (draw 0 is the first): training averages models fitted on different draws, so no one draw decides.
 */
export function augmentDocument(id: string, doc: ExtractedDocument, positions: LabelledPosition[], schools: LabelledSchool[], draw = 0): ExtractedDocument[] {
  const core = positions.filter((p) => p.title && p.employer);
  if (!core.length && !schools.length) return [];
  const bullets = descriptionLines(doc, [...core.flatMap((p) => [p.title, p.employer]), ...schools.flatMap((s) => [s.degree ?? '', s.school ?? ''])]);
  const out: ExtractedDocument[] = [];
  for (let v = 0; v < AUGMENTED_PER_DOCUMENT; v++) {
    const rng = seeded(hashOf(draw ? `${id}#${draw}#${v}` : `${id}#${v}`));
    const dates = randomDateStyle(rng);
    const header = pick(rng, headerStyles(dates.dash));
    const school = pick(rng, schoolStyles());
    const caps = rng() < 0.2;
    const glyph = pick(rng, ['• ', '- ', '▪ ', '']);
    let b = Math.floor(rng() * Math.max(bullets.length, 1));
    const drafts: DraftLine[] = [
      { text: pick(rng, ['ALEX MORGAN', 'Alex Morgan', 'MORGAN, Alex', 'Morgan Alex']), bold: true, size: 18 },
      { text: 'alex.morgan@example.com | (555) 010-0199 | Springfield' },
    ];
    const section = (heading: string) => drafts.push({ text: heading, bold: true, size: 12, space: 10 });
    const experienceFirst = rng() < 0.7;
    // Some documents print runs of positions under one employer heading (a promotion path), whatever the
    // labels pair: the positions after the first of a run take its employer. Its own generator, so the other
    // choices stay as they were.
    const grouping = seeded(hashOf(`${id}#group#${draw}#${v}`));
    const printed = grouping() < GROUPED_SHARE ? groupRuns(core, grouping) : core;
    const writeExperience = () => {
      if (!core.length) return;
      section(pick(rng, EXPERIENCE_HEADINGS));
      const grouped = printed !== core;
      printed.forEach((p, i) => {
        const town = `${pick(rng, TOWNS)}${pick(rng, REMARKS)}`;
        const sameEmployer = i > 0 && printed[i - 1].employer === p.employer;
        // A run under one heading needs a header whose employer stands on a line of its own.
        const style = grouped ? GROUP_STYLES[hashOf(`${id}#${v}`) % GROUP_STYLES.length] : header;
        drafts.push(...style(p, dateEnds(rng, dates, p), town, { sameEmployer, caps }));
        const n = bullets.length ? 1 + Math.floor(rng() * 3) : 0;
        for (let k = 0; k < n; k++) drafts.push({ text: `${glyph}${bullets[b++ % bullets.length]}`, indent: glyph ? 10 : 0 });
      });
    };
    const writeEducation = () => {
      if (!schools.length) return;
      section(pick(rng, EDUCATION_HEADINGS));
      const last = Math.min(...core.map((p) => p.startYear ?? 9999), 2020);
      // Some documents go on to school-level qualifications, one or two.
      const extra = rng() < 0.4 ? [pick(rng, SCHOOL_LEVEL), ...(rng() < 0.5 ? [pick(rng, SCHOOL_LEVEL)] : [])] : [];
      [...schools, ...new Set(extra)].forEach((s, i) => {
        const year = rng() < 0.15 ? '' : rng() < 0.5 ? String(last - 1 - 3 * i) : `${last - 5 - 3 * i}${dates.dash}${last - 1 - 3 * i}`;
        drafts.push(...school(s, year, pick(rng, TOWNS)));
      });
    };
    if (experienceFirst) {
      writeExperience();
      writeEducation();
    } else {
      writeEducation();
      writeExperience();
    }
    const lines = layOut(drafts);
    out.push({ kind: 'pdf', text: lines.map((l) => l.text).join('\n'), lines, pageCount: lines[lines.length - 1]?.page ?? 1 });
  }
  return out;
}
