// Resume accuracy on the labelled corpora: the project's own (tests/fixtures/resumes, flat label lists) and the
// outside one (../shared/corpus/resumes, per-entry labels). Scoring follows the outside corpus README: a
// labelled entry counts when ONE parsed entry holds both its title and its employer, matched after folding case,
// punctuation and whitespace, or one containing the other at ≥ 60% of its length.
import type { ResumeLabels } from './score-profile.ts';
import { examplesOf, trainModel, type TrainingExample } from '../src/engine/profile/model/train.ts';
import type { SequenceModel } from '../src/engine/profile/model/perceptron.ts';
import { entrySectionRole, parseResume, readSections } from '../src/engine/profile/parse-resume.ts';
import { labelExperience } from '../src/engine/profile/model/entry-model.ts';
import { titleEvidence } from '../src/engine/gazetteer/gazetteer.ts';
import type { ResumeProfile } from '../src/engine/types.ts';
import { hasSharedCorpus, type Figure } from './corpus-paths.ts';
import { loadResumeCorpus, type CorpusDocument, type SharedLabels } from './resume-corpus.ts';
import { errorKinds, formatKinds, sumKinds, type KindCounts } from './error-kinds.ts';

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
  /** Why entries were missed, as counts (error-kinds.ts); the only trace the checking half leaves besides figures. */
  kinds: KindCounts = {};
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

function scoreShared(file: string, labels: SharedLabels, profile: ResumeProfile, layout?: ReturnType<typeof readSections>, segments?: Parameters<typeof errorKinds>[5]): Scorer {
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
  s.kinds = errorKinds(labels, profile, anyMatch, fold, layout, segments);
  return s;
}

function scoreDocument(d: CorpusDocument, model: SequenceModel, kinds = true): Scorer {
  const profile = parseResume(d.doc, model);
  if (d.kind === 'own') return scoreOwn(d.file, d.own, profile);
  // Without the printed table's error kinds, the figures and misses need no second reading of the layout.
  if (!kinds) return scoreShared(d.file, d.shared, profile as ResumeProfile);
  // What the model read each segment of the entry sections as, for the counts of error kinds.
  const layout = readSections(d.doc, { wrappedEnds: true });
  const segments = layout.sections.flatMap((s) => {
    const role = entrySectionRole(s);
    if (role !== 'experience' && role !== 'positions') return [];
    const { segs, labels } = labelExperience(model, s.lines, role, layout.layout);
    return segs.map((g, i) => ({ text: g.text, label: labels[i] as string, lineText: g.line.text, bullet: g.line.bullet, bold: g.line.bold, titleEvidence: titleEvidence(g.text) }));
  });
  return scoreShared(d.file, d.shared, profile as ResumeProfile, layout, segments);
}

function toFigures(scorers: Scorer[]): Figure[] {
  const sum = emptyTally();
  for (const s of scorers) for (const f of FIELDS) {
    sum[f].hit += s.tally[f].hit;
    sum[f].total += s.tally[f].total;
  }
  return FIELDS.map((f) => ({ field: f, ...sum[f] }));
}

const pct = (f: Figure | undefined) => (!f ? '' : f.total ? `${((100 * f.hit) / f.total).toFixed(1)}%` : '—');

/** Fields side by side, one column per set: the unseen figures first. */
function formatColumns(title: string, columns: Array<[string, Figure[] | undefined]>): string {
  const cols = columns.filter((c): c is [string, Figure[]] => !!c[1]);
  const head = `  ${'field'.padEnd(38)}${cols.map(([n]) => n.padStart(26)).join('')}`;
  const rows = FIELDS.map((field) => `  ${field.padEnd(38)}${cols.map(([, fs]) => {
    const f = fs.find((x) => x.field === field)!;
    return `${f.hit}/${f.total} ${pct(f)}`.padStart(26);
  }).join('')}`);
  return [`== ${title}`, head, ...rows].join('\n');
}

