// The letter-quality gate: defects a recruiter sees at a glance. Applied to every writer's output (the
// built-in one in tests, external models before their answer is accepted). The grammar lints of harper.js
// are async and live in lint-grammar.ts; everything here is synchronous and linear in the letter's length.
import nlp from 'compromise';
import type { ExperienceEntry, CoverLetterInput } from '../../types.ts';
import { findPlaceholders } from '../../../shared/placeholders.ts';
import { findLexiconTerms } from '../../lexicon/find-lexicon-terms.ts';
import { checkFact, checkProfileFacts, type FactKind } from '../plan/check-facts.ts';
import { degreeStatus, targetCompany, targetPosition } from '../plan/plan-letter.ts';
import { fixSmallCapsI } from '../realise/clean-text.ts';
import { baseForm } from '../realise/inflect-clause.ts';
import { OWNED_GAP_LEAD, REQUIREMENT_MET } from './check-grounding.ts';
import { employerAccount } from '../../job/company-clause.ts';

export type DefectKind =
  | 'doubled-punctuation'
  | 'subjectless'
  | 'glued'
  | 'posting-copy'
  | 'placeholder'
  | 'repeated'
  | 'generic'
  | 'grammar'
  | 'unchecked-fact'
  | 'debris'
  | 'salutation'
  | 'signature'
  | 'stock-connector'
  | 'pasted-label'
  | 'degree-tense'
  | 'stock-frame'
  | 'term-recital'
  | 'bullet-grammar'
  | 'connector-chain'
  | 'recital'
  | 'role-order';

export interface Defect {
  kind: DefectKind;
  text: string;
}

const MAX_LETTER_CHARS = 20_000;
const OWNED_GAP = new RegExp(`^${OWNED_GAP_LEAD}`);
// The closing's courtesies every letter ends with (an invitation to talk, thanks): expected, not fluff in the body.
// A requirement the posting names and the candidate will meet ('The role requires …, and I am ready to …') is no fluff.
const COURTESY = new RegExp(String.raw`^(?:Thanks?\b|${REQUIREMENT_MET}|I am grateful\b|I(?: would|'d) (?:welcome|be (?:glad|delighted|pleased|happy)|love|(?:really )?enjoy|like|value)\b[^.]{0,80}\b(?:talk|discuss|explore|chat)\b)`);
const SECTION_TITLES = /\b(?:EXPERIENCE|EDUCATION|SKILLS|CERTIFICATIONS?|PROJECTS|SUMMARY|EMPLOYMENT|QUALIFICATIONS)\b/;

/** The letter's body sentences: without the date, greeting, sign-off and name lines. */
export function bodySentences(letter: string, names: (string | undefined)[] = []): string[] {
  // A name with a full stop inside ('Omnious. Co., Ltd.', 'Datawise Solutions Pvt. Ltd.') does not end a sentence.
  const dotted = names.filter((n): n is string => Boolean(n && n.includes('. '))).map((n) => n.trim());
  let masked = letter.slice(0, MAX_LETTER_CHARS);
  for (const n of dotted) masked = masked.split(n).join(n.replaceAll('. ', '.\u00a0'));
  const lines = masked.split('\n').map((l) => l.trim());
  const body = lines.filter((l, i) => l && !/^Dear\b.*,$/.test(l) && !/^[A-Z][\w ]{0,24},$/.test(l) && i > 0 && !(i === lines.length - 1));
  const out: string[] = [];
  for (const para of body) {
    // Split after . ! ? followed by a space and a capital, but not after 'Inc.', 'Co.', initials or 'e.g.'.
    let start = 0;
    for (let i = 0; i < para.length; i++) {
      const c = para[i];
      if ((c === '.' || c === '!' || c === '?') && para[i + 1] === ' ' && /[A-Z"']/.test(para[i + 2] ?? '')) {
        const before = para.slice(Math.max(start, i - 5), i);
        // 'Inc.', initials, and runs of capitals ('SDN. BHD.') do not end a sentence; 'API. Designed' does.
        if (c === '.' && /(?:\b(?:Inc|Co|Ltd|Corp|Jr|Sr|St|Dr|Mr|Ms|Mrs|No|vs|e\.g|i\.e)|\b[A-Z])$/.test(before)) continue;
        if (c === '.' && /\b[A-Z]{2,4}$/.test(before) && /^[A-Z]{2}/.test(para.slice(i + 2, i + 4))) continue;
        out.push(para.slice(start, i + 1).trim());
        start = i + 2;
      }
    }
    if (start < para.length) out.push(para.slice(start).trim());
  }
  return out.filter(Boolean).map((x) => (dotted.length ? x.replaceAll('.\u00a0', '. ') : x));
}

/** Words in their base form, so an inflected clause ('maintained …, supervised …') still matches the bullet it came from. */
function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9%$+#']+/).filter(Boolean).map(baseForm);
}

