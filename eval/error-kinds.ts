// Why a labelled entry is missed, as counts only: the checking half's misses are never read, but which KIND of
// error dominates them can be. Each labelled core position, its dates and each labelled school that the score in
// eval-resumes.ts counts as missed falls in exactly one kind below; parsed entries that hold no labelled position
// or school are counted as spurious. Printed per split (LOFO, tuning half 2-fold, checking half); no strings.
import type { ResumeProfile } from '../src/engine/types.ts';
import type { SharedLabels } from './resume-corpus.ts';
import type { ResumeLayout } from '../src/engine/profile/parse-resume.ts';

type Match = (options: Array<string | null | undefined>, actual: string | null | undefined) => boolean;
type Fold = (s: string | null | undefined) => string;

export const ERROR_KINDS = [
  'entries: labelled (core)',
  'entries: missed',
  '  neither title nor employer read anywhere',
  '  title read, employer nowhere: its entry has no employer',
  '  title read, employer nowhere: its entry has another employer',
  '  employer read, title nowhere: its entry has no title',
  '  employer read, title nowhere: its entry has another title',
  '  title and employer read, in different entries (misattached)',
  '  held only in other positions / projects',
  '    · misattached: the title\'s entry right after the employer\'s',
  '    · misattached: the title\'s entry right before the employer\'s',
  '    · misattached: further apart',
  '    · misattached: the employer\'s entry has no title',
  '    · misattached: the title\'s entry has no employer',
  '    · title in no slot: its text in a bullet',
  '    · title in no slot: its text in the lines only',
  '    · title in no slot: its text in no line',
  '    · employer in no slot: its text in a bullet',
  '    · employer in no slot: its text in the lines only',
  '    · employer in no slot: its text in no line',
  '    · printed: title on the employer\'s line',
  '    · printed: title on the line after the employer\'s',
  '    · printed: title on the line before the employer\'s',
  '    · printed: title two or more lines after the employer',
  '    · printed: title two or more lines before the employer',
  '    · printed: title or employer on no one line',
  '    · printed: a section heading between them',
  '    · printed: the title\'s line read as a section heading',
  '    · printed: the employer\'s line read as a section heading',
  '    · printed: a page break between them',
  '    · printed: in different columns',
  '    · title read by the model as: title',
  '    · title read by the model as: title+',
  '    · title read by the model as: employer',
  '    · title read by the model as: employer+',
  '    · title read by the model as: date',
  '    · title read by the model as: location',
  '    · title read by the model as: bullet',
  '    · title read by the model as: other',
  '    · title read by the model as: no segment of an experience section',
  '      title read as description: its line starts with a bullet glyph',
  '      title read as description: its line holds more than the title',
  '      title read as description: it reads as no title (gazetteer < 0.55)',
  '      title read as description: in capitals',
  '      title read as description: bold',
  '    · employer read by the model as: title',
  '    · employer read by the model as: title+',
  '    · employer read by the model as: employer',
  '    · employer read by the model as: employer+',
  '    · employer read by the model as: date',
  '    · employer read by the model as: location',
  '    · employer read by the model as: bullet',
  '    · employer read by the model as: other',
  '    · employer read by the model as: no segment of an experience section',
  'entries: parsed (experience)',
  '  spurious: shares title or employer with a label',
  '  spurious: shares nothing with any labelled position',
  'dates: labelled',
  'dates: missed',
  '  no entry to date',
  '  entry found by employer/title only, dates wrong',
  '    · that entry has no dates',
  '  matched entry has no dates',
  '  matched entry: start wrong, end right',
  '  matched entry: end wrong, start right',
  '  matched entry: both wrong',
  'education: labelled',
  'education: missed',
  '  neither degree nor school read anywhere',
  '  degree read, school nowhere: its entry has no school',
  '  degree read, school nowhere: its entry has another school',
  '  school read, degree nowhere: its entry has no degree',
  '  school read, degree nowhere: its entry has another degree',
  '  degree and school read, in different entries',
  'education: parsed',
  '  spurious: shares degree or school with a label',
  '  spurious: shares nothing with any labelled school',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];
export type KindCounts = Partial<Record<ErrorKind, number>>;

