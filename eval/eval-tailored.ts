// Tailored resumes on every corpus (the project's own, the outside resumes and `corpus/synthetic`), each resume
// against three postings in rotation under a rotating length and the role type its posting calls for: the share with
// no defect a reader stops at, and the share whose every stated employer, title, degree and school is one of the
// labelled ones. `npm run eval -- tailored`. Tuning pairs (a dev-half resume and a posting outside jd21–jd40) list
// their misses; checking pairs are counted only.
import { composeTailoredResume, readTailoredResume } from '../src/engine/write/realise/compose-tailored-resume.ts';
import { matchProfileToJob } from '../src/engine/match/match-profile.ts';
import { checkBullet, splitRunTogetherBullets } from '../src/engine/write/plan/check-facts.ts';
import { findLexiconTerms } from '../src/engine/lexicon/find-lexicon-terms.ts';
import { isWord } from '../src/engine/extract/rejoin-split-words.ts';
import type { ResumeProfile } from '../src/engine/types.ts';
import type { ResumeLength, RoleType } from '../src/shared/style.ts';
import { formatFigures, type Figure } from './corpus-paths.ts';
import { isLabelledFact, loadLetterCorpus, type CorpusPosting, type CorpusResume, type FactLabels } from './eval-letters.ts';
import type { NamedFact } from '../src/engine/write/realise/realise-letter.ts';

export const TAILORED_YEAR = 2026;
const LENGTHS: ResumeLength[] = ['medium', 'short', 'comprehensive'];

/** The role type a posting calls for, by the words of its title. */
export function roleTypeFor(p: CorpusPosting): RoleType {
  const t = `${p.id} ${p.job.position ?? ''}`.toLowerCase();
  if (/engineer|developer|data scien|analytics|security|financial analyst/.test(t)) return 'technical';
  if (/marketing|writer|reporter|designer/.test(t)) return 'creative';
  if (/senior accountant|sales manager|manager|director/.test(t)) return 'management';
  return 'entry-level';
}

export function tailorFor(r: CorpusResume, p: CorpusPosting, preferredLength: ResumeLength): string {
  return composeTailoredResume({
    profile: r.profile,
    job: p.job,
    match: matchProfileToJob(r.profile, p.job, { referenceYear: TAILORED_YEAR }),
    options: { roleType: roleTypeFor(p), preferredLength, includeKeywords: true, highlightProjects: true, focusOnRecent: true },
    referenceYear: TAILORED_YEAR,
  });
}

export interface TailoredDefect {
  kind: string;
  text: string;
}

/** Product nouns after which a skill's word names a thing, not a skill ('project management system', 'surveying tools'). */
const PRODUCT_NOUN = /^(?:systems?|software|tools?|platforms?|portals?|apps?|applications?|modules?|suites?|solutions?|dashboards?)\b/i;

