// What a model's letter claims about the candidate, and which of those claims the resume does not support.
// A claim is a first-person statement of a hard fact — an employer, a role held, a degree, a certification, a named
// tool, a number — in a clause that says what the candidate has done or holds. The same words in a clause about the
// role or the company, a wish to learn, an ability that transfers, or a negation are not claims, and soft skills
// and general competencies ('customer service', 'forecasting', 'clinical experience') are never judged at all.
// Every claim is looked up in the resume's full text (profile.lines) as well as the parsed profile, so a field the
// parser missed never turns a true statement false.
import nlp from 'compromise';
import type { CoverLetterInput, ResumeProfile, TailoredResumeInput } from '../../types.ts';
import { TAILORED_SECTIONS } from '../../../shared/style.ts';
import { findLexiconTerms, type LexiconHit } from '../../lexicon/find-lexicon-terms.ts';
import { containsRoleNoun } from '../../job/infer-title.ts';
import { contentStems, DEGREE_RANK, extractNumbers, indexResume, type ResumeIndex } from '../../match/resume-index.ts';
import { trimEndChars } from '../../../shared/trim-chars.ts';
import { isPlaceName } from '../../lexicon/taxonomy-vocab.ts';
import { institutionEvidence, isDegreeAbbreviation, organisationEvidence, placeEvidence } from '../../gazetteer/gazetteer.ts';
import { isWord } from '../../extract/rejoin-split-words.ts';

export type ClaimKind = 'employer' | 'title' | 'degree' | 'certification' | 'tool' | 'number';

export interface Claim {
  kind: ClaimKind;
  /** The claimed fact as the letter words it. */
  text: string;
  /** The letter's sentence that makes the claim. */
  sentence: string;
}

// Lexicon categories whose terms are named tools: a product, language, framework or service with a name.
const TOOL_CATEGORIES = new Set(['programming-language', 'framework', 'database', 'cloud-devops', 'software-tool']);
// Never judged: what a person is like, and the languages they speak.
const IGNORED_CATEGORIES = new Set(['soft-skill', 'language']);

