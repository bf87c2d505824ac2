// Resume accuracy on the labelled corpora: the project's own (tests/fixtures/resumes, flat label lists) and the
// outside one (../shared/corpus/resumes, per-entry labels). Scoring follows the outside corpus README: a
// labelled entry counts when ONE parsed entry holds both its title and its employer, matched after folding case,
// punctuation and whitespace, or one containing the other at ≥ 60% of its length.
import type { ResumeLabels } from './score-profile.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractDocument } from '../src/engine/extract/extract-document.ts';
import { parseResume } from '../src/engine/profile/parse-resume.ts';
import type { ResumeProfile } from '../src/engine/types.ts';
import { formatFigures, hasSharedCorpus, OWN_RESUMES_DIR, SHARED_RESUMES_DIR, type Figure } from './corpus-paths.ts';

/** Folds case, punctuation and whitespace: 'FACEBOOK |' and 'Facebook' fold alike. */
export function fold(s: string | null | undefined): string {
  return (s ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

/** The corpus README's rule: equal after folding, or one containing the other at ≥ 60% of its length. */
export function matchesLoosely(expected: string | null | undefined, actual: string | null | undefined): boolean {
  const a = fold(expected);
  const b = fold(actual);
  if (!a || !b) return false;
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= long.length * 0.6 && long.includes(short);
}

const anyMatch = (options: Array<string | null | undefined>, actual: string | null | undefined) =>
  options.some((o) => matchesLoosely(o, actual));

export const phoneDigits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** The own corpus's flat labels: the shape the parser's scoring helper already knows. */
type OwnLabels = ResumeLabels;

interface SharedEntry {
  title: string;
  employer: string;
  titleAlt?: string[];
  employerAlt?: string[];
  startYear?: number | null;
  endYear?: number | null;
  section?: string;
  core: boolean;
}

interface SharedLabels {
  name: string | null;
  nameAlt?: string[];
  email: string | null;
  emailAlt?: string[];
  phone: string | null;
  experience: SharedEntry[];
  education: Array<{ degree: string | null; school: string | null; degreeAlt?: string[]; schoolAlt?: string[] }>;
  certifications: string[];
  skills: string[];
}

export const FIELDS = [
  'name',
  'email',
  'phone',
  'experience entries (core)',
  '  of which title and employer in place',
  'other positions (non-core)',
  'dates (start+end year)',
  'education (degree+school)',
  'certifications',
  'skills recall',
] as const;
export type Field = (typeof FIELDS)[number];

type Tally = Record<Field, { hit: number; total: number }>;
const emptyTally = (): Tally => Object.fromEntries(FIELDS.map((f) => [f, { hit: 0, total: 0 }])) as Tally;

class Scorer {
  readonly tally = emptyTally();
  readonly misses: string[] = [];
  readonly file: string;
  constructor(file: string) {
    this.file = file;
  }
  count(field: Field, ok: boolean, miss: () => string) {
    this.tally[field].total++;
    if (ok) this.tally[field].hit++;
    else this.misses.push(`${this.file} ${field}: ${miss()}`);
  }
}

/** A single value labelled `null` (not printed) counts as right when the parser finds nothing either. */
function scoreSingle(s: Scorer, field: Field, expected: Array<string | null>, actual: string | undefined, same: (a: string, b: string) => boolean) {
  const wanted = expected.filter((e): e is string => !!e);
  const ok = wanted.length ? !!actual && wanted.some((e) => same(e, actual)) : !actual;
  s.count(field, ok, () => `expected ${JSON.stringify(expected[0])}, got ${JSON.stringify(actual ?? null)}`);
}

const show = (p: { title?: string; company?: string }) => `${p.title ?? '∅'} @ ${p.company ?? '∅'}`;

function scoreSkills(s: Scorer, expected: string[], profile: ResumeProfile) {
  for (const skill of expected) {
    s.count('skills recall', profile.skills.some((p) => matchesLoosely(skill, p)), () => skill);
  }
}

function scoreCertifications(s: Scorer, expected: string[], profile: ResumeProfile) {
  for (const cert of expected) {
    s.count('certifications', profile.certifications.some((p) => matchesLoosely(cert, p)), () => `${cert} ∉ ${JSON.stringify(profile.certifications)}`);
  }
}

function scoreOwn(file: string, labels: OwnLabels, profile: ResumeProfile): Scorer {
  const s = new Scorer(file);
  scoreSingle(s, 'name', [labels.name], profile.name, (a, b) => fold(a) === fold(b));
  scoreSingle(s, 'email', [labels.email], profile.contact.email, (a, b) => a.toLowerCase() === b.toLowerCase());
  scoreSingle(s, 'phone', [labels.phone ?? null], profile.contact.phone, (a, b) => phoneDigits(a) === phoneDigits(b));
  // Flat lists: a promotion gives two titles under one employer, so a labelled title counts when one parsed
  // entry holds it together with one of the labelled employers.
  for (const title of labels.titles) {
    const ok = profile.experience.some((e) => matchesLoosely(title, e.title) && anyMatch(labels.employers, e.company));
    s.count('experience entries (core)', ok, () => `${title} ∉ ${profile.experience.map(show).join(' | ')}`);
    // Matched slot by slot here, so every entry found is in place.
    if (ok) s.count('  of which title and employer in place', true, () => '');
  }
  for (const degree of labels.degrees) {
    s.count('education (degree+school)', profile.education.some((e) => matchesLoosely(degree, e.degree)), () => `${degree} ∉ ${JSON.stringify(profile.education.map((e) => e.degree))}`);
  }
  scoreCertifications(s, labels.certifications, profile);
  scoreSkills(s, labels.skills, profile);
  return s;
}

function scoreShared(file: string, labels: SharedLabels, profile: ResumeProfile): Scorer {
  const s = new Scorer(file);
  scoreSingle(s, 'name', [labels.name, ...(labels.nameAlt ?? [])], profile.name, (a, b) => fold(a) === fold(b));
  scoreSingle(s, 'email', [labels.email, ...(labels.emailAlt ?? [])], profile.contact.email, (a, b) => a.toLowerCase() === b.toLowerCase());
  scoreSingle(s, 'phone', [labels.phone], profile.contact.phone, (a, b) => phoneDigits(a) === phoneDigits(b));
  // Non-core positions (Research, Leadership, Service…) may fairly land in otherPositions, experience or projects: they are
  // reported on their own line, with no floor, and do not count toward the core figure.
  const projectsAsEntries: Array<{ title?: string; company?: string; startYear?: number; endYear?: number | null }> = profile.projects.map((p) => ({
    title: p.name,
    company: p.details[0],
  }));
  const used = new Set<object>();
  for (const want of labels.experience) {
    const titles = [want.title, ...(want.titleAlt ?? [])];
    const employers = [want.employer, ...(want.employerAlt ?? [])];
    const pool = want.core ? profile.experience : [...profile.experience, ...(profile.otherPositions ?? []), ...projectsAsEntries];
    const holds = (e: { title?: string; company?: string }) =>
      // Title and employer may be read into each other's slot ('FACEBOOK | SOFTWARE ENGINEER').
      (anyMatch(titles, e.title) && anyMatch(employers, e.company)) || (anyMatch(titles, e.company) && anyMatch(employers, e.title));
    // Two labelled positions can read alike ('Research Assistant' at one university twice): each takes its
    // own parsed entry, the one with its years when there is one.
    const holding = pool.filter(holds);
    const sameYears = (e: { startYear?: number; endYear?: number | null }) => e.startYear === want.startYear && e.endYear === (want.endYear ?? null);
    const found = holding.find((e) => !used.has(e) && sameYears(e)) ?? holding.find((e) => !used.has(e)) ?? holding[0];
    if (found) used.add(found);
    const field: Field = want.core ? 'experience entries (core)' : 'other positions (non-core)';
    s.count(field, !!found, () => `${want.title} @ ${want.employer} ∉ ${pool.map(show).join(' | ') || '(none)'}`);
    // The figure above accepts a title read into the employer's slot and back; a letter needs them in place.
    if (want.core && found) {
      s.count('  of which title and employer in place', anyMatch(titles, found.title) && anyMatch(employers, found.company), () => `${want.title} @ ${want.employer} read as ${show(found)}`);
    }
    if (!want.core || !want.startYear) continue;
    // Dates are judged on the entry that holds the position, else on the one naming its employer.
    const dated = found ?? profile.experience.find((e) => anyMatch(employers, e.company) || anyMatch(titles, e.title));
    const ok = !!dated && dated.startYear === want.startYear && dated.endYear === (want.endYear ?? null);
    s.count('dates (start+end year)', ok, () => `${want.employer} ${want.startYear}–${want.endYear ?? 'present'}, got ${dated ? `${dated.startYear}–${dated.endYear === null ? 'present' : dated.endYear}` : 'no entry'}`);
  }
  for (const want of labels.education) {
    const degrees = [want.degree, ...(want.degreeAlt ?? [])];
    const schools = [want.school, ...(want.schoolAlt ?? [])];
    const ok = profile.education.some(
      (e) => (want.degree === null || anyMatch(degrees, e.degree)) && (want.school === null || anyMatch(schools, e.institution)),
    );
    s.count('education (degree+school)', ok, () => `${want.degree ?? '∅'} / ${want.school ?? '∅'} ∉ ${profile.education.map((e) => `${e.degree ?? '∅'} / ${e.institution ?? '∅'}`).join(' | ') || '(none)'}`);
  }
  scoreCertifications(s, labels.certifications, profile);
  scoreSkills(s, labels.skills, profile);
  return s;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * Scores one corpus. `plainText` parses each document's text without its layout (what a pasted resume gives):
 * printed for information, to show how much of the reading rests on layout.
 */
async function scoreCorpus(kind: 'own' | 'shared', plainText = false): Promise<Scorer[]> {
  const dir = kind === 'own' ? OWN_RESUMES_DIR : SHARED_RESUMES_DIR;
  const index = readJson<Array<{ file: string; labels: string }>>(path.join(dir, 'index.json'));
  const out: Scorer[] = [];
  for (const item of index) {
    const doc = await extractDocument(new Uint8Array(readFileSync(path.join(dir, item.file))));
    const profile = parseResume(plainText ? doc.text : doc);
    const labels = path.join(dir, item.labels);
    out.push(kind === 'own' ? scoreOwn(item.file, readJson<OwnLabels>(labels), profile) : scoreShared(item.file, readJson<SharedLabels>(labels), profile));
  }
  return out;
}

/** The floors the accuracy test asserts on both corpora together. */
export const FLOORS: Partial<Record<Field, number>> = {
  name: 1,
  email: 1,
  phone: 1,
  'experience entries (core)': 0.95,
  'education (degree+school)': 0.95,
  'skills recall': 0.9,
};

function toFigures(scorers: Scorer[], withFloors: boolean): Figure[] {
  const sum = emptyTally();
  for (const s of scorers) for (const f of FIELDS) {
    sum[f].hit += s.tally[f].hit;
    sum[f].total += s.tally[f].total;
  }
  return FIELDS.map((f) => ({ field: f, ...sum[f], ...(withFloors && FLOORS[f] !== undefined ? { floor: FLOORS[f] } : {}) }));
}

export interface ResumeFigures {
  own: Figure[];
  /** Undefined when ../shared/corpus is absent. */
  shared?: Figure[];
  both: Figure[];
}

export async function evaluate(): Promise<{ table: string; misses: string[]; figures: Figure[]; byCorpus: ResumeFigures }> {
  const own = await scoreCorpus('own');
  const shared = hasSharedCorpus() ? await scoreCorpus('shared') : undefined;
  const byCorpus: ResumeFigures = {
    own: toFigures(own, false),
    shared: shared && toFigures(shared, false),
    both: toFigures([...own, ...(shared ?? [])], true),
  };
  const plain = shared && toFigures(await scoreCorpus('shared', true), false);
  const table = [
    formatFigures(`resumes, own corpus (${own.length} files)`, byCorpus.own),
    ...(byCorpus.shared ? [formatFigures(`resumes, outside corpus (${shared!.length} files)`, byCorpus.shared)] : []),
    formatFigures(`resumes, both together (${own.length + (shared?.length ?? 0)} files)`, byCorpus.both),
    ...(plain ? [formatFigures('for information: outside corpus read as plain text, without layout', plain)] : []),
  ].join('\n');
  const misses = [...own, ...(shared ?? [])].flatMap((s) => s.misses);
  return { table, misses, figures: byCorpus.both, byCorpus };
}

export function figureOf(figures: Figure[], field: Field): Figure {
  return figures.find((f) => f.field === field)!;
}