/** Whether the resume's text holds a competency's words as a skill: every content word, and not only before a product noun. */
function heldAsSkill(skill: string, text: string): boolean {
  const words = skill.toLowerCase().split(/[^\p{L}\p{N}+#]+/u).filter((w) => w.length >= 3 && !/^(?:and|the|for|with)$/.test(w));
  if (!words.every((w) => text.includes(w.slice(0, Math.max(3, w.length - 3))))) return false;
  const escaped = skill.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = [...text.matchAll(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'gu'))];
  return !at.length || at.some((m) => !PRODUCT_NOUN.test(text.slice(m.index + m[0].length).replace(/^[ \t]+/, '')));
}

/** Every defect a reader stops at, by class. */
export function findTailoredDefects(text: string, profile: ResumeProfile): TailoredDefect[] {
  const out: TailoredDefect[] = [];
  const lines = text.split('\n');
  const back = readTailoredResume(text);
  const source = profile.lines.join('\n').toLowerCase();
  const bullets = lines.filter((l) => l.startsWith('- ')).map((l) => l.slice(2));
  for (const line of lines) {
    const doubled = /\b(\p{L}{3,}) \1\b/iu.exec(line);
    if (/\t|(?:\. ?){4,}|_{3,}|\s-\s-|--|[^.]\.\.(?!\.)|\s,/.test(line) || (doubled && !/\bthat that\b/i.test(doubled[0]))) out.push({ kind: 'garbled line', text: line });
    for (const m of line.matchAll(/(?<![\p{L}-])(\p{L}{2,})- ?(\p{Ll}{2,})(?![\p{L}-])/gu)) if (!isWord(m[1].toLowerCase()) && isWord(`${m[1]}${m[2]}`.toLowerCase())) out.push({ kind: 'word broken at a line end', text: m[0] });
  }
  for (const b of bullets) {
    if (splitRunTogetherBullets(b).length > 1) out.push({ kind: 'run-together bullet', text: b });
    const v = checkBullet(b);
    if (!v.ok && (v.reason === 'cut off' || v.reason === 'unbalanced brackets')) out.push({ kind: 'cut-off line', text: b });
  }
  const seen = new Set<string>();
  for (const b of bullets) {
    if (b.length > 20 && seen.has(b)) out.push({ kind: 'duplicate line', text: b });
    seen.add(b);
  }
  const summary = back.summary ?? '';
  for (const s of summary.split(/(?<=[.!?])\s+/)) if (s.length > 20 && seen.has(s.replace(/\.$/, ''))) out.push({ kind: 'duplicate line', text: s });
  // The summary's own list ('Skilled in a, b and c.'), not a candidate's sentence that opens the same way.
  const listed = /(?:^|\. )Skilled in ([^.]*)\./.exec(summary)?.[1];
  const strengths = listed && listed.split(' ').length <= 12 && !/\bwith\b/.test(listed) ? listed.split(/, (?:and )?| and /) : [];
  const kindOf = (s: string) => findLexiconTerms(s).find((h) => h.category === 'language' || h.category === 'soft-skill')?.category;
  for (const s of strengths) if (kindOf(s)) out.push({ kind: 'summary strength not a skill', text: s });
  const firstHard = back.skills.findIndex((s) => !kindOf(s));
  const lastHard = back.skills.length - 1 - [...back.skills].reverse().findIndex((s) => !kindOf(s));
  if (firstHard > 0 || (firstHard >= 0 && back.skills.slice(0, lastHard).some((s) => kindOf(s)))) out.push({ kind: 'competencies lead with a trait or language', text: back.skills.slice(0, 4).join(' | ') });
  for (const s of [...back.skills, ...strengths]) if (!heldAsSkill(s, source)) out.push({ kind: 'skill the resume does not hold', text: s });
  for (const s of back.skills) if ((/^\p{Lu}{3,}$/u.test(s) && findLexiconTerms(s).some((h) => h.term !== h.term.toUpperCase() && h.term.toLowerCase() === s.toLowerCase())) || /\p{Lu}{2,}\p{Ll}\p{Lu}/u.test(s)) out.push({ kind: 'competency cased as shouting', text: s });
  return out;
}

/** The employers, titles, degrees and schools a tailored resume states, from its entry headings. */
export function namedFacts(text: string): NamedFact[] {
  const back = readTailoredResume(text);
  const out: NamedFact[] = [];
  for (const e of back.experience) {
    if (e.title && e.title !== 'Other experience' && !/\d/.test(e.title)) out.push({ kind: 'title', text: e.title });
    if (e.company && !/\d/.test(e.company)) out.push({ kind: 'employer', text: e.company });
  }
  for (const e of back.education) {
    if (e.degree && !/\d/.test(e.degree)) out.push({ kind: 'degree', text: e.degree });
    if (e.institution && !/\d/.test(e.institution)) out.push({ kind: 'school', text: e.institution });
  }
  return out;
}

/** A fact is off-label when it is one of no labelled kind: an entry's heading may put a school first or a place second. */
function offLabel(facts: NamedFact[], labels: FactLabels): NamedFact[] {
  return facts.filter((f) => !isLabelledFact(f, labels) && !(['title', 'employer', 'degree', 'school'] as const).some((k) => isLabelledFact({ ...f, kind: k }, labels)));
}

export interface TailoredCase {
  label: string;
  tuning: boolean;
  defects: TailoredDefect[];
  offLabel: NamedFact[];
  labelled: boolean;
}

/** A pair is tuning when its resume is in the dev half and its posting is not one of jd21–jd40. */
export function isTuningPair(r: CorpusResume, p: CorpusPosting): boolean {
  return r.split === 'dev' && !/^jd(?:2[1-9]|3\d|40)\b/.test(p.id);
}

export function tailoredCases(resumes: CorpusResume[], postings: CorpusPosting[]): TailoredCase[] {
  const out: TailoredCase[] = [];
  let k = 0;
  for (const [ri, r] of resumes.entries()) {
    for (let j = 0; j < 3; j++) {
      const p = postings[(ri * 7 + j * 11) % postings.length];
      const length = LENGTHS[k++ % LENGTHS.length];
      const text = tailorFor(r, p, length);
      out.push({
        label: `${r.id} × ${p.id} ${length}`,
        tuning: isTuningPair(r, p),
        defects: findTailoredDefects(text, r.profile),
        offLabel: r.labels ? offLabel(namedFacts(text), r.labels) : [],
        labelled: Boolean(r.labels),
      });
    }
  }
  return out;
}

export async function evaluate(): Promise<{ table: string; misses: string[]; figures: Figure[] }> {
  const { resumes, postings } = await loadLetterCorpus(true);
  const cases = tailoredCases(resumes, postings);
  const figures: Figure[] = [];
  const rows: string[] = [];
  const byKind = new Map<string, number>();
  for (const [name, tuning] of [['tuning', true], ['checking', false]] as const) {
    const xs = cases.filter((c) => c.tuning === tuning);
    const clean = xs.filter((c) => !c.defects.length).length;
    const labelled = xs.filter((c) => c.labelled);
    const onLabel = labelled.filter((c) => !c.offLabel.length).length;
    figures.push({ field: `${name}: no defect`, hit: clean, total: xs.length }, { field: `${name}: no fact outside the labels`, hit: onLabel, total: labelled.length });
    if (tuning) for (const c of xs) for (const d of c.defects) byKind.set(d.kind, (byKind.get(d.kind) ?? 0) + 1);
  }
  for (const [kind, n] of [...byKind.entries()].sort((a, b) => b[1] - a[1])) rows.push(`  tuning: ${kind.padEnd(44)} ${String(n).padStart(5)}`);
  // The checking pairs are counted, never shown.
  const misses = cases.filter((c) => c.tuning).flatMap((c) => [...c.defects.map((d) => `${c.label}: ${d.kind}: ${d.text.slice(0, 160)}`), ...c.offLabel.map((f) => `${c.label}: off-label ${f.kind}: ${f.text}`)]);
  return { table: [formatFigures(`tailored resumes (${resumes.length} resumes × 3 postings, ${cases.length} documents)`, figures), ...rows].join('\n'), misses, figures };
}