/** Facts the resume supports: numbers, employers, titles, schools, degrees, credentials and lexicon terms. */
type ResumeFacts = { phrases: string[]; numbers: Set<string>; terms: Set<string>; trigrams: Set<string> };

/** Each profile's facts, read once: a profile is written against many postings (regeneration, the gate's pairs). */
const factsByProfile = new WeakMap<CoverLetterInput['profile'], ResumeFacts>();

function resumeFacts(input: CoverLetterInput): ResumeFacts {
  let facts = factsByProfile.get(input.profile);
  if (!facts) factsByProfile.set(input.profile, (facts = readResumeFacts(input.profile)));
  return facts;
}

function readResumeFacts(p: CoverLetterInput['profile']): ResumeFacts {
  // The facts as the writers state them: a field holding two facts is split, a place cut off ('Allen & Overy').
  const checked = checkProfileFacts(p).profile;
  const phrases = [
    ...checked.experience.flatMap((e) => [e.company, e.title]),
    ...checked.education.flatMap((e) => [e.institution, e.degree]),
    ...p.experience.flatMap((e) => [e.company, e.title, ...titleHeads(e.title)]),
    ...p.education.flatMap((e) => [e.institution, e.degree]),
    ...p.certifications,
    ...p.projects.map((x) => x.name),
    p.contact.email,
    p.contact.phone,
  ]
    .filter((x): x is string => Boolean(x && x.trim().length > 2))
    .map((x) => x.trim().toLowerCase());
  const text = p.lines.join('\n');
  const numbers = new Set(text.match(/\d[\d,.]*/g) ?? []);
  const terms = new Set(findLexiconTerms(text).map((h) => h.term));
  // Runs of three words from the resume: a sentence realised from a resume line shares them.
  const trigrams = new Set<string>();
  for (const line of p.lines) {
    const ws = words(line);
    for (let i = 0; i + 3 <= ws.length; i++) trigrams.add(ws.slice(i, i + 3).join(' '));
  }
  return { phrases, numbers, terms, trigrams };
}

/** A long title as a letter names it: its head before a comma or a dash ('Teaching Fellow, Political Economy …'). */
function titleHeads(title: string | undefined): string[] {
  const t = fixSmallCapsI(title ?? '').trim();
  const heads = [t.split(', ')[0], t.split(/ [–—-] /)[0]].filter((h): h is string => Boolean(h) && h !== t && h.split(/\s+/).length >= 2);
  return t && t !== title ? [t, ...heads] : heads;
}

/** Every occurrence of a name masked, whatever its case ('SENIOR ACCOUNTANT' as 'Senior Accountant'). */
function caseless(text: string, name: string): string {
  const lower = text.toLowerCase();
  const n = name.toLowerCase();
  let out = '';
  let from = 0;
  for (let at = lower.indexOf(n); at >= 0; at = lower.indexOf(n, at + n.length)) {
    out += `${text.slice(from, at)} ¶ `;
    from = at + n.length;
  }
  return out + text.slice(from);
}