// A clause stops being a claim from the first of these words on: what the candidate would, could or wants to do,
// what transfers or applies, how confident they are, what they have not done, and what the role or company is.
const CUE_WORDS = new Set(
  (
    'would could will can might may shall going hope hoping hopes eager excited thrilled delighted keen want wants wanting wish ' +
    'love like glad happy welcome opportunity chance aspire aim seek seeking interested drawn appeals appealed attracted ' +
    'learn learning deepen pursue pursuing toward towards studying plan plans planning intend intends intending preparing considering consider ' +
    // Admiring what the company does is about the company ('I admire the geology research your team publishes').
    'admire admires admired appreciate ' +
    // Curiosity, hearsay and respect are attitudes toward a thing, not use of it ('I am curious about Looker', 'I have
    // heard great things about Tableau', 'I know Looker only by reputation', 'The PMP credential interests me').
    'curious intrigued fascinated interests heard reputation respect respects ' +
    'confident comfortable ready able ability capable transfer transfers transferable translate translates ' +
    'not never no nor yet lack without ' +
    'your you yours ' +
    // Applying for a job and joining a team are about the job ('to apply for the Scale Clerk position with Gentis').
    'apply applying application candidacy join joining'
  ).split(' '),
);
// Two-word cues whose first word alone is often part of a claim ('I applied regression', 'the role of').
// What the posting or the role asks for is theirs ('… stood out to me because it asks for Django', 'which requires a
// CDL'), not what the candidate did; 'I asked for' is a deed.
// A comparison names what the candidate has not used ('systems similar to Anaplan'), but 'similar work at Acme' is a deed;
// a thing 'new to me' is one the candidate has not used ('Although Snowflake is new to me'); what 'draws me' to a role
// is the role's ('What draws me to it is the focus on Snowflake'), where 'I drew up budgets in Anaplan' is a deed.
const CUE_PAIRS = /\b(?:(?<!\bI\s)(?:asks?|asking|calls?|calling)\s+for\b|(?<!\bI\s)(?:is|are|was|were|being)\s+(?:asked|called)\s+for\b|to be (?:obtained|earned|completed|gained|achieved|pursued|taken)\b|(?:it|they|you|which)\s+(?:requires?|needs?|wants?|seeks?|demands?|(?:is|are)\s+looking\s+for)\b|(?:draws?|drew|attracts?|attracted) me\b|(?:similar|comparable|akin) to|(?:is|are|was|remains?|will be) (?:still |relatively |fairly |completely |entirely |quite )?(?:new|unfamiliar) (?:to|for) me|apply (?:it|this|that|these|those|them|my|what)|taking (?:an? |the |some |online )?(?:[\w-]+ ){0,2}(?:course|class|training|tutorial)s?|building (?:up )?my (?:knowledge|skills|familiarity)|brushing up|carr(?:y|ies|ying) (?:over|into|across|forward)|maps? (?:\w+ )?(?:onto|to)|next (?:credential|certification|certificate|license|licence|step|goal|degree|milestone|challenge)s?|(?<!went on |go on |managed |was able |were able )to (?:complete|earn|obtain|finish|sit for)|(?:keywords?|skills?|areas?|tools?|topics?|gaps?)\s+(?:that\s+)?I(?:\s+am|['’]m)\s+(?:still\s+)?(?:building|developing|learning|working on|growing|acquiring|gaining)|prepared to|look(?:ing)? forward|the role|this role|the position|this position|this opportunity|the posting|(?<!\bon\s)the job|position me|prepared me|equipped me|n't)\b/i;
// A possessive that claims even inside a wish ('the chance to apply my experience with QuickBooks').
const POSSESSIVE_CLAIM = /\b[Mm]y (?:[A-Z]|(?:experience|background|work|years|time|role|tenure|training|degree|certification|certificate|license|licence|credential|knowledge|expertise|proficiency|skills?|coursework|studies)\b)/;
// …unless the credential is still being pursued.
const PURSUIT = /\b(?:pursu\w*|working toward|studying|plan\w*|preparing for|enrolled|expect\w*|complet(?:e|ing)|finish\w*|earn(?:ing)? (?:my|a|an|the))\b/i;
const FIRST_PERSON = /\b(?:I|[Mm]e|[Mm]y|[Mm]yself|I'm|I've|I'd|I’m|I’ve|I’d)\b/;
// Verbs of holding a credential: 'I hold the CISSP', 'I have held the RN', 'I also carry the PMP', 'I renewed my CPR'.
const HOLDING = String.raw`(?:hold|holds|holding|held|carry|carries|carrying|maintain|maintains|maintained|keep|keeps|kept|renew|renewed|earned|obtained|achieved|attained|received|completed|passed|have)`;
// What may follow a credential held on its own: the end of the phrase, a list, or the verb it is the subject of ('My RN has…').
const HELD_END = String.raw`\s*(?:[.,;:!?()]|$|\s(?:and|or|since|for|with|who|through|via|from|by|under|after|during|while|when|because|so|but|last|this|in good standing|in hand|current|active|valid|as well|too|license|licence|on (?:my|the) first|has|have|had|is|was|keeps?|kept|helps?|helped|gives?|gave|taught|lets?|means?|makes?|made|shaped|sharpened)\b)`;
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const DATE_LINE = new RegExp(String.raw`^\s*(?:${MONTHS})\s+\d{1,2},\s+\d{4}\s*$`);

const NUMBER_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14,
  fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100, dozen: 12,
};

/** Lower case, one space, no punctuation but what names carry inside a word. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9+#'&]+/g, ' ')
    .trim();
}

interface ResumeFacts {
  index: ResumeIndex;
  folded: string;
  /** Every resume line folded, and each source line joined with the next (a sidebar prints a name, then its issuer). */
  foldedLines: string[];
  /** Every folded word of the resume. */
  words: Set<string>;
  /** The source lines as printed, for initials ('UCLA' for University of California, Los Angeles). */
  sourceLines: string[];
  /** The parsed certifications. */
  certifications: string[];
  stems: Set<string>;
  degreeRanks: Set<number>;
  years: number;
}

const factsCache = new WeakMap<ResumeProfile, ResumeFacts>();

// Degrees the lexicon does not spell ('B.E', 'B.Tech', 'BCA', 'M.Tech'), read off the resume's own lines.
const BACHELOR_TEXT = /\b(?:bachelor|b\.? ?(?:e|s|a|sc|eng|tech|com|ca|ba|fa|bm|ed)\b|btech|bcom|bca)/i;
const MASTER_TEXT = /\b(?:master|m\.? ?(?:s|a|sc|eng|tech|com|ca|ba|fa|ed|phil)\b|mtech|mca|mba|meng)/i;
const DOCTOR_TEXT = /\b(?:ph\.? ?d|doctor(?:ate| of)|d\.? ?phil)/i;
const ASSOCIATE_TEXT = /\bassociate(?:'s)? (?:degree|of)|\ba\.? ?(?:a|s|a\.? ?s)\.? (?:in|degree)/i;
const SCHOOL_TEXT = /\b(?:high school|secondary|diploma|class (?:x|xii|10|12)|ssc|hsc|ged|sslc)\b/i;

function readResume(profile: ResumeProfile): ResumeFacts {
  const cached = factsCache.get(profile);
  if (cached) return cached;
  const index = indexResume(profile);
  const degreeRanks = new Set<number>();
  for (const [term] of index.terms) if (DEGREE_RANK[term]) degreeRanks.add(DEGREE_RANK[term]);
  for (const line of index.lines) {
    if (BACHELOR_TEXT.test(line)) degreeRanks.add(3);
    if (MASTER_TEXT.test(line)) degreeRanks.add(4);
    if (DOCTOR_TEXT.test(line)) degreeRanks.add(5);
    if (ASSOCIATE_TEXT.test(line)) degreeRanks.add(2);
    if (SCHOOL_TEXT.test(line)) degreeRanks.add(1);
  }
  // Years of work the resume's dates span: a model counts them ('a nurse of six years') when no line says it.
  const written = [...index.lowerText.matchAll(/\b(19[6-9]\d|20[0-4]\d)\b/g)].map((m) => Number(m[1]));
  const span = written.length ? Math.max(...written) - Math.min(...written) : 0;
  const foldedLines = index.lines.map(fold);
  const source = profile.lines.map(fold);
  const pairs = source.slice(1).map((line, i) => `${source[i]} ${line}`);
  const facts: ResumeFacts = {
    index,
    folded: ` ${foldedLines.join(' | ')} `,
    foldedLines: [...foldedLines, ...pairs],
    words: new Set(foldedLines.join(' ').split(' ')),
    sourceLines: profile.lines,
    certifications: profile.certifications,
    stems: new Set(index.lines.flatMap((l) => contentStems(l))),
    degreeRanks,
    years: Math.max(index.yearsOfExperience, span),
  };
  factsCache.set(profile, facts);
  return facts;
}

/** The initials of a name's capitalised words ('Certified Safety Professional' → 'CSP'). */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('');
}

/**
 * True when the resume carries the phrase: as written, or every significant word of it on one line (a long word also
 * in a near spelling, unless `near` is false).
 */
function resumeHasPhrase(facts: ResumeFacts, phrase: string, generic: ReadonlySet<string> = new Set(), near = true): boolean {
  const f = fold(phrase).replace(/^(?:the|a|an) /, '');
  if (!f) return true;
  if (facts.folded.includes(` ${f} `) || facts.folded.includes(` ${f}`)) return true;
  const words = f
    .split(' ')
    .map((w) => ABBREVIATIONS[w] ?? w)
    .filter((w) => w.length > 1 && !generic.has(w) && !JOINERS.has(w));
  if (words.length === 0) return true;
  return facts.foldedLines.some((line) => {
    const have = new Set(line.split(' ').map((w) => ABBREVIATIONS[w] ?? w));
    return words.every((w) => have.has(w) || have.has(w.replace(/'s$/, '')) || have.has(`${w}s`) || have.has(w.replace(/s$/, '')) || (near && hasNearSpelling(have, w)));
  });
}

/**
 * An organisation or product name: as a phrase, or — for a name of two words or more — every word of it somewhere in
 * the resume ('UMass Amherst' beside 'UMass Student Government' and 'Amherst, MA'), or an acronym of words on one
 * resume line ('UCLA', 'BITS'). A name of one word is never matched by a near spelling: 'Humana' is no misspelt
 * 'humans'.
 */
function resumeHasName(facts: ResumeFacts, name: string): boolean {
  if (resumeHasPhrase(facts, name, ORG_GENERIC, fold(name).split(' ').filter((w) => !ORG_GENERIC.has(w)).length > 1)) return true;
  const tokens = name.split(/\s+/).filter((w) => !JOINERS.has(w.toLowerCase()) && !ORG_GENERIC.has(fold(w)));
  if (tokens.length === 0) return true;
  const known = (t: string) => (tokens.length > 1 && facts.words.has(fold(t))) || isAcronymOnResume(facts, t);
  return tokens.every(known);
}

function isAcronymOnResume(facts: ResumeFacts, token: string): boolean {
  const letters = token.replace(/[^A-Za-z]/g, '');
  if (letters.length < 2 || letters.length > 6 || letters !== letters.toUpperCase()) return false;
  return facts.sourceLines.some((line) => {
    // Capitalised words only: a name's initials ('University of California, Los Angeles'), not any run of words ('…cloud
    // migration and…' is no 'CMA'). A run across a comma or bracket is one name only when it is long ('UCLA'); three
    // letters across a list ('Fund Invest & Credit, Financial Accounting, …') are no 'CFE'.
    const words: { initial: string; part: number }[] = [];
    line.split(/([,;|•()/])/).forEach((piece, part) => {
      for (const w of piece.split(/[^A-Za-z]+/)) if (/^[A-Z]/.test(w) && !JOINERS.has(w.toLowerCase())) words.push({ initial: w[0], part });
    });
    const initials = words.map((w) => w.initial).join('');
    for (let at = initials.indexOf(letters); at >= 0; at = initials.indexOf(letters, at + 1)) {
      if (letters.length >= 4 || words[at].part === words[at + letters.length - 1].part) return true;
    }
    return false;
  });
}

// A model spells right what the resume misspells ('Customer Service Asisstant'): one edit or swap in a long word.
function hasNearSpelling(have: ReadonlySet<string>, word: string): boolean {
  if (word.length < 6) return false;
  for (const w of have) if (Math.abs(w.length - word.length) <= 1 && w.length >= 6 && isOneEditApart(w, word)) return true;
  return false;
}

function isOneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    // One substitution, or two neighbours swapped.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

const ABBREVIATIONS: Record<string, string> = { sr: 'senior', jr: 'junior', mgr: 'manager', asst: 'assistant', assoc: 'associate', dept: 'department', univ: 'university', co: 'company', corp: 'corporation', inc: 'inc', intl: 'international' };
const JOINERS = new Set(['of', 'and', '&', 'the', 'for', 'in', 'at', 'a', 'an']);
const CERT_GENERIC = new Set(['certification', 'certificate', 'certified', 'license', 'licence', 'licensed', 'credential', 'designation', 'endorsement', 'professional', 'my', 'a', 'an', 'the', 'hold', 'holder']);
const ORG_GENERIC = new Set(['inc', 'llc', 'ltd', 'llp', 'company', 'corporation', 'group', 'co']);

const ABBREVIATION_END = /(?:\b(?:Inc|Co|Ltd|Corp|Jr|Sr|St|Dr|Mr|Ms|Mrs|No|vs|Bros|Dept|Univ)|\.[A-Za-z]{1,3}|\b[A-Z])$/;
const SENTENCE_OPENER = /^(?:I|I'm|I've|I'd|I’m|I’ve|I’d|My|The|This|That|These|In|At|As|While|With|During|Before|After|Since|Thank|Thanks|Over|Our|It|We|There|Your|You|Today|Most|Earlier|Later|Previously|Currently|Beyond|Outside|Through|From|For|When|Although|Please|What|Why|How|Because|Right|Having)$/;

/**
 * The letter's body sentences, leaving out the date, greeting and sign-off. A period after an abbreviation or an
 * initialism ('Acme Corp.', 'a B.Sc.') ends a sentence only when a sentence opener follows ('Corp. I also…').
 */
function letterSentences(letter: string, names: readonly string[]): string[] {
  const lines = letter.split('\n').map((l) => l.trim());
  const last = lines.map((l, i) => (l ? i : -1)).reduce((a, b) => Math.max(a, b), -1);
  const out: string[] = [];
  lines.forEach((para, i) => {
    if (!para || i === last || DATE_LINE.test(para) || /^Dear\b/.test(para) || /^[A-Z][\w ]{0,24},$/.test(para)) return;
    let start = 0;
    for (let at = 0; at < para.length; at++) {
      const c = para[at];
      if ((c !== '.' && c !== '!' && c !== '?') || para[at + 1] !== ' ') continue;
      const next = /^[^\s]+/.exec(para.slice(at + 2))?.[0].replace(/[,;:]$/, '') ?? '';
      if (!/^[A-Z"“']/.test(next)) continue;
      // The number of a numbered list's item ('2. Education: …') is no sentence of its own.
      if (c === '.' && /^\(?\d{1,2}$/.test(para.slice(start, at))) continue;
      // 'at Acme Corp. Payment…': a name that ends in an abbreviation still ends its sentence.
      const endsName = names.some((n) => para.slice(start, at).endsWith(n));
      if (c === '.' && !endsName && ABBREVIATION_END.test(para.slice(Math.max(start, at - 6), at)) && !SENTENCE_OPENER.test(next)) continue;
      out.push(para.slice(start, at + 1).trim());
      start = at + 2;
    }
    if (start < para.length) out.push(para.slice(start).trim());
  });
  return out.filter(Boolean);
}

interface Region {
  text: string;
  /** True when the text lies in a claim clause; false for a possessive claim inside a wish (kept for credentials). */
  full: boolean;
}

// A sentence's regions depend on its text alone, and a letter's sentences come back many times (each check of a draft,
// its trimmed draft, a regenerated letter): read once, handed out as copies. Bounded so a long-running server stays small.
const regionsBySentence = new Map<string, readonly Region[]>();

/** The parts of a sentence that state what the candidate has done or holds. */
function claimRegions(masked: string, candidateIsSubject = false): Region[] {
  const key = `${candidateIsSubject ? 1 : 0}${masked}`;
  let regions = regionsBySentence.get(key);
  if (!regions) {
    if (regionsBySentence.size >= 20_000) regionsBySentence.clear();
    regionsBySentence.set(key, (regions = readClaimRegions(masked, candidateIsSubject)));
  }
  return regions.map((r) => ({ ...r }));
}

function readClaimRegions(masked: string, candidateIsSubject: boolean): Region[] {
  const clauses = joinAbbreviations((nlp(masked).clauses().out('array') as string[]).filter((c) => c.trim()));
  const regions: Region[] = [];
  // 'claim' while the candidate is the subject; 'other' once a clause is about a wish, the role or someone else.
  let prev: 'claim' | 'other' | 'none' = 'none';
  let pendingIntro = '';
  // The clause before, when nothing in it was a cue: 'Our intake calendar lives in Acuity, | which I set up'.
  let plainBefore = '';
  const list = clauses.length ? clauses : [masked];
  for (const [at, raw] of list.entries()) {
    const clause = raw.trim();
    const words = clause.split(/\s+/);
    let cut = words.length;
    for (let i = 0; i < words.length; i++) {
      const w = words[i].toLowerCase().replace(/[^a-z'’]/g, '');
      // 'I am comfortable with Zendesk' says they have used it; 'comfortable in a SaaS environment' says nothing.
      if (w === 'comfortable' && /^(?:with|using|in|on)$/i.test(words[i + 1] ?? '') && new RegExp(`^${NAME_WORD}`).test(words[i + 2] ?? '')) continue;
      if (CUE_WORDS.has(w) || /(?:'|’)(?:d|ll)$/.test(w) || w.endsWith("n't") || w.endsWith('n’t')) {
        cut = i;
        break;
      }
    }
    const pair = CUE_PAIRS.exec(clause);
    let before = words.slice(0, cut).join(' ');
    if (pair && pair.index < before.length) before = clause.slice(0, pair.index);
    // What the candidate knows or has seen of others ('I understand that Looker and Alteryx are central to…', 'I have
    // followed how teams use Looker') is not what they did.
    const report = REPORTED.exec(before);
    if (report) before = before.slice(0, report.index);
    // 'Earning the CPA is my next goal', 'An MBA is something I hope to pursue': a goal, not a claim.
    // 'Training in Marketo is offered to new hires, which I appreciate': the candidate only in a relative clause
    // that the cue ends says nothing about what they did.
    const relative = /\b(?:which|that|something|what)\s+(?:I|I['’]m|I am|I['’]d)(?:\s+[a-z]+)?\s*$/.exec(before);
    const goal = isGoalClause(clause) || Boolean(before.length < clause.length && relative && !FIRST_PERSON.test(before.slice(0, relative.index)));
    if (goal) before = '';
    const cued = before.length < clause.length;
    const firstWord = (words[0] ?? '').toLowerCase();
    const starts = /^(?:and|or|then|also|including)$/.test(firstWord) || /^[a-z]{3,}(?:ed|ing)$/.test(firstWord) || startsWithVerb(clause);
    // 'Using HubSpot, I kept…': a participle before the candidate's clause is theirs too.
    // …and so is a phrase led by a participle's subject ('CCNP certified since 2020, I…').
    // …as is a verbless phrase that describes the candidate before their clause ('Proficient in Alteryx and Looker, I…',
    // 'A CPA by training, I…', 'CPA-licensed since 2019, I…').
    const describes = !cued && (!hasVerb(clause) || /^An?\s/.test(clause)) && !/\b(?:new|newer|unfamiliar|inexperienced)\b/i.test(clause) && /^(?:I|My|I['’](?:m|ve))\b/.test(list[at + 1]?.trim() ?? '');
    const participle =
      /,$/.test(clause) &&
      (/^[a-z]{2,}(?:ing|ed)$/.test(firstWord) || /^(?:[A-Za-z]+ly|[Oo]nce)\s+[a-z]{2,}(?:ed|ing)\b/.test(clause) || /^(?:\S+\s+){1,4}(?:certified|licensed|credentialed|qualified|trained)\b/.test(clause) || /^\S+-(?:certified|licensed|credentialed|qualified|trained)\b/.test(clause) || describes);
    // 'Acme Corp, where I spent two years, taught me…': a name that the next clause says the candidate worked at.
    const placeOfDeed = /^(?:where|at which|in which)\s+(?:I|I['’]ve)\s/.test(list[at + 1]?.trim() ?? '') && /,$/.test(clause);
    // …and 'Between Zendesk and Excel, my days…', 'Alongside Epic, I…': what the phrase names is the candidate's.
    const intro = (/^(?:at|while|during|in|as|with|since|after|before|through|throughout|over|from|across|for|between|among|alongside|besides)$/.test(firstWord) || participle || placeOfDeed) && !FIRST_PERSON.test(clause);
    let isClaim: boolean;
    // A resume line's subject is the candidate ('Built budget models in Anaplan'), up to a wish or the job.
    if (FIRST_PERSON.test(before) || (candidateIsSubject && before.trim())) isClaim = true;
    else if (intro) {
      // 'While at Gilmore Financial,' belongs to the clause after it.
      pendingIntro += ` ${before}`;
      continue;
    } else {
      // 'I hold a Certificate from UCF, | a Master of Arts in Education and …': a clause without a verb lists on
      // from the clause before it.
      isClaim = prev === 'claim' && (starts || !hasVerb(clause)) && !/^(?:which|that|who|where)$/.test(firstWord);
    }
    // '…lives in Acuity, which I set up': what the candidate did names the thing of the clause before.
    if (!cued && !goal && plainBefore && prev !== 'claim' && /^(?:which|that)\s+I\s+(?!am\b|was\b)[a-z]/.test(clause)) regions.push({ text: plainBefore, full: true });
    plainBefore = !cued && !goal && !isClaim && !FIRST_PERSON.test(clause) ? clause : '';
    const last = regions[regions.length - 1];
    // A clause that carries on the claim before it joins it, so a list split at a comma reads as one
    // ('in Epic EHR, | Cerner and Meditech').
    if (isClaim && prev === 'claim' && last?.full && !pendingIntro) last.text = `${last.text} ${before}`;
    else if (isClaim) regions.push({ text: `${pendingIntro} ${before}`.trim(), full: true });
    if (cued && !goal) {
      const rest = clause.slice(before.length);
      const poss = POSSESSIVE_CLAIM.exec(rest);
      // The pursuit may begin before the cue word ('I am working toward my CSCP certification').
      const lead = before.split(/\s+/).slice(-2).join(' ');
      if (poss && !PURSUIT.test(`${lead} ${rest.slice(0, poss.index + poss[0].length + 40)}`.replace(/\s+/g, ' '))) {
        // The possessive runs to the next 'to' ('my experience with QuickBooks to your close').
        const tail = rest.slice(poss.index);
        const end = tail.search(/\bto\b/);
        regions.push({ text: end > 0 ? tail.slice(0, end) : tail, full: false });
      }
    }
    pendingIntro = '';
    prev = isClaim && !cued ? 'claim' : 'other';
  }
  return regions;
}

// A clause that ends on a dotted abbreviation of two parts or more ('a B.Sc.', 'an M.Phil.', 'a Ph.D.').
const DOTTED_END = /(?:^|\s)[A-Z][a-z]{0,3}\.(?:\s?[A-Z][a-z]{0,4}\.)+$/;

/**
 * The clause reader ends a clause at a dotted abbreviation when a lower-case word follows ('I hold a B.Sc. | in
 * Oceanography.'): the two halves are one clause, so the degree keeps its field.
 */
function joinAbbreviations(clauses: string[]): string[] {
  const out: string[] = [];
  for (const clause of clauses) {
    const last = out.length - 1;
    if (last >= 0 && DOTTED_END.test(out[last].trimEnd()) && /^\s*[a-z(]/.test(clause)) out[last] = `${out[last].trimEnd()} ${clause.trim()}`;
    else out.push(clause);
  }
  return out;
}

const REPORTED = /\b(?:(?:understand|know|knew|see|saw|seen|notice|noticed|gather|realized?|realised?|read|learned|learnt|heard|followed|watched|studied|recognized?|recognised?)\s+(?:that|how|what|why|where)\s+(?!I\b|I['’]|my\b|me\b|to\b)|(?:see|saw|notice|noticed|gather|read|hear|heard)\s+(?:that\s+)?(?:the|your|this|their|its|many|most)\s|(?:understand|know|appreciate|realize|realise|note|noted|notice|noticed|observe|observed)\s+(?:that\s+)?(?:the|your|this|their|its)\s+(?:[\w-]+\s+){0,3}(?:needs?|requires?|calls?\s+for|asks?\s+for|wants?|involves?|demands?|expects?|cent(?:re|er)s?\s+on|seeks?|is\s+looking\s+for)\b)/i;

// What a goal is called: 'my next goal', 'a priority for me', 'on my roadmap', 'the next step'.
// A gerund of gaining a qualification or experience, opening a clause ('Getting …', 'Earning …', 'Building experience with …').
const ACQUIRING = /^(?:getting|earning|obtaining|gaining|securing|attaining|achieving|pursuing|sitting for|becoming|building (?:up )?(?:experience|skills?) (?:with|in))\b/i;
const GOAL_NOUN = /\b(?:goals?|aims?|priority|priorities|ambitions?|aspirations?|objectives?|plans?|next steps?|roadmap|horizon|wish ?list|(?:on|to) my list)\b/i;

/**
 * A clause whose subject is not the candidate, joined by a present or future 'is' to a goal ('Sitting for the CMA exam
 * is on my roadmap', 'Obtaining the CISSP is a priority for me') or to a wish ('An MBA is something I hope to
 * pursue'). A past 'was' tells what happened ('Passing the CPA exam was the proudest moment of my career').
 */
function isGoalClause(clause: string): boolean {
  const doc = nlp(clause);
  const verbs = doc.verbs().json() as { text: string; verb?: { grammar?: { copula?: boolean; tense?: string } } }[];
  const copula = verbs.find((v) => v.verb?.grammar?.copula);
  if (!copula || copula.verb?.grammar?.tense === 'PastTense') return false;
  const at = clause.indexOf(trimEndChars(copula.text.trim(), '.,;:!?'));
  if (at <= 0) return false;
  const subject = clause.slice(0, at);
  const predicate = clause.slice(at);
  // The subject may hold 'my' only as the object of what is to be done ('Earning my CPA', 'Getting my CDL').
  if (/\b(?:I|I['’]m|I['’]ve|me)\b/.test(subject) || (FIRST_PERSON.test(subject) && !/^[A-Za-z]+ing\b/.test(subject)) || /\b(?:was|were|had been)\b/i.test(copula.text)) return false;
  if (GOAL_NOUN.test(predicate)) return true;
  // The act of gaining something as the subject of a present 'is' ('Getting a CPA license is already on my radar',
  // 'Earning the CMA is next for me') speaks of it as still to be done; what was done takes a past verb ('Earning the
  // CMA in 2022 sharpened my thinking', 'Getting my CDL was …').
  if (ACQUIRING.test(subject.trim())) return true;
  return predicate.split(/\s+/).some((w) => CUE_WORDS.has(w.toLowerCase().replace(/[^a-z'’]/g, '')));
}

/** 'prepare balance sheets for…' after 'I monitor…, ': a verb that continues the candidate's list of deeds. */
function startsWithVerb(clause: string): boolean {
  const first = (nlp(clause).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0];
  return Boolean(first?.tags.includes('Verb'));
}

function hasVerb(clause: string): boolean {
  return nlp(clause).has('#Verb');
}

const ROLE_WORD = String.raw`(?:[A-Z][\w&'’./-]*|\([^()]{1,40}\)|[-–/&]|of|and)`;
const APPLIED_ROLE = new RegExp(
  String.raw`(\b(?:apply(?:ing)?\s+for|application\s+for|interest\s+in|interested\s+in|excited\s+about|consideration\s+for|candidacy\s+for)\s+(?:the|this|your)\s+)(${ROLE_WORD}(?:\s+${ROLE_WORD})*)(?=\s+(?:position|role|opening|vacancy|post)\b)`,
  'g',
);

/** Masks the job's company and position, the candidate's name and contact details: naming them is no claim. */
function maskNames(sentence: string, input: CoverLetterInput): string {
  let out = sentence;
  for (const name of [input.companyName, input.job.company, input.job.position, input.fullName, input.profile.name]) {
    const n = name?.trim();
    if (!n || n.length < 2) continue;
    for (let at = out.toLowerCase().indexOf(n.toLowerCase()); at >= 0; at = out.toLowerCase().indexOf(n.toLowerCase(), at + n.length)) {
      out = `${out.slice(0, at)}${'§'.repeat(n.length)}${out.slice(at + n.length)}`;
    }
  }
  // The role applied for, however the letter brackets it ('interest in the Registered Nurse (Weekend SICU) position').
  out = out.replace(APPLIED_ROLE, (m, lead: string, role: string) => `${lead}${'§'.repeat(role.length)}${m.slice(lead.length + role.length)}`);
  return out.replace(/(?<!\S)[^\s@]+@\S+/g, (m) => '§'.repeat(m.length)).replace(/\(?\d{3}\)?[ .-]\d{3}[ .-]\d{4}/g, (m) => '§'.repeat(m.length));
}

const CAP_WORD = String.raw`[A-Z][\w&'’.-]*`;
const EMPLOYER_AFTER = new RegExp(String.raw`\b(?:at|At|with|for|joined|by|(?:years?|months?|time|decade|summers?)\s+I\s+(?:gave|devoted|dedicated|owe)\s+to)\s+(?:the\s+)?(${CAP_WORD}(?:\s+(?:of|and|&|for|${CAP_WORD}))*)`, 'g');
// A product name may start in lower case when a capital follows ('iManage', 'eClinicalWorks').
const NAME_WORD = String.raw`(?:[A-Z][\w&'’.-]*|[a-z]{1,2}[A-Z][\w&'’.-]*)`;
// A list of names runs on over commas ('in Epic EHR, Cerner and Meditech').
const TOOL_NAME_AFTER = new RegExp(String.raw`\b(?:in|using|via)\s+(${NAME_WORD}(?:,?\s(?:and\s|&\s)?${NAME_WORD})*)`, 'g');
// Names before a product noun ('Toast and Micros POS systems', 'the Kronos platform'), or before the acronym of a kind
// of system that a product's name carries ('Toast POS', 'Zoho CRM').
const NAMES_BEFORE_PRODUCT = new RegExp(String.raw`(?<![\w&'’.-])(${NAME_WORD}(?:,?\s(?:and\s|&\s)?(?!(?:POS|CRM|ERP|EHR|EMR|LMS|ATS|HRIS)\b)${NAME_WORD})*)\s(?=(?:POS\s)?(?:systems?|platforms?|software|apps?|tools?|suite|CRM|ERP)\b|(?:POS|CRM|ERP|EHR|EMR|LMS|ATS|HRIS)\b)`, 'g');
const PROFESSIONAL_DEGREE = /\b(?:an?|my|the)\s(Juris Doctor|J\.D\.|JD|LL\.M\.|LLM|LL\.B\.|LLB|M\.D\.|MD|DDS|DMD|PharmD|Pharm\.D\.|DNP|DPT|Ed\.D\.|EdD|Psy\.D\.|PsyD)(?![\w.])/g;
const NAMES_AFTER_TOOL = new RegExp(String.raw`^(?:,\s|,?\s(?:and|or|&)\s)(${NAME_WORD}(?:,?\s(?:and\s|or\s|&\s)?${NAME_WORD})*)`, 'g');
const DEGREE_SPELLED = /\b(Bachelor|Master|Doctor|Associate|(?:bachelor|master|associate)(?=['’]s))(?:['’]s)?\s(?:[Dd]egree\s)?(?:of|in)\s([A-Z][\w&'’-]*(?:\s(?:and\s)?[A-Z][\w&'’-]*){0,4})/g;
const TITLE_AFTER = /\b(?:[Aa]s(?:\s+(?:an?|the|my))?|(?:am|I'm|I’m|was|been)\s+(?:(?:also|now|currently|already|still|proudly)\s+)?(?:an?|the))\s+([A-Za-z][\w.&'’/-]*(?:\s+[A-Za-z][\w.&'’/-]*){0,5})/g;
const TITLE_STOP = new Set(['at', 'for', 'with', 'in', 'where', 'who', 'which', 'since', 'from', 'on', 'to', 'and', 'i', 'that', 'of', 'by', 'during', 'while', 'when', 'my', 'across']);
const NOT_NAME = new RegExp(String.raw`^(?:I|The|This|That|Your|My|Our|These|Those|It|We|You|Here|There|Below|Above|What|Which|Such|Everything|Something|Dear|Hiring|Team|Manager|${MONTHS}|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$`);
const CERT_PHRASE = /\b((?:[A-Z][\w&+'’.-]*\s+){0,6}(?:Certification|Certificate|License|Licence|Credential|Endorsement)|(?<![.!?]\s|^)(?:[A-Z][\w&+'’.-]*\s+){2,6}(?:certification|certificate|credential|designation))\b|\b((?:[A-Z][\w&+'’.-]*\s+){0,4}(?:Certified|Chartered)(?:\s+[A-Z][\w&+'’.-]*){1,5})/g;
// 'I earned CMRP status', 'CSM status (recent)': three letters at least ('IT status' is not a credential).
const ACRONYM_STATUS = /(?<![\w§-])([A-Z][A-Z0-9&+]{2,7})\s+status\b/g;
// A visa or a standing, not a credential: 'my OPT status', 'H1B status', 'GPA'.
const NOT_CREDENTIAL_STATUS = /^(?:H-?1-?B|OPT|CPT|EAD|STEM|VIP|GPA|ADA|EEO|EEOC|LGBTQ\+?|USA|USCIS|NGO|PR)$/;
// Who licenses or how widely, not the area: 'Board-certified', 'State-licensed', 'Nationally-accredited'.
const NOT_AREA = /^(?:State|Board|Nationally|Federally|Fully|Dual|Double|Triple|Doubly|Triply|Self|Co)$/;
// 'Mediation-qualified', 'Kanban-certified', 'Six Sigma-certified'.
const AREA_QUALIFIED = /\b((?:[A-Z][\w&'’+]*\s+){0,3}[A-Z][\w&'’+]*)-(?:qualified|certified|credentialed|accredited|licensed)\b/g;
// A diploma named with its field: 'a postgraduate diploma in Zoology', 'Graduate Diploma in Art History'.
const DIPLOMA_IN = /\b(?:(?:[Pp]ost-?graduate|[Gg]raduate|[Aa]dvanced|[Hh]igher|[Pp]rofessional|[Uu]ndergraduate)\s+)?[Dd]iploma\s+(?:in|of)\s+([A-Z][\w&'’-]*(?:\s+(?:and\s+|of\s+|&\s+)?[A-Z][\w&'’-]*){0,4})/g;
// 'my CPA license', 'the OSCP certification', 'PMP-certified'.
const ACRONYM_CREDENTIAL = /\b([A-Z][A-Z0-9&+]{1,7})(?=[\s-]+(?:certification|certificate|license|licence|credential|credentialed|designation|certified|accredited|qualified|endorsement)\b)/g;
const DEGREE_FIELD = /\b(?:in|of)\s+((?:[A-Za-z][\w&'’-]*\s*){1,5})/;
const DEGREE_ANY_LEVEL = /\b(?:[Aa]n?|[Mm]y|[Tt]he|his|her)\s+(?:[\w'’-]+\s+)?degree\s+(?:is\s+|was\s+)?in\s+((?:[A-Za-z][\w&'’-]*\s?){1,5})/g;
const DEGREE_NEAR = /\b(?:degree|bachelor|master|doctorate|diploma|major|majored|majoring|minor|studied|graduated)\b[^.]*$/i;
// An acronym held as a credential: after 'my', 'hold the', 'earned a', 'I am a', at the end of its phrase.
const ACRONYM_HELD = new RegExp(
  String.raw`\b(?:[Mm]y|(?:hold|holding|earned)|${HOLDING}\s(?:a|an|the|my)|I am an?|I'm an?|I’m an?|[Aa]s an?)\s(?:(?:active|current|valid|unrestricted|full|clean|card-carrying|paid-up|practi[sc]ing|Class\s[A-Z])\s){0,2}([A-Z][A-Z0-9&+]{1,6}(?:-[A-Z0-9]{1,4})?)(?=${HELD_END})`,
  'g',
);
// A list of credentials held or named as the candidate's: 'I hold both the CPA and the CFE', 'my credentials include CPA
// and CFE'; every acronym in it is held.
const ACR = String.raw`[A-Z][A-Z0-9&+]{1,6}(?:-[A-Z0-9]{1,4})?`;
const HELD_LIST = new RegExp(
  String.raw`(?:\b${HOLDING}\s+(?:both|also|each of)|\b(?:hold|holding|held|carry|earned|obtained|maintain)|\b(?:credentials|certifications|certificates|licen[cs]es|designations)\s*(?:include|includes|included|are|:))\s+((?:(?:the|my|an?)\s+)?${ACR}(?:\s*\([^)]*\))?(?:(?:\s*,\s*|,?\s+(?:and|&|as well as)\s+)(?:(?:the|my|an?)\s+)?${ACR}(?:\s*\([^)]*\))?)*)(?=${HELD_END})`,
  'g',
);
const CREDENTIAL_CUE = /\b(?:(?:re)?certif\w*|qualified(?= as\b| in\b|[.,;])|licen[cs]\w*|credential\w*|designation|exams?|holder|renew\w*|passed|awarded|accredit\w*|board[- ]certified)\b/i;
// Where a degree was earned: 'graduated from X', 'a graduate of X', 'studied … at X', 'my MBA from X', 'PhD work at X'.
const SCHOOL_AFTER = new RegExp(
  String.raw`\b(?:[Gg]raduat\w*|[Aa]lumn(?:us|a|i|ae)|[Aa]lums?|[Ss]tudied|studies|studying|coursework|degree|diploma|PhD|Ph\.D\.|doctorate|doctoral|MBA|master['’]s|bachelor['’]s|[BM]\.?[AS]c?\.?|undergraduate|graduate work|postdoc\w*)(?:\s+(?![Aa]t\b|[Ff]rom\b|[Oo]f\b)[\w'’.&-]+){0,5}?\s+(?:at|from|of)\s+(?:the\s+)?(${CAP_WORD}(?:\s+(?:of|and|&|${CAP_WORD}))*)`,
  'g',
);
// A school as the subject of the degree it gave: 'Rice University awarded me a BSc in 2015', 'Emory conferred my MPH'.
const SCHOOL_AWARDING = new RegExp(
  String.raw`(?:^|[.;:]\s+|,\s+)(?:the\s+|The\s+)?(${CAP_WORD}(?:\s+(?:of|and|&|${CAP_WORD}))*)\s+(?:awarded|granted|conferred|gave)\s+(?:on\s+|upon\s+)?(?:me|my)\b(?=[^.]*\b(?:[Dd]egree|[Dd]iploma|[Dd]octorate|[Bb]achelor|[Mm]aster|[Aa]ssociate|BA|BSc|BS|MA|MSc|MS|MBA|PhD|Ph\.D\.|B\.\s?[AS]|M\.\s?[AS])\b)`,
  'g',
);
// 'Vassar College is my alma mater', 'my alma mater, the University of Durham'.
const ALMA_MATER = new RegExp(String.raw`(?:^|[.;:]\s+|,\s+)(?:the\s+|The\s+)?(${CAP_WORD}(?:\s+(?:of|and|&|${CAP_WORD}))*)\s+(?:is|was|remains)\s+my\s+alma\s+mater\b|\b[Mm]y\s+alma\s+mater(?:\s+is|\s+was|,)?\s+(?:the\s+)?(${CAP_WORD}(?:\s+(?:of|and|&|${CAP_WORD}))*)`, 'g');
// 'As a Stanford graduate', 'a proud Rutgers alumna', 'a Duke alum'.
const SCHOOL_BEFORE = new RegExp(String.raw`\b(?:an?|proud|the)\s+(${CAP_WORD}(?:\s+(?:of\s+|at\s+)?${CAP_WORD})*)\s+(?:graduate|grad|alumn(?:us|a|i|ae)|alums?)\b`, 'g');
// …or the subject of what the candidate had or used: 'Okta is part of my daily toolkit', 'Comcast was my first employer',
// 'Comcast promoted me twice'.
const PRODUCT_SUBJECT = /^\s+(?:(?:was|is|has been|became|remains)\s+(?:the|my|our)\s+(?:\w+\s+){0,2}(?:system|tool|platform|software|application|app|CRM|ERP|EHR|database|program)\b|(?:was|is|has been|became|remains)\s+(?:(?:part|one|central|core|key|a staple|the backbone)\s+(?:of|to)\s+)?my\b|(?:[a-z]+ed|gave|brought|made|taught|sent|took|kept|chose|put)\s+(?:me|my)\b|(?:is|was|are|were|has been|remains?)\s+(?:where|how|what)\s+I\s+(?!am\b)[a-z]|(?:is|was|are|were|has been|remains?)\s+(?:(?:an?|the|my|our)\s+)?(?:\w+\s+){0,2}(?:tools?|systems?|platforms?|programs?|apps?|applications?|software)\s+(?:that\s+|which\s+)?I(?:['’]ve)?\s+(?!am\b)[a-z])/;
// A capitalised word or run of them, a product name that starts in lower case ('iManage'), or one with a dot ('Monday.com').
const UNKNOWN_NAME = new RegExp(String.raw`(^|[^\w&'’.§-])((?:[A-Z][\w&+'’.-]*|[a-z]{1,2}[A-Z][\w&'’.-]*)(?:\s(?:of\s|and\s|or\s|&\s)?(?:[A-Z][\w&+'’.-]*))*)`, 'g');

function isToolHit(hit: LexiconHit, surface: string): boolean {
  if (IGNORED_CATEGORIES.has(hit.category) || hit.category === 'degree' || hit.category === 'certification') return false;
  // 'computer skills' is a competency even where the lexicon files it with the tools; a tool is written as a name.
  if (TOOL_CATEGORIES.has(hit.category)) return /[A-Z0-9+#.]/.test(surface) || !hit.term.includes(' ');
  // A product named in lower case ('dbt', 'athenahealth'): one word, spelled as the lexicon spells it, and no word of
  // English (a competency is: 'forecasting', 'budgeting'); fields of knowledge ('aquaponics') are not products.
  if (/^[a-z][a-z0-9]+$/.test(surface) && surface === hit.term && hit.category !== 'knowledge' && !isWord(surface)) return true;
  // Elsewhere only a name is a tool ('QuickBooks', 'Salesforce', 'Epic'), not a competency ('forecasting') or an
  // acronym for one ('SOX', 'SaaS', 'CRM').
  if (!/^[A-Z]/.test(surface)) return false;
  const letters = surface.replace(/[^A-Za-z]/g, '');
  const upper = letters.replace(/[^A-Z]/g, '').length;
  if (upper * 2 >= letters.length) return false;
  // A name is one capitalised word mid-sentence ('Spark', 'Salesforce'), has a capital inside a word ('QuickBooks'),
  // or is several capitalised words of which one is an acronym or the first a vendor ('Power BI', 'Google
  // Analytics'). Several capitalised plain words are a competency in title case ('Account Reconciliation').
  const words = surface.split(/\s+/);
  if (words.length === 1 || /[a-z][A-Z]/.test(surface)) return true;
  return words.every((w) => /^[A-Z0-9]/.test(w)) && (words.some((w) => /^[A-Z0-9]{2,}$/.test(w)) || VENDORS.has(words[0]));
}

// A lexicon term that names a credential by its words ('Certified Public Accountant', 'Registered Nurse').
const CREDENTIAL_TERM = /^(?:Certified|Registered|Licensed|Chartered|Board[- ]Certified)\b|\b(?:Certification|Certificate|License|Licence|Credential|Designation)$/;
// Words around a term that make it a credential held: 'certified in Six Sigma', 'licensed as a CPA', 'my CMA', 'passed
// the CPA exam', 'CPA-licensed', 'an RN'.
const CREDENTIAL_BEFORE = new RegExp(String.raw`(?:\b(?:certified|licensed|credentialed|accredited|registered|chartered)\s+(?:in|as)\s+(?:an?\s+|the\s+)?|(?:^\s*[Aa]n?|\b(?:[Mm]y|${HOLDING}\s+(?:an?|the|my)|became\s+an?|am\s+an?|I['’]m\s+an?|[Aa]s\s+an?|[Bb]eing\s+an?))\s+(?:(?:active|current|valid|unrestricted|full|clean|card-carrying|paid-up|practi[sc]ing|licensed|certified|registered|chartered|credentialed|Class\s+[A-Z])\s+){0,2})$`);
// …or in brackets after it, as a list prints it: 'CPA (certified), CFE'.
const CREDENTIAL_AFTER = /^(?:[\s-]+\(?(?:certified|certifications?|certificates?|licen[cs]e[ds]?|licensure|credentials?|credentialed|designations?|exams?|examination|boards?|charter(?:holder)?)\b)/i;

/**
 * A term held as a credential: a term whose words name one, or a term in words that hold it ('I am certified in Six
 * Sigma', 'my CMA', 'I passed the CPA exam'). Tools, languages and soft skills are judged elsewhere.
 */
function isCredentialHit(hit: LexiconHit, surface: string, text: string): boolean {
  if (IGNORED_CATEGORIES.has(hit.category) || TOOL_CATEGORIES.has(hit.category) || hit.category === 'degree') return false;
  const before = text.slice(Math.max(0, hit.index - 40), hit.index);
  const after = text.slice(hit.index + hit.length, hit.index + hit.length + 30);
  const acronym = /^[A-Z][A-Z0-9&+-]{1,7}$/.test(surface);
  if (CREDENTIAL_AFTER.test(after)) return acronym || /^[A-Z]/.test(surface);
  if (/\b(?:certified|licensed|credentialed|accredited|chartered)\s+(?:in|as)\s+(?:an?\s+|the\s+)?$/i.test(before)) return true;
  // An acronym held on its own ('my CMA', 'as an RN'), or a credential's full name ('a Certified Public Accountant').
  if (acronym && CREDENTIAL_BEFORE.test(before) && new RegExp(`^${HELD_END}`).test(after)) return true;
  return CREDENTIAL_TERM.test(hit.term) && !acronym && /^[A-Z]/.test(surface) && /\b(?:am|I['’]m|a|an|as|my|the|hold\w*|earned|became|being)\s+$/i.test(before);
}

const VENDORS = new Set(['Microsoft', 'Google', 'Adobe', 'Amazon', 'AWS', 'Oracle', 'SAP', 'IBM', 'Apple', 'Salesforce', 'Autodesk', 'Atlassian', 'Cisco', 'Meta', 'Zoho', 'Intuit', 'Sage', 'Epic', 'Cerner']);

function toolSupported(facts: ResumeFacts, hit: LexiconHit, surface: string): boolean {
  // A product of one word is never a near spelling of a resume word: 'Marketo' is no misspelt 'Market'.
  const near = (name: string) => fold(name).split(' ').length > 1;
  return facts.index.terms.has(hit.term) || resumeHasPhrase(facts, surface, new Set(), near(surface)) || resumeHasPhrase(facts, hit.term, new Set(), near(hit.term));
}

function degreeSupported(facts: ResumeFacts, hit: LexiconHit, region: string): boolean {
  const rank = DEGREE_RANK[hit.term];
  if (hit.term === 'High School Diploma') return facts.degreeRanks.size > 0;
  if (hit.term === 'University Degree') return [...facts.degreeRanks].some((r) => r >= 3);
  if (rank && !facts.degreeRanks.has(rank) && ![...facts.degreeRanks].some((r) => r > rank && rank >= 3)) return false;
  if (hit.term === 'Bachelor of Science in Nursing' || hit.term === 'Master of Science in Nursing' || hit.term === 'MBA') {
    if (!facts.index.terms.has(hit.term)) return false;
  }
  // The field: 'a Bachelor of Business Administration in accounting', 'my master's degree in analytics'.
  const after = region.slice(hit.index + hit.length);
  const field = DEGREE_FIELD.exec(after.slice(0, 80));
  if (field && field.index < 12) {
    const kept = fieldWords(field[1]);
    const stems = contentStems(kept).filter((s) => !['degree', 'scienc', 'science', 'art', 'arts', 'study', 'studi'].includes(s));
    // The field belongs to a degree of that level: on its line or the next ('MSc, Financial Engineering' does not
    // make an 'MSc in Computer Science' true because a minor in Computer Science is listed elsewhere).
    const windows = degreeWindows(facts, rank);
    const pool = windows.length ? windows : [facts.stems];
    if (!pool.some((w) => stems.every((s) => w.has(s)))) return false;
  }
  return true;
}

function lineRanks(line: string): Set<number> {
  const ranks = new Set<number>();
  for (const hit of findLexiconTerms(line)) if (DEGREE_RANK[hit.term]) ranks.add(DEGREE_RANK[hit.term]);
  if (BACHELOR_TEXT.test(line)) ranks.add(3);
  if (MASTER_TEXT.test(line)) ranks.add(4);
  if (DOCTOR_TEXT.test(line)) ranks.add(5);
  if (ASSOCIATE_TEXT.test(line)) ranks.add(2);
  return ranks;
}

// A resume line of dates alone ('Jan 2020 - Mar 2025', '2016 – Present'), which may stand between a degree and its field.
const DATES_ONLY = new RegExp(String.raw`^[\s\d/.,()–—-]*(?:(?:(?:${MONTHS}|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?|present|current|now|to|expected)[\s\d/.,()–—-]*)*$`, 'i');

/**
 * Stems of each resume line naming a degree of the rank (any degree when no rank), with the line after it — or, when
 * that line holds only dates, the line after those ('B.Sc' / 'Jan 2020 - Mar 2025' / 'Computer Science and Engineering').
 */
function degreeWindows(facts: ResumeFacts, rank: number | undefined): Set<string>[] {
  const lines = facts.sourceLines;
  const out: Set<string>[] = [];
  lines.forEach((line, i) => {
    const ranks = lineRanks(line);
    if (rank ? !ranks.has(rank) : ranks.size === 0) return;
    const next = lines[i + 1] ?? '';
    out.push(new Set(contentStems(`${line} ${next} ${/\d/.test(next) && DATES_ONLY.test(next) ? (lines[i + 2] ?? '') : ''}`)));
  });
  return out;
}

/** The claims found so far, each kind and text once. */
function collector(): { out: Claim[]; flag: (kind: ClaimKind, text: string, sentence: string) => void } {
  const out: Claim[] = [];
  const seen = new Set<string>();
  const flag = (kind: ClaimKind, text: string, sentence: string) => {
    const key = `${kind}:${text.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ kind, text: text.trim(), sentence });
  };
  return { out, flag };
}

// A bullet — a dash, dot, arrow, triangle, square, circle or tick ('→ ', '➤ ', '▪ ', '✓ ') — or the number of a numbered
// list ('1) ', '2. ', '(3) ').
const BULLET = /^(?:[-*•–—·→⇒➔➜➝➞➟➠➡➢➣➤►▶▸▹▪▫■□◆◇♦❖●○◦✓✔✗☑»›>]|\(?\d{1,2}[.)])\s+/;
// A heading whose line speaks for the candidate ('Education: …', 'Highlights:').
const CANDIDATE_HEADING = /^(?:(?:Key|Career|Professional|Relevant|Work)\s+)?(?:Education|Experience|Employment|Background|Highlights|Achievements|Accomplishments|Qualifications|Credentials|Training|What I (?:bring|offer)|Why me)\s*:\s*/i;
// The candidate's side of a two-column item, after the posting's: '— My experience: ', '| What I bring: ', '→ Me: '.
const MY_SIDE = /(?:^|\s)(?:[—–|→-]\s*)?(?:My (?:experience|background|record|track record|match|answer|evidence)|What I (?:bring|offer|have done)|How I (?:meet|match) (?:it|this|that)|Me)\s*:\s+(?=\S)/;
// A lead-in of someone else's list or of a wish ('Your posting asks for:', 'Skills I hope to build:').
const OTHERS_LEAD = /\b(?:you|your|requirements?|requires?|required|looking for|calls? for|asks? for|seeks?|seeking|learn\w*|grow\w*|hope|eager|goals?|plan\w*|want to|wish|would like|next)\b/i;

/**
 * The letter's lines that speak for the candidate without saying 'I': the items of a list whose lead-in (the line
 * before the list, when there is one) is not about the posting or a wish, and a line after a heading of theirs. Keyed
 * by the line as letterSentences returns it; the value is the item without its bullet or heading.
 */
function candidateItems(letter: string): Map<string, string> {
  const out = new Map<string, string>();
  let lead = '';
  // A plain-text table ('What you need | What I bring', '--- | ---', 'Django | Backend Developer at …'): its header says
  // which column is the candidate's; that cell of every row speaks for them, the posting's column never does.
  let table: { mine: number | undefined; labelled: boolean } | undefined;
  for (const raw of letter.split('\n')) {
    const line = raw.trim();
    if (!line) {
      lead = '';
      table = undefined;
      continue;
    }
    const cells = tableCells(line);
    if (cells) {
      if (cells.every((c) => /^:?-{2,}:?$/.test(c))) continue;
      if (!table) {
        const mine = tableColumnOfCandidate(cells);
        // A table of two columns, neither of them the posting's nor the candidate's by name ('| Area | Highlight |'), is
        // a label and what the letter says under it, as 'Current role: …' would be: the letter's own table speaks for them.
        table = mine === undefined && cells.length === 2 && !cells.some((c) => OTHERS_LEAD.test(c) || /^(?:requirements?|needs?|the role|role|posting|criteria)$/i.test(c)) ? { mine: 1, labelled: true } : { mine, labelled: false };
        continue;
      }
      const cell = table.mine === undefined ? undefined : cells[table.mine];
      if (cell) out.set(line, table.labelled && cells[0] ? `${cells[0]}: ${cell}` : cell);
      continue;
    }
    table = undefined;
    const bullet = BULLET.exec(line);
    // A two-column item ('- Your need: X — My experience: Y'): the candidate's side is theirs, whatever the lead-in says.
    const mine = MY_SIDE.exec(line);
    if (mine && line.length > mine.index + mine[0].length) {
      out.set(line, line.slice(mine.index + mine[0].length));
      continue;
    }
    if (bullet) {
      // An item under a label of what is still ahead ('· Next: earning a CPA license', '- Goal: the CMA') is a plan.
      if (!OTHERS_LEAD.test(lead) && !isPlanItem(line.slice(bullet[0].length))) out.set(line, line.slice(bullet[0].length));
      continue;
    }
    const heading = CANDIDATE_HEADING.exec(line);
    if (heading && line.length > heading[0].length) out.set(line, line.slice(heading[0].length));
    // The lead-in is the last sentence before the list ('… you can reach me. Here is what I bring:').
    lead = heading ? '' : line.slice(Math.max(line.lastIndexOf('. '), line.lastIndexOf('! '), line.lastIndexOf('? ')) + 1);
  }
  return out;
}

/**
 * A list item whose label says it is still ahead of the candidate ('Next: earning a CPA license', 'Goals: the CMA',
 * 'Up next: building experience with dbt'): a plan, whatever it names, not a line of theirs.
 */
function isPlanItem(item: string): boolean {
  const label = /^([A-Z][\w'’-]*(?:\s+[\w'’-]+){0,2})(?:\s*:|\s+[—–-])\s+\S/.exec(item)?.[1];
  return Boolean(label && (GOAL_NOUN.test(label) || /^(?:(?:up\s+)?next|coming up|in progress|still to (?:do|come)|to do)$/i.test(label) || LEARNING_LABEL.test(label)));
}

// A label of what the candidate is still learning or growing into ('Still learning', 'Growing into', 'Working towards',
// 'Learning next'): the item names the posting's ground, not theirs.
const LEARNING_LABEL = /^(?:(?:still|currently|now)\s+)?(?:learning|growing(?:\s+into)?|building(?:\s+up)?|developing|working\s+(?:on|towards?)|to\s+(?:learn|grow|build|develop))\b/i;

/** The cells of a line of a plain-text table ('A | B', '| A | B |'), or undefined when the line is none. */
function tableCells(line: string): string[] | undefined {
  if (!/\s\|\s|^\||\|$/.test(line)) return undefined;
  const cells = line.replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
  return cells.length >= 2 ? cells : undefined;
}

/**
 * Which column of a table is the candidate's, read off its header: the one in the first person ('What I bring', 'My
 * experience', 'Me'), or the other one of two when the first is the posting's ('What you need', 'Requirement').
 */
function tableColumnOfCandidate(header: readonly string[]): number | undefined {
  const mine = header.findIndex((c) => FIRST_PERSON.test(c) || /^(?:candidate|applicant|evidence|match|experience)$/i.test(c));
  if (mine >= 0) return mine;
  const theirs = header.findIndex((c) => OTHERS_LEAD.test(c) || /^(?:requirements?|needs?|the role|role|posting|criteria)$/i.test(c));
  return header.length === 2 && theirs >= 0 ? 1 - theirs : undefined;
}

/**
 * A list item read as a line of the candidate's: an opening adjective, verb or number in lower case ('Certified in …',
 * 'Proficient in …', 'Three years at …'), so the rules that read them mid-sentence apply; a name standing alone as the
 * item ('Splunk (daily driver)', 'Brookfield Logistics, shift lead') put after a verb, so it is judged as any name is.
 */
function asCandidateLine(item: string): string {
  // "Master's specialism: Hydrogeology", 'Dissertation topic: Limnology': a degree's label names the field of a degree held.
  const degreeLabel = /^([A-Z][^:]{0,40}):\s+(?=[A-Z])/.exec(item);
  if (degreeLabel && DEGREE_LABEL.test(degreeLabel[1])) {
    const rest = item.slice(degreeLabel[0].length);
    if (!isDegreeItem(rest) && !SCHOOL_WORD.test(rest)) return `I majored in ${rest}`;
  }
  // 'B.Eng. (Biomedical Engineering)', 'BSc (Hons) Applied Mathematics', 'Postgraduate degree, Rice University': held.
  if (isDegreeItem(item)) return `I hold a ${item}`;
  // 'Degree in Horticulture', 'Honours degree in Geology': a degree held in that field.
  if (/^(?:[A-Z][\w'’-]*\s+)?[Dd]egree\s+(?:in|of)\s+[A-Z]/.test(item)) return `I hold a ${item[0].toLowerCase()}${item.slice(1)}`;
  // 'Speleology degree', 'Marine Biology diploma (2014)': a degree held in the field named before it.
  if (/^[A-Z][\w&'’-]*(?:\s+(?:and\s+|&\s+)?[A-Z][\w&'’-]*){0,3}\s+(?:degree|diploma|major)(?=\s*(?:[,(–—]|$))/.test(item) && !/^(?:Double|Dual|Joint|First|Second|Honou?rs|Undergraduate|Graduate|Postgraduate|Bachelor|Master)\b/.test(item)) return `I hold a ${item}`;
  // 'Glaciology, studied to degree level': the field studied for a degree.
  const studied = /^([A-Z][^,]{1,60}),\s+((?:studied|read)\s+(?:to|at)\s.*)$/.exec(item);
  if (studied) return `I ${studied[2].replace(/^(\w+)/, `$1 ${studied[1]}`)}`;
  // 'Alma mater: Vassar College': the school of a degree held.
  const almaMater = /^(?:[Aa]lma [Mm]ater|Graduated from|Alumn(?:us|a) of)(?:\s*:\s*|\s+)(?=[A-Z])/.exec(item);
  if (almaMater) return `I graduated from ${item.slice(almaMater[0].length)}`;
  // 'Major: Geology', 'Concentration: Film Studies': the field of a degree held.
  const major = /^(?:Major|Minor|Concentration|Speciali[sz]ation|Field of study)\s*:\s*(?=[A-Z])/.exec(item);
  if (major) return `I majored in ${item.slice(major[0].length)}`;
  // 'Certificate in Crisis Intervention (2024)': a credential in that area, held.
  const certificateIn = /^(Certificate|Certification|Licen[cs]e)\s+(?=in\s+[A-Z])/.exec(item);
  if (certificateIn) return `I hold a ${certificateIn[1].toLowerCase()} ${item.slice(certificateIn[0].length)}`;
  // A label before a colon ('Education: B.A., Tulane', 'Before that: Analyst at Acme', 'Last quarter: cut costs by 9%')
  // says where the item belongs; what follows is the claim. A product or credential as the label ('Epic: charting for 30
  // patients') is the claim itself, and a degree's label ('First degree: Geology') names the field of a degree held.
  // …and so does one before a spaced dash ('Education — B.A., Tulane', 'Credentials – CPR, BLS').
  const label = /^([A-Z][\w'’-]*(?:\s+[\w'’-]+){0,3})(?:\s*:|\s+[—–-])\s+(?=\S)/.exec(item);
  if (label && isLabel(label[1])) {
    const rest = item.slice(label[0].length);
    return DEGREE_LABEL.test(label[1]) && !isDegreeItem(rest) && !SCHOOL_WORD.test(rest) && /^[A-Z]/.test(rest) ? `I majored in ${rest}` : asCandidateLine(rest);
  }
  // 'Pharmacy Technician licence', 'NIHSS Certification (current)': a credential by its name, held.
  if (/^[A-Z][\w&'’.+-]*(?:\s+[A-Z][\w&'’.+-]*)*\s+(?:licen[cs]e|certification|certificate|credential|designation)\b/i.test(item) && !/^(?:My|The|A|An)\s/.test(item)) return `I hold the ${item}`;
  // 'Cum laude graduate, the University of Edinburgh', 'Honours graduate of Rice University': graduated from the school.
  const honours = HONOURS_GRADUATE.exec(item);
  if (honours && item.length > honours[0].length) return `I graduated from ${item.slice(honours[0].length)}`;
  // 'Mediation-qualified', 'Six Sigma-certified': a credential held, its area kept as written.
  if (AREA_QUALIFIED_ITEM.test(item)) return `I am ${item}`;
  // 'Monash University alum, class of 2016': a graduate of the school named.
  if (/^[A-Z][\w&'’.-]*(?:\s+(?:of\s+|at\s+)?[A-Z][\w&'’.-]*)*\s+(?:alum|alumn(?:us|a|i|ae)|graduate|grad)\b/.test(item)) return `I am a proud ${item}`;
  // 'Rippling admin at my last job', 'Procore power user': a name before the role a user plays with a product is used.
  if (new RegExp(String.raw`^${NAME_WORD}(?:\s+${NAME_WORD}){0,2}\s+(?:admin|administrator|superuser|super user|power user|champion|rollout|migration|implementation)\b`).test(item)) return `I used ${item}`;
  // …and an item opening in lower case ('certified Fitness Instructor', 'licensed in two states') reads the same way.
  const first = /^[A-Za-z][a-z]+(?:-[a-z]+)?(?![\w-])/.exec(item)?.[0];
  if (first && findLexiconTerms(first).length === 0) {
    const tags = (nlp(first.toLowerCase()).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
    const rest = item.slice(first.length);
    // 'Licensed Insurance Producer', 'Certified Safety Professional', 'Accredited Records Manager': held, as 'I am a
    // licensed …' would say (a participle of credentials reads as the adjective it is here).
    if (tags.includes('Adjective') || first.includes('-') || /^(?:Accredited|Credentialed|Chartered|Registered|Licensed|Certified|Qualified)$/i.test(first)) return `I am ${first.toLowerCase()}${rest}`;
    if (tags.some((t) => t === 'Verb' || t === 'Adverb' || t === 'Value' || t === 'Preposition')) return first.toLowerCase() + rest;
  }
  // 'CSCP (active)', 'CIPP, since 2021': an acronym standing alone with the state of a credential is held.
  // …and so is one that stands alone before a comma or a bracket, whatever follows ('CRPC, kept current').
  const acronym = ACRONYM_ITEM.exec(item)?.[0] ?? (/^[A-Z][A-Z0-9&+]{1,6}(?:-[A-Z0-9]{1,4})?(?=\s*[,(])/.exec(item)?.[0] && !isDegreeAcronym(/^[A-Z0-9&+-]+/.exec(item)![0]) ? /^[A-Z0-9&+-]+/.exec(item)![0] : undefined);
  if (acronym) return `I hold the ${acronym}, ${item.slice(acronym.length).replace(/^\s*[,–—-]?\s*/, '')}`;
  const name = new RegExp(String.raw`^(${NAME_WORD}(?:\s+(?:of\s+|and\s+|&\s+)?${NAME_WORD})*)(?=\s*(?:[,:(–—]|\s-\s|$)|\s+(?:on|across|since|daily|every|for)\s)`).exec(item);
  if (name && !/-[a-z]/.test(name[1])) return `I used ${item}`;
  return item;
}

// A label that names a degree's field ('First degree:', "Master's specialism:", 'Dissertation topic:').
const DEGREE_LABEL = /\b(?:degree|major|minor|specialism|speciali[sz]ation|concentration|dissertation|thesis|coursework|(?:bachelor|master)['’]?s?|undergraduate|postgraduate|doctoral|doctorate)\b/i;

/** A list item's label: words of the language ('Results', 'Before that', 'Monthly board pack'), not a name, product or credential. */
function isLabel(label: string): boolean {
  if (findLexiconTerms(label).length > 0) return false;
  const words = label.split(/\s+/);
  // A name in it ('Tenure at Acme: ran handovers') makes it part of the claim.
  return words.length > 1 ? words.slice(1).every((w) => /^(?:[a-z]|I$)/.test(w)) : isWord(label.toLowerCase());
}

const HONOURS_GRADUATE = /^(?:(?:Summa|Magna)\s+)?(?:[Cc]um\s+[Ll]aude|[Ww]ith\s+[Hh]onou?rs|[Hh]onou?rs|[Ff]irst[- ][Cc]lass)\s+(?:graduate|grad)\b[,:]?\s*(?:(?:of|from)\s+)?/;
const AREA_QUALIFIED_ITEM = /^[A-Z][\w&'’+]*(?:\s+[A-Z][\w&'’+]*)*-(?:qualified|certified|credentialed|accredited|licensed)\b/;
const CREDENTIAL_STATE = String.raw`(?:active|current|valid|certified|licensed|accredited|in good standing|renewed|since|earned|passed|obtained|awarded|expires?|exp\.?|through|until|card-carrying|paid-up|practi[sc]ing)`;
const ACRONYM_ITEM = new RegExp(String.raw`^[A-Z][A-Z0-9&+]{1,6}(?:-[A-Z0-9]{1,4})?(?=\s*(?:\(\s*(?:${CREDENTIAL_STATE}\b|(?:19|20)\d{2}\b)|[,–—-]\s*${CREDENTIAL_STATE}\b))`);
const DEGREE_ITEM_WORD = /^(?:Bachelor|Master|Doctor|Doctorate|Associate|Postgraduate|Graduate|Undergraduate)(?:['’]s)?\s+(?:[Dd]egree|[Dd]iploma|of|in)\b|^(?:Bachelor|Master)(?:['’]s)?\b|^(?:Doctorate|Associate['’]s)(?=\s*(?:[,(–—:]|$))/;
const DEGREE_ITEM_ABBR = /^([BMDA]\.?\s?[A-Za-z]{1,4}\.?(?:[A-Za-z]{1,2}\.?)?)(?=[\s,(]|$)/;

/** A list item that opens on a degree: its name or its abbreviation ('MSc', 'B.Eng.', 'BSc (Hons)'), not 'MS Office'. */
function isDegreeItem(item: string): boolean {
  if (DEGREE_ITEM_WORD.test(item)) return true;
  const abbr = DEGREE_ITEM_ABBR.exec(item);
  if (!abbr) return false;
  const key = abbr[1].replace(/[.\s]/g, '').toLowerCase();
  // Judged as written ('MPhil'): the taxonomy's degree types are read in their capitals.
  if (!isDegreeAcronym(abbr[1].replace(/[.\s]/g, '')) && !/^(?:btech|mtech|phd)$/.test(key)) return false;
  // 'MS Office', 'MA Real Estate Board': a capitalised name right after a bare acronym is part of it.
  return !/^\s+(?!(?:in|of)\b)[A-Z][a-z]/.test(item.slice(abbr[1].length)) || /\./.test(abbr[1]) || /[a-z]/.test(abbr[1].slice(1));
}

// 'B.S. in Computer Science, XYZ University': the school after a comma on a degree's line.
const SCHOOL_WORD = /\b(?:University|College|Institute|School|Academy|Polytechnic|Conservatory)\b/;
// A school's name: capitalised words around a school word ('Middlebury College', 'the University of Dundee', "King's
// College London"); not what follows it in a list ('Arizona State University and the SHRM-CP').
const SCHOOL_NAME = /(?<![\w&'’.-])((?:[A-Z][\w&'’.-]*\s+){0,4}(?:University|College|Institute|School|Academy|Polytechnic|Conservatory)(?:(?:\s+(?:of|for|at)\s+(?:the\s+)?|\s+(?:and|&)\s+)[A-Z][a-z][\w&'’.-]*(?:\s+[A-Z][a-z][\w&'’.-]*){0,3}|\s+[A-Z][a-z]+(?=[\s.,;:)]|$))?)/g;

/**
 * A verbless sentence that describes the candidate, as a headline does ('Licensed Home Inspector with six years of
 * experience.', 'Experienced operator with three years at Acme.'): read as theirs. Not an address or a subject line
 * (no closing period), nor one about the posting or a wish.
 */
function headline(sentence: string): string | undefined {
  if (FIRST_PERSON.test(sentence) || !/\.$/.test(sentence) || sentence.split(/\s+/).length < 4 || /^(?:Re|Subject)\b/i.test(sentence) || OTHERS_LEAD.test(sentence)) return undefined;
  // A sentence without a subject that opens on a past deed, as a resume line does ('Also cut onboarding time by 37%.').
  const lead = /^(?:[A-Z][a-z]+ly,?\s+|Also\s+)?([A-Za-z]+)\b/.exec(sentence);
  if (lead && !/^(?:thank|please|feel|let|contact|reach|see|attached|enclosed)$/i.test(lead[1])) {
    const terms = (nlp(sentence).terms().json() as { text: string; terms: { tags: string[] }[] }[]).map((t) => t.terms[0]);
    const tags = terms.find((t) => (t as unknown as { text: string }).text === lead[1])?.tags ?? [];
    if (tags.includes('Verb') && !tags.some((t) => t === 'Gerund' || t === 'Modal' || t === 'Imperative' || t === 'Copula')) return sentence;
  }
  // A leading participle ('Working knowledge of…', 'Certified …') is part of the description, not its verb, and the
  // head noun after it may be read as one ('Nurse with…').
  const body = sentence.replace(/^[A-Z][a-z]+(?:ing|ed)\s+/, '').replace(/^\S+\s+/, '');
  return nlp(body).has('#Verb') ? undefined : sentence;
}

const GERUND_OF_SELF = /^(?:Being|Having\s+(?:been|held|earned|trained|worked|qualified|served)|Holding)\s+(?:an?|the|a\s+licensed|a\s+certified)?\b/;

const LIST_HEADING = /^(?:(?:Key|Core|Professional|Relevant|Technical)\s+)?(?:(Credentials|Certifications|Certificates|Licen[cs]es|Licensure|Designations)|Tools|Software|Systems|Technologies|Platforms|Toolkit|Technical skills)\s*:\s*/i;

/**
 * Every hard fact the letter states about the candidate that the resume does not support. The job's company and
 * title, the candidate's name and contact details are never claims.
 */
export function findUnsupportedClaims(letter: string, input: CoverLetterInput): Claim[] {
  const read = readResume(input.profile);
  // A role held to 'Present' runs to the letter's date: a model counts those years too.
  const current = input.profile.experience.some((e) => e.current || e.endYear === null) || /\b(?:present|current|now)\b/.test(read.index.lowerText);
  const earliest = Math.min(...[...read.index.lowerText.matchAll(/\b(19[6-9]\d|20[0-4]\d)\b/g)].map((m) => Number(m[1])));
  const facts = current && Number.isFinite(earliest) ? { ...read, years: Math.max(read.years, input.date.getUTCFullYear() - earliest) } : read;
  const jobText = (input.jobText ?? '').toLowerCase();
  const { out, flag } = collector();
  const names = [input.companyName, input.job.company].filter((n): n is string => Boolean(n && n.length > 2));
  const items = candidateItems(letter);
  for (const sentence of letterSentences(letter, names)) {
    // A list under a heading of the candidate's ('Certifications: CISA, CFE', 'Tools: Excel, Alteryx') speaks for them.
    const heading = LIST_HEADING.exec(sentence);
    // …and so does an item of a list the candidate introduces ('Here is what I bring:' / '- Hands-on with Looker') or a
    // line under a heading of theirs ('Education: B.A. in History, Tulane'): its subject is the candidate.
    const opening = CANDIDATE_HEADING.exec(sentence);
    const item = heading ? undefined : (items.get(sentence) ?? (opening && sentence.length > opening[0].length && !FIRST_PERSON.test(sentence) ? sentence.slice(opening[0].length) : headline(sentence)));
    // A list item may itself be a heading ('- Tools: Excel, Word'): read as one.
    const itemHeading = item === undefined ? null : LIST_HEADING.exec(item);
    if (item !== undefined && !itemHeading) {
      for (const region of claimRegions(asCandidateLine(maskNames(item, input)), true)) checkRegion(region, sentence, facts, jobText, flag);
      if (isDegreeItem(item)) {
        // A degree named without its field or school ('Bachelor of Arts', 'MS') may give its field after the comma.
        const head = item.split(',')[0];
        const bareDegree = !SCHOOL_WORD.test(head) && !/\b(?:in|of)\s+(?!(?:Arts|Science|Sciences)\b)[A-Z]/.test(head) && !/[—–(]/.test(head);
        for (const part of item.split(',').slice(1)) {
          // 'Arizona State University — Certified Kubernetes Administrator (CKA)': a dash or semicolon starts another item.
          const school = trimEndChars(part.trim().replace(/^the\s+/i, '').split(/ [—–-] |;/)[0].trim(), '.;:');
          if (SCHOOL_WORD.test(school) || institutionEvidence(school) >= 0.8) {
            if (!resumeHasName(facts, school)) flag('degree', school, sentence);
            // What follows the school is its campus or town ('University of California, Los Angeles'), not a field.
            break;
          } else if (bareDegree && /^[A-Z][a-z]/.test(school) && !/\d/.test(school) && !isPlaceName(school) && placeEvidence(school) < 0.6) {
            // 'Bachelor of Arts, Marine Biology': the field after the comma, on a line of the resume's degrees.
            const field = fieldWords(school);
            if (!fieldOnDegreeLine(facts, field)) flag('degree', `${trimEndChars(item.split(',')[0], ' ')}, ${field}`, sentence);
          }
        }
      }
      continue;
    }
    const line = itemHeading ? (item ?? '') : sentence;
    const lead = heading ?? itemHeading;
    // A sentence led by a gerund of being or holding ('Being a licensed Dietitian helps here too', 'Holding the CCRN
    // has…') has the writer for its subject: the candidate's, though it never says 'I'.
    if (!FIRST_PERSON.test(line) && !lead && GERUND_OF_SELF.test(line)) {
      for (const region of claimRegions(maskNames(line, input), true)) checkRegion(region, sentence, facts, jobText, flag);
      continue;
    }
    if (!FIRST_PERSON.test(line) && !lead) continue;
    const masked = lead ? `I ${lead[1] ? 'hold' : 'use'} ${maskNames(line.slice(lead[0].length), input)}` : maskNames(line, input);
    // A list under a credentials heading is read item by item as well: a clause reader drops an item without a verb
    // after the first ('Certifications: CPA, CISM-certified'). Not a line about a credential being pursued.
    const listed = lead?.[1] ? line.slice(lead[0].length) : '';
    if (listed && !FIRST_PERSON.test(listed) && !PURSUIT.test(listed) && !OTHERS_LEAD.test(listed)) checkCredentialItems(maskNames(listed, input), sentence, facts, flag);
    for (const region of claimRegions(masked)) checkRegion(region, sentence, facts, jobText, flag);
  }
  // The letters after the signature's name ('Jane Doe, CPIM', 'Jane Doe, Ph.D., PMP') are degrees and credentials held.
  const signature = letter.trim().split('\n').pop()?.trim() ?? '';
  for (const letters of postNominals(signature)) {
    const held = `I hold ${isDegreeAcronym(letters.replace(/\./g, '')) || /\./.test(letters) ? 'a' : 'the'} ${letters}.`;
    for (const region of claimRegions(held)) checkRegion(region, signature, facts, jobText, flag);
  }
  return withoutEchoes(out);
}

// A post-nominal: initials with or without dots ('CPIM', 'Ph.D.', 'MSc', 'SHRM-CP'), two capitals at least.
const POST_NOMINAL = /^(?:(?:[A-Z][a-z]{0,2}\.?){1,5}|[A-Z][A-Z0-9&+]{1,6}(?:-[A-Z0-9]{1,4})?)$/;

/** The post-nominals of a signature line ('Jane Doe, RN, BSN' → RN, BSN); none for a name alone or a suffix ('Jr.'). */
function postNominals(line: string): string[] {
  const m = /^[A-Z][^,]{1,60},(.+)$/.exec(line);
  if (!m) return [];
  const parts = m[1].split(',').map((p) => p.trim());
  // …or a degree the taxonomy names by its abbreviation, however it mixes cases ('MPhil', 'DPhil', 'EdD').
  if (!parts.every((p) => (POST_NOMINAL.test(p) || isDegreeAcronym(p.replace(/\./g, ''))) && (p.match(/[A-Z]/g) ?? []).length >= 2)) return [];
  return parts.filter((p) => !/^(?:II|III|IV)$/.test(p));
}

/**
 * One claim per fact: a claim whose text another claim of the same sentence holds ('Real Estate' beside 'Real Estate
 * Agent'), or the same text under a second kind, is left out.
 */
function withoutEchoes(claims: Claim[]): Claim[] {
  return claims.filter((c, i) =>
    !claims.some((o, j) => j !== i && o.sentence === c.sentence && (o.text.length > c.text.length ? o.text.includes(c.text) : o.text === c.text && j < i)),
  );
}

function checkRegion(region: Region, sentence: string, facts: ResumeFacts, jobText: string, flag: (kind: ClaimKind, text: string, sentence: string) => void): void {
  const text = region.text;
  const hits = findLexiconTerms(text);
  // Words inside a credential's name ('OSHA Forklift Operator Certification') are the credential, not tools.
  // So are the words of a degree's name ('a Juris Doctor': Juris is also a legal software product).
  const credentialSpans = [...text.matchAll(CERT_PHRASE), ...text.matchAll(PROFESSIONAL_DEGREE), ...text.matchAll(DEGREE_SPELLED), ...text.matchAll(AREA_QUALIFIED)].map(
    (m) => [m.index, m.index + m[0].length] as const,
  );
  // …and a degree's field: 'a Bachelor of Business Administration in Accounting'.
  for (const h of hits) {
    if (h.category !== 'degree') continue;
    const field = DEGREE_NAME_TAIL.exec(text.slice(h.index + h.length));
    if (field) credentialSpans.push([h.index, h.index + h.length + field[0].length]);
  }
  const inCredential = (at: number) => credentialSpans.some(([from, to]) => at >= from && at < to);
  for (const hit of hits) {
    const surface = text.slice(hit.index, hit.index + hit.length);
    if (hit.category === 'degree') {
      if (!degreeSupported(facts, hit, text)) flag('degree', degreePhrase(text, hit), sentence);
    } else if (hit.category === 'certification') {
      if (!facts.index.terms.has(hit.term) && !resumeHasPhrase(facts, surface, CERT_GENERIC) && !initialsHeld(facts, surface)) flag('certification', surface, sentence);
    } else if (isCredentialHit(hit, surface, text)) {
      // A credential the lexicon files with its field ('CPA', 'CMA', 'Six Sigma'), held as one.
      if (!facts.index.terms.has(hit.term) && !resumeHasPhrase(facts, surface) && !resumeHasPhrase(facts, hit.term) && !isAcronymOnResume(facts, surface) && !glossedByHeldAcronym(text, surface, facts)) {
        flag('certification', surface, sentence);
      }
    } else if (region.full && !inCredential(hit.index) && (hit.index > 0 || TOOL_CATEGORIES.has(hit.category) || isProductSubject(text, hit.length)) && isToolHit(hit, surface) && !toolSupported(facts, hit, surface)) {
      flag('tool', surface, sentence);
    }
  }
  // A credential the lexicon knows is judged above; a phrase that only starts with another term ('OSHA Forklift
  // Operator Certification') is a credential of its own.
  const inHit = (at: number) => hits.some((h) => (h.category === 'certification' || h.category === 'degree') && at >= h.index && at < h.index + h.length);
  for (const m of text.matchAll(CERT_PHRASE)) {
    const named = (m[1] ?? m[2] ?? '').trim().replace(/^(?:The|My|An?)\s+/, '');
    const phrase = trimEndChars(named, '.,;:');
    if (inHit(m.index) || phrase.split(/\s+/).length < 2) continue;
    // 'Offensive Security Certified Professional': when only generic words would be left, the whole name must match.
    const specific = fold(phrase).split(' ').filter((w) => !CERT_GENERIC.has(w) && !JOINERS.has(w)).length;
    // …and so must a name left with one specific word ('Certified Safety Professional': 'safety' alone is on many
    // resumes), or its initials ('CSP').
    if (specific > 1 ? !resumeHasPhrase(facts, phrase, CERT_GENERIC) : !resumeHasPhrase(facts, phrase) && !isAcronymOnResume(facts, initials(phrase))) flag('certification', phrase, sentence);
  }
  for (const m of text.matchAll(ACRONYM_CREDENTIAL)) {
    if (inHit(m.index) || m[1].includes('§')) continue;
    if (!resumeHasPhrase(facts, m[1])) flag('certification', m[1], sentence);
  }
  // 'I recently earned CMRP status', 'CSM status (recent)': an acronym's status is a credential held.
  for (const m of text.matchAll(ACRONYM_STATUS)) {
    if (inHit(m.index) || m[1].includes('§') || isDegreeAcronym(m[1]) || placeEvidence(m[1]) >= 0.6 || NOT_CREDENTIAL_STATUS.test(m[1])) continue;
    if (!resumeHasPhrase(facts, m[1]) && !isAcronymOnResume(facts, m[1]) && !inJobHeader(m[1], jobText)) flag('certification', m[1], sentence);
  }
  // 'Mediation-qualified', 'Six Sigma-certified': the area before the hyphen is a credential held (an acronym's is above).
  for (const m of text.matchAll(AREA_QUALIFIED)) {
    // The area starts after the words that open the clause ('I'm Kanban-qualified', 'As a Six Sigma-certified …').
    const area = m[1].replace(/^(?:(?:I|I['’]m|I['’]ve|An?|The|My|As|Also|Now|Fully)\s+)+/, '');
    if (inHit(m.index + m[1].length - area.length) || !area || area.includes('§') || /^[A-Z][A-Z0-9&+]{1,7}$/.test(area) || NOT_AREA.test(area)) continue;
    if (!resumeHasPhrase(facts, area, CERT_GENERIC) && !initialsHeld(facts, area)) flag('certification', area, sentence);
  }
  // A degree the lexicon does not spell ('a Master of Education', 'a Bachelor's in Nursing Science').
  for (const m of text.matchAll(DEGREE_SPELLED)) {
    if (hits.some((h) => h.category === 'degree' && m.index >= h.index && m.index < h.index + h.length)) continue;
    const rank = { bachelor: 3, master: 4, doctor: 5, associate: 2 }[m[1].toLowerCase()];
    const stems = contentStems(m[2]).filter((x) => !['degree', 'scienc', 'science', 'art', 'arts'].includes(x));
    const windows = degreeWindows(facts, rank);
    if (!windows.some((w) => stems.every((x) => w.has(x)))) flag('degree', m[0].trim(), sentence);
  }
  // A diploma named with its field ('a postgraduate diploma in Zoology', 'Graduate Diploma in Art History').
  for (const m of text.matchAll(DIPLOMA_IN)) {
    if (hits.some((h) => h.category === 'degree' && m.index >= h.index && m.index < h.index + h.length)) continue;
    const field = fieldWords(m[1]);
    if (!diplomaFieldOnResume(facts, field)) flag('degree', trimEndChars(field, '.,;:'), sentence);
  }
  // Professional doctorates and law degrees by their names ('a Juris Doctor', 'an MD', 'my PharmD').
  for (const m of text.matchAll(PROFESSIONAL_DEGREE)) {
    const bare = m[1].replace(/[.\s]/g, '').toLowerCase();
    const onResume = facts.sourceLines.some((line) => line.replace(/[.\s]/g, '').toLowerCase().includes(bare));
    if (!onResume) flag('degree', m[1], sentence);
  }
  // A degree of no stated level ('I graduated with a degree in Public Health'): its field on a line of any degree.
  for (const m of text.matchAll(DEGREE_ANY_LEVEL)) {
    if (hits.some((h) => h.category === 'degree' && Math.abs(h.index - m.index) < 30)) continue;
    const field = fieldWords(m[1]);
    if (!fieldOnDegreeLine(facts, field)) flag('degree', `degree in ${trimEndChars(field, '.,;:')}`, sentence);
  }
  // A field named as a major or before 'degree' ('I majored in Geology', 'my Mechanical Engineering degree').
  for (const m of [...text.matchAll(MAJORED_IN), ...text.matchAll(FIELD_BEFORE_DEGREE), ...text.matchAll(STUDIED_TO_LEVEL)]) {
    const field = fieldWords(m[1]);
    if (!fieldOnDegreeLine(facts, field)) flag('degree', trimEndChars(field, '.,;:'), sentence);
  }
  // A credential by its acronym alone, held ('my CAPM', 'I hold the CSCP', 'I am a CPCT'): one the lexicon does not know.
  for (const m of text.matchAll(ACRONYM_HELD)) {
    const at = m.index + m[0].length - m[1].length;
    if (hits.some((h) => at >= h.index && at < h.index + h.length) || m[1].includes('§') || isDegreeAcronym(m[1])) continue;
    if (!resumeHasPhrase(facts, m[1]) && !isAcronymOnResume(facts, m[1]) && !inJobHeader(m[1], jobText)) flag('certification', m[1], sentence);
  }
  for (const m of text.matchAll(HELD_LIST)) {
    for (const a of m[1].replace(/\([^()]*\)/g, '').matchAll(new RegExp(ACR, 'g'))) {
      if (a[0].includes('§') || isDegreeAcronym(a[0]) || placeEvidence(a[0]) >= 0.6) continue;
      if (!resumeHasPhrase(facts, a[0]) && !isAcronymOnResume(facts, a[0]) && !inJobHeader(a[0], jobText)) flag('certification', a[0], sentence);
    }
  }
  // An acronym the lexicon does not know, in a clause about a credential ('I passed the CSCP exam', 'I renewed my
  // RHIT'): the resume must carry it.
  if (CREDENTIAL_CUE.test(text)) {
    // Three letters or more: two are mostly a state, a department or a unit ('licensed in CA', 'IT', 'HR').
    for (const m of text.matchAll(/(?<![\w§-])([A-Z][A-Z0-9&+]{2,6}(?:-[A-Z0-9]{1,4})?)(?![\w§-])/g)) {
      if (hits.some((h) => m.index >= h.index && m.index < h.index + h.length) || inCredential(m.index) || placeEvidence(m[1]) >= 0.6 || isDegreeAcronym(m[1])) continue;
      if (!resumeHasPhrase(facts, m[1]) && !isAcronymOnResume(facts, m[1]) && !inJobHeader(m[1], jobText)) flag('certification', m[1], sentence);
    }
  }
  checkPlainCredentials(text, sentence, facts, flag);
  checkHeldObjects(text, sentence, facts, jobText, hits, flag);
  // A commission held as a credential ('I am a Notary Public', 'an active notary commission').
  const notary = /\b[Nn]otary(?:\s+[Pp]ublic)?\b/.exec(text);
  if (notary && !facts.words.has('notary')) flag('certification', notary[0], sentence);
  checkDegreeAcronyms(text, sentence, facts, flag);
  if (!region.full) return;
  // A school ('I graduated from Stanford University', 'as a Purdue graduate', 'my PhD work at Cornell'): it must be on the resume.
  const schools = [...text.matchAll(SCHOOL_AFTER), ...text.matchAll(SCHOOL_BEFORE), ...text.matchAll(SCHOOL_AWARDING), ...text.matchAll(ALMA_MATER)].map((m) => tidyName(m[1] ?? m[2] ?? '')).filter((n) => n && !NOT_NAME.test(n) && !n.includes('§'));
  for (const name of schools) if (!resumeHasName(facts, name) && !(isPlaceName(name) && facts.words.has(fold(name)))) flag('degree', name, sentence);
  // A school named anywhere in what the candidate claims, whatever the frame ('Hamilton College is where I did my
  // degree', 'Undergraduate years at Middlebury College'): a school or an employer of theirs, so on the resume; one the
  // posting names is the job's.
  for (const m of text.matchAll(SCHOOL_NAME)) {
    const name = tidyName(m[1]).replace(/^(?:(?:The|A|An|My|Our|As|At|From|With|In|Also|Then)\s+)+/, '');
    if (!name || name.includes('§') || schools.includes(name) || !SCHOOL_WORD.test(name) || name.split(/\s+/).length < 2) continue;
    if (jobText.includes(name.toLowerCase()) || resumeHasName(facts, name)) continue;
    flag('degree', name, sentence);
    schools.push(name);
  }
  for (const m of text.matchAll(EMPLOYER_AFTER)) {
    const name = tidyName(m[1]);
    if (!name || NOT_NAME.test(name) || name.includes('§') || isLexiconName(name) || containsRoleNoun(name) || schools.includes(name)) continue;
    // An organisation the posting names (a recruiter, a client the analysis did not take for the company) is the job's.
    if (jobText.includes(name.toLowerCase())) continue;
    if (!resumeHasName(facts, name)) flag('employer', name, sentence);
  }
  // A name the lexicon does not know, used as a tool ('I chart in Meditech', 'on Toast and Micros POS systems', a name
  // listed after a tool: 'Square POS and Lightspeed'); a place the posting or resume names is not.
  const afterTools = hits
    .filter((h) => !IGNORED_CATEGORIES.has(h.category) && /^[A-Z]/.test(text.slice(h.index, h.index + h.length)))
    .flatMap((h) => [...text.slice(h.index + h.length).matchAll(NAMES_AFTER_TOOL)].slice(0, 1));
  for (const m of [...text.matchAll(TOOL_NAME_AFTER), ...text.matchAll(NAMES_BEFORE_PRODUCT), ...afterTools]) {
    const name = tidyName(m[1]);
    if (hits.some((h) => h.category === 'degree' && h.index < m.index && m.index - h.index < 60) || DEGREE_NEAR.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
    for (const part of name.split(/,? (?:and|&) |, /)) {
      // A role noun of one word named without an article ('in Deputy', 'using Supervisor') is a product's name.
      if (NOT_NAME.test(part) || part.includes('§') || findLexiconTerms(part).length > 0 || (containsRoleNoun(part) && /\s/.test(part))) continue;
      if (!/^[A-Z][a-z]/.test(part) && !/[a-z][A-Z]/.test(part)) continue;
      // 'in Dallas, Texas' is where, not what with.
      if (isPlaceName(part) || placeEvidence(part) >= 0.6) continue;
      // The posting's header names the company and its place; a name elsewhere in the posting can still be claimed.
      if (jobText.slice(0, 400).includes(part.toLowerCase()) || resumeHasName(facts, part)) continue;
      flag('tool', part, sentence);
    }
  }
  for (const m of text.matchAll(TITLE_AFTER)) {
    // 'as well as', 'as part of', 'such as' are not 'as a <role>'.
    if (/^(?:well|much|soon|part|long|far|if|though|of|to|for|in|opposed|needed|such)\b/i.test(m[1])) continue;
    const words = m[1].split(/\s+/);
    // A title written in capitals ends at the first plain word after it ('a Sales Development Representative there').
    const capitalised = /^[A-Z]/.test(words[0]);
    const stop = words.findIndex((w, i) => i > 0 && (TITLE_STOP.has(w.toLowerCase().replace(/[^a-z]/g, '')) || (capitalised && /^[a-z]/.test(w) && !/^(?:of|and|de)$/.test(w))));
    // The standing of a credential before it is no part of the title ('an active CPA', 'a card-carrying CPA').
    const title = trimEndChars((stop > 0 ? words.slice(0, stop) : words).join(' '), ',.;:').replace(/^(?:active|current|valid|card-carrying|paid-up|practi[sc]ing)\s+(?=\S)/i, '');
    if (!containsRoleNoun(title) || title.includes('§') || /\b(?:certified|licensed|credentialed|chartered|accredited)\b/i.test(title) || findLexiconTerms(title).some((h) => h.category === 'degree' || h.category === 'certification')) continue;
    const roleWords = title.split(/\s+/).filter((w) => !/^\d/.test(w));
    // 'As an RN' for the resume's 'Registered Nurse'.
    if (!resumeHasPhrase(facts, roleWords.join(' ')) && !(/^[A-Z]{2,5}$/.test(title) && isAcronymOnResume(facts, title)) && !initialsHeld(facts, title)) flag('title', title, sentence);
  }
  checkUnknownNames(text, sentence, hits, (at) => inCredential(at) || schools.some((n) => text.startsWith(n, at)) || Boolean(DEGREE_ACRONYMS[/^[\w.]+/.exec(text.slice(at))?.[0].replace(/\./g, '').toLowerCase() ?? '']), facts, jobText, flag);
  checkNumbers(text, sentence, facts, flag);
}

// A credential held, read as a claim whatever its wording: a named object (an acronym or a run of capitalised words)
// before a credential noun ('my CPPM renewal', 'the Crane Operator qualification', 'my CMAA status'), or after a verb of
// becoming or holding the role of a credentialed person ('I became a Wedding Planner', 'registered as a Sommelier', 'a
// state license as a Pool Operator', 'Holding a CLU,'). The object must be on the resume — as a phrase, by its initials or
// as an acronym of it; a role the resume names as a title is held ('I became a Shift Supervisor' for one).
// (The pronoun 'I' never continues a name: 'the Core Java Certification and I'm certified in …'.)
const CRED_NAME = String.raw`(?:[A-Z][A-Z0-9&+]{1,6}(?:-[A-Z0-9]{1,4})?|[A-Z][a-z][\w'’&+-]*(?:\s+(?:of\s+|in\s+|&\s+|and\s+)?(?!I(?:['’]\w+)?\b)[A-Z][\w'’&+-]*){0,5})`;
const NAME_BEFORE_CRED_NOUN = new RegExp(
  String.raw`(?:^|[\s(])(?:[Mm]y|[Tt]he|[Aa]n?|[Hh]olding|[Hh]old|[Hh]eld)\s+(${CRED_NAME})\s+(?:licen[cs]e|qualification|status|renewal|membership|designation|credential|exam|examination|boards|certification|certificate|accreditation|registration|card|charter)s?\b`,
  'g',
);
const BECAME_ROLE = new RegExp(
  String.raw`\b(?:[Bb]ecame|[Bb]ecome|[Bb]ecoming|[Rr]egistered\s+as|[Qq]ualified\s+as|[Ll]icensed\s+as|[Cc]ertified\s+as|[Cc]hartered\s+as|licen[cs]e\s+as|[Hh]olding|[Hh]old|[Hh]eld|[Ee]arned|[Oo]btained)\s+(?:an?|the)\s+(?:(?:certified|licensed|registered|chartered|qualified)\s+)?(${CRED_NAME})`,
  'g',
);

function checkHeldObjects(
  text: string,
  sentence: string,
  facts: ResumeFacts,
  jobText: string,
  hits: readonly LexiconHit[],
  flag: (kind: ClaimKind, text: string, sentence: string) => void,
): void {
  const judged = (at: number) => hits.some((h) => (h.category === 'certification' || h.category === 'degree') && at >= h.index && at < h.index + h.length);
  for (const m of [...text.matchAll(NAME_BEFORE_CRED_NOUN), ...text.matchAll(BECAME_ROLE)]) {
    const at = m.index + m[0].indexOf(m[1]);
    const name = trimEndChars(m[1], ".,;:'’");
    if (judged(at) || name.includes('§') || NOT_NAME.test(name) || NOT_CREDENTIAL_STATUS.test(name) || isDegreeAcronym(name.replace(/\./g, '')) || placeEvidence(name) >= 0.6) continue;
    // A school ('a Graduate of Tulane University') is judged by the school rules.
    if (SCHOOL_WORD.test(name) || /^(?:Graduate|Grad|Alumn)/.test(name)) continue;
    // A degree's name is judged by the degree rules ('a Master of Education', 'my Bachelor's').
    if (/\b(?:Bachelor|Master|Doctor|Associate|Doctorate|Diploma|Degree|Ph\.?D|MBA|Honou?rs)\b/i.test(name) || findLexiconTerms(name).some((h) => h.category === 'degree')) continue;
    if (/^[A-Z][A-Z0-9&+-]+$/.test(name) ? resumeHasPhrase(facts, name) || isAcronymOnResume(facts, name) || inJobHeader(name, jobText) : resumeHasPhrase(facts, name, CERT_GENERIC) || initialsHeld(facts, name)) continue;
    flag('certification', name, sentence);
  }
}

// A credential in plain words: 'my forklift certification', 'a food handler's permit'.
const PLAIN_CREDENTIAL = /\b(?:[Mm]y|an?|the)\s+((?:[a-z][\w'’-]*\s+){1,3}|(?:[A-Z][a-z][\w'’-]*\s+){1,3})(?:certification|certificate|license|licence|credential|endorsement|permit)\b/g;
// 'certifications in Fall Protection and Confined Space Entry', 'credentialed in Wound Care': each area a credential.
const CREDENTIAL_IN = /\b(?:certifications?|certificates?|credentials?|licen[cs]es?|certified|credentialed)\s+in\s+([A-Z][\w&'’-]*(?:,?\s+(?:and\s+|&\s+|of\s+)?(?!I\b|I['’])[A-Z][\w&'’-]*)*)/g;
// 'I am certified in food safety', 'certified as a medical coder', 'a licensed pharmacy technician', 'a certified Phlebotomist'.
const PLAIN_CERTIFIED = /\b(?:am|I['’]m|is|was|been|became|become|being|also|fully|now|an?)\s+(?:(?:[Bb]oard|[Ss]tate|[Nn]ationally|[Ff]ederally)[- ])?(?:certified|licensed|credentialed|chartered|accredited|registered)\s+(?:(?:in|as)\s+(?:an?\s+|the\s+)?)?([A-Za-z][\w'’+-]*(?:\s+[A-Za-z][\w'’+-]*){0,3})/g;
const QUALIFIED_AS = /(?:^|\b(?:am|I['’]m|an?|as|fully|now|also))\s*[Qq]ualified\s+(?:as\s+(?:an?\s+)?)?([A-Z][\w'’+-]*(?:\s+[A-Z][\w'’+-]*){0,3})/g;
const PLAIN_GENERIC = new Set(['current', 'active', 'valid', 'state', 'professional', 'national', 'full', 'clean', 'unrestricted', 'new', 'own', 'first', 'required', 'relevant', 'designation', 'certification', 'certificate', 'license', 'licence', 'credential']);
const CREDENTIAL_STEM = /\b(?:certif|licen[cs]|credenti|regist|charter|endors|permit|accredit|board)/;

/** A credential named in plain words must be on a resume line (or the line after) that names a credential. */
function checkPlainCredentials(text: string, sentence: string, facts: ResumeFacts, flag: (kind: ClaimKind, text: string, sentence: string) => void): void {
  const names = [
    ...[...text.matchAll(PLAIN_CREDENTIAL)].map((m) => m[1]),
    ...[...text.matchAll(PLAIN_CERTIFIED)].map((m) => {
      const words = m[1].split(/\s+/);
      // A name written in capitals ends at the first plain word after it ('a licensed Dietitian helps here too').
      const capitalised = /^[A-Z]/.test(words[0]);
      const stop = words.findIndex((w, i) => TITLE_STOP.has(w.toLowerCase()) || /^(?:and|or|with|who|since|to|so|but|because|when|while|as)$/.test(w) || (capitalised && i > 0 && /^[a-z]/.test(w) && !/^(?:of|de)$/.test(w)));
      return (stop >= 0 ? words.slice(0, stop) : words).join(' ');
    }),
  ];
  // 'a qualified Paralegal', 'qualified as a Fraud Examiner': a named qualification held.
  for (const m of text.matchAll(QUALIFIED_AS)) names.push(m[1]);
  for (const m of text.matchAll(CREDENTIAL_IN)) names.push(...m[1].split(/,? (?:and|&) |, /).filter((n) => !isPlaceName(n) && placeEvidence(n) < 0.6));
  for (const raw of names) {
    const name = trimEndChars(raw.trim(), '.,;:');
    const stems = contentStems(name.split(/\s+/).filter((w) => !PLAIN_GENERIC.has(w)).join(' '));
    if (stems.length === 0) continue;
    if (!plainCredentialOnResume(facts, stems) && !glossedByHeldAcronym(text, name, facts) && !initialsHeld(facts, name)) flag('certification', name, sentence);
  }
}

/**
 * 'certified in HR management (PHR)': a credential in plain words glossed by its initials in brackets is the one those
 * initials name, and the resume holding them (after the name, in a list) holds it.
 */
function glossedByHeldAcronym(text: string, name: string, facts: ResumeFacts): boolean {
  const at = text.indexOf(name);
  // The name may be read short of its last plain words ('HR' of 'HR management (PHR)').
  const acronym = at < 0 ? undefined : /^(?:\s+[a-z][\w-]*){0,3}\s*\(([A-Z][A-Z0-9&+-]{1,7})\)/.exec(text.slice(at + name.length))?.[1];
  return Boolean(acronym) && facts.sourceLines.some((line) => new RegExp(String.raw`(?<![\w-])${acronym}(?![\w-])`).test(line));
}

/**
 * 'licensed as a Professional Engineer' on a resume that prints 'PE' after the name: a credential of two capitalised
 * words or more is the one its initials name, and the resume holding those initials as a word holds it.
 */
function initialsHeld(facts: ResumeFacts, name: string): boolean {
  const words = name.split(/\s+/).filter((w) => /^[A-Z][a-z]/.test(w));
  if (words.length < 2 || words.length !== name.split(/\s+/).filter((w) => !JOINERS.has(w.toLowerCase())).length) return false;
  const acronym = words.map((w) => w[0]).join('');
  return facts.sourceLines.some((line) => new RegExp(String.raw`(?<![\w-])${acronym}(?![\w-])`).test(line));
}

function plainCredentialOnResume(facts: ResumeFacts, stems: readonly string[]): boolean {
  const lines = facts.sourceLines;
  const certs = facts.certifications.map((c) => new Set(contentStems(c)));
  if (certs.some((c) => stems.every((x) => c.has(x)))) return true;
  return lines.some((line, i) => {
    const pair = `${lines[i - 1] ?? ''} ${line} ${lines[i + 1] ?? ''}`;
    const have = new Set(contentStems(pair));
    return stems.every((x) => have.has(x)) && (CREDENTIAL_STEM.test(pair.toLowerCase()) || /\b[A-Z]{2,6}\b/.test(line));
  });
}

// Degree acronyms with a field of their own ('a BBA', 'my MSW', 'an MAcc'); the general ones ('a BS', 'an MA') only say a level.
// A field of several spellings lists them with '|' ('an MAcc' is a Master of Accounting or of Accountancy).
const DEGREE_ACRONYMS: Record<string, { rank: number; field?: string }> = {
  bba: { rank: 3, field: 'business administration' }, bcom: { rank: 3, field: 'commerce' }, beng: { rank: 3, field: 'engineering' }, bfa: { rank: 3, field: 'fine arts' },
  bsw: { rank: 3, field: 'social work' }, bsn: { rank: 3, field: 'nursing' }, msn: { rank: 4, field: 'nursing' }, msw: { rank: 4, field: 'social work' },
  mph: { rank: 4, field: 'public health' }, mpa: { rank: 4, field: 'public administration' }, mfa: { rank: 4, field: 'fine arts' }, med: { rank: 4, field: 'education' },
  macc: { rank: 4, field: 'accounting|accountancy' }, meng: { rank: 4, field: 'engineering' }, mha: { rank: 4, field: 'health administration' }, mba: { rank: 4, field: 'business administration' },
  dba: { rank: 5, field: 'business administration' }, aas: { rank: 2 }, bs: { rank: 3 }, ba: { rank: 3 }, bsc: { rank: 3 }, ms: { rank: 4 }, ma: { rank: 4 }, msc: { rank: 4 },
};
const DEGREE_ACRONYM = /\b(?:[Aa]n?|[Mm]y|[Tt]he|his|her|[Ww]ith)\s+((?:B|M|D|A)\.?\s?[A-Za-z]{1,3}\.?(?:[A-Za-z]{1,2}\.?)?)(?=[\s,.;:!?]|$)/g;

// The rest of a degree's name after its level: ' of Business Administration in Accounting'.
const DEGREE_NAME_TAIL = /^(?:\s+(?:of|in)\s+[A-Z][\w&'’-]*(?:\s+(?:and\s+|of\s+)?[A-Z][\w&'’-]*)*)+/;
// …and a thesis or dissertation in a field ('My thesis in Actuarial Science'): the field of a degree held.
const MAJORED_IN = /\b(?:majored|majoring|major|concentrated|specialized|specialised|thesis|dissertation)\s+in\s+((?:[A-Za-z][\w&'’-]*\s?){1,5})/g;
// 'I studied Glaciology to degree level', 'I read Law at honours level': the field of a degree held.
const STUDIED_TO_LEVEL = /\b(?:studied|read)\s+([A-Z][\w&'’-]*(?:\s(?:and\s|&\s)?[A-Z][\w&'’-]*){0,4})\s+(?:to|at)\s+(?:an?\s+)?(?:degree|honou?rs|bachelor['’]?s|master['’]?s|doctoral|postgraduate|graduate|undergraduate|university)(?:\s+level)?\b/g;
const FIELD_BEFORE_DEGREE = /\b(?:[Mm]y|an?|the)\s+((?:[A-Z][\w&'’-]*\s+){1,4})(?:degree|major)\b/g;
const FIELD_GENERIC = ['degree', 'scienc', 'science', 'art', 'arts', 'study', 'studi', 'bachelor', 'master', 'associat', 'associate', 'undergradu', 'undergraduate', 'graduat', 'graduate', 'colleg', 'college', 'univers', 'university'];

/**
 * The words of a degree's field: a run of capitalised words ('Network Technology is a foundation' → 'Network
 * Technology'), or plain words up to a joiner or a verb ('accounting from', 'economics gave me').
 */
function fieldWords(raw: string): string {
  const words = raw.trim().split(/\s+/);
  if (/^[A-Z]/.test(words[0] ?? '')) {
    // 'Business Administration in Accounting' is one field; 'in' joins only capitalised words.
    const end = words.findIndex((w, i) => i > 0 && !/^[A-Z&]/.test(w) && !(/^(?:and|of|in)$/.test(w) && /^[A-Z]/.test(words[i + 1] ?? '')));
    const kept = end > 0 ? words.slice(0, end) : words;
    while (kept.length > 1 && /^(?:and|of|in)$/.test(kept[kept.length - 1])) kept.pop();
    return kept.join(' ');
  }
  const terms = (nlp(words.join(' ')).terms().json() as { terms: { tags: string[] }[] }[]).map((t) => t.terms[0]?.tags ?? []);
  const stop = words.findIndex((w, i) => i > 0 && (/^(?:from|at|and|with|where|which|that|to|while|in|for|on|is|was|has|had|gave|taught|helped)$/i.test(w) || terms[i]?.includes('Verb')));
  return (stop > 0 ? words.slice(0, stop) : words).join(' ');
}

/** The field's words on a resume line that names a degree (of any level), or anywhere when no line names one. */
function fieldOnDegreeLine(facts: ResumeFacts, field: string): boolean {
  const stems = contentStems(field).filter((x) => !FIELD_GENERIC.includes(x));
  if (stems.length === 0) return true;
  const windows = degreeWindows(facts, undefined);
  return (windows.length ? windows : [facts.stems]).some((w) => stems.every((x) => w.has(x)));
}

/** A diploma's field: on a resume line that names a degree or a diploma (or the line after it), or anywhere when none does. */
function diplomaFieldOnResume(facts: ResumeFacts, field: string): boolean {
  const stems = contentStems(field).filter((x) => !FIELD_GENERIC.includes(x));
  if (stems.length === 0) return true;
  const lines = facts.sourceLines;
  const windows = [
    ...degreeWindows(facts, undefined),
    ...lines.flatMap((line, i) => (/\b(?:diploma|certificate|ausbildung)\b/i.test(line) ? [new Set(contentStems(`${line} ${lines[i + 1] ?? ''}`))] : [])),
  ];
  return (windows.length ? windows : [facts.stems]).some((w) => stems.every((x) => w.has(x)));
}

/**
 * A degree's abbreviation that the hand list lacks but the degree types of the taxonomy name ('MPhil', 'MRes', 'BEd',
 * 'DPhil'), written as a degree is (a capital, then a capital or three letters at least): its level by its first letter
 * (a doctorate for 'PhD', 'EdD', 'DPhil' and other 'D…' forms).
 */
function taxonomyDegree(written: string): { rank: number } | undefined {
  const bare = written.replace(/[.\s]/g, '');
  if (bare.length < 3 || !/^[BMDA](?:[A-Z]|[a-z]{2,})/.test(bare) || !isDegreeAbbreviation(bare)) return undefined;
  return { rank: { B: 3, M: 4, D: 5, A: 2 }[bare[0] as 'B' | 'M' | 'D' | 'A'] };
}

/** 'MSW', 'MBA', 'JD': a degree, judged by the degree rules rather than as a credential. */
function isDegreeAcronym(acronym: string): boolean {
  return Boolean(DEGREE_ACRONYMS[acronym.toLowerCase()]) || /^(?:JD|MD|DDS|DMD|DNP|DPT|LLM|LLB|PHD|EDD|PSYD|PHARMD)$/i.test(acronym) || taxonomyDegree(acronym) !== undefined;
}

/** A degree by its acronym: the resume must name a degree of that level, and of that field when the acronym has one. */
function checkDegreeAcronyms(text: string, sentence: string, facts: ResumeFacts, flag: (kind: ClaimKind, text: string, sentence: string) => void): void {
  for (const m of text.matchAll(DEGREE_ACRONYM)) {
    // 'a BBA.' ends its sentence; 'a B.S.' keeps its last dot.
    const written = /\.[A-Za-z]/.test(m[1]) ? m[1] : m[1].replace(/\.$/, '');
    const key = m[1].replace(/[.\s]/g, '').toLowerCase();
    const degree = DEGREE_ACRONYMS[key] ?? taxonomyDegree(m[1]);
    // 'a BS' must be written in capitals; 'Med' or 'Ma' in a sentence is not a degree.
    if (!degree || !/^[A-Z][.\s]?[A-Z]/.test(m[1]) && !/^[A-Z][a-z]{2,}$/.test(m[1].replace(/[.\s]/g, ''))) continue;
    // 'an MS Office expert': a name follows, so the acronym is part of it.
    if (/^(?:Med|Ma|Ms|Ba|Bs)$/.test(m[1]) || /^\s+(?!(?:In|From|Degree)\b)[A-Z]/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 3))) continue;
    const onResume = facts.sourceLines.some((line) => new RegExp(`(?<![A-Za-z])${key.split('').join('\\.?\\s?')}(?![A-Za-z])`, 'i').test(line) && /[A-Z]/.test(line));
    if (onResume) continue;
    // A kind of degree only the taxonomy names ('an MPhil') is not backed by a higher degree of another kind.
    const strict = !DEGREE_ACRONYMS[key];
    if (!facts.degreeRanks.has(degree.rank) && (strict || ![...facts.degreeRanks].some((r) => r > degree.rank && degree.rank >= 3))) {
      flag('degree', written, sentence);
      continue;
    }
    if (degree.field) {
      const spellings = degree.field.split('|').map((f) => contentStems(f));
      if (!degreeWindows(facts, degree.rank).some((w) => spellings.some((stems) => stems.every((x) => w.has(x))))) {
        flag('degree', written, sentence);
        continue;
      }
    }
    // The acronym takes its field from what follows: 'a BSc (Hons) Applied Mathematics', 'MSc, Economics', and so does
    // one with a field of its own ('a B.Eng. in Environmental Science' is not an engineering degree in any field).
    const field = (degree.field ? ACRONYM_FIELD_NAMED : ACRONYM_FIELD).exec(text.slice(m.index + m[0].length))?.[1];
    if (!field || SCHOOL_WORD.test(field) || institutionEvidence(field) >= 0.8) continue;
    const stems = contentStems(fieldWords(field)).filter((x) => !FIELD_GENERIC.includes(x));
    if (stems.length && !degreeWindows(facts, degree.rank).some((w) => stems.every((x) => w.has(x)))) flag('degree', `${written} ${field}`, sentence);
  }
}
const ACRONYM_FIELD = /^\s*(?:\((?:Hons|Honours|Honors)\)\s*)?(?:,\s*|\(|in\s+|of\s+)?([A-Z][\w&'’-]*(?:\s+(?:and\s+|of\s+|&\s+)?[A-Z][\w&'’-]*){0,4})/;
// After an acronym that names its field, only a field the letter introduces ('in …', '(…)') is one.
const ACRONYM_FIELD_NAMED = /^\s*(?:\((?:Hons|Honours|Honors)\)\s*)?(?:\(|in\s+)([A-Z][\w&'’-]*(?:\s+(?:and\s+|of\s+|&\s+)?[A-Z][\w&'’-]*){0,4})/;

/**
 * A credential acronym the posting's header names as part of the company or the title ('UPS', 'RN - SICU'); one it
 * only asks for ('CCNA required') is still claimed when the letter says the candidate holds it.
 */
function inJobHeader(acronym: string, jobText: string): boolean {
  const header = jobText.slice(0, 400).split('\n').slice(0, 3).join(' ');
  return new RegExp(`(?<![a-z0-9])${acronym.toLowerCase().replace(/[+]/g, '\\+')}(?![a-z0-9])`).test(header) && !/\b(?:required|preferred|plus|must|certif|licen)/.test(header);
}

/** 'Tableau was the main system I worked in': a name that starts the clause as the subject of a product noun. */
function isProductSubject(text: string, length: number): boolean {
  // The first of a list of names is its subject too ('Tableau, Alteryx and Looker are tools I use daily').
  // …and so is a name the candidate worked at ('Acme Corp, where I spent two years, taught me…').
  // The rest of a product's name the lexicon does not spell ('Looker Studio') is part of the subject.
  // …and so is its version or edition number ('Sage 50', 'Dynamics 365').
  const rest = text.slice(length).replace(/^(?:\s(?:[A-Z][\w&'’.+-]*|\d{1,4}))+(?=,|\s(?:and|or|&|is|are|was|were|has|have)\b)/, '');
  return PRODUCT_SUBJECT.test(rest.replace(NAMES_LIST_REST, '')) || WHERE_I.test(rest);
}
const WHERE_I = /^,\s+where\s+I\s+(?:spent|worked|served|was|held|started|began|interned|led|ran|managed)\b/;
// 'I' after a comma starts the candidate's clause ('Additionally, I finished my degree'), no name of a list.
const NAMES_LIST_REST = new RegExp(String.raw`^(?:(?:\s*,\s*|,?\s+(?:and|or|&)\s+)(?!I\b|I['’])(?:${NAME_WORD}(?:\s${NAME_WORD})*|[a-z][a-z-]*(?![\w&'’.-])))+`);

/** A name the lexicon spells whole ('Microsoft Excel', 'Google Analytics'), not one that only holds a term ('Northwind Logistics'). */
function isLexiconName(name: string): boolean {
  const hits = findLexiconTerms(name);
  if (hits.length === 0) return false;
  const covered = new Set<number>();
  for (const h of hits) for (let i = h.index; i < h.index + h.length; i++) covered.add(i);
  return [...name.matchAll(/[A-Za-z0-9][\w&'’.-]*/g)].every((w) => JOINERS.has(w[0].toLowerCase()) || covered.has(w.index));
}

/**
 * Any other name in a claim clause: a capitalised word or run of them that is not the sentence's first word, not a
 * place, a role, a month, a person's pronoun or a term the lexicon knows (judged above), and that the resume does not
 * carry ('I have used Databricks extensively', 'My toolkit includes Notion', 'I trained new hires on Kronos'). An
 * organisation's name is an employer; anything else is a tool.
 */
function checkUnknownNames(
  text: string,
  sentence: string,
  hits: readonly LexiconHit[],
  inCredential: (at: number) => boolean,
  facts: ResumeFacts,
  jobText: string,
  flag: (kind: ClaimKind, text: string, sentence: string) => void,
): void {
  const lexical = (at: number, end: number) => hits.some((h) => h.index < end && at < h.index + h.length);
  // A run of names joined by 'and' or 'or' ('Pyxis and Omnicell') is read name by name.
  const runs = [...text.matchAll(UNKNOWN_NAME)].flatMap((m) => {
    const out: { index: number; text: string }[] = [];
    let from = m.index + m[1].length;
    // …and a sentence end inside a run ('APIs. Technical') starts another.
    for (const part of m[2].split(/(\s(?:and|or)\s|(?<=\.)\s)/)) {
      if (!/^\s(?:(?:and|or)\s)?$/.test(part)) out.push({ index: from, text: part });
      from += part.length;
    }
    return out;
  });
  for (const m of runs) {
    let at = m.index;
    let words = m.text.split(/\s+/);
    // The first word of the clause is capitalised anyway ('Day to day, I…', 'Earlier…'): skip a common opener.
    if (at === 0 || /[.!?]\s*$/.test(text.slice(0, at))) {
      if (!isProductSubject(text, m.text.length) && !/[a-z][A-Z]/.test(words[0])) {
        at += words[0].length + 1;
        words = words.slice(1);
      }
    }
    while (words.length && (NOT_NAME.test(words[0]) || SENTENCE_OPENER.test(words[0]) || /^[A-Z0-9&+-]+$/.test(words[0]))) {
      at += words[0].length + 1;
      words = words.slice(1);
    }
    while (words.length > 1 && /^(?:of|and|&|for)$/.test(words[words.length - 1])) words.pop();
    const name = trimEndChars(words.join(' '), ".,'’:;").replace(/(?:'|’)s$/, '');
    if (!name || name.length < 3 || /^(?:of|and|&|for)$/.test(words[0] ?? '')) continue;
    const end = at + name.length;
    // Acronyms ('BDRs', 'ICU') are judged only where they are held as credentials (ACRONYM_HELD).
    // …and 'CSCP-accredited' is a credential, judged by the credential rules.
    if (name.includes('§') || NOT_NAME.test(name) || lexical(at, end) || inCredential(at) || /^[A-Z0-9&+-]+s?$/.test(name) || /^[A-Z0-9&+]+-(?:certified|accredited|qualified|licensed|credentialed)$/.test(name)) continue;
    // 'at', 'with', 'for', 'joined', 'in', 'using' before a name are read by the employer and tool rules below.
    if (/\b(?:at|with|for|joined|by|in|using|via)\s+(?:the\s+)?$/.test(text.slice(Math.max(0, at - 12), at))) continue;
    if (hits.some((h) => h.category === 'degree' && h.index < at && at - h.index < 60) || DEGREE_NEAR.test(text.slice(Math.max(0, at - 40), at))) continue;
    // A role noun is a title ('a Crane Operator', 'as Deputy'), but one word of it named bare, as a thing that acts or is
    // used ('whenever Deputy acts up', 'stuck in Deputy'), is a product's name.
    const bareRole = !/\s/.test(name) && !/\b(?:an?|the|as|my|our|his|her|their|to|and|or)\s+$/i.test(text.slice(Math.max(0, at - 8), at));
    if ((containsRoleNoun(name) && !bareRole) || isPlaceName(name) || placeEvidence(name) >= 0.6 || institutionEvidence(name) >= 0.8) continue;
    if (resumeHasName(facts, name) || jobText.slice(0, 400).includes(name.toLowerCase())) continue;
    // 'three years of hands-on Sun Systems experience': a name used as a skill is a product, whatever its words.
    const used = USED_BEFORE.test(text.slice(Math.max(0, at - 30), at)) || USED_AFTER.test(text.slice(end));
    const organisation = !used && (organisationEvidence(name) >= 0.6 || WHERE_I.test(text.slice(end)) || /^\s+(?:(?:was|is|has been|became)\s+my\s+(?:\w+\s+)?(?:employer|company|workplace)|hired|promoted|employed|recruited)\b/.test(text.slice(end)));
    // A name the posting gives its clients or partners is the job's; a product it asks for is still claimed.
    if (organisation && jobText.includes(name.toLowerCase())) continue;
    flag(organisation ? 'employer' : 'tool', name, sentence);
  }
}

const USED_BEFORE = /\b(?:hands-on|proficien(?:t|cy)\s+(?:in|with)|experience\s+(?:with|in|using)|skilled\s+(?:in|with)|expert\s+(?:in|with)|expertise\s+(?:in|with)|fluent\s+in)\s+$/i;
const USED_AFTER = /^\s+(?:experience|skills?|expertise|proficiency|user|power user|administration)\b/i;

function tidyName(raw: string): string {
  const words = raw.split(/\s+/);
  const stop = words.findIndex((w, i) => i > 0 && /^(?:I|We|You|He|She|They|My|Our|It)$/.test(w));
  const kept = stop > 0 ? words.slice(0, stop) : words;
  while (kept.length > 1 && /^(?:of|and|&|for)$/.test(kept[kept.length - 1])) kept.pop();
  return trimEndChars(kept.join(' '), ".,'’").replace(/(?:'|’)s$/, '');
}

function degreePhrase(text: string, hit: LexiconHit): string {
  const after = text.slice(hit.index + hit.length, hit.index + hit.length + 60);
  const field = /^(?:\s+degree)?\s+in\s+[A-Za-z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*)*/.exec(after) ?? DEGREE_NAME_TAIL.exec(after);
  return text.slice(hit.index, hit.index + hit.length) + (field ? field[0] : '');
}

type NumberKind = 'share' | 'multiple' | 'count' | 'duration';
const numbersByKindCache = new WeakMap<ResumeIndex, Record<NumberKind, Set<string>>>();
const SHARE_UNIT = /(?:%|percent\b|per cent\b)/;
// 'three times a week' is how often, not how much more.
const MULTIPLE_UNIT = /(?:x(?![a-z0-9])|×|times\b(?!\s+(?:a|an|per|each|every)\s))/;
// A span of time measured as a result ('15 hours a week', 'under 40 milliseconds'); years and months are tenure.
const DURATION_UNIT = /(?:(?:[+-]\s*)?(?:milliseconds?|ms|seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?)\b)/;
/**
 * The numbers the resume writes as a share ('26%', '26 percent'), a multiple ('3x', '3 times'), a span of time ('40
 * hours'), or as anything else (a count).
 */
function numbersOfKind(facts: ResumeFacts, kind: NumberKind): Set<string> {
  let found = numbersByKindCache.get(facts.index);
  if (!found) {
    const of = (unit: RegExp) => new Set([...facts.index.lowerText.matchAll(new RegExp(String.raw`(?<![\d.,])(\d+(?:,\d{3})*(?:\.\d+)?)\s*${unit.source}`, 'g'))].flatMap((m) => extractNumbers(m[1])));
    const count = new Set(
      [...facts.index.lowerText.matchAll(new RegExp(String.raw`(?<![\d.,])(\d+(?:,\d{3})*(?:\.\d+)?)(?!\d|,\d|\.\d|\s*(?:${SHARE_UNIT.source}|${MULTIPLE_UNIT.source}))`, 'g'))].flatMap((m) => extractNumbers(m[1])),
    );
    const duration = new Set(
      [...facts.index.lowerText.matchAll(new RegExp(String.raw`(?<![\d.,])(\d+(?:,\d{3})*(?:\.\d+)?)\s*${DURATION_UNIT.source}`, 'g'))].flatMap((m) => extractNumbers(m[1]).map((n) => `${n} ${timeUnit(m[0])}`)),
    );
    found = { share: of(SHARE_UNIT), multiple: of(MULTIPLE_UNIT), duration, count };
    numbersByKindCache.set(facts.index, found);
  }
  return found[kind];
}

/** The unit of a span of time, one name for its spellings ('hrs' and 'hours' are 'hour'). */
function timeUnit(text: string): string {
  const unit = /(milli|ms\b|sec|min|h(?:ou)?rs?\b|hour|day|week)/i.exec(text)?.[1].toLowerCase() ?? '';
  return unit.startsWith('milli') || unit === 'ms' ? 'ms' : unit.startsWith('h') ? 'hour' : unit;
}

/**
 * What a figure in the letter is ('37%' a share, '3x faster' a multiple, '15 hours a week' a span of time, '14 new
 * colleagues' a count): the resume must write the same number as the same kind.
 */
function numberKind(token: string, after: string): NumberKind {
  if (token.endsWith('%') || /^\s*(?:percent|per cent)\b/i.test(after)) return 'share';
  if (/[x×]$/.test(token) || new RegExp(`^\\s*${MULTIPLE_UNIT.source}`, 'i').test(after)) return 'multiple';
  if (/^\d/.test(token) && new RegExp(`^\\s*${DURATION_UNIT.source}`, 'i').test(after)) return 'duration';
  return 'count';
}

function checkNumbers(text: string, sentence: string, facts: ResumeFacts, flag: (kind: ClaimKind, text: string, sentence: string) => void): void {
  const yearsOk = (n: number, at: number) => /^\+?\s*(?:years?|yrs)\b/i.test(text.slice(at, at + 12)) && n <= facts.years + 1;
  // A range or a ratio ('40 to 60 requests a day', '3 in 4 of our new starters') is one figure: a resume line must
  // hold both its numbers, not each of them somewhere as a count of other things.
  const joint: [number, number][] = [];
  // …and so is a range 'between 40 and 60' and a ratio '4:1' (not a time of day, '9:30 am').
  for (const m of [...text.matchAll(JOINT_FIGURE), ...text.matchAll(BETWEEN_FIGURE)]) {
    const [a, b] = [m[1], m[2]];
    if (/^(?:19|20)\d{2}$/.test(a) || /^(?:19|20)\d{2}$/.test(b) || /^\s*(?:million|billion|thousand|[kKmMbB])\b/.test(text.slice(m.index + m[0].length))) continue;
    if (m[0].includes(':') && /^\s*(?:[ap]\.?m\b|o['’]clock)/i.test(text.slice(m.index + m[0].length))) continue;
    joint.push([m.index, m.index + m[0].length]);
    const esc = (n: string) => n.replace(/[.$]/g, '\\$&');
    const same = new RegExp(String.raw`(?<![\d.,])${esc(a)}\s*(?:to|-|–|—|in|out of|of every|of|/|:|and)\s*${esc(b)}(?![\d]|[.,]\d)`, 'i');
    if (!facts.sourceLines.some((line) => same.test(line))) flag('number', m[0], sentence);
  }
  // Digits inside a word ('k8s', 'EC2') are names, not figures.
  for (const m of text.matchAll(/(?<![A-Za-z0-9.§])\$?\d+(?:,\d{3})*(?:\.\d+)?(?:%|\+|[kKmMbB](?![A-Za-z])|[x×](?![A-Za-z0-9]))?(?![A-Za-z0-9§])/g)) {
    if (joint.some(([from, to]) => m.index >= from && m.index < to)) continue;
    const [n] = extractNumbers(m[0]);
    // A share must be a share on the resume: '37%' is not supported by a '37' in an address or a count; nor is a
    // multiple ('3x faster') by a 3 that counts something, a span of time ('15 hours a week') by a share or a count of
    // other things, nor a count by a share ('trained 15 colleagues' by 'up 15%').
    const after = text.slice(m.index + m[0].length);
    // An amount in thousands, millions or billions ('$3 million', '$3M') is that amount, not its first digits.
    const scaled = scaleOf(m[0], after);
    if (n !== undefined && scaled) {
      if (!amountsOnResume(facts).has(Math.round(Number(n) * scaled.factor))) flag('number', `${m[0]}${scaled.word}`, sentence);
      continue;
    }
    const kind = numberKind(m[0], after);
    if (n === undefined) continue;
    if (numbersOfKind(facts, kind).has(kind === 'duration' ? `${n} ${timeUnit(after)}` : n)) {
      // The resume's number counting another thing ('signed 60 new clients' beside 60 accounts reconciled): what the
      // letter counts must be a thing the resume names somewhere.
      // Not a number of a name ('CIPD Level 5 credentials', 'Mathematics 7-12 credentials').
      const before = text.slice(Math.max(0, m.index - 30), m.index).trimEnd().replace(/[-–/]$/, '').trimEnd();
      const ofName = /\d$/.test(before) || /^[A-Z][\w&+.’'-]*$/.test((before.split(/\s/).pop() ?? '').replace(/^[^A-Za-z0-9]+/, ''));
      if (kind === 'count' && !ofName && (countsOtherThing(after, facts) || !countedOnResumeLine(n, after, facts))) flag('number', m[0], sentence);
      continue;
    }
    if (kind === 'count' && amountsOnResume(facts).has(Number(n))) continue;
    if (yearsOk(Number(n), m.index + m[0].length)) continue;
    // A count may be written in words on the resume ('three offices'); a share, a multiple or a span is written so.
    const word = Object.entries(NUMBER_WORDS).find(([, v]) => String(v) === n)?.[0];
    if (kind === 'count' && word && new RegExp(String.raw`\b${word}\b`).test(facts.index.lowerText)) continue;
    flag('number', m[0], sentence);
  }
  for (const m of text.matchAll(/\b[a-z]+\b/gi)) {
    const value = NUMBER_WORDS[m[0].toLowerCase()];
    if (value === undefined) continue;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 30);
    // 'from six weeks to two' is a span of time: the resume must write it as one ('6 weeks', 'six weeks'), and a 6 that
    // counts something else does not back it.
    const span = new RegExp(String.raw`^\s+${DURATION_UNIT.source}`, 'i').exec(after);
    if (span) {
      const written = new RegExp(String.raw`\b${m[0].toLowerCase()}\s+${timeUnit(span[0])}`).test(facts.index.lowerText);
      if (!written && !numbersOfKind(facts, 'duration').has(`${value} ${timeUnit(span[0])}`)) flag('number', `${m[0]}${span[0].trimEnd()}`, sentence);
      continue;
    }
    if (facts.index.numbers.has(String(value)) || new RegExp(String.raw`\b${m[0].toLowerCase()}\b`).test(facts.index.lowerText)) continue;
    if (yearsOk(value, m.index + m[0].length + 1)) continue;
    // 'two of the' and 'a dozen' are manners of speaking; a count of something is a figure.
    if (!/^\s+(?:\w+[ -])?(?:years?|months?|clients?|people|staff|employees|offices|sites|stores|locations|teams?|projects?|members|accounts|reports|patients|students|customers|hospitals|engineers|analysts|countries|languages|products|campaigns|units|beds|schools|courses|papers|apps|companies|states|branches|departments|%|percent)\b/i.test(after) && !countsThings(m[0], after)) continue;
    flag('number', m[0], sentence);
  }
  // A ratio in words ('closed one in three of the leads', 'two out of five'): one figure, which a resume line must hold,
  // in words or in digits.
  for (const m of text.matchAll(SPELLED_RATIO)) {
    const [a, b] = [m[1], m[2]].map((w) => (w.toLowerCase() === 'one' ? 1 : NUMBER_WORDS[w.toLowerCase()]));
    const same = new RegExp(String.raw`\b(?:${a}|${m[1].toLowerCase()})\s*(?:in|out of|of every|/)\s*(?:${b}|${m[2].toLowerCase()})\b`, 'i');
    if (!facts.sourceLines.some((line) => same.test(line))) flag('number', m[0], sentence);
  }
  // A result as a fraction ('cut errors by a third', 'by half', 'two-thirds of the backlog'): the resume must say so in
  // words or as the share it is.
  for (const m of text.matchAll(FRACTION)) {
    const share = FRACTION_SHARES[(m[2] ?? m[1]).toLowerCase().replace(/[\s-]+/g, ' ')];
    const shares = numbersOfKind(facts, 'share');
    if (new RegExp(String.raw`\b${m[2] ?? m[1]}\b`, 'i').test(facts.index.lowerText) || share?.some((x) => shares.has(x))) continue;
    flag('number', m[0], sentence);
  }
}

// Counted nouns a letter may use for what a resume counts in other words ('a team of 12' → '12 people').
const GENERIC_COUNTED = /^(?:people|persons|individuals|staff|members|colleagues|employees|workers|teammates|reports|hires|times|years|months|weeks|days|hours|minutes|items|things|tasks|units|cases|jobs|roles|positions|others)$/;
const COUNT_ADJECTIVE = /^(?:new|more|other|additional|active|open|key|major|qualified|unique|repeat|separate|different|full-time|part-time|direct|regular|daily|weekly|monthly)$/;

/** Whether the plural noun a count names ('60 new clients') is one the resume never names ('client', 'clients'). */
function countsOtherThing(after: string, facts: ResumeFacts): boolean {
  const words = /^\+?\s+([a-z-]+)(?:\s+([a-z-]+))?/.exec(after);
  if (!words) return false;
  const plural = (w: string | undefined) => w !== undefined && w.length > 3 && /[^su]s$/.test(w);
  const noun = plural(words[1]) ? words[1] : COUNT_ADJECTIVE.test(words[1]) && plural(words[2]) ? words[2] : undefined;
  if (!noun || GENERIC_COUNTED.test(noun) || DISCOURSE_NOUNS.test(noun)) return false;
  const stem = noun.replace(/ies$/, '').replace(/(?:ches|shes|sses|xes)$/, (e) => e.slice(0, -2)).replace(/s$/, '');
  return !new RegExp(String.raw`\b${stem}`).test(facts.index.lowerText);
}

// What a count counts, as words a resume line holds: the plural head of up to three words after the figure ('28 billing
// disputes', '60 long-haul loads', '47 forecasting models') with its modifiers.
const COUNTED_WORDS = /^\+?\s+((?:[a-z][a-z-]*\s+){0,2}[a-z][a-z-]*[^su\s]s)\b/;
const COUNT_STOP = /^(?:of|in|on|at|for|to|from|by|with|a|an|the|and|or|per|across|over|under|each|every|than)$/;

/**
 * Whether a resume line (or a line and the next, for a wrapped bullet) holds the figure beside a word of what the letter
 * counts: the resume's '41 test cases' does not back '41 customer tickets'. A count with no plural head is not judged.
 */
/** A counted word's stem, as a resume's line may print it in the singular or plural ('inspections' → 'inspec'). */
function stemOf(word: string): string {
  return word.replace(/ies$/, '').replace(/(?:ches|shes|sses|xes)$/, (e) => e.slice(0, -2)).replace(/s$/, '').slice(0, 6);
}

function countedOnResumeLine(n: string, after: string, facts: ResumeFacts): boolean {
  const words = COUNTED_WORDS.exec(after)?.[1].split(/\s+/);
  if (!words || words.some((w) => COUNT_STOP.test(w))) return true;
  const stems = words.filter((w) => w.length > 3 && !GENERIC_COUNTED.test(w)).map(stemOf);
  if (stems.length === 0) return true;
  const figure = new RegExp(String.raw`(?<![\d.,])${n.replace(/[.$]/g, '\\$&')}(?![\d]|[.,]\d)`);
  const last = words[words.length - 1];
  const head = last.length > 3 && !GENERIC_COUNTED.test(last) ? stemOf(last) : undefined;
  const lines = facts.sourceLines.map((l) => l.toLowerCase().replace(/(\d),(?=\d{3}\b)/g, '$1'));
  return lines.some((line, i) => {
    // The next line carries the bullet on only when it is its wrapped end ('… cut warranty claims by' / '39%'), not the
    // next bullet or a title ('Senior Software Engineer').
    const next = lines[i + 1] ?? '';
    const window = /^[a-z0-9%$(]/.test(facts.sourceLines[i + 1] ?? '') ? `${line} ${next}` : line;
    // The thing counted is the head, the last word ('50 boiler inspections' counts inspections): a modifier the line holds
    // beside the figure ('50 rooftop units and boilers') does not back it.
    return figure.test(line) && stems.some((x) => window.includes(x)) && (!head || window.includes(head));
  });
}

const SPELLED_RATIO = new RegExp(String.raw`\b(one|${Object.keys(NUMBER_WORDS).filter((w) => w !== 'dozen').join('|')})\s+(?:in|out of|of every)\s+(${Object.keys(NUMBER_WORDS).filter((w) => w !== 'dozen').join('|')})\b`, 'gi');
const BETWEEN_FIGURE = /\b[Bb]etween (\$?\d+(?:,\d{3})*(?:\.\d+)?)\s+and\s+(\$?\d+(?:,\d{3})*(?:\.\d+)?)(?![\w.,]?\d)(?!\s*%)/g;
const JOINT_FIGURE = /(?<![\w.,$])(\d+(?:,\d{3})*(?:\.\d+)?)\s*(?:to|–|—|in|out of|of every|:)\s*(\d+(?:,\d{3})*(?:\.\d+)?)(?![\w.,]?\d)(?!\s*%)/g;
const FRACTION = /\bby\s+(?:(?:about|nearly|almost|over|more than|roughly)\s+)?((?:a|one)\s+(?:third|quarter)|half)\b|\b((?:two|three)[- ](?:thirds|quarters)|halved|doubled|tripled|quadrupled|(?:two|three|four|five|ten)[- ]?fold)\b/gi;
// The shares a fraction stands for, as a resume may print them.
const FRACTION_SHARES: Record<string, string[]> = {
  'a third': ['33', '33.3', '34'], 'one third': ['33', '33.3', '34'], 'a quarter': ['25'], 'one quarter': ['25'], half: ['50'], halved: ['50'],
  'two thirds': ['66', '66.7', '67'], 'three quarters': ['75'],
  // A multiple is the rise in per cent a resume may print instead ('doubled': up 100%).
  doubled: ['100'], tripled: ['200'], quadrupled: ['300'], 'two fold': ['100'], twofold: ['100'], 'three fold': ['200'], threefold: ['200'],
  'four fold': ['300'], fourfold: ['300'], 'five fold': ['400'], fivefold: ['400'], 'ten fold': ['900'], tenfold: ['900'],
};

/** The scale after a figure: a suffix ('$3M', '$58K') or a word ('$3 million'), with what it multiplies by. */
function scaleOf(token: string, after: string): { factor: number; word: string } | undefined {
  const suffix = /[kKmMbB]$/.exec(token)?.[0].toLowerCase();
  if (suffix) return { factor: SCALES[suffix], word: '' };
  const word = /^\s*(thousand|million|billion|bn|mn)\b/i.exec(after);
  return word ? { factor: SCALES[word[1].toLowerCase()], word: word[0] } : undefined;
}
const SCALES: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };

const amountsCache = new WeakMap<ResumeIndex, Set<number>>();
/** The resume's amounts, scaled ('$1.1 billion', '$39M', '$58K', '3,000,000'). */
function amountsOnResume(facts: ResumeFacts): Set<number> {
  let found = amountsCache.get(facts.index);
  if (!found) {
    found = new Set();
    for (const m of facts.index.lowerText.matchAll(/(?<![\d.,])(\d+(?:,\d{3})*(?:\.\d+)?)\s*(k|m|b|bn|mn|thousand|million|billion)?(?![a-z])/g)) {
      const value = Math.round(Number(m[1].replace(/,/g, '')) * (m[2] ? SCALES[m[2]] : 1));
      // Small bare numbers count or share other things ('15%', '15 technicians'); only an amount is kept here.
      if (m[2] || value >= 1000) found.add(value);
    }
    amountsCache.set(facts.index, found);
  }
  return found;
}

// Plural nouns a letter counts as a manner of speaking ('three reasons I would fit', 'two things I bring').
const DISCOURSE_NOUNS = /^(?:reasons|ways|things|areas|points|examples|words|questions|qualities|strengths|traits|skills|requirements|priorities|goals|values|lessons|habits|ideas|aspects|pillars|parts|sides|steps|stages|phases|kinds|types|times)$/i;

/**
 * 'nineteen volunteers', 'twelve new hires': a number word that counts the plural noun after it (an adjective between).
 * A word in -s right after a number is a plural noun even where the tagger reads a verb ('volunteers').
 */
function countsThings(numberWord: string, after: string): boolean {
  const words = /^\s+((?:[a-z-]+\s+)?[a-z-]+)/i.exec(after)?.[1].split(/\s+/) ?? [];
  const terms = (nlp(`${numberWord} ${words.join(' ')}`).terms().json() as { text: string; terms: { tags: string[] }[] }[]).slice(1).map((t) => ({ text: t.text, tags: t.terms[0]?.tags ?? [] }));
  const head = terms.findIndex((t) => t.tags.includes('Plural') || (t.tags.includes('PresentTense') && /^[a-z-]{3,}[^su]s$/.test(t.text)));
  if (head < 0 || DISCOURSE_NOUNS.test(terms[head].text)) return false;
  return terms.slice(0, head).every((t) => t.tags.includes('Adjective'));
}

const SECTION_TITLES = new Set<string>(TAILORED_SECTIONS);
const DATE_PART = /^(?:(?:\w{3,9}\.?\s+)?(?:19|20)\d{2}|present|current|now|\d{1,2}\/\d{2,4})(?:\s*[–—-]\s*(?:(?:\w{3,9}\.?\s+)?(?:19|20)\d{2}|present|current|now|\d{1,2}\/\d{2,4}))?$/i;

/**
 * What a model's tailored resume states that the original resume does not support, judged as claims like a letter's:
 * every line speaks for the candidate. A heading line under EXPERIENCE names a role and an employer; under EDUCATION a
 * degree and a school; CERTIFICATIONS lists credentials; CORE COMPETENCIES lists skills, of which only named tools
 * and credentials are judged (a competency in plain words, 'forecasting' or 'customer service', never is); the summary
 * and the bullets are read clause by clause, a wish or the job's needs ('eager to learn Anaplan') claiming nothing.
 */
export function findUnsupportedResumeClaims(text: string, input: TailoredResumeInput): Claim[] {
  const facts = readResume(input.profile);
  const { out, flag } = collector();
  const name = input.profile.name?.trim();
  const asLetter = { profile: input.profile, job: input.job, companyName: undefined, fullName: name } as unknown as CoverLetterInput;
  const lines = text.split('\n').map((l) => l.trim());
  let section = '';
  let seenContent = 0;
  for (const raw of lines) {
    if (!raw) continue;
    const bare = raw.replace(/:$/, '');
    if (SECTION_TITLES.has(bare)) {
      section = bare;
      continue;
    }
    // Line 1 is the name, line 2 the contact line.
    if (!section && seenContent++ < 2) continue;
    const bullet = /^[-*•]\s+/.test(raw);
    const line = raw.replace(/^[-*•]\s+/, '').replace(/\s+/g, ' ');
    if (section === 'CERTIFICATIONS') {
      checkCredentialItems(line, raw, facts, flag);
      continue;
    }
    if (section === 'CORE COMPETENCIES') {
      for (const item of line.split(/[,;|•·]/)) if (item.trim()) checkCompetency(item.trim(), raw, facts, flag);
      continue;
    }
    if (!bullet && (section === 'EXPERIENCE' || section === 'EDUCATION')) {
      checkHeading(line, raw, section, facts, flag);
      continue;
    }
    // The summary and bullets: the candidate is the subject of every clause. The job's company and title are masked
    // in the summary only, where a resume names the role it is aimed at.
    const masked = section === 'PROFESSIONAL SUMMARY' || !section ? maskNames(line, asLetter) : maskNames(line, { ...asLetter, job: { ...input.job, company: undefined, position: '' } } as CoverLetterInput);
    for (const region of claimRegions(masked, true)) checkRegion(region, raw, facts, '', flag);
  }
  return out;
}

/** A list of credentials, item by item: each must be on the resume ('AWS Certified Developer, CISM-certified'). */
function checkCredentialItems(line: string, raw: string, facts: ResumeFacts, flag: (kind: ClaimKind, text: string, sentence: string) => void): void {
  for (const piece of line.split(/[;|•]|,(?= [A-Z])/)) {
    // 'AWS Certified Solutions Architect (2021)', 'CPR, May 2022': the name before its date.
    const item = piece.trim();
    const year = item.search(/\b(?:19|20)\d{2}\b/);
    const credential = trimEndChars((year >= 0 ? item.slice(0, year) : item).replace(/\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?$/, '').trim(), ' (,–—-.');
    if (!credential || DATE_PART.test(credential)) continue;
    // 'CISA (certified)', 'Certified Public Accountant (CPA)': the name, or the name in brackets, on the resume.
    const bracket = /\(([^()]*)\)$/.exec(credential);
    const name = bracket ? credential.slice(0, bracket.index).trimEnd() : credential;
    // 'licensed as a Professional Engineer' on a resume that prints 'PE': held by its initials.
    const held = name.replace(/^(?:licensed|certified|registered|credentialed|chartered)\s+(?:as|in)\s+(?:an?\s+|the\s+)?/i, '');
    const onResume = (text: string) => findLexiconTerms(text).some((h) => facts.index.terms.has(h.term)) || resumeHasPhrase(facts, text, CERT_GENERIC) || initialsHeld(facts, held);
    if (!onResume(name) && !(bracket && fold(bracket[1]).split(' ').some((w) => !CERT_GENERIC.has(w)) && onResume(bracket[1]))) flag('certification', name, raw);
  }
}

/** A title as the resume prints it, or every word of it on one line that names a role ('Sr. Analyst' for 'Senior Analyst'). */
function titleOnResume(facts: ResumeFacts, title: string): boolean {
  const f = fold(title);
  if (facts.folded.includes(` ${f} `)) return true;
  const words = f.split(' ').map((w) => ABBREVIATIONS[w] ?? w).filter((w) => !JOINERS.has(w) && !/^\d/.test(w));
  return facts.sourceLines.some((line) => {
    if (!containsRoleNoun(line)) return false;
    const have = new Set(fold(line).split(' ').map((w) => ABBREVIATIONS[w] ?? w));
    return words.every((w) => have.has(w) || hasNearSpelling(have, w));
  });
}

/**
 * One item of CORE COMPETENCIES: a named tool or a credential the resume lacks is a claim; a competency is not, in
 * plain words or in title case ('Account Reconciliation').
 */
function checkCompetency(item: string, raw: string, facts: ResumeFacts, flag: (kind: ClaimKind, text: string, sentence: string) => void): void {
  const hits = findLexiconTerms(item);
  for (const hit of hits) {
    const surface = item.slice(hit.index, hit.index + hit.length);
    if (hit.category === 'certification') {
      if (!facts.index.terms.has(hit.term) && !resumeHasPhrase(facts, surface, CERT_GENERIC)) flag('certification', surface, raw);
    } else if (hit.category === 'degree') {
      if (!degreeSupported(facts, hit, item)) flag('degree', surface, raw);
    } else if (isToolHit(hit, surface) && !toolSupported(facts, hit, surface)) flag('tool', surface, raw);
  }
  // A product name the lexicon does not know, written as one: 'NetSuite', 'Monday.com', 'iManage'.
  if (hits.length === 0 && /^(?:[A-Z][a-z]+[A-Z]\w*|[a-z]{1,2}[A-Z]\w*|[A-Z]\w+\.(?:com|io|ai))$/.test(item.trim()) && !resumeHasName(facts, item.trim())) flag('tool', item.trim(), raw);
}

/** 'Senior Analyst | Acme Corp | Austin, TX | 2019 – Present', 'B.S. Economics, UCLA | 2016': each part as a fact. */
function checkHeading(line: string, raw: string, section: string, facts: ResumeFacts, flag: (kind: ClaimKind, text: string, sentence: string) => void): void {
  const parts = line
    .split(/ [|•·—–] | - |,(?= [A-Z])| at /)
    .map((p) => trimEndChars(p.trim(), '.,;:'))
    .filter(Boolean);
  for (const part of parts) {
    if (DATE_PART.test(part) || /^\d/.test(part) || /^(?:remote|hybrid|on-?site)$/i.test(part) || isPlaceName(part) || placeEvidence(part) >= 0.6) continue;
    if (section === 'EDUCATION') {
      const region: Region = { text: `I hold a ${part}`, full: true };
      const degreeLike = findLexiconTerms(part).some((h) => h.category === 'degree') || DEGREE_SPELLED.test(part) || lineRanks(part).size > 0;
      DEGREE_SPELLED.lastIndex = 0;
      if (degreeLike) {
        checkRegion(region, raw, facts, '', (kind, text, sentence) => {
          if (kind === 'degree') flag(kind, text, sentence);
        });
      } else if (!resumeHasName(facts, part)) flag('degree', part, raw);
      continue;
    }
    if (containsRoleNoun(part)) {
      if (!titleOnResume(facts, part)) flag('title', part, raw);
    } else if (!resumeHasName(facts, part)) flag('employer', part, raw);
  }
}