const FAMILY_FIELDS: Array<[Field, string]> = [
  ['name', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['experience entries (core)', 'entries'],
  ['dates (start+end year)', 'dates'],
  ['education (degree+school)', 'education'],
  ['skills recall', 'skills'],
];

function formatFamilies(title: string, rows: Array<{ family: string; figures: Figure[]; docs: number }>): string {
  const head = `  ${'family (left out of training)'.padEnd(32)}${FAMILY_FIELDS.map(([, n]) => n.padStart(10)).join('')}`;
  return [
    `== ${title}`,
    head,
    ...rows.map((r) => `  ${`${r.family} (${r.docs})`.padEnd(32)}${FAMILY_FIELDS.map(([f]) => pct(r.figures.find((x) => x.field === f)).padStart(10)).join('')}`),
  ].join('\n');
}

export interface ResumeFigures {
  /** The project's own fixtures, scored by the model trained on them (seen). */
  own: Figure[];
  /** The project's own template families (tests/fixtures/parser-families), each scored by a model trained without it. */
  families: Figure[];
  /** The layout randomiser's two families (layout-mix-a, -b), each scored by a model trained without it (with the other). */
  layoutMix?: Figure[];
  /** Session 31's two families (more-mix-a, -b: title lines holding more, employers over a title set apart, education lines that are no degree), each scored by a model trained on the other. */
  moreMix?: Figure[];
  /** Synthetic families, each scored by a model trained without that family and without the checking half. */
  lofo?: Figure[];
  /** The real checking half (never trained on, never read while designing). */
  check?: Figure[];
  /** The real tuning half, scored by a model trained on it (seen). */
  tuning?: Figure[];
  /** The real tuning half in two folds, each scored by a model trained without it (unseen). */
  tuningUnseen?: Figure[];
}

export interface EvaluateOptions {
  /** False skips the tuning half's 2-fold figure (two trainings). */
  tuningFolds?: boolean;
  /** False leaves the project's template families out of every training: their figure before they were trained on. */
  trainOnFamilies?: boolean;
  /** False neither scores nor prints the checking half, so that a run for design does not look at it. */
  checking?: boolean;
  /** Own template families left out of every training (still scored): a family's figure before it was trained on. */
  untrainedFamilies?: string[];
  /**
   * False skips what only the printed tables show: the tuning half scored by the model trained on it, and the error
   * kinds' second reading of each document's layout (the figures and misses are the same; the kinds table is not).
   */
  tables?: boolean;
}

/**
 * EVAL_FAMILIES_UNTRAINED=1, EVAL_HIDE_CHECKING=1 and EVAL_UNTRAINED_FAMILIES=name,name set the options above for
 * `npm run eval -- resumes`.
 */
const envOptions = (): EvaluateOptions => ({
  trainOnFamilies: process.env.EVAL_FAMILIES_UNTRAINED !== '1',
  checking: process.env.EVAL_HIDE_CHECKING !== '1',
  untrainedFamilies: (process.env.EVAL_UNTRAINED_FAMILIES ?? '').split(',').filter(Boolean),
});

/** Leave-one-family-out over one set's families: each family scored by a model trained on the rest. */
function leaveOneFamilyOut(docs: CorpusDocument[], set: CorpusDocument['set'], train: (keep: (d: CorpusDocument) => boolean) => SequenceModel, kinds = true) {
  const families = [...new Set(docs.filter((d) => d.set === set && d.family).map((d) => d.family!))].sort();
  const rows: Array<{ family: string; figures: Figure[]; docs: number }> = [];
  const scorers: Scorer[] = [];
  const byFamily = new Map<string, Scorer[]>();
  for (const family of families) {
    const model = train((d) => !(d.set === set && d.family === family));
    const scored = docs.filter((d) => d.set === set && d.family === family).map((d) => scoreDocument(d, model, kinds));
    scorers.push(...scored);
    byFamily.set(family, scored);
    rows.push({ family, figures: toFigures(scored), docs: scored.length });
  }
  return { rows, scorers, byFamily };
}

/** The layout randomiser's families (tests/fixtures/parser-families/generate.ts), figured apart from the templates. */
const isLayoutMix = (family: string) => family.startsWith('layout-mix');
/** Session 31's families (generate.ts, more-mix-a and -b), figured apart so that the figures before them stay comparable. */
const isMoreMix = (family: string) => family.startsWith('more-mix');

/**
 * Trains in-process and scores each set with a model that did not see it: leave-one-family-out on the synthetic
 * corpus and on the project's own template families, and the fixed checking half of the real corpus. Misses are
 * listed for the sets one may look at (the tuning half, the own fixtures, the left-out families), never for the
 * checking half.
 */
export async function evaluate(options: EvaluateOptions = {}): Promise<{ table: string; misses: string[]; figures: Figure[]; byCorpus: ResumeFigures }> {
  const opts = { ...envOptions(), ...options };
  const docs = await loadResumeCorpus();
  const examples = new Map<string, TrainingExample[]>(docs.map((d) => [d.id, examplesOf(d)]));
  const untrained = new Set(opts.untrainedFamilies ?? []);
  const trainable = (d: CorpusDocument) => d.set !== 'real-check' && (d.set !== 'families' || (opts.trainOnFamilies !== false && !untrained.has(d.family!)));
  const train = (keep: (d: CorpusDocument) => boolean) => trainModel(docs.filter((d) => trainable(d) && keep(d)).flatMap((d) => examples.get(d.id)!));
  const main = train(() => true);
  const kinds = opts.tables !== false;
  const own = docs.filter((d) => d.set === 'own').map((d) => scoreDocument(d, main));
  const ownFamilies = leaveOneFamilyOut(docs, 'families', train, kinds);
  const templates = [...ownFamilies.byFamily].filter(([f]) => !isLayoutMix(f) && !isMoreMix(f)).flatMap(([, s]) => s);
  const mixed = [...ownFamilies.byFamily].filter(([f]) => isLayoutMix(f)).flatMap(([, s]) => s);
  const more = [...ownFamilies.byFamily].filter(([f]) => isMoreMix(f)).flatMap(([, s]) => s);
  const byCorpus: ResumeFigures = { own: toFigures(own), families: toFigures(templates), layoutMix: toFigures(mixed), ...(more.length ? { moreMix: toFigures(more) } : {}) };
  const misses = own.flatMap((s) => s.misses);
  const tables: string[] = [];
  const familiesTable = formatFamilies(`the project's template families (tests/fixtures/parser-families), each scored by a model trained without that family${opts.trainOnFamilies === false ? ' (and without the others: EVAL_FAMILIES_UNTRAINED)' : ''}`, ownFamilies.rows);
  if (hasSharedCorpus()) {
    const synthetic = leaveOneFamilyOut(docs, 'synthetic', train, kinds);
    const lofo = synthetic.scorers;
    const check = opts.checking === false ? [] : docs.filter((d) => d.set === 'real-check').map((d) => scoreDocument(d, main, kinds));
    // The tuning half scored unseen too (two folds, each by a model trained without it): a real-document figure
    // whose misses may be read.
    const dev = docs.filter((d) => d.set === 'real-dev');
    const tuningUnseen: Scorer[] = [];
    for (const fold of opts.tuningFolds === false ? [] : [0, 1]) {
      const held = new Set(dev.filter((_, i) => i % 2 === fold).map((d) => d.id));
      const model = train((d) => !held.has(d.id));
      tuningUnseen.push(...dev.filter((d) => held.has(d.id)).map((d) => scoreDocument(d, model, kinds)));
    }
    const tuning = kinds ? docs.filter((d) => d.set === 'real-dev').map((d) => scoreDocument(d, main)) : [];
    byCorpus.lofo = toFigures(lofo);
    if (check.length) byCorpus.check = toFigures(check);
    if (tuning.length) byCorpus.tuning = toFigures(tuning);
    if (tuningUnseen.length) byCorpus.tuningUnseen = toFigures(tuningUnseen);
    misses.push(...tuningUnseen.flatMap((s) => s.misses.map((m) => `(2-fold) ${m}`)), ...lofo.flatMap((s) => s.misses), ...ownFamilies.scorers.flatMap((s) => s.misses.map((m) => `(families) ${m}`)));
    tables.push(
      formatColumns('resumes: UNSEEN (headline) beside SEEN', [
        [`LOFO synthetic (${lofo.length})`, byCorpus.lofo],
        [`LOFO own families (${templates.length})`, byCorpus.families],
        [`LOFO layout-mix (${mixed.length})`, byCorpus.layoutMix],
        [`LOFO more-mix (${more.length})`, byCorpus.moreMix],
        [`checking half (${check.length})`, byCorpus.check],
        [`tuning half, 2-fold (${tuningUnseen.length})`, byCorpus.tuningUnseen],
        [`tuning half, seen (${tuning.length})`, byCorpus.tuning],
        [`own fixtures, seen (${own.length})`, byCorpus.own],
      ]),
      formatFamilies('synthetic corpus, per template family, each scored by a model trained without that family', synthetic.rows),
      familiesTable,
      formatKinds([
        [`LOFO (${lofo.length})`, sumKinds(lofo.map((x) => x.kinds))],
        [`own families (${templates.length})`, sumKinds(templates.map((x) => x.kinds))],
        [`layout-mix (${mixed.length})`, sumKinds(mixed.map((x) => x.kinds))],
        ...(more.length ? [[`more-mix (${more.length})`, sumKinds(more.map((x) => x.kinds))] as [string, ReturnType<typeof sumKinds>]] : []),
        [`tuning 2-fold (${tuningUnseen.length})`, sumKinds(tuningUnseen.map((x) => x.kinds))],
        ...(check.length ? [[`checking (${check.length})`, sumKinds(check.map((x) => x.kinds))] as [string, ReturnType<typeof sumKinds>]] : []),
      ]),
      '  (misses below: own fixtures, the tuning half scored 2-fold, and left-out families; the checking half is never listed)',
    );
  } else {
    misses.push(...ownFamilies.scorers.flatMap((s) => s.misses.map((m) => `(families) ${m}`)));
    tables.push(
      formatColumns(`resumes (outside corpus absent)`, [
        [`LOFO own families (${templates.length})`, byCorpus.families],
        [`LOFO layout-mix (${mixed.length})`, byCorpus.layoutMix],
        [`LOFO more-mix (${more.length})`, byCorpus.moreMix],
        [`own fixtures, seen (${own.length})`, byCorpus.own],
      ]),
      familiesTable,
    );
  }
  return { table: tables.join('\n'), misses, figures: byCorpus.check ?? byCorpus.own, byCorpus };
}

export function figureOf(figures: Figure[], field: Field): Figure {
  return figures.find((f) => f.field === field)!;
}