function hasResumeFact(sentence: string, facts: ReturnType<typeof resumeFacts>): boolean {
  const lower = sentence.toLowerCase();
  if (facts.phrases.some((f) => lower.includes(f))) return true;
  if ((sentence.match(/\d[\d,.]*/g) ?? []).some((n) => facts.numbers.has(n) || facts.numbers.has(n.replace(/[.,]$/, '')))) return true;
  if (findLexiconTerms(sentence).some((h) => facts.terms.has(h.term))) return true;
  const ws = words(sentence);
  for (let i = 0; i + 3 <= ws.length; i++) if (facts.trigrams.has(ws.slice(i, i + 3).join(' '))) return true;
  return false;
}

const COPY_RUN = 6;

/** A text's runs of six words, kept for the last few texts: the same resume and posting come back letter after letter. */
const runsByText = new Map<string, Set<string>>();

function sixWordRuns(text: string): Set<string> {
  let set = runsByText.get(text);
  if (set) return set;
  set = new Set<string>();
  const ws = words(text);
  for (let i = 0; i + COPY_RUN <= ws.length; i++) set.add(ws.slice(i, i + COPY_RUN).join(' '));
  if (runsByText.size >= 64) runsByText.delete(runsByText.keys().next().value as string);
  runsByText.set(text, set);
  return set;
}

/** Runs of six or more words copied from the posting that the resume does not also contain. */
function postingCopies(letter: string, posting: string, resume: string): string[] {
  const postingGrams = sixWordRuns(posting.slice(0, 100_000));
  const resumeGrams = sixWordRuns(resume);
  const out: string[] = [];
  const lw = words(letter);
  for (let i = 0; i + COPY_RUN <= lw.length; i++) {
    const g = lw.slice(i, i + COPY_RUN).join(' ');
    if (postingGrams.has(g) && !resumeGrams.has(g)) out.push(g);
  }
  return [...new Set(out)];
}

// Whether a sentence opens without its subject depends on the sentence alone; a letter's sentences are read again at
// every check of a draft, so each is tagged once (bounded).
const subjectlessBySentence = new Map<string, boolean>();
function startsWithoutSubject(sentence: string): boolean {
  let known = subjectlessBySentence.get(sentence);
  if (known === undefined) {
    if (subjectlessBySentence.size >= 20_000) subjectlessBySentence.clear();
    subjectlessBySentence.set(sentence, (known = readStartsWithoutSubject(sentence)));
  }
  return known;
}