type Entry = { title?: string; company?: string; startYear?: number; endYear?: number | null };

/** One slot-pair miss ('title'/'employer', 'degree'/'school'): which of the two was read, and where. */
function pairKind<E>(
  entries: E[],
  first: (e: E) => boolean,
  second: (e: E) => boolean,
  firstSlotEmpty: (e: E) => boolean,
  secondSlotEmpty: (e: E) => boolean,
  kinds: { neither: ErrorKind; firstNoSecond: ErrorKind; firstOtherSecond: ErrorKind; secondNoFirst: ErrorKind; secondOtherFirst: ErrorKind; split: ErrorKind },
): ErrorKind {
  const withFirst = entries.filter(first);
  const withSecond = entries.filter(second);
  if (withFirst.length && withSecond.length) return kinds.split;
  if (withFirst.length) return withFirst.some(secondSlotEmpty) ? kinds.firstNoSecond : kinds.firstOtherSecond;
  if (withSecond.length) return withSecond.some(firstSlotEmpty) ? kinds.secondNoFirst : kinds.secondOtherFirst;
  return kinds.neither;
}

/** Where a field's text is when no entry holds it in a slot: in a bullet, only in the lines, or nowhere. */
function whereIsText(text: string | null, profile: ResumeProfile, fold: Fold): 'bullet' | 'lines' | 'none' {
  const f = fold(text);
  if (!f) return 'none';
  const inside = (s: string) => ` ${fold(s)} `.includes(` ${f} `);
  const all = [...profile.experience, ...(profile.otherPositions ?? [])];
  if (all.some((e) => e.bullets.some(inside))) return 'bullet';
  return profile.lines.some(inside) ? 'lines' : 'none';
}

/** Where the labelled title and employer of a missed position are printed, relative to each other. */
function printedKinds(title: string, employer: string, layout: Pick<ResumeLayout, 'lines' | 'kinds'>, fold: Fold): ErrorKind[] {
  const linesOf = (text: string) => {
    const f = fold(text);
    return f ? layout.lines.flatMap((l, i) => (` ${fold(l.text)} `.includes(` ${f} `) ? [i] : [])) : [];
  };
  // The nearest pair of lines holding them (either may be printed elsewhere too, in a summary).
  let t = -1;
  let e = -1;
  for (const ti of linesOf(title)) for (const ei of linesOf(employer)) if (t < 0 || Math.abs(ti - ei) < Math.abs(t - e)) [t, e] = [ti, ei];
  if (t < 0 || e < 0) return ['    · printed: title or employer on no one line'];
  const out: ErrorKind[] = [
    t === e
      ? '    · printed: title on the employer\'s line'
      : t === e + 1
        ? '    · printed: title on the line after the employer\'s'
        : t === e - 1
          ? '    · printed: title on the line before the employer\'s'
          : t > e
            ? '    · printed: title two or more lines after the employer'
            : '    · printed: title two or more lines before the employer',
  ];
  const [a, b] = t < e ? [t, e] : [e, t];
  if (layout.kinds.slice(a + 1, b).some(Boolean)) out.push('    · printed: a section heading between them');
  if (layout.kinds[t]) out.push('    · printed: the title\'s line read as a section heading');
  if (layout.kinds[e]) out.push('    · printed: the employer\'s line read as a section heading');
  if (layout.lines[a].page !== layout.lines[b].page) out.push('    · printed: a page break between them');
  if (layout.lines[a].column !== layout.lines[b].column) out.push('    · printed: in different columns');
  return out;
}

/** The role the model (with the repairs) gave the first segment of an experience section that starts or holds the text. */
function modelSegment(text: string, segments: ModelSegment[], fold: Fold): ModelSegment | undefined {
  const f = fold(text);
  const hit = f ? segments.find((g) => {
    const fs = fold(g.text);
    return !!fs && (fs === f || f.startsWith(`${fs} `) || ` ${fs} `.includes(` ${f} `));
  }) : undefined;
  return hit;
}

type ModelSegment = { text: string; label: string; lineText: string; bullet: boolean; bold: boolean; titleEvidence: number };