function readStartsWithoutSubject(sentence: string): boolean {
  const first = /^[A-Za-z'-]+/.exec(sentence)?.[0] ?? '';
  if (/^(?:Member|Responsible|Co-[a-z]+)$/.test(first)) return true;
  if (!/^[A-Z][a-z'-]+$/.test(first) || /^(?:I|I'm|I'd|I've|My|Thank|Thanks|Please|Dear|As|At|In|For|On|When|While|There|Your|You|Beyond|Since|With|After|Before|During|Through|Over|Having)$/.test(first)) return false;
  // 'Differentiated Instruction and Classroom Management are…': a capitalised term is the subject.
  if (/^[A-Z][a-z'-]+(?: [A-Z][\w/+#.-]*){1,4}(?:,? and [A-Z][\w/+#.-]*(?: [A-Z][\w/+#.-]*){0,4})? (?:is|are)\b/.test(sentence)) return false;
  const doc = nlp(sentence.charAt(0).toLowerCase() + sentence.slice(1));
  const tags = (doc.terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  return tags.includes('PastTense') || (tags.includes('Gerund') && !/\b(?:is|was|are|were|has|have)\b/.test(sentence));
}

export interface GateContext {
  input: CoverLetterInput;
  /** The posting as the user pasted it. */
  jobText: string;
}

/** Every defect of the letter, by class (grammar lints excluded: see lintGrammar). */
export function findLetterDefects(letter: string, { input, jobText }: GateContext): Defect[] {
  const defects: Defect[] = [];
  const text = letter.slice(0, MAX_LETTER_CHARS);
  for (const m of text.matchAll(/[^\n]{0,20}(?:(?<!\.)\.\.(?!\.)|,\s*[.,;]|;\s*[.;]|\s[,.;:](?!\d)|\(\s*\))[^\n]{0,20}/g)) defects.push({ kind: 'doubled-punctuation', text: m[0] });

  const p = input.profile;
  const sentences = bodySentences(text, [...p.experience, ...(p.otherPositions ?? [])].map((e) => e.company).concat(p.education.flatMap((e) => [e.institution, e.degree]), [input.companyName, input.job.company]));
  const facts = resumeFacts(input);
  // The posting's own account of the employer, said of it ('… because it is a stable and growing company'): specific
  // to this employer, so no fluff, and no copy of the posting.
  const account = employerAccount(jobText, input.companyName || input.job.company, input.job.company);
  let generic = 0;
  const seen = new Map<string, number>();
  for (const s of sentences) {
    if (startsWithoutSubject(s)) defects.push({ kind: 'subjectless', text: s });
    if (/\b[A-Z][a-z]+, [A-Z]{2} [A-Z][a-z]+(?:ed|s)\b/.test(s) || SECTION_TITLES.test(s) || /\b(?!(?:and|for|the|with)\b)[a-z]{3,} (?:Developed|Designed|Managed|Led|Created|Implemented|Built|Improved|Increased|Reduced|Utilized|Tested|Integrated|Coordinated|Supported|Assisted|Designing|Developing|Managing|Building|Creating|Constructing|Implementing|Conducting|Analyzing|Analysing)\b/.test(s)) {
      defects.push({ kind: 'glued', text: s });
    }
    // An honest gap ('I have not yet worked with Tableau, but …') states what the candidate lacks: not fluff.
    if (!hasResumeFact(s, facts) && !OWNED_GAP.test(s) && !COURTESY.test(s) && !account.some((c) => s.includes(c))) {
      generic++;
      if (generic > 1) defects.push({ kind: 'generic', text: s });
    }
    const key = s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
    seen.set(key, (seen.get(key) ?? 0) + 1);
    if (seen.get(key) === 2) defects.push({ kind: 'repeated', text: s });
  }
  // A name run into the next or previous word ('as your next Writer/Reporterafter my time').
  for (const n of new Set([input.companyName, input.job.company, input.job.position])) {
    if (!n || n.length < 3) continue;
    for (let at = text.indexOf(n); at >= 0; at = text.indexOf(n, at + n.length)) {
      const before = text.slice(Math.max(0, at - 1), at);
      const after = text.slice(at + n.length, at + n.length + 2);
      if ((/\p{L}$/u.test(n) && /^\p{L}{2}/u.test(after)) || (/^\p{L}/u.test(n) && /\p{L}/u.test(before))) {
        defects.push({ kind: 'glued', text: text.slice(Math.max(0, at - 20), at + n.length + 20) });
      }
    }
  }
  // The same resume line used twice (a long shared run between two sentences). Naming the company and the
  // position in the opening and again in the closing is not a repeated fact.
  // Nor is naming the candidate's own long title or employer twice ('my experience as a Senior Manager of Global
  // Enterprise Operations' in the headline and the closing): a name, not a line told twice.
  const ownNames = [...p.experience, ...(p.otherPositions ?? [])]
    .flatMap((e) => [e.company, e.title, ...titleHeads(e.title)])
    .concat(p.education.map((e) => e.institution))
    .filter((n): n is string => Boolean(n && n.trim().split(/\s+/).length >= 3))
    .sort((a, b) => b.length - a.length);
  const maskNames = (t: string) => [input.companyName, input.job.company, input.job.position, targetPosition(input.job.position), ...ownNames].reduce<string>((acc, n) => (n && n.length > 2 ? caseless(acc, n.trim()) : acc), t);
  const runs = new Map<string, number>();
  sentences.forEach((s, i) => {
    const ws = words(maskNames(s));
    for (let j = 0; j + 8 <= ws.length; j++) {
      const g = ws.slice(j, j + 8).join(' ');
      const prev = runs.get(g);
      if (prev !== undefined && prev !== i) defects.push({ kind: 'repeated', text: g });
      runs.set(g, i);
    }
  });

  // Naming the job applied for is not copying the posting.
  const mask = (t: string) => [input.companyName, input.job.company, input.job.position, targetPosition(input.job.position)].reduce<string>((acc, n) => (n && n.length > 2 ? acc.split(n).join(' ¶ ') : acc), t);
  for (const copy of postingCopies(mask(sentences.join(' ')), mask(jobText), [...input.profile.lines, ...account].join('\n'))) defects.push({ kind: 'posting-copy', text: copy });

  const known: Record<string, string | undefined> = {
    name: input.fullName || (checkFact('name', input.profile.name).ok ? input.profile.name : undefined),
    company: input.companyName || targetCompany(input.job.company, input.job.position, jobText),
    position: targetPosition(input.job.position),
    date: 'known',
    employer: input.companyName || targetCompany(input.job.company, input.job.position, jobText),
  };
  for (const p of findPlaceholders(text)) if (p.kind && known[p.kind]) defects.push({ kind: 'placeholder', text: `[${p.inner}]` });
  defects.push(...findFactDefects(text, input));
  return defects;
}

// Stock connectors a reader spots as a template when they come back in one letter.
const STOCK_CONNECTORS: [string, RegExp][] = [
  ['In the same role', /\bIn the same role\b/g],
  ['There, … as well', /\bThere, I\b[^.]{0,300}\bas well\./g],
  ['My work there also included', /\bMy work there also included\b/g],
  ['You require', /\bYou require\b/g],
  ['In my previous role', /\bIn my previous role\b/g],
  ['Beyond that', /\bBeyond that\b/g],
  ['Alongside that work', /\bAlongside that work\b/g],
];

const NAMING_CONTEXT = /(?:\b(?:at|as an?|from|for|with|joined|earned an?|include|includes|in|of|project) |, |: |^)$/;
const PROJECT_CONTEXT = /\bprojects?,? (?:called |named )?$/;

/** A named fact the resume holds but that fails its check (a date as a title, a place as an employer). */
function uncheckedFacts(text: string, input: CoverLetterInput): Defect[] {
  const p = input.profile;
  const ctx = { candidateName: input.fullName || p.name };
  const facts: [FactKind, string | undefined][] = [
    ...[...p.experience, ...(p.otherPositions ?? [])].flatMap((e): [FactKind, string | undefined][] => [
      ['title', e.title],
      ['employer', e.company],
    ]),
    ...p.education.flatMap((e): [FactKind, string | undefined][] => [
      ['degree', e.degree],
      ['school', e.institution],
    ]),
    ...p.certifications.map((c): [FactKind, string] => ['credential', c]),
    ...p.projects.map((x): [FactKind, string] => ['project', x.name]),
    // A skill is judged only when it cannot be an ordinary word of a sentence ('Programming Languages – Python', 'AWARDS').
    ...p.skills.filter((x) => /[:–—]|^[A-Z]{4,}$/.test(x.trim())).map((x): [FactKind, string] => ['skill', x]),
  ];
  const out: Defect[] = [];
  const lower = text.toLowerCase();
  const passing = facts.filter(([kind, f]) => f && checkFact(kind, f.trim(), ctx).ok);
  const passingNames = passing.filter(([kind]) => kind !== 'employer').map(([, f]) => (f as string).trim().toLowerCase());
  // A string that passes as a fact of another kind is that fact ('Software Engineer' misread as a project's name too).
  const passingAny = new Set(passing.map(([, f]) => (f as string).trim().toLowerCase()));
  for (const [kind, fact] of facts) {
    const f = fact?.trim();
    if (!f || f.length < 4 || checkFact(kind, f, ctx).ok || (kind !== 'project' && passingAny.has(f.toLowerCase()))) continue;
    // A misread employer that is a field of study ('Computer Science') is named as part of a degree, not as a claim.
    if (kind === 'employer' && passingNames.some((n) => n !== f.toLowerCase() && n.includes(f.toLowerCase()))) continue;
    // Named as a fact ('at Georgia', 'as a Byungjin Park', 'earned a …', 'include Professional'), as a whole word
    // run: 'Georgia' inside 'Georgia Tech', or a place inside an achievement, is not the claim.
    for (let at = lower.indexOf(f.toLowerCase()); at >= 0; at = lower.indexOf(f.toLowerCase(), at + 1)) {
      const whole = !/\p{L}/u.test(text[at - 1] ?? '') && !/\p{L}/u.test(text[at + f.length] ?? '');
      // A line that is no credential ('Google Analytics', 'Coursera') is a claim only where the letter lists it among the
      // credentials; a skill, a bullet or a degree naming the same words is not that claim.
      const sentence = lower.slice(lower.lastIndexOf('.', at) + 1, at);
      if (kind === 'credential' && !/\bcredentials?\b/.test(sentence)) continue;
      // Nor is a line that the letter states only as part of a passing credential ('Human Subjects Research' inside the
      // 'CITI Program Human Subjects Research Certificate' it lists).
      const fl = f.toLowerCase();
      if (kind === 'credential' && passingNames.some((n) => n !== fl && n.includes(fl) && lower.slice(at - n.indexOf(fl), at - n.indexOf(fl) + n.length) === n)) continue;
      // A project is claimed only where the letter names it as one ('my project X'); elsewhere the same words are
      // a title, a tool or a field the letter names as such.
      const context = kind === 'project' ? PROJECT_CONTEXT : NAMING_CONTEXT;
      if (whole && context.test(lower.slice(Math.max(0, at - 16), at))) {
        out.push({ kind: 'unchecked-fact', text: `${kind}: ${f}` });
        break;
      }
    }
  }
  return out;
}

/** Layout debris, a greeting or signature that is not a company or a person, and stock connectors used twice. */
function findFactDefects(text: string, input: CoverLetterInput): Defect[] {
  // The body only: the signature is the candidate's name even when a misread title repeats it.
  const defects = uncheckedFacts(bodySentences(text, input.profile.experience.map((e) => e.company)).join(' '), input);
  for (const m of text.matchAll(/[^\n]{0,20}(?:\t|-(?: ?-)+|(?:\. ?){4,}|(?<=\p{Ll}\p{Ll})- (?!(?:and|or|to|nor)\b)\p{Ll}{2}|\d%? (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4} ?[-–—] ?(?:[Pp]resent|\d{4}))[^\n]{0,20}/gu)) {
    defects.push({ kind: 'debris', text: m[0] });
  }
  const greeting = /^Dear (.{1,120}) Hiring Team,$/m.exec(text)?.[1];
  if (greeting && !input.companyName && !targetCompany(greeting)) defects.push({ kind: 'salutation', text: `Dear ${greeting} Hiring Team,` });
  const lines = text.trimEnd().split('\n');
  const signature = lines[lines.length - 1]?.trim() ?? '';
  if (signature && !signature.startsWith('[') && !input.fullName && !checkFact('name', signature).ok) defects.push({ kind: 'signature', text: signature });
  for (const [label, re] of STOCK_CONNECTORS) if ((text.match(re) ?? []).length > 1) defects.push({ kind: 'stock-connector', text: label });
  const chain = text.match(CHAIN_CONNECTORS) ?? [];
  if (chain.length > 1) defects.push({ kind: 'connector-chain', text: chain.join(' … ') });
  defects.push(...findRecitals(text));
  defects.push(...findRoleOrder(bodySentences(text, input.profile.experience.map((e) => e.company)), input.profile.experience));
  defects.push(...findClassDefects(text, input));
  return defects;
}

const TERM_RECITAL = /\b(?:your (?:posting|requirements|list|job description|ad)\b[^.]{0,20}\b(?:names?|mentions?|includes?|lists?|asks? for)\b|\b(?:all |each )?(?:of which )?(?:named|listed|mentioned) in your (?:posting|requirements|job description)|just as your posting asks)/i;

/** 'Collaborate with', 'safely plan and': a base-form verb (after an optional manner adverb) before its object. */
function isBaseVerbLead(lead: string, next: string): boolean {
  const word = lead.split(/\s+/).pop() ?? '';
  // A skill or tool of the lexicon ('Excel and PowerPoint') is a thing, whatever the tagger says of the word.
  if (findLexiconTerms(word).some((h) => h.index === 0 && h.length === word.length && h.category !== 'soft-skill')) return false;
  // Not 'for', 'on' or 'to', which follow nouns as often ('service for sending email', 'research on machine learning');
  // 'and' only after a manner adverb ('safely plan and execute').
  const adverb = /\s/.test(lead.trim());
  if (/(?:ing|ed|s)$/i.test(word) || !(/^(?:with|the|a|an|all|new|our|their|daily|weekly|multiple|various|delivery|clients?|customers?|staff|teams?)$/.test(next) || (adverb && next === 'and'))) return false;
  const tags = (nlp(`to ${word.toLowerCase()} ${next}`).terms().json() as { terms: { tags: string[] }[] }[])[1]?.terms[0]?.tags ?? [];
  return tags.includes('Infinitive') || (tags.includes('Verb') && tags.includes('PresentTense') && !tags.includes('Noun'));
}

// Frames a reader sees as a template whatever fills them ('Your posting puts X at the centre of this role').
// A closing that names a title instead of a case ('what my experience as a Manager would bring to Sonos').
const STOCK_FRAMES = [/\bputs [^.]{1,60} at the cent(?:re|er) of this role\b/i, /\bis where my experience lies\b/i, /\byears into my career\b[^.]*\b(?:intern|student|assistant)\b/i, /\bwhat my experience as an? [^.]{1,60} (?:would|could) (?:bring|do)\b/i];

// Connectors that string resume bullets together ('Beyond that, I …. Just as importantly, I …'): one a letter reads
// as prose, two as a recital.
const CHAIN_CONNECTORS = /\b(?:Beyond that|Just as importantly|Alongside (?:that work|this)|Along with that|On top of that|Additionally|In the same role|Along the way|In parallel with that work|Within that same role|Beyond these responsibilities|Plus),/g;

// A degree earned or pursued is no deed of a role.
const DEED_SENTENCE = /^(?:[A-Z][a-z]+(?: [a-z]+){0,3}, )?I (?:also )?(?!(?:earned|pursued|completed|graduated|received|obtained)\b)[a-z]+ed\b/;

/** A paragraph's sentences that open on a deed ('I reconciled …', 'In that role, I also led …'): three make a recital. */
export function deedSentencesOf(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+(?=[A-Z])/).filter((s) => DEED_SENTENCE.test(s));
}

/** A body paragraph of three or more sentences each opening on a deed ('I maintained …. I reviewed …. Beyond that, I created …'). */
function findRecitals(text: string): Defect[] {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  // The body: after the greeting, before the sign-off.
  const start = paragraphs.findIndex((p) => /^Dear .*,$/.test(p)) + 1;
  const out: Defect[] = [];
  for (const p of paragraphs.slice(Math.max(1, start), -1)) {
    const deeds = deedSentencesOf(p);
    if (deeds.length >= 3) out.push({ kind: 'recital', text: deeds.slice(0, 3).join(' ') });
  }
  return out;
}

/**
 * Classes the blind reading found: a resume's 'Label:' pasted into a sentence ('I coursed Dashboards: …'), a degree
 * still being earned stated as earned or held, a company placeholder left inside a sentence, and stock frames.
 */
function findClassDefects(text: string, input: CoverLetterInput): Defect[] {
  const defects: Defect[] = [];
  const sentences = bodySentences(text, input.profile.experience.map((e) => e.company));
  for (const s of sentences) {
    // 'I coursed Dashboards: Instructor dashboards …': a capitalised label and its colon inside the sentence.
    const label = /\b[A-Z][\w&/+.-]*(?: [A-Z][\w&/+.-]*){0,4}: (?=[A-Za-z])/.exec(s);
    // The writer's own 'my clearest example is from Kasa: as a …' is no label.
    if (label && !/\bcredentials: $/i.test(s.slice(0, label.index + label[0].length)) && !/^as an? /.test(s.slice(label.index + label[0].length)) && !/\bfrom $/.test(s.slice(0, label.index))) defects.push({ kind: 'pasted-label', text: s });
    if (/\[(?:company(?: name)?|employer(?: name)?)\]/i.test(s)) defects.push({ kind: 'placeholder', text: s });
  }
  for (const re of STOCK_FRAMES) {
    const m = re.exec(text);
    if (m) defects.push({ kind: 'stock-frame', text: m[0] });
  }
  for (const s of sentences) {
    // 'Your posting also names CI/CD, Cross-Functional Teams, and Docker': the posting's terms recited back to it.
    if (TERM_RECITAL.test(s)) defects.push({ kind: 'term-recital', text: s });
    // 'My work there also included Collaborate with clients …', 'included safely plan and execute …': a bullet pasted
    // into a frame that wants a thing.
    const thing = /\b(?:included|includes|include|covered|extended to)\s+((?:[a-z]+ly\s+)?[A-Za-z]+)\s+([a-z]+)/.exec(s);
    if (thing && isBaseVerbLead(thing[1], thing[2])) defects.push({ kind: 'bullet-grammar', text: s });
  }
  const lower = text.toLowerCase();
  for (const e of input.profile.education) {
    // A degree still being earned, or one whose expected date has passed (finished or not, the resume does not say),
    // stated as held.
    if (!e.degree || degreeStatus(e, input.date) === 'earned') continue;
    const core = e.degree.split(/[,;(]/)[0]?.trim().toLowerCase();
    if (!core || core.length < 2) continue;
    const at = lower.indexOf(core);
    if (at >= 0 && /\b(?:earned|hold|held|completed|graduated with|received|obtained)\s+(?:an?\s+|the\s+|my\s+)?$/.test(lower.slice(Math.max(0, at - 30), at))) defects.push({ kind: 'degree-tense', text: e.degree });
  }
  return defects;
}

// 'In my earlier role at UPS', 'Before that, as … at Target': a role said to come before the one the letter told last.
const EARLIER_CUE = /\b(?:[Ii]n my earlier (?:role|position|job)|[Bb]efore that|[Ee]arlier in my career)\b/;

/**
 * A role called earlier than the role told just before it when the dates say it came after ('At Pacific Coast (2013–2015),
 * I … In my earlier role at UPS (2019–2022), I …'): a reader counts the dates, and the letter reads as careless.
 */
function findRoleOrder(sentences: string[], roles: readonly ExperienceEntry[]): Defect[] {
  const out: Defect[] = [];
  const dated = roles.filter((r) => r.company && r.startYear);
  let last: ExperienceEntry | undefined;
  for (const s of sentences) {
    const role = dated.filter((r) => s.includes(r.company as string)).sort((a, b) => s.indexOf(a.company as string) - s.indexOf(b.company as string))[0];
    if (!role) continue;
    const lastEnd = last ? (last.endYear === null ? Infinity : (last.endYear ?? last.startYear)) : undefined;
    if (last && last !== role && EARLIER_CUE.test(s) && lastEnd !== undefined && (role.startYear as number) >= lastEnd && (role.startYear as number) > (last.startYear as number)) out.push({ kind: 'role-order', text: s });
    last = role;
  }
  return out;
}