export function errorKinds(
  labels: SharedLabels,
  profile: ResumeProfile,
  anyMatch: Match,
  fold: Fold,
  layout?: Pick<ResumeLayout, 'lines' | 'kinds'>,
  segments?: ModelSegment[],
): KindCounts {
  const counts: KindCounts = {};
  const add = (k: ErrorKind) => (counts[k] = (counts[k] ?? 0) + 1);
  const experience: Entry[] = profile.experience;
  const elsewhere: Entry[] = [...(profile.otherPositions ?? []), ...profile.projects.map((p) => ({ title: p.name, company: p.details[0] }))];
  const used = new Set<Entry>();
  const touched = new Set<Entry>();
  for (const want of labels.experience) {
    const titles = [want.title, ...(want.titleAlt ?? [])];
    const employers = [want.employer, ...(want.employerAlt ?? [])];
    const hasTitle = (e: Entry) => anyMatch(titles, e.title) || anyMatch(titles, e.company);
    const hasEmployer = (e: Entry) => anyMatch(employers, e.company) || anyMatch(employers, e.title);
    const holds = (e: Entry) => (anyMatch(titles, e.title) && anyMatch(employers, e.company)) || (anyMatch(titles, e.company) && anyMatch(employers, e.title));
    for (const e of experience) if (hasTitle(e) || hasEmployer(e)) touched.add(e);
    // The same choice of entry as the score (eval-resumes.ts).
    const holding = (want.core ? experience : [...experience, ...elsewhere]).filter(holds);
    const sameYears = (e: Entry) => e.startYear === want.startYear && e.endYear === (want.endYear ?? null);
    const found = holding.find((e) => !used.has(e) && sameYears(e)) ?? holding.find((e) => !used.has(e)) ?? holding[0];
    if (found) used.add(found);
    if (!want.core) continue;
    add('entries: labelled (core)');
    if (!found) {
      add('entries: missed');
      add(
        elsewhere.some(holds)
          ? '  held only in other positions / projects'
          : pairKind(experience, hasTitle, hasEmployer, (e) => !e.title, (e) => !e.company, {
              neither: '  neither title nor employer read anywhere',
              firstNoSecond: '  title read, employer nowhere: its entry has no employer',
              firstOtherSecond: '  title read, employer nowhere: its entry has another employer',
              secondNoFirst: '  employer read, title nowhere: its entry has no title',
              secondOtherFirst: '  employer read, title nowhere: its entry has another title',
              split: '  title and employer read, in different entries (misattached)',
            }),
      );
      const titled = experience.findIndex(hasTitle);
      const employed = experience.findIndex(hasEmployer);
      if (titled >= 0 && employed >= 0) {
        add(titled === employed + 1 ? '    · misattached: the title\'s entry right after the employer\'s' : titled === employed - 1 ? '    · misattached: the title\'s entry right before the employer\'s' : '    · misattached: further apart');
        if (!experience[employed]!.title) add('    · misattached: the employer\'s entry has no title');
        if (!experience[titled]!.company) add('    · misattached: the title\'s entry has no employer');
      }
      const where = { bullet: 'its text in a bullet', lines: 'its text in the lines only', none: 'its text in no line' } as const;
      if (titled < 0) add(`    · title in no slot: ${where[whereIsText(want.title, profile, fold)]}`);
      if (employed < 0) add(`    · employer in no slot: ${where[whereIsText(want.employer, profile, fold)]}`);
      if (layout) for (const k of printedKinds(want.title, want.employer, layout, fold)) add(k);
      if (segments) {
        const t = modelSegment(want.title, segments, fold);
        add(`    · title read by the model as: ${t?.label ?? 'no segment of an experience section'}` as ErrorKind);
        add(`    · employer read by the model as: ${modelSegment(want.employer, segments, fold)?.label ?? 'no segment of an experience section'}` as ErrorKind);
        if (t && (t.label === 'bullet' || t.label === 'other')) {
          if (t.bullet || /^[•◦▪●○■\-–*]/u.test(t.lineText.trim())) add('      title read as description: its line starts with a bullet glyph');
          if (fold(t.lineText) !== fold(want.title)) add('      title read as description: its line holds more than the title');
          if (t.titleEvidence < 0.55) add('      title read as description: it reads as no title (gazetteer < 0.55)');
          if (want.title === want.title.toUpperCase()) add('      title read as description: in capitals');
          if (t.bold) add('      title read as description: bold');
        }
      }
    }
    if (!want.startYear) continue;
    add('dates: labelled');
    const dated = found ?? experience.find((e) => anyMatch(employers, e.company) || anyMatch(titles, e.title));
    if (dated && dated.startYear === want.startYear && dated.endYear === (want.endYear ?? null)) continue;
    add('dates: missed');
    if (!dated) add('  no entry to date');
    else if (!found) {
      add('  entry found by employer/title only, dates wrong');
      if (dated.startYear === undefined && dated.endYear === undefined) add('    · that entry has no dates');
    }
    else if (found.startYear === undefined && found.endYear === undefined) add('  matched entry has no dates');
    else if (found.startYear !== want.startYear && found.endYear !== (want.endYear ?? null)) add('  matched entry: both wrong');
    else add(found.startYear !== want.startYear ? '  matched entry: start wrong, end right' : '  matched entry: end wrong, start right');
  }
  for (const e of experience) {
    add('entries: parsed (experience)');
    if (!used.has(e)) add(touched.has(e) ? '  spurious: shares title or employer with a label' : '  spurious: shares nothing with any labelled position');
  }

  const schoolUsed = new Set<object>();
  const schoolTouched = new Set<object>();
  const education = profile.education;
  for (const want of labels.education) {
    add('education: labelled');
    const degrees = [want.degree, ...(want.degreeAlt ?? [])];
    const schools = [want.school, ...(want.schoolAlt ?? [])];
    const hasDegree = (e: (typeof education)[number]) => want.degree !== null && anyMatch(degrees, e.degree);
    const hasSchool = (e: (typeof education)[number]) => want.school !== null && anyMatch(schools, e.institution);
    for (const e of education) if (hasDegree(e) || hasSchool(e)) schoolTouched.add(e);
    const holding = education.filter((e) => (want.degree === null || anyMatch(degrees, e.degree)) && (want.school === null || anyMatch(schools, e.institution)));
    if (holding.length) {
      for (const e of holding) schoolUsed.add(e);
      continue;
    }
    add('education: missed');
    add(
      pairKind(education, hasDegree, hasSchool, (e) => !e.degree, (e) => !e.institution, {
        neither: '  neither degree nor school read anywhere',
        firstNoSecond: '  degree read, school nowhere: its entry has no school',
        firstOtherSecond: '  degree read, school nowhere: its entry has another school',
        secondNoFirst: '  school read, degree nowhere: its entry has no degree',
        secondOtherFirst: '  school read, degree nowhere: its entry has another degree',
        split: '  degree and school read, in different entries',
      }),
    );
  }
  for (const e of education) {
    add('education: parsed');
    if (!schoolUsed.has(e)) add(schoolTouched.has(e) ? '  spurious: shares degree or school with a label' : '  spurious: shares nothing with any labelled school');
  }
  return counts;
}

/** Counts over a split, and in how many of its documents each kind occurs. */
export function sumKinds(all: KindCounts[]): { counts: KindCounts; docs: KindCounts } {
  const counts: KindCounts = {};
  const docs: KindCounts = {};
  for (const c of all) {
    for (const [k, n] of Object.entries(c) as Array<[ErrorKind, number]>) {
      counts[k] = (counts[k] ?? 0) + n;
      docs[k] = (docs[k] ?? 0) + 1;
    }
  }
  return { counts, docs };
}

/** The kinds side by side, one column per split: the count, and in brackets the documents it occurs in. */
export function formatKinds(columns: Array<[string, { counts: KindCounts; docs: KindCounts }]>): string {
  const head = `  ${'kind of error: count (documents)'.padEnd(72)}${columns.map(([n]) => n.padStart(20)).join('')}`;
  const rows = ERROR_KINDS.map((k) => `  ${k.padEnd(72)}${columns.map(([, c]) => `${c.counts[k] ?? 0} (${c.docs[k] ?? 0})`.padStart(20)).join('')}`);
  return ['== why labelled entries are missed, by kind (counts only; no strings of any set)', head, ...rows].join('\n');
}
