import { realiseBullet, withArticle } from './realise-clause.ts';
import { inflectClause, verbForms } from './inflect-clause.ts';
import type { ExperienceEntry, JobAnalysis, ProjectEntry, ResumeProfile, TailoredResumeInput } from '../../types.ts';
import type { RoleType } from '../../../shared/style.ts';
import { TAILORED_SECTIONS } from '../../../shared/style.ts';
import { findLexiconTerms } from '../../lexicon/find-lexicon-terms.ts';
import { contentStems, indexResume, type ResumeIndex } from '../../match/resume-index.ts';
import { cleanBullet, countWordsOf, degreeInProse, isCurrent, joinList, rankSupportedSkills, surfaceOf } from './compose-helpers.ts';
import { checkBullet, checkFact, checkProfileFacts, credentialUnderWay, joinWrappedBullets, placeOfResume, resumePlaceContext, underWay, type FactContext } from '../plan/check-facts.ts';
import { isWord } from '../../extract/rejoin-split-words.ts';
import { cleanPhone, cleanText } from './clean-text.ts';
import { claimedYears } from '../plan/career-dates.ts';
import { careerMonths, credentialFit, degreeStatus, SCHOOL_LEVEL, staleCurrent, targetPosition } from '../plan/plan-letter.ts';
import { nameInSentence, spellNumber } from './realise-letter.ts';
import { containsRoleNoun } from '../../job/infer-title.ts';

// The built-in tailored resume: SPEC.md's plain-text format (name line, contact line, the six section titles,
// entries separated by blank lines, heading line then '- ' bullets). It only reorders, selects and restates
// what the resume holds; the job decides the order.

const LENGTH_CAP: Record<'short' | 'medium' | 'comprehensive', number> = { short: 350, medium: 750, comprehensive: Infinity };

const RESULT_CUE = /^(?:grew|increased|raised|boosted|lifted|cut|reduced|lowered|ranked|exceeded|beat|won|saved|improved|doubled|tripled|found|recovered|closed|renewed|generated|delivered|achieved|surpassed|expanded)\b|#\d|\b(?:top \d|\d+ of \d+|above quota|of quota)\b/i;
/**
 * A figure that tells against the candidate ('22% audit compliance', 'AUC 0.45', 'a 40% first-visit fix rate'): a
 * rate that is good only when high, stated low. Such a line is never put forward, in the summary or at a role's head.
 */
export function weakFigure(text: string): boolean {
  const auc = /\bAUC (?:of )?(0?\.\d+)/i.exec(text);
  if (auc && Number(auc[1]) < 0.6) return true;
  return [...text.matchAll(/(\d{1,2}(?:\.\d)?)\s?%\s+(?:[a-z-]+\s){0,2}?(?:compliance|accuracy|satisfaction|csat|fix rate|resolution|on-time|attendance|retention|renewal rate|pass rate|uptime|fill rate|quality score)\b/gi)].some((m) => Number(m[1]) < 60);
}
/**
 * A line that describes a product, not the candidate's work ('Apache Beam: Apache Beam is a unified model for …',
 * 'TensorFlow is an open source library …'): every sentence has a subject and a present 'is'/'are', none opens on
 * the candidate's verb ('Worked on APIs …', 'Built …').
 */
export function describesProduct(text: string): boolean {
  const body = text.replace(/^[^:]{2,40}:\s+/, '');
  const sentences = body.split(/(?<=[.;])\s+(?=\p{Lu})/u);
  const describes = /^(?:the |an? )?[\p{Lu}\w][\w.+#-]*(?: [\p{Lu}\w][\w.+#-]*){0,3} (?:is|are) (?:an?|the|one)\b/u;
  return describes.test(sentences[0]) && !sentences.slice(1).some((x) => /^\p{Lu}\p{Ll}+ed\b|^(?:Built|Led|Ran|Wrote|Drove|Made|Won|Grew|Held|Taught|Sold|Kept|Set up|Setup)\b/u.test(x));
}
/** A line no reader counts for the candidate: a figure that tells against them, or a product described. */
const unsaleable = (line: string) => weakFigure(line) || describesProduct(line);
const MANAGEMENT_CUE = /\b(led|lead|managed|manage|mentored|coached|oversaw|supervised|directed|hired|budget|team|stakeholders?|coordinated|owned|ran)\b/i;
const CREATIVE_CUE = /\b(designed|created|illustrated|branded|brand|visual|campaign|concepts?|launched|wrote|produced|portfolio|award)\b/i;

/** Words every posting uses, which say nothing of this one's work. */
const GENERIC_WORDS = 'experience experienced ability able skills skill work working worker year years strong excellent must preferred required requirements include including related knowledge understanding demonstrated job role position candidate candidates company team teams new other well time day days high level environment opportunity duties responsibilities ensure perform performs maintain provide';
const GENERIC = new Set(contentStems(GENERIC_WORDS).map((w) => w.replace(/(?:es|e|s)$/, '')));

/**
 * The words of the posting's work: its title, its duties and its requirements, stemmed, generic
 * words left out. A line that shares them is evidence of the work itself ('Speak with customers over the phone' for
 * 'respond to inbound inquiries via email, phone and live chat'), whatever keywords it lacks.
 */
function postingWords(job: JobAnalysis): Map<string, number> {
  const words = new Map<string, number>();
  for (const line of [...job.responsibilities, ...job.requirements.map((r) => r.text), targetPosition(job.position) ?? '']) for (const w of workStems(line)) words.set(w, 1);
  return words;
}

/** Irregular pasts a resume line opens on, by the stem of the work they name ('Drove' is a driver's work). */
const PAST_STEM: Record<string, string> = { drove: 'driv', taught: 'teach', sold: 'sell', sale: 'sell', led: 'lead', wrote: 'writ', built: 'build', ran: 'run', kept: 'keep', met: 'meet', made: 'mak', grew: 'grow', took: 'tak', spoke: 'speak', brought: 'bring', won: 'win', held: 'hold', oversaw: 'overse', drew: 'draw', sent: 'send', spent: 'spend', paid: 'pay', bought: 'buy', gave: 'giv', began: 'begin', found: 'find', fed: 'feed', sang: 'sing', served: 'serv' };

/** A line's content stems, one form per word ('route' and 'routes', 'drive', 'driver' and 'Drove'), generic words left out. */
function workStems(text: string): string[] {
  return contentStems(text)
    .map((w) => PAST_STEM[w] ?? w.replace(/(?:es|e|s)$/, ''))
    .filter((w) => w.length >= 2 && !GENERIC.has(w));
}

/** How much of the posting's work a line names: the weight of each posting word it shares, at most 4. */
function sharedWork(text: string, words: Map<string, number>): number {
  return Math.min(4, [...new Set(workStems(text))].reduce((sum, w) => sum + (words.get(w) ?? 0), 0));
}

function scoreBullet(text: string, job: JobAnalysis, matched: Set<string>, role: RoleType, work: Map<string, number> = new Map()): number {
  const lower = text.toLowerCase();
  // The posting's terms first, results second: a line sharing the posting's work ('Operated sit-down and reach
  // forklifts' for a forklift operator, 'Cut average handle time' for a phone-heavy post) outranks a result that shares
  // none ('Completed 37 deliveries a day'), so each shared term counts twice.
  let score = 2 * sharedWork(text, work);
  for (const h of findLexiconTerms(text)) {
    if (matched.has(h.term)) score += 3;
    if (role === 'technical' && h.category !== 'soft-skill') score += 0.5;
  }
  for (const k of job.keywords) if (!k.category && lower.includes(k.term.toLowerCase())) score += 1.5;
  if (/\d/.test(text)) score += 1;
  // A result ('Grew a territory … by 34%', 'Ranked #7 of 50 reps') outweighs a duty with a count ('Handled 52+ calls').
  if (RESULT_CUE.test(text) && /\d/.test(text)) score += 1.5;
  // Last in its role whatever terms it shares: it is printed only when the role has nothing else.
  if (weakFigure(text)) score -= 20;
  // A product's description ('Apache Beam: Apache Beam is a unified model for …') says nothing the candidate did.
  if (describesProduct(text)) score -= 8;
  if (role === 'management' && MANAGEMENT_CUE.test(text)) score += 1.5;
  if (role === 'creative' && CREATIVE_CUE.test(text)) score += 1.5;
  return score;
}

function bulletCap(i: number, length: string, focusOnRecent: boolean): number {
  if (length === 'comprehensive') return Infinity;
  // Short keeps the strongest two or three lines of the recent roles; medium most of them; comprehensive all.
  const recent = length === 'short' ? [3, 2, 0] : [5, 3, 2, 1, 1];
  const even = length === 'short' ? [2, 2, 1, 0] : [3, 3, 2, 2, 2];
  const caps = focusOnRecent ? recent : even;
  return caps[Math.min(i, caps.length - 1)];
}

function entryHeading(e: ExperienceEntry): string {
  // A place that is an e-mail, a link or a number is another column read into it.
  const place = e.location && !/@|https?:|www\.|^[\d\s()+-]+$/.test(e.location) ? e.location : undefined;
  // Dates alone ('07 / 2025- Present') read as a stray line: the entry is named as other experience.
  const name = e.title || e.company ? [e.title, e.company] : ['Other experience'];
  // 'Summer Summer Intern': a word the layout printed twice (a season column and the title) is said once.
  return [...name, place, e.dates && separateDates(e.dates)].map((x) => x && withoutIconGlyphs(x).replace(/\b(\p{L}{3,}) \1\b/giu, '$1')).filter((x): x is string => Boolean(x && x.trim())).join(' | ');
}

/**
 * A field without the glyphs of an icon font that the text layer kept: a map pin read as '*' before a place, a
 * book read as 'z' after 'Department of Biology'. A lone lower-case letter other than 'a' and 'i' ends no English line.
 */
function withoutIconGlyphs(field: string): string {
  return field.replace(/^[*•·▪►●◆■➢✓✔\s]+(?=\S)/u, '').replace(/ [b-hj-z]$/, '').trim();
}

const DATE_POINT = String.raw`(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?|\d{1,2}\s?/)\s?)?\d{4}`;
const RUN_TOGETHER_DATES = new RegExp(`^(${DATE_POINT})\\s+(${DATE_POINT}|present|current|now|ongoing)$`, 'i');

/** 'Sep. 2023 Mar. 2024': a range whose dash the text layer lost ('Sep. 2023 – Mar. 2024'). */
export function separateDates(dates: string): string {
  return dates.trim().replace(RUN_TOGETHER_DATES, '$1 – $2');
}

/** The names a school's score goes by, alone on a line: the value follows on the next. */
const SCORE_LABEL = /^(?:c?gpa|sgpa|cpi|percentage|grade|score|marks|aggregate|result|division)$/i;

/** 'Relevant Coursework: …', 'Subjects: …', 'Modules: …': a list a layout may wrap onto the next line. */
const LISTED = /^(?:relevant )?(?:coursework|courses|subjects|modules|electives|core modules)\s?:/i;

/**
 * 'CGPA' then '9.66 till 4th Sem': a label and its value on two lines are one detail ('CGPA: 9.66 till 4th Sem'). A
 * course list's wrapped last items ('Relevant Coursework: …, Client Server' then 'Web Solutions') go back on its line,
 * never stranded as a bullet of their own.
 */
function joinLabelledValues(details: string[]): string[] {
  const out: string[] = [];
  for (const d of details) {
    const prev = out.at(-1);
    if (prev !== undefined && SCORE_LABEL.test(prev.trim()) && /^\d/.test(d.trim())) out[out.length - 1] = `${prev.trim()}: ${d.trim()}`;
    // 'GPA: 3.66' then '(9.15/10.0)': the same score on another scale, a bracket of figures alone, is one line.
    else if (prev !== undefined && /\d/.test(prev) && /^\([\d.,/%\s]+(?:\s?(?:scale|cgpa|gpa))?\)$/i.test(d.trim())) out[out.length - 1] = `${prev.trim()} ${d.trim()}`;
    // A line opening in lower case or on a bracket ('(MDN based) advance SQL …') continues the item it wrapped.
    else if (prev !== undefined && LISTED.test(prev.trim()) && /^[(\p{Ll}]/u.test(d.trim()) && !/[.!?]$/.test(prev.trim())) out[out.length - 1] = `${prev.trim()}${/^\(/.test(d.trim()) ? '' : ' '}${d.trim()}`;
    else if (prev !== undefined && LISTED.test(prev.trim()) && wrappedItems(d)) out[out.length - 1] = `${prev.trim().replace(/,$/, '')}, ${d.trim()}`;
    else out.push(d);
  }
  return out;
}

/** 'Web Solutions', 'DOM in Javascript': a few words, no figure, label or sentence, as a list's wrapped items are. */
function wrappedItems(detail: string): boolean {
  const d = detail.trim();
  return d.split(/\s+/).length <= 8 && !/[\d:.!?]/.test(d) && !/^(?:gpa|cgpa|honou?rs|dean|award|thesis|minor|major)\b/i.test(d);
}

interface SummaryFacts {
  role: RoleType;
  /** The competencies the posting asks for, in the posting's order. */
  skills: string[];
  /** The results the summary pitches: the posting's best lines with a figure, strongest first, with their role. */
  results: { line: string; entry: ExperienceEntry }[];
  /** The lines the roles print. */
  printed: Set<string>;
  /** A short resume keeps the candidate's own summary to two sentences. */
  brief: boolean;
  /** The year 'Present' means: the date the resume is written on, else the latest year the resume writes. */
  referenceYear: number;
}

/**
 * A professional's summary, not a template ('X at Y who did Z. Technical strengths: …', read as one by every reader):
 * who the candidate is now (current or latest role, years of work from the dates, a role named like the posting's when
 * the current one is not), the strengths the posting centres on that the resume backs, one result, and the credential
 * that fits the posting best. The resume's own summary, when it is one, speaks first and the template lines are left out.
 */
function composeSummary(profile: ResumeProfile, job: JobAnalysis, index: ResumeIndex, facts: SummaryFacts): string {
  const { role, skills, results } = facts;
  const months = datedMonths(profile, facts.referenceYear);
  // The current role, else the most recent one by its dates: never the oldest.
  const latest = mostRecentRole(profile.experience);
  const parts: string[] = [];
  // The headline is a title alone: the next sentence completes it ('Compliance Analyst skilled in …').
  let bare = false;
  // The role a bare headline names: a 'who …' after it tells only that role's results.
  let headRole: ExperienceEntry | undefined;
  // A summary is a few sentences; more is usually experience the parser read as summary, restated below anyway.
  // An objective ('To obtain an on-campus position …') says what the candidate wants, not who they are: the summary
  // then opens with the current or latest role instead.
  const whole = profile.summary?.replace(/\s+/g, ' ').trim() ?? '';
  // Sentence by sentence, an objective ('Seeking to further improve …', 'I am always looking to learn.') and a sentence
  // the layout cut off ('… with 7 years in retail and') go: what is left says who the candidate is.
  // A sentence claiming years the dates contradict ('8 years in accounting' over 4½ dated years) goes too: a reader
  // counts the dates, and the page must not disagree with itself.
  const most = careerMonths(profile.experience, facts.referenceYear, profile.education);
  const own = whole && !isObjective(whole) ? whole.split(/(?<=[.!?])\s+(?=[A-Z])/).filter((x) => !isObjective(x) && !statesWish(x) && !cutOffSentence(x) && !contradictedYears(x, months ?? most)).join(' ') : '';
  // What is left of it must still say something ('Fluent in Spanish.' alone does not): else the headline opens.
  const ownSummary = Boolean(own && (own === whole || countWordsOf(own) >= 6) && isProse(own, profile) && !/\b(?:citizenship|nationality|date of birth|gender|marital status|visa status)\s?:/i.test(own));
  // Sentence by sentence: the cleaning keeps a line to a quotable length.
  if (ownSummary) parts.push(firstSentences(own, facts.brief ? 2 : 4).split(/(?<=[.!?])\s+/).map((x) => restoreLostHyphens(cleanText(x))).join(' ').replace(/([^.!?])$/, '$1.'));
  else if (latest?.title) {
    // A candidate with under two professional years and no role of the posting's name is introduced by the degree
    // whose field the posting's work names ('Actuarial Science and Statistics student …', not 'Retail Supervisor.').
    const asPosted = postingRole(job.position);
    const early = most === undefined && !profile.experience.some((e) => asPosted(e.title));
    const field = early ? studiedField(profile, job, facts.referenceYear) : undefined;
    headRole = field ? undefined : headlineRole(profile, job, latest, facts.referenceYear);
    const head = field || !headRole ? { text: field ?? '', bare: false } : headline(profile, job, headRole, months, facts.referenceYear, latest);
    parts.push(head.text);
    bare = head.bare;
  }
  // A skill the posting's title holds ('Merchandiser, Philadelphia' → 'Merchandiser') says nothing as a strength.
  const position = targetPosition(job.position)?.toLowerCase() ?? '';
  // Under 'technical', tools and hands-on skills; a field ('Customer Service', 'Accounting') is no technical strength.
  const technical = (x: string) => findLexiconTerms(x).some((h) => TECHNICAL.has(h.category ?? ''));
  // 'Registered Nurse', 'RN': a role or a licence is who the candidate is, not a strength ('Strengths: Registered Nurse').
  const aRole = (x: string) => containsRoleNoun(x) && !/^(?:adobe|autodesk|microsoft|google)\b/i.test(x);
  // A language ('Skilled in English') or a trait is no strength a summary names.
  const strengths = skills.filter((s) => !position.includes(s.toLowerCase()) && !aRole(s) && !traitOrLanguage(s) && (role !== 'technical' || technical(s))).slice(0, 3);
  // What the candidate's own summary already names is not listed again after it.
  const unsaid = strengths.filter((s) => !(ownSummary && own.toLowerCase().includes(s.toLowerCase())));
  if (unsaid.length && bare) {
    parts.push(`${parts.pop() ?? ''} skilled in ${joinList(unsaid.map(inProse))}.`);
    bare = false;
  } else if (unsaid.length) parts.push(`Skilled in ${joinList(unsaid.map(inProse))}.`);
  if (role === 'management') {
    const leadership = ['Leadership', 'Mentoring', 'Stakeholder Management', 'Project Management', 'Budgeting', 'Team Leadership']
      // Held as work, not only as a product's name ('led the rollout of a project management system').
      .filter((t) => index.terms.has(t) && !onlyProductName(t, index))
      // The term, not the resume's word for it: 'mentors' or 'budgets' after 'Experience in' is no phrase.
      .map((t) => t.toLowerCase());
    if (leadership.length) parts.push(`Experience in ${joinList(leadership.slice(0, 3))}.`);
  }
  // The strongest results for this posting, in one sentence ('Closed the monthly books 3 days faster …; reconciled
  // 41 balance sheet accounts …'): the pitch a writer makes, with the figures the lines below give. A figure the
  // candidate's own summary already states is not said again.
  // One line of each kind ('Managed a caseload of 58 …', '… of 50 …'): the strongest, or the headline role's own copy
  // when the headline names a role, so the figure told after its title is the one that role printed.
  const kept: typeof results = [];
  for (const x of results) {
    const twin = kept.findIndex((y) => sameLine(y.line, x.line));
    if (twin < 0) kept.push(x);
    else if (headRole && x.entry === headRole && kept[twin].entry !== headRole) kept[twin] = x;
  }
  const realised = kept
    .filter(({ line }) => !(ownSummary && (line.match(/\d[\d,.]*/g) ?? []).some((n) => own.includes(n))))
    .map(({ line, entry }) => ({ r: line, entry, c: realiseBullet(line, 'past') }))
    .filter((x) => x.c?.kind === 'vp' && !/^(?:was|am|served)\b/.test(x.c.text))
    .map((x) => ({ r: x.r, entry: x.entry, text: (x.c?.text ?? '').replace(/[.;]$/, '') }))
    // A line the roles print is said shorter, its figure and what it counts ('cut average handle time by 28%' for
    // '… while keeping first-call resolution above 96%'), in the line's own words; one that cannot be is not said twice.
    .map((x) => ({ ...x, text: facts.printed.has(x.r) ? figureAndObject(x.text) : x.text }))
    .filter((x) => Boolean(x.text));
  const chosen = realised.slice(0, facts.brief ? 1 : 2);
  // After a title alone: 'Compliance Analyst who negotiated 38 vendor contracts and reviewed 41,000+ documents …' —
  // only what was done in that role: another role's caseload after 'Litigation Paralegal who' is a wrong fact.
  const own_ = bare ? chosen.filter((x) => x.entry === headRole).map((x) => x.text) : [];
  const clauses = chosen.map((x) => x.text).filter((t) => !own_.includes(t));
  if (own_.length) {
    parts.push(`${parts.pop() ?? ''} who ${joinList(own_.map((c) => c.charAt(0).toLowerCase() + c.slice(1)))}.`);
    bare = false;
  }
  if (clauses.length) {
    // A title alone before results of other roles is its own sentence: 'Litigation Paralegal. Managed a caseload …'.
    if (bare) parts.push(`${parts.pop() ?? ''}.`);
    bare = false;
    parts.push(`${clauses.join('; ').charAt(0).toUpperCase()}${clauses.join('; ').slice(1)}.`);
  }
  if (bare) parts.push(`${parts.pop() ?? ''}.`);
  const credential = strongestCredential(profile, job, role, facts.referenceYear);
  if (credential) parts.push(credential);
  // 'Northwind Analytics Inc.' ends its sentence once.
  return parts.join(' ').replace(/(?<!\.)\.\.(?!\.)/g, '.');
}

/** Words that open what a result was done by, with or while: the summary's short form stops before them. */
const AFTER_FIGURE = new Set(['while', 'by', 'through', 'using', 'via', 'across', 'keeping', 'with', 'on', 'at', 'to', 'for', 'from', 'after', 'during', 'within', 'under', 'over', 'as', 'when', 'thanks', 'including', 'which', 'that', 'due', 'owing', 'because', 'according', 'prior']);
/** A word no short form may end on: it needs what was cut after it ('Reduced $20M annual loss due.'). */
const OPEN_END = /^(?:due|owing|because|according|prior|such|of|the|a|an|and|or|to|for|with|in|on|at|by|from|than)$/i;

/**
 * A printed line's result said shorter for the summary: its words up to its first figure and what the figure counts
 * ('cut average handle time by 28%', 'closed $22K in new annual revenue', 'prepared 49+ plates per service'), a prefix of
 * the line, no word added. Empty when that is not at least three words shorter than the line, or says too little.
 */
export function figureAndObject(clause: string): string {
  const words = clause.split(' ');
  const at = words.findIndex((w) => /\d/.test(w));
  if (at < 1) return '';
  let end = at + 1;
  while (end < words.length && !/[,;:]$/.test(words[end - 1])) {
    // 'grew a territory of 31 accounts by 17%': the change the figure is the result of goes with it.
    if (words[end].toLowerCase() === 'by' && /\d/.test(words[end + 1] ?? '') && !/[,;:]$/.test(words[end])) end += 2;
    // 'raised unit test coverage from 16% to 97%': the figure a change ends on is half of it, never cut off.
    else if (/^(?:to|from)$/i.test(words[end]) && /\d/.test(words[end + 1] ?? '') && !/[,;:]$/.test(words[end])) end += 2;
    // '… to 97% and added contract tests': a second clause after the change is another result.
    // '… 41 balance sheet accounts and supported the annual external audit' likewise.
    else if (words[end].toLowerCase() === 'and' && /^\p{Ll}+ed$/u.test(words[end + 1] ?? '')) break;
    else if (AFTER_FIGURE.has(words[end].toLowerCase())) break;
    else end++;
  }
  const short = words.slice(0, end).join(' ').replace(/[,;:]$/, '');
  if (OPEN_END.test(words[end - 1].replace(/[,;:]$/, ''))) return '';
  if (end <= words.length - 3 && end >= 3) return short;
  // 'coordinated discharge plans with social work, cutting 30-day readmissions by 39%': the result is the clause after
  // the comma; the work before it is said up to what it was done with ('coordinated discharge plans, cutting …').
  const comma = words.slice(0, at).findIndex((w, i) => /,$/.test(w) && /^\p{Ll}+ing$/u.test(words[i + 1] ?? ''));
  if (comma < 1) return '';
  const stop = words.slice(1, comma + 1).findIndex((w) => AFTER_FIGURE.has(w.toLowerCase()));
  if (stop < 0) return '';
  const head = words.slice(0, stop + 1);
  const tail = words.slice(comma + 1, end).join(' ').replace(/[,;:]$/, '');
  return head.length >= 2 && head.length + (end - comma - 1) <= words.length - 3 ? `${head.join(' ').replace(/,$/, '')}, ${tail}` : '';
}

/**
 * 'Senior Accountant at KPMG LLP, with eight years of professional experience.' The years are of work in all (from the dates), so
 * the title is never said to have been held that long. A role named like the posting's that is not the latest is
 * named as well ('… including a Sales Representative role at Moxie Pest Control').
 */
function headline(profile: ResumeProfile, job: JobAnalysis, latest: ExperienceEntry, months: number | undefined, referenceYear: number, current: ExperienceEntry = latest): { text: string; bare: boolean } {
  // An earlier role that fits the posting better heads the summary by its own years, never the career's: 'Assistant
  // Manager with more than six years' read as six years in a post held for four, over a current 'Server' role.
  // In words, as the letter says it: a computed span is no figure the resume states. Under three years is an early
  // career, no selling point. A resume whose latest written year is long past says nothing of how long its 'Present'
  // has lasted; the year its unbroken run of roles began it does say ('professional experience since 2014').
  const since = months && months >= 36 ? undefined : unbrokenSince(profile.experience, referenceYear);
  const career = months && months >= 36 ? `${yearsPhrase(months)} of professional experience` : since !== undefined && referenceYear - since >= 3 ? `professional experience since ${since}` : '';
  if (latest !== current && latest.title && career) {
    const held = spanMonths(latest, referenceYear);
    const role = `${held >= 12 ? `${yearsPhrase(held)} ` : ''}as ${withArticle(nameInSentence(latest.title))}${latest.company ? ` at ${nameInSentence(latest.company)}` : ''}`;
    return { text: `${career.charAt(0).toUpperCase()}${career.slice(1)}, including ${role}.`, bare: false };
  }
  // Who the candidate is, not where: the employer is in the role's heading below ('Senior Accountant, most recently at
  // KPMG LLP' read as a template).
  const lead = nameInSentence(latest.title ?? '');
  const asPosted = postingRole(job.position);
  // A summer or seasonal post of the posting's name is no 'previously' (two summers as a Data Scientist).
  const relevant = asPosted(latest.title) ? undefined : profile.experience.find((e) => e !== latest && e.title && asPosted(e.title) && !/\b(?:summer|seasonal|part[- ]time)\b/i.test(`${e.title} ${e.dates ?? ''}`));
  const earlier = relevant?.title ? `${withArticle(nameInSentence(relevant.title))} role${relevant.company ? ` at ${nameInSentence(relevant.company)}` : ''}` : '';
  if (career) return { text: `${lead} with ${career}${earlier ? `, including ${earlier}` : ''}.`, bare: false };
  if (relevant?.title) return { text: `${lead}; previously ${nameInSentence(relevant.title)}${relevant.company ? ` at ${nameInSentence(relevant.company)}` : ''}.`, bare: false };
  // A title alone ('Compliance Analyst.') is no sentence: the strengths or results complete it.
  return { text: lead, bare: true };
}

/** A post held while studying or for a season: no professional year ('Research and Teaching Assistant', 'Summer Intern'). */
const STUDENT_POST = /\b(?:summer|seasonal|part[- ]time|intern(?:ship)?|trainee|student|(?:teaching|research|graduate) assistant|tutor|volunteer|co-?op)\b/i;

/**
 * The year the candidate's professional roles began, when they run unbroken (no gap over three months) to a role held
 * now: 'since 2014' is then true whatever 'Present' means.
 */
function unbrokenSince(entries: ExperienceEntry[], referenceYear: number): number | undefined {
  const roles = entries.filter((e) => e.title && e.startYear && !STUDENT_POST.test(`${e.title} ${e.dates ?? ''}`));
  if (!roles.some(isCurrent) || roles.some((e) => (e.confidence?.dates ?? 1) < 0.5)) return undefined;
  const spans = roles.map((e) => [spanStart(e), spanStart(e) + spanMonths(e, referenceYear)] as const).sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] - Math.max(...spans.slice(0, i).map((x) => x[1])) > 3) return undefined;
  return Math.floor((spans[0][0] - 1) / 12);
}

/** The months of an entry's dates as written ('Oct 2016 – Present' → [10]); a month not printed is mid-year. */
function datedMonthsOf(e: ExperienceEntry): number[] {
  const m = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:(?:19|20)\d{2})\b|\b(0?[1-9]|1[0-2])\s?\/\s?(?:19|20)\d{2}\b/gi;
  return [...(e.dates ?? '').matchAll(m)].map((x) => (x[1] ? 'janfebmaraprmayjunjulaugsepoctnovdec'.indexOf(x[1].toLowerCase()) / 3 + 1 : Number(x[2])));
}
function spanStart(e: ExperienceEntry): number {
  return (e.startYear ?? 0) * 12 + (datedMonthsOf(e)[0] ?? 6);
}

/** Months an entry's dates span ('Present' runs to the reference year's middle). */
function spanMonths(e: ExperienceEntry, referenceYear: number): number {
  if (!e.startYear) return 0;
  const months = datedMonthsOf(e);
  const end = isCurrent(e) ? referenceYear * 12 + 6 : (e.endYear ?? e.startYear) * 12 + (months[1] ?? months[0] ?? 6);
  return Math.max(0, end - spanStart(e));
}

/**
 * The role the summary opens on: the one whose work the posting asks for most, not the latest when that is unrelated
 * ('Server' for a sales associate's post beside four years as a Walmart Assistant Manager; 'QA Automation Engineer'
 * for a backend post beside four years as a Senior Software Engineer). A role named like the posting's counts most,
 * then the posting's work its lines name, then its length; the latest stays unless another clearly fits better. None
 * when no role shares any of the posting's work (a student's summer job for a data scientist's post).
 */
function headlineRole(profile: ResumeProfile, job: JobAnalysis, latest: ExperienceEntry, referenceYear: number): ExperienceEntry {
  const work = postingWords(job);
  const asPosted = postingRole(job.position);
  // A summer, seasonal or part-time post, or one under a year, is no headline ('Data Scientist' for two summers).
  const lasting = (e: ExperienceEntry) => spanMonths(e, referenceYear) >= 12 && !/\b(?:summer|seasonal|part[- ]time|intern(?:ship)?|trainee)\b/i.test(`${e.title ?? ''} ${e.dates ?? ''}`);
  const titled = profile.experience.filter((e) => e.title);
  // The role's name counts most, then its years and how recent it is; what its lines share of the posting a little
  // (a posting's words are many, and a short role's lines can share them by chance).
  const value = (e: ExperienceEntry, i: number) => {
    const evidence = e.bullets.filter((b) => !unsaleable(b)).map((b) => sharedWork(b, work)).sort((a, b) => b - a).slice(0, 3).reduce((a, b) => a + b, 0);
    return 4 * (asPosted(e.title) ? 1 : 0) + 2 * sharedWork(e.title ?? '', work) + Math.min(spanMonths(e, referenceYear), 120) / 24 + evidence / 4 - i / 2;
  };
  const scored = titled.map((e, i) => ({ e, v: value(e, i) }));
  const mine = scored.find((x) => x.e === latest);
  // A latest role named like the posting's gives way only to a role whose name shares more of the posting's words
  // ('Senior Software Engineer' over 'QA Automation Engineer' for a backend post), however well older lines match.
  const titleWork = (e: ExperienceEntry) => sharedWork(e.title ?? '', work);
  const rivals = scored.filter((x) => lasting(x.e) && (!asPosted(latest.title) || (asPosted(x.e.title) && titleWork(x.e) > titleWork(latest))));
  const best = rivals.reduce<(typeof scored)[number] | undefined>((a, b) => (!a || b.v > a.v ? b : a), undefined);
  // Clearly better: a point and a half more (a role of the posting's name, or a term of it, or years more).
  return mine && best && best.e !== latest && best.v >= mine.v + 1.5 ? best.e : latest;
}

/**
 * 'Actuarial Science and Statistics student at the University of Toronto.': the headline of a candidate whose jobs
 * share none of the posting's work, from the degree whose field the posting's work names. None when no degree does.
 */
function studiedField(profile: ResumeProfile, job: JobAnalysis, referenceYear: number): string | undefined {
  const work = postingWords(job);
  for (const e of profile.education) {
    const degree = e.degree ?? '';
    const major = degree.search(/\bmajor(?:ing)? in /i);
    const named = (major >= 0 ? `in ${degree.slice(major).replace(/^major(?:ing)? in /i, '')}` : degree).split(/\(|, ?(?:minor|with)\b/)[0];
    const field = /\b(?:in|of) (\p{Lu}[\p{L}&' ]*)$/u.exec(named.trim())?.[1]?.trim();
    if (!field || !e.degree || SCHOOL_LEVEL.test(e.degree) || sharedWork(field, work) === 0) continue;
    const status = degreeStatus(e, referenceYear);
    const who = status === 'in-progress' || (status === 'unclear' && !profile.experience.some((x) => isCurrent(x) && x.title && sharedWork(x.title, work) > 0)) ? 'student' : 'graduate';
    return `${field} ${who}${e.institution ? ` at ${/^(?:university|college|institute|school) of\b/i.test(e.institution) ? 'the ' : ''}${e.institution}` : ''}.`;
  }
  return undefined;
}

/**
 * The months of professional work the dates give, or none when a 'Present' the resume's age makes doubtful would
 * decide it (`careerMonths`).
 */
function datedMonths(profile: ResumeProfile, referenceYear: number): number | undefined {
  return staleCurrent(profile.experience, indexResume(profile).latestYear, referenceYear) ? undefined : careerMonths(profile.experience, referenceYear, profile.education);
}

/** The dated span said honestly: 'eight years' for 8 years 1 month, 'more than eight years' for 8 years 2 months or more. */
export function yearsPhrase(months: number): string {
  const years = Math.floor(months / 12);
  return `${months % 12 >= 2 ? 'more than ' : ''}${spellNumber(years)} year${years === 1 ? '' : 's'}`;
}

/**
 * A sentence claiming a career's years ('8 years in accounting') that the dated span contradicts: more than a year
 * over it, or more than a year under its whole years. `months` is the most the dates can give (a stale 'Present' run to
 * the reference year), so only a claim no reading of the dates allows goes.
 */
function contradictedYears(sentence: string, months: number | undefined): boolean {
  const claimed = claimedYears(sentence);
  return claimed !== undefined && months !== undefined && (claimed > months / 12 + 1 || claimed < Math.floor(months / 12) - 1);
}

/**
 * 'card transactions', 'infection control', 'merchandising' in a sentence; a name ('Epic EHR', 'Tableau', 'Google
 * Workspace', 'Relativity') as written: lower case only for English words, and a single word only in a common noun's form.
 */
function inProse(skill: string): string {
  const words = skill.split(' ').filter((w) => w !== '&');
  const tool = findLexiconTerms(skill).some((h) => ['programming-language', 'framework', 'database', 'cloud-devops', 'software-tool', 'technology'].includes(h.category ?? ''));
  const common = words.every((w) => /^[A-Z]?[a-z]+$/.test(w) && (isWord(w.toLowerCase()) || isWord(w.toLowerCase().replace(/s$/, '')) || /^[A-Z]?[a-z]{4,}ing$/.test(w))) && (words.length > 1 || /(?:ing|tion|sion|ment|ance|ence|ics|s)$/.test(words[0]));
  return !tool && common ? skill.toLowerCase() : skill;
}

/**
 * The credential that fits the posting best, as a resume's summary ends on one: a certification or licence the
 * posting names or whose field is the posting's, else the highest degree when the posting asks for one or the
 * candidate is starting out. None when nothing fits: a summary lists no unrelated certificate.
 */
function strongestCredential(profile: ResumeProfile, job: JobAnalysis, role: RoleType, referenceYear: number): string | undefined {
  const posting = [job.position ?? '', ...job.responsibilities, ...job.requirements.map((r) => r.text)].join('\n');
  const held = profile.certifications.map((c) => c.trim()).filter((c) => c && !credentialUnderWay(c, profile) && !underWay(c)).map(noSpaceBeforeComma);
  const fitting = held.map((c) => ({ c, fit: credentialFit(c, job, posting) })).filter((x) => x.fit > 0).sort((a, b) => b.fit - a.fit);
  // Said as a resume says it ('Holds the ITIL 4 Foundation certification.', 'AWS Certified Welder.'), not a field label.
  // A bare name that is no identity ('ACLS', 'BLS', 'OSHA 30') is no sentence on its own: 'Holds ACLS and BLS
  // certifications.'; 'Certified Paralegal (NALA)' and 'AWS Certified Welder' are who the candidate is.
  const top = fitting.slice(0, 2).map((x) => x.c);
  const bareName = (c: string) => !CREDENTIAL_NOUN.test(c) && !/\b(?:certified|licensed|registered|chartered|accredited|board)\b/i.test(c) && !containsRoleNoun(c);
  const bareNames = top.filter(bareName).map((c) => c.replace(/[.]$/, ''));
  const certified = [
    ...top.filter((c) => !bareName(c)).map((c) => (CREDENTIAL_NOUN.test(c) ? `Holds ${/^the\b/i.test(c) ? '' : 'the '}${c}.` : `${c.replace(/[.]$/, '')}.`)),
    ...(bareNames.length ? [`Holds ${joinList(bareNames)} certification${bareNames.length > 1 ? 's' : ''}.`] : []),
  ].join(' ');
  // An entry-level resume is read by the degree first, whatever else it holds; another only when the posting asks for
  // one. A school-leaving certificate ('Senior High School Diploma', 'GCSEs') is no summary's credential.
  const degree = profile.education.find((e) => e.degree && !SCHOOL_LEVEL.test(e.degree) && degreeStatus(e, referenceYear) === 'earned');
  // A school-leaving level asked ('High school diploma or GED') is no call for a degree.
  const asked = job.requirements.some((r) => r.type === 'degree' && !/^(?![\s\S]*\b(?:bachelor|master|associate|degree|b\.?[as]\b|mba|ph\.?d))[\s\S]*\b(?:high school|ged|secondary)\b/i.test(r.text)) || job.keywords.some((k) => k.category === 'degree' && !/high school|ged|diploma/i.test(k.term));
  // An entry-level resume (the user's choice of role type) is read by the degree first; another only when the posting asks for one.
  const educated = degree?.degree && (role === 'entry-level' || (asked && !certified)) ? `Holds ${withArticle(degreeInProse(degree.degree))}${degree.institution ? ` from ${degree.institution}` : ''}.` : '';
  return [educated, certified].filter(Boolean).join(' ') || undefined;
}

/** A credential's name that ends on what it is ('… Nurse License, State of Texas', 'ITIL 4 Foundation Certificate'). */
const CREDENTIAL_NOUN = /\b(?:licen[cs]e|certification|certificate|card|registration|permit|endorsement)\b/i;

/** Credentials in order of their fit to the posting (`credentialFit`), equals in the resume's order. */
function certificationsByFit(certifications: string[], job: JobAnalysis): string[] {
  const posting = [job.position ?? '', ...job.responsibilities, ...job.requirements.map((r) => r.text)].join('\n');
  return certifications.map((c, i) => ({ c, i, fit: credentialFit(c, job, posting) })).sort((a, b) => b.fit - a.fit || a.i - b.i).map((x) => x.c);
}

/** A summary the parser found is prose, not a sidebar of contact details and keywords read as one paragraph. */
function isProse(summary: string, profile: ResumeProfile): boolean {
  const t = summary.slice(0, 2000);
  if (/@|https?:|www\./.test(t) || (profile.contact.phone && t.includes(profile.contact.phone))) return false;
  // 'Indian Institute of Technology Kanpur SaketKumar | ¯ Saket Kumar': the page's header, columns and all.
  if (/[|¯]/.test(t) || (profile.name && profile.name.trim().length > 3 && t.includes(profile.name.trim()))) return false;
  const words = t.toLowerCase().split(/\s+/);
  const joining = words.filter((w) => /^(?:the|and|with|of|in|to|for|a|an|on|as|by|who|that|my|i)$/.test(w)).length;
  return words.length < 6 || joining / words.length >= 0.06;
}

/** 'Skills:', '(Graduation:)', 'Relevant Coursework:': a label whose value the layout put elsewhere, no line of its own. */
function isBareLabel(line: string): boolean {
  return /^\(?[A-Za-z][A-Za-z /&'-]{0,30}:\)?$/.test(line.trim());
}

/**
 * 'Tindog Webapp' over 'Scientific Calculator using Python', 'We have created a Scientific calculator …', 'Yoga
 * AI(Ongoing)', 'I am also working on …': projects the parser read as one, each name a short title-cased line with
 * its description after it. Each is a project of its own.
 */
function splitProjects(project: ProjectEntry): ProjectEntry[] {
  const out: ProjectEntry[] = [{ name: project.name, details: [] }];
  project.details.forEach((d, i) => {
    const next = project.details[i + 1];
    // 'GitHub Visualization: Data visualization of Git log data using D3 …': a project's name and its description on
    // one line, listed under the one before it, is a project of its own.
    const named = /^([^:]{3,40}):\s+(\S.{15,})$/.exec(d.trim().replace(/^[-*•▪◦‣–·]\s*/, ''));
    if (named && isProjectName(named[1]) && !/^(?:tools?|tech(?:nolog(?:y|ies))?|stack|skills?|role|languages?|link|url|github|environment)$/i.test(named[1].trim())) out.push({ name: named[1].trim(), details: [named[2].trim()] });
    else if (next !== undefined && out[out.length - 1].details.length > 0 && isProjectName(d) && countWordsOf(next) >= 8) out.push({ name: d.trim(), details: [] });
    else out[out.length - 1].details.push(d);
  });
  return out;
}

/** A project's name read as a line: a few words, mostly capitalised, no sentence end, not opening on a past verb. */
function isProjectName(line: string): boolean {
  const t = line.trim().replace(/^[-*•▪◦‣–·]\s*/, '');
  const words = t.split(/\s+/);
  if (words.length > 7 || /[.;:,]$/.test(t) || /^\p{Lu}\p{Ll}+(?:ed|ized|ised)\b/u.test(t) || /\d{2,}|%/.test(t)) return false;
  const content = words.filter((w) => /^\p{L}{3,}/u.test(w));
  if (!content.length || !/^\p{Lu}/u.test(t)) return false;
  return content.filter((w) => /^\p{Lu}/u.test(w)).length / content.length >= 0.6 || /\((?:ongoing|in progress)\)$/i.test(t);
}

function isCutOff(line: string): boolean {
  const v = checkBullet(line);
  return !v.ok && (v.reason === 'cut off' || v.reason === 'unbalanced brackets');
}

/** '(expected)', 'Expected Graduation', 'Graduation': a note on an education entry's date, not a detail of its own. */
function isDateNote(detail: string): boolean {
  return /^\(?(?:(?:expected|anticipated|in progress|ongoing)(?: graduation| completion)?|graduat(?:ion|ed))(?: date)?\)?$/i.test(detail.trim());
}

/** '… with 7 years in retail and': a sentence whose last line the layout lost ends on a joining word. */
function cutOffSentence(sentence: string): boolean {
  return /\b(?:and|or|of|in|to|for|with|the|a|an|at|by|from|on|as|&)\W*$/i.test(sentence.trim());
}

/** 'TAX PREPARER', 'CROWELL & MORING': a field printed in capitals, re-cased for a heading (acronyms kept). */
function shouting(field: string | undefined, minWords = 1): boolean {
  return Boolean(field && !/\p{Ll}/u.test(field) && /\p{Lu}{4,}/u.test(field) && field.trim().split(/\s+/).length >= minWords);
}

function recased(profile: ResumeProfile): ResumeProfile {
  const field = (x: string | undefined, minWords = 1) => (x && shouting(x, minWords) ? nameInSentence(x) : x);
  // A one-word employer in capitals may be how the firm writes it ('AECOM'); a longer one is shouting.
  const entry = (e: ExperienceEntry): ExperienceEntry => ({ ...e, title: field(e.title), company: field(e.company, 2) });
  return {
    ...profile,
    experience: profile.experience.map(entry),
    otherPositions: profile.otherPositions?.map(entry),
    education: profile.education.map((e) => ({ ...e, degree: field(e.degree), institution: field(e.institution, 2) })),
  };
}

/** Stems of the words that name a role ('teach' in 'Teaching Assistant' and 'Classroom Teacher'), seniority and rank aside. */
function roleStems(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !ROLE_RANK.has(w))
    .map((w) => w.replace(/(?:ing|ers?|ors?|es|s)$/, '').replace(/(?:ing|er|or|e)$/, ''));
}
const ROLE_RANK = new Set(['senior', 'junior', 'lead', 'principal', 'staff', 'chief', 'head', 'associate', 'assistant', 'intern', 'trainee', 'apprentice', 'specialist', 'representative', 'officer', 'worker', 'member', 'part', 'time', 'full', 'remote', 'temporary', 'seasonal', 'summer', 'weekend', 'night', 'shift', 'level', 'entry', 'manager', 'coordinator', 'general', 'team']);

/** Whether an entry's title names the posting's role. */
function postingRole(position: string | undefined): (title: string | undefined) => boolean {
  const wanted = new Set(roleStems(targetPosition(position) ?? ''));
  return (title) => Boolean(title && wanted.size && roleStems(title).some((w) => wanted.has(w)));
}

/** Words a compound opens on, whose hyphen a text layer drops ('handson', 'cloudnative', 'highavailability'). */
const HYPHEN_PREFIX = /^(hands|cross|high|low|multi|non|self|well|long|short|full|real|cloud|open|fault|cost|data|user|event|client|customer|terminal|mission|business|detail|results|goal|fast|world|cutting|best|state|top|team|time|award|industry|front|back|part|first|pre|post|anti|inter|intra|over|under)(?=[a-z])/;
const COMPOUND_END = new Set(['on', 'up', 'out', 'off', 'based', 'driven', 'facing', 'centric', 'oriented', 'native']);

/**
 * 'With 15+ years of handson software engineering', 'crosscluster environments': a compound whose hyphen the text
 * layer lost, written back ('hands-on', 'cross-cluster'). Only a lower-case token that is no word, opens on a
 * compound's first word and goes on with a word; names ('Dataduct', 'CloudFront') and words ('onboarding') stay.
 */
function restoreLostHyphens(text: string): string {
  return text.replace(/(?<![\p{L}\d'’.-])[a-z]{6,}(?![\p{L}\d'’-])/gu, (w) => {
    if (isWord(w) || isWord(w.replace(/s$/, ''))) return w;
    const head = HYPHEN_PREFIX.exec(w)?.[1];
    const rest = head ? w.slice(head.length) : '';
    return head && (COMPOUND_END.has(rest) || (rest.length >= 4 && (isWord(rest) || isWord(rest.replace(/s$/, ''))))) ? `${head}-${rest}` : w;
  });
}

/** 'Medi-cation administration', 'Patient assess-ment': a line-end hyphen left inside a word of a skill. */
function joinBrokenWords(skill: string): string {
  // 'Word- Press': a name the line end broke, whole again when the lexicon knows it ('WordPress').
  const named = skill.replace(/(?<![\p{L}-])(\p{L}+)- (\p{L}+)(?![\p{L}-])/gu, (m, a: string, b: string) => findLexiconTerms(`${a}${b}`).find((h) => h.term.toLowerCase() === `${a}${b}`.toLowerCase())?.term ?? m);
  return named.replace(/(?<![\p{L}-])(\p{L}\p{Ll}*)-(\p{Ll}{2,})(?![\p{L}-])/gu, (m, a: string, b: string) => ((!isWord(a.toLowerCase()) || !isWord(b)) && isWord(`${a}${b}`.toLowerCase()) ? `${a}${b}` : m));
}

/**
 * 'Makati', 'Metro', 'Sydney NSW', 'Sacra' under a degree: the school's town, from the line that names the school,
 * split into details. A grade, a subject or an honour stays.
 */
function isPlaceDetail(detail: string, institution: string | undefined, lines: readonly string[], ctx: FactContext): boolean {
  const d = detail.trim().replace(/[-,.]$/, '');
  if (!d || d.split(/\s+/).length > 3 || /\d|:/.test(d)) return false;
  if (placeOfResume(d, ctx)) return true;
  if (!institution) return false;
  const fold = (x: string) => x.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const school = fold(institution);
  return school.length > 3 && lines.some((l) => {
    const at = fold(l).indexOf(school);
    return at >= 0 && fold(l).slice(at + school.length).includes(fold(d));
  });
}

/**
 * 'To obtain …', 'Seeking a position …', 'Objective: …', 'Motivated student seeking a part-time position …': what the
 * candidate wants, not a summary of who they are.
 */
function isObjective(summary: string): boolean {
  return /^(?:(?:career )?objective\s?[:–-]?\s?)?(?:to (?:seek|obtain|secure|find|gain|join|work|pursue|acquire|apply|leverage|contribute|utili[sz]e|be)|seeking|looking for|i am (?:always |currently |now )?(?:seeking|looking)|i want|i wish|in search of)\b/i.test(summary.trim());
}

/** A sentence that states the job wanted after who the candidate is ('Motivated student seeking a part-time position …'). */
function statesWish(sentence: string): boolean {
  return /\b(?:seeking|looking for|hoping (?:to|for)|eager to (?:join|obtain|secure|find|start|gain)|aspiring to|in search of|wish(?:es|ing)? to (?:join|obtain|secure|find))\b[^.!?]*\b(?:position|role|opportunit\w*|internship|job|career|employment|placement)\b/i.test(sentence);
}

function firstSentences(text: string, n: number): string {
  const parts = text.split(/(?<=[.!?])\s+(?=[A-Z])/);
  return parts.slice(0, n).join(' ');
}

function mostRecentRole(entries: ExperienceEntry[]): ExperienceEntry | undefined {
  const titled = entries.filter((e) => e.title);
  const current = titled.find(isCurrent);
  if (current) return current;
  const end = (e: ExperienceEntry) => e.endYear ?? e.startYear ?? -Infinity;
  return titled.reduce<ExperienceEntry | undefined>((best, e) => (!best || end(e) > end(best) ? e : best), undefined);
}

/** Nouns after which a skill's words name a product ('project management system', 'learner surveying tools'). */
const PRODUCT_NOUN = /^(?:systems?|software|tools?|platforms?|portals?|apps?|applications?|modules?|suites?|solutions?|dashboards?)\b/i;

/** Whether every place the resume writes a term is a product's name: the term then names no skill of the candidate. */
function onlyProductName(term: string, index: ResumeIndex): boolean {
  const uses = (index.terms.get(term) ?? []).flatMap((line) => findLexiconTerms(line).filter((h) => h.term === term).map((h) => line.slice(h.index + h.length).replace(/^\s+/, '')));
  return uses.length > 0 && uses.every((rest) => PRODUCT_NOUN.test(rest));
}

const wordsOf = (x: string) => x.toLowerCase().split(/[^\p{L}\p{N}+#]+/u).filter((w) => w.length >= 3 && !/^(?:and|the|for|with)$/.test(w));

/**
 * A competency as the resume words it: the lexicon's name when the resume holds its words ('AWS' for 'aws'), else the
 * resume's own ('Surveying', not 'Land Surveying'); none when the resume names it only as a product ('surveying tools').
 */
function inResumeWords(skill: string, index: ResumeIndex, resumeText: string): string | undefined {
  const text = resumeText.toLowerCase();
  const hits = findLexiconTerms(skill);
  const term = hits.length === 1 && hits[0].index === 0 && hits[0].length >= skill.trim().length - 1 ? hits[0].term : undefined;
  if (term && onlyProductName(term, index)) return undefined;
  // 'quota' for 'Quota Attainment': the bare noun says no skill, and the wider name is not the resume's words.
  const bare = (x: string) => Boolean(term && term.toLowerCase().startsWith(`${x.trim().toLowerCase()} `));
  if (bare(skill) || bare(surfaceOf(index, term ?? '')) && !wordsOf(term ?? '').every((w) => text.includes(w.slice(0, Math.max(3, w.length - 3))))) return undefined;
  // Each word, or its stem ('reconciliations' for 'Reconciliation'), is in the resume's text.
  if (wordsOf(skill).every((w) => text.includes(w.slice(0, Math.max(3, w.length - 3))))) return skill;
  // A trait the resume never names in its words ('Teamwork' for 'team player') is left out.
  if (hits.some((h) => h.category === 'soft-skill')) return undefined;
  const surface = term ? surfaceOf(index, term) : undefined;
  // A term the resume never writes, in its words or another form of them ('Reporting' inferred for a data scientist
  // whose resume says no 'report'), is not the resume's skill.
  if (surface === term && term && !wordsOf(term).every((w) => text.includes(w.slice(0, Math.max(3, w.length - 3))))) return undefined;
  if (!surface || surface === term) return skill;
  // The lexicon's name is wider than the resume's words ('Land Surveying' for 'surveying'): the resume's own.
  return surface.charAt(0).toUpperCase() + surface.slice(1);
}

/** 'BUSiNESS INTELLiGENCE', 'FORKLiFT': a word in small capitals whose 'i' the text layer kept in lower case. */
function smallCapsI(skill: string): string {
  return skill
    .split(' ')
    .map((w) => (/i/.test(w) && /^[\p{Lu}i]+$/u.test(w) && (w.match(/\p{Lu}/gu) ?? []).length >= 2 ? w.toUpperCase() : w))
    .join(' ');
}

/** 'AWS Certified Security Specialty , Amazon Web Services': no space before a comma. */
function noSpaceBeforeComma(text: string): string {
  return text.split(',').map((part, i, all) => (i < all.length - 1 ? part.trimEnd() : part)).join(',');
}

/** 'GIT', 'ENGLISH', 'LATEX': a single word in capitals that the lexicon writes otherwise ('Git', 'English', 'LaTeX'). */
function canonicalCase(skill: string): string {
  if (!/^\p{Lu}{3,}$/u.test(skill.trim())) return skill;
  const hit = findLexiconTerms(skill).find((h) => h.term.toLowerCase() === skill.trim().toLowerCase());
  return hit ? hit.term : skill;
}

/** 'Infection control Glasgow' → 'Infection control' when the resume writes 'Glasgow, Scotland' as a place. */
function withoutTrailingTown(skill: string, lines: readonly string[]): string {
  const m = /^(.*\S) (\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+)?)$/u.exec(skill.trim());
  // The word must lie outside every known term ('Microsoft Office' keeps its 'Office').
  if (!m || !findLexiconTerms(m[1]).length || findLexiconTerms(skill).some((h) => h.index + h.length > m[1].length)) return skill;
  const town = m[2].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return lines.some((l) => new RegExp(`(?:^|, )${town}, \\p{Lu}`, 'u').test(l)) ? m[1] : skill;
}

/** Traits the lexicon does not file as soft skills ('Patience', 'Punctuality', 'Detail-oriented'). */
const TRAIT = /^(?:patien(?:ce|t)|punctual(?:ity)?|reliab(?:le|ility)|dependab(?:le|ility)|honesty|integrity|flexib(?:le|ility)|hard[- ]?working|(?:self[- ])?motivated|enthusias(?:m|tic)|positive attitude|work ethic|detail[- ]oriented|organi[sz]ed|fast learner|quick learner|team player|empathy|compassion(?:ate)?|friendly|courteous|polite)$/i;

/** A trait or a language rather than a skill ('Communication', 'Teamwork', 'English', 'Bilingual (English/Spanish)'). */
function traitOrLanguage(skill: string): boolean {
  if (TRAIT.test(skill.trim())) return true;
  const hits = findLexiconTerms(skill);
  return hits.length > 0 && hits.every((h) => h.category === 'soft-skill' || h.category === 'language');
}

/** One key per competency: 'troubleshoot' and 'Troubleshooting', 'Shipping & receiving' and 'Shipping and Receiving'. */
function competencyKey(skill: string): string {
  return skill
    .toLowerCase()
    .replace(/\s&\s/g, ' and ')
    .split(' ')
    .map((w) => w.replace(/(?:ing|s)$/, ''))
    .join(' ');
}

const TOOL_CATEGORY = new Set(['programming-language', 'framework', 'database', 'cloud-devops', 'software-tool', 'technology', 'data', 'design']);
const NOT_COMPETENCY = new Set(['degree', 'soft-skill', 'certification']);
const TECHNICAL = new Set(['programming-language', 'framework', 'database', 'cloud-devops', 'software-tool', 'technology', 'data', 'design', 'trades', 'healthcare']);

/** The resume's spelling of every matched job term that is a skill (not a degree, licence or role). */
function matchedSkills(matched: string[], index: ResumeIndex): string[] {
  return matched
    .filter((t) => !findLexiconTerms(t).some((h) => NOT_COMPETENCY.has(h.category ?? '')) && !/\b(?:license|licence|certificat\w*|certified|degree|diploma)\b/i.test(t))
    .map((t) => surfaceOf(index, t))
    .filter((t) => checkFact('skill', t).ok);
}

/**
 * A line of a role that has ended, with each sentence that opens on a present verb ('Operates …', 'Organizes … and
 * checks …') put in the past; a current role's lines, and lines already past, as written.
 */
export function tenseFor(entry: ExperienceEntry, line: string): string {
  if (isCurrent(entry) || (!entry.endYear && !entry.dates)) return line;
  return line
    .split(/(?<=[.;])\s+(?=\p{Lu})/u)
    .map((sentence) => {
      const [first, second] = (/^(\p{Lu}\p{Ll}+) (\p{L}+)/u.exec(sentence)?.slice(1) ?? []).map((w) => w.toLowerCase());
      const f = first ? verbForms(first) : null;
      // 'Sales grew 20%': a noun followed by its verb is no present verb.
      const subject = second !== undefined && (/^(?:is|are|was|were|has|have|had)$/.test(second) || verbForms(second)?.past === second);
      return f && f.s === first && f.base !== first && !subject ? inflectClause(sentence, 'past') : sentence;
    })
    .join(' ');
}

/** Heads many skills share ('Project management', 'Stakeholder management'): no sign that two name one skill. */
const GENERIC_HEAD = /^(?:management|analysis|analytics|development|design|service|support|planning|care|control|engineering|testing|writing|sales|marketing|operations|system|skill|relation|communication|reporting|modeling|modelling|administration|entry|handling|maintenance|safety|research|education|assessment|processing|programming|language|tool|software|office|suite|preparation|compliance|leadership)s?$/;

/**
 * Competencies as a writer orders them for the posting: the posting's matched skills first (never dropped), then the
 * resume's others by how much of the posting's work they name or the resume's lines use; a programming language,
 * framework, database or cloud tool goes when the posting names nothing of the kind ('Java', 'C++', 'Git' for a scale
 * clerk). Two forms of one skill ('Bank reconciliations', 'Account Reconciliation') are listed once, the first kept;
 * a bare name beside its own detailed form ('Excel' beside 'Excel (VLOOKUP, pivot tables)') gives way to that form.
 */
function byRelevance(skills: string[], job: JobAnalysis, profile: ResumeProfile, matchedKeys: Set<string>): string[] {
  const work = postingWords(job);
  const lines = profile.experience.flatMap((e) => e.bullets).join('\n').toLowerCase();
  const categories = new Set(job.keywords.map((k) => k.category).filter(Boolean));
  const posting = [job.position ?? '', ...job.responsibilities, ...job.requirements.map((r) => r.text)].join('\n').toLowerCase();
  const devCategories = ['programming-language', 'framework', 'database', 'cloud-devops'];
  const unrelatedTech = (x: string) => {
    const hits = findLexiconTerms(x);
    return hits.length > 0 && hits.every((h) => devCategories.includes(h.category ?? '') && !categories.has(h.category)) && !posting.includes(x.toLowerCase());
  };
  const score = (x: string) => sharedWork(x, work) + (lines.includes(x.toLowerCase()) ? 1 : 0) + (findLexiconTerms(x).some((h) => categories.has(h.category)) ? 0.5 : 0);
  const matchedFirst = skills.filter((x) => matchedKeys.has(competencyKey(x)));
  const rest = skills
    .filter((x) => !matchedKeys.has(competencyKey(x)) && !unrelatedTech(x))
    .map((x, i) => ({ x, i, s: score(x) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((y) => y.x);
  const detailed = (x: string) => profile.skills.find((s) => s.trim().toLowerCase().startsWith(`${x.toLowerCase()} (`) && s.length <= 48)?.trim();
  const head = (x: string) => competencyKey(x).split(' ').at(-1)?.replace(/(?:ation|e)$/, '') ?? '';
  const out: string[] = [];
  for (const x of [...matchedFirst, ...rest]) {
    const form = detailed(x) ?? x;
    const h = head(form);
    const sameHead = (o: string) => !matchedKeys.has(competencyKey(x)) && form.includes(' ') && o.includes(' ') && h.length >= 5 && !GENERIC_HEAD.test(form.toLowerCase().split(' ').at(-1) ?? '') && head(o) === h;
    if (out.some((o) => competencyKey(o) === competencyKey(form) || sameHead(o))) continue;
    out.push(form);
  }
  return out;
}

/** One line in two roles with other numbers ('Welded structural steel … for 9 bridge projects' and '… for 8 …'). */
/** What a line said before with other numbers costs in its role's order: as much as two of the posting's terms. */
const REPEAT_COST = 4;

function sameLine(a: string, b: string): boolean {
  const key = (x: string) => x.toLowerCase().replace(/[$€£]?\d[\d,.]*\+?\s?(?:%|k|m|bn)?/g, '#').replace(/[^\p{L}#]+/gu, ' ').trim();
  return key(a) === key(b);
}

// A post-nominal as the name line prints it: 'RN', 'LPN', 'Ph.D.', 'MSc', 'SHRM-CP' — two capitals or a dot, short.
const postNominal = (t: string) => /^\p{Lu}[\p{L}.]{0,6}(?:-\p{Lu}{1,4})?$/u.test(t) && ((t.match(/\p{Lu}/gu) ?? []).length >= 2 || t.includes('.'));
/**
 * The name as the resume's name line prints it with its credentials ('Oluwaseun Okonkwo, LPN', 'Nadia Haddad, Ph.D.,
 * CPA'): the parser keeps the name alone, and a licence level dropped from the top of the page reads as hidden.
 */
export function withPostNominals(name: string, lines: string[]): string {
  for (const line of lines.slice(0, 6)) {
    const t = line.trim();
    if (!t.toLowerCase().startsWith(name.toLowerCase())) continue;
    const rest = t.slice(name.length).split(/\t| [|•·] /)[0].trim();
    const credentials = rest.slice(1).split(',').map((c) => c.trim());
    return rest.startsWith(',') && credentials.length <= 4 && credentials.every(postNominal) ? `${name}, ${credentials.join(', ')}` : name;
  }
  return name;
}

/**
 * A line's closing span longer than the role it sits in, cut ('Operated reach forklifts with zero incidents over 9
 * years' in a role dated 2015–2019 → '… with zero incidents'): the page must not disagree with itself, and what is
 * left is still the candidate's own claim. A span the dates allow, or a role with no dates, stays.
 */
export function withinRoleSpan(line: string, entry: ExperienceEntry, referenceYear: number): string {
  const m = /,? (?:over|for|across|in|during) (?:the )?(?:past |last )?(\d{1,2})\+? years?\.?$/i.exec(line);
  if (!m || !entry.startYear) return line;
  const held = spanMonths(entry, referenceYear);
  return Number(m[1]) * 12 > held + 12 ? line.slice(0, m.index).trim() : line;
}

/** The built-in tailored resume text. Pure and deterministic. */
export function composeTailoredResume(input: TailoredResumeInput): string {
  const { job, match, options } = input;
  // The same fact checks as the letter: a misread title, employer, degree, school or skill is left out.
  const profile = recased(checkProfileFacts(input.profile).profile);
  const places = resumePlaceContext(input.profile);
  const index = indexResume(profile);
  const role = options.roleType;
  const matched = new Set(match.matchedKeywords);
  const length = options.preferredLength;

  // Core competencies: job-ranked supported skills (or the resume's own order), role-filtered.
  // Every matched job term the resume supports comes first, then the resume's own skills.
  let skills = options.includeKeywords ? [...matchedSkills(match.matchedKeywords, index), ...rankSupportedSkills({ ...profile, skills: profile.skills.flatMap(splitPair) }, job, index), ...toolsShown(profile)] : [...new Set(profile.skills.map((s) => s.trim()).filter(Boolean))];
  // 'R and Python', 'Excel & Word': two skills the resume listed as one item are two competencies.
  skills = skills.flatMap(splitPair);
  if (options.includeKeywords) {
    const soft = job.keywords.filter((k) => k.category === 'soft-skill' && index.terms.has(k.term)).map((k) => k.term);
    skills = role === 'management' || role === 'entry-level' ? [...soft, ...skills] : [...skills, ...soft];
  }
  // Each competency in the resume's own words and held as a skill, not as a product's name ('Land Surveying' for
  // 'learner surveying tools', 'Project Management' for 'a project management system').
  // The resume's words: its lines, and what the parser read from them (a profile built without lines has these only).
  const resumeText = [...input.profile.lines, input.profile.summary ?? '', ...input.profile.skills, ...input.profile.experience.flatMap((e) => [e.title ?? '', ...e.bullets]), ...input.profile.certifications].join('\n');
  skills = skills.map((s) => inResumeWords(s, index, resumeText)).filter((s): s is string => Boolean(s));
  // One entry per skill: 'troubleshoot' and 'Troubleshooting' are the same competency.
  // 'ACCOUNTS PAYABLE' in a list of 'Bank reconciliations | Auditing' is shouting; 'SQL', 'MATLAB' are names; 'GIT',
  // 'ENGLISH' are written as the lexicon writes them.
  skills = [...new Map(skills.map(joinBrokenWords).map(smallCapsI).map((s) => (shouting(s, 2) && !findLexiconTerms(s).some((h) => h.index === 0 && h.length === s.trim().length && TOOL_CATEGORY.has(h.category ?? '')) ? nameInSentence(s) : canonicalCase(s))).map((s) => [competencyKey(s), s.charAt(0).toUpperCase() + s.slice(1)])).values()];
  // 'Infection control Glasgow': a town the layout ran into the last skill of a row ('Glasgow, Scotland' on its own line);
  // 'Js' split off 'React,js', 'A Practitioner's Perspective' (a talk's title): no competency.
  skills = skills.map((s) => withoutTrailingTown(s, input.profile.lines)).filter((s) => !/^\p{Lu}?\p{Ll}?$/u.test(s.trim()) || findLexiconTerms(s).length > 0).filter((s) => !/^(?:[Aa]n?|[Tt]he) \p{Lu}/u.test(s) || findLexiconTerms(s).some((h) => h.index === 0));
  // 'RN', 'LPN': a role or a licence is who the candidate is (the headline and certifications say it), no competency.
  // A term ending on a role noun names one ('Registered Nurse'); a tool ('Adobe Illustrator') or a task ('Lead Generation') does not.
  skills = skills.filter((s) => !findLexiconTerms(s).some((h) => h.index === 0 && h.length >= s.trim().length - 1 && containsRoleNoun(h.term.split(' ').at(-1) ?? '') && !TOOL_CATEGORY.has(h.category ?? '')));
  skills = byRelevance(skills, job, profile, new Set(options.includeKeywords ? matchedSkills(match.matchedKeywords, index).map(competencyKey) : []));
  // Skills first: a trait ('Communication', 'Teamwork') or a language ('English') the posting asks for goes after them.
  skills = [...skills.filter((s) => !traitOrLanguage(s)), ...skills.filter(traitOrLanguage)];
  // 'Forklifts' beside 'Forklift Operation', 'Campaigns' beside 'Campaign Management': the word alone says less.
  const heads = new Set(skills.filter((s) => s.includes(' ')).map((s) => s.split(' ')[0].toLowerCase().replace(/s$/, '')));
  skills = skills.filter((s) => s.includes(' ') || !heads.has(s.toLowerCase().replace(/s$/, '')));
  const competencyCap = length === 'short' ? 8 : length === 'medium' ? 14 : Infinity;
  const competencies = skills.slice(0, competencyCap);

  // Experience: bullets reordered by relevance, count by recency and length.
  // Research, leadership and volunteer roles are part of the source too: kept in full length, after the work history.
  // A role named like the posting's ('Teaching Assistant' for a teacher's post, 'Data Scientist' for a data scientist's)
  // is strong evidence wherever it sits: a short resume keeps it, and with its best lines.
  const asPosted = postingRole(job.position);
  const allEntries = length === 'short' ? [...profile.experience, ...(profile.otherPositions ?? []).filter((e) => asPosted(e.title))] : [...profile.experience, ...(profile.otherPositions ?? [])];
  // One such work role beyond the two most recent is raised (they have lines of their own already).
  const raised = profile.experience.findIndex((e, i) => i >= 2 && asPosted(e.title));
  const work = postingWords(job);
  const scoredEntries = allEntries.map((e) =>
    e.bullets
      // A role that has ended is told in the past ('Operates Oracle ERP …' → 'Operated Oracle ERP …'). A line with a
      // figure that tells against the candidate ('22% audit compliance') names no work worth leading a role with.
      .map((b, j) => ({ b: withinRoleSpan(tenseFor(e, joinBrokenWords(restoreLostHyphens(cleanBullet(b)))), e, input.referenceYear ?? index.latestYear), s: scoreBullet(b, job, matched, role, work) - j * 0.01, work: weakFigure(b) ? 0 : sharedWork(b, work) }))
      // A heading line, a column row or a cut-off line read as a bullet is left out, not restated.
      .filter((x) => x.b.length > 0 && checkBullet(x.b).ok && !isBareLabel(x.b))
      .sort((a, b) => b.s - a.s)
      // A figure that tells against the candidate ('AUC 0.17', '22% audit compliance') is printed only when the role
      // has no other line: a reader marks it down wherever it sits.
      // A product's description with no work of the candidate's in it goes the same way.
      .filter((x, _, xs) => !unsaleable(x.b) || xs.every((y) => unsaleable(y.b))),
  );
  // The line that names most of the posting's work (the most recent of equals), wherever it sits, is never cut: it
  // leads its role at any length.
  const bestWork = Math.max(0, ...scoredEntries.flat().map((x) => x.work));
  const bestAt = bestWork >= 2 ? scoredEntries.findIndex((xs) => xs.some((x) => x.work === bestWork)) : -1;
  if (bestAt >= 0) {
    const xs = scoredEntries[bestAt];
    xs.unshift(...xs.splice(xs.findIndex((x) => x.work === bestWork), 1));
  }
  // The places a role leaves unused (a current role of two lines, its weak line dropped) go to the roles after it, a
  // few at a time: the older roles' best evidence ('Built a Node.js service that processes 66K requests per day') is
  // kept before a page is left short.
  let spare = 0;
  const experienceEntries = allEntries.map((e, i) => {
    const scored = scoredEntries[i];
    // A research, teaching or volunteer role named like the posting is raised too: it was listed apart, not as lesser.
    const relevant = i === raised || (i >= profile.experience.length && asPosted(e.title));
    const own = relevant ? Math.max(bulletCap(i, length, options.focusOnRecent), bulletCap(1, length, options.focusOnRecent)) : bulletCap(i, length, options.focusOnRecent);
    const gift = Number.isFinite(own) && i < profile.experience.length ? Math.min(spare, 2, Math.max(0, scored.filter((x) => (x.work > 0 || /\d/.test(x.b)) && !scoredEntries.slice(0, i).flat().some((y) => sameLine(y.b, x.b))).length - own)) : 0;
    const base = own + gift;
    if (Number.isFinite(own) && i < profile.experience.length) spare = spare - gift + Math.max(0, own - scored.length);
    const cap = i === bestAt ? Math.max(base, 1) : base;
    // 'Harvard College | 2023-25' with no title and no bullets says nothing: such an entry is left out.
    return { heading: entryHeading(e), titled: Boolean(e.title), relevant, bullets: scored.slice(0, cap).map((x) => x.b), all: scored.map((x) => x.b) };
  });
  // A line printed under an earlier role is not printed again under a later one ('Researched case law in Westlaw …' in
  // two roles): the later role keeps its other lines.
  // The same sentence with other numbers ('Prepared 370+ …' and 'Prepared 510+ … tax returns each season') is one line
  // too: kept where it ranks first, the later role gives its place to its next line.
  // A line said with other numbers is not removed, only put after the role's other lines that do as much of the
  // posting's work: a role whose best evidence it is keeps it ('Cut average handle time by 38% …' under the intern role
  // of a phone-heavy post, the forklift line under 'Forklift Operator'), and no role is emptied by it.
  const printed: string[] = [];
  experienceEntries.forEach((e, i) => {
    const scored = scoredEntries[i].filter((x) => !printed.includes(x.b));
    const repeat = (b: string) => printed.some((p) => sameLine(p, b));
    if (scored.length < e.all.length || scored.some((x) => repeat(x.b))) {
      const order = scored.map((x, k) => ({ b: x.b, s: (i === bestAt && k === 0 ? Infinity : x.s) - (repeat(x.b) ? REPEAT_COST : 0) })).sort((a, b) => b.s - a.s);
      e.bullets = order.slice(0, Math.max(e.bullets.length, e.all.length ? 1 : 0)).map((x) => x.b);
      e.all = order.map((x) => x.b);
    }
    printed.push(...e.bullets);
  });
  const education = profile.education.map((e) => ({
    // Dates and details without a degree or a school ('2024 – Present', 'Year', 'CPI/%') are a table's header row.
    named: Boolean(e.degree || e.institution),
    // '(expected)', 'Expected Graduation' on a line of its own belongs with the date it qualifies.
    heading: [e.degree, e.institution, [e.dates && separateDates(e.dates), ...e.details.filter((d) => isDateNote(d) && !/^\(?graduat/i.test(d.trim())).map((d) => `(${d.replace(/[()]/g, '').trim().toLowerCase()})`)].filter(Boolean).join(' ')]
      .map((x) => x && withoutIconGlyphs(x))
      .filter((x): x is string => Boolean(x && x.trim()))
      .join(' | '),
    bullets: [...new Set(joinLabelledValues(joinWrappedBullets(e.details.filter((d) => !isDateNote(d)))).map((d) => restoreLostHyphens(withoutIconGlyphs(cleanBullet(d)))))]
      // A line the parser read twice, once wrapped into the list before it, is printed once.
      .filter((d, i, all) => d.length < 12 || !all.slice(0, i).some((x) => x.includes(d)))
      // A postcode read into the entry ('44600') is no detail; a grade ('8.72/10', '90.0%') is. A line cut off
      // ('Outstanding Leadership Award for the') or with a bracket left open is left out.
      .filter((d) => !/^\d{4,6}$/.test(d) && !isCutOff(d) && !isBareLabel(d) && !isPlaceDetail(d, e.institution, input.profile.lines, places))
      .filter((d) => d.length >= 3)
      .slice(0, length === 'comprehensive' || role === 'entry-level' ? Infinity : length === 'medium' ? 2 : 0),
  }));
  // A candidate with under two professional years is read by the projects too, whatever the switch says: they are the
  // evidence an early career has.
  const thin = careerMonths(profile.experience, input.referenceYear ?? index.latestYear, profile.education) === undefined && !profile.experience.some((e) => e.bullets.length >= 3 && !STUDENT_POST.test(`${e.title ?? ''} ${e.dates ?? ''}`));
  const showProjects = options.highlightProjects || length === 'comprehensive' || role === 'creative' || role === 'entry-level' || thin;
  const projects = showProjects
    ? profile.projects
        .flatMap(splitProjects)
        // A line cut off by the layout is left out, a word broken at a line end ('superi-ority') is joined.
        .map((p) => ({ ...p, details: p.details.map((d) => joinBrokenWords(restoreLostHyphens(cleanBullet(d)))).filter((d) => d.length > 0 && !isCutOff(d)) }))
        .map((p) => ({ heading: withoutIconGlyphs(p.name), bullets: p.details, s: p.details.reduce((acc, d) => acc + scoreBullet(d, job, matched, role, work), 0) }))
        // A heading with nothing under it that is a role the resume lists ('Software Engineer', twice at the section's
        // end) or repeats another project's is a line the parser left over, printed as an orphan.
        .filter((p, i, all) => p.bullets.length > 0 || !(profile.experience.some((e) => e.title?.toLowerCase() === p.heading.toLowerCase()) || all.findIndex((q) => q.heading.toLowerCase() === p.heading.toLowerCase()) !== i))
        .sort((a, b) => (options.highlightProjects ? b.s - a.s : 0))
        .slice(0, length === 'short' ? 2 : Infinity)
        .map((p) => ({ heading: p.heading, bullets: length === 'comprehensive' || (options.highlightProjects && length === 'medium') ? p.bullets : p.bullets.slice(0, 1) }))
    : [];

  // A short resume keeps its summary short; longer ones add one realised achievement.
  // The summary's strengths are those the posting asks for: a forklift posting gets no 'Java, C++, HTML'.
  // Soft skills ('Cross-functional', 'Customer Service' as a trait) are no strengths a summary lists.
  const soft = (x: string) => findLexiconTerms(x).some((h) => h.category === 'soft-skill');
  const asked = new Set([...matchedSkills(match.matchedKeywords, index), ...rankSupportedSkills({ ...profile, skills: [] }, job, index)].filter((x) => !soft(x)).map(competencyKey));
  const referenceYear = input.referenceYear ?? index.latestYear;
  // The summary's results are the posting's best lines with a figure, wherever they sit (the most recent of equals),
  // each said once however many roles repeat it with other numbers.
  // A summer post's or an internship's result comes after every professional role's (a Senior Accountant's summary
  // pitching the invoices of a 2017 internship reads as thin).
  const student = (i: number) => STUDENT_POST.test(`${allEntries[i].title ?? ''} ${allEntries[i].dates ?? ''}`);
  const ranked = scoredEntries.flatMap((xs, i) => xs.map((x) => ({ ...x, i }))).filter((x) => /\d/.test(x.b)).sort((a, b) => Number(student(a.i)) - Number(student(b.i)) || b.s - a.s || a.i - b.i);
  // Every role's copy is passed on: the summary keeps one of each, the headline role's when it names that role.
  const results = ranked.map((x) => ({ line: x.b, entry: allEntries[x.i] }));
  const summary = composeSummary(profile, job, index, { role, skills: competencies.filter((c) => asked.has(competencyKey(c))), results, printed: new Set(experienceEntries.flatMap((e) => e.bullets)), brief: length === 'short', referenceYear }) || (competencies.length ? `Skills: ${joinList(competencies.slice(0, 4))}.` : '');
  const render = () => {
    const sections: [string, string[]][] = [
      ['PROFESSIONAL SUMMARY', summary ? [summary] : []],
      ['CORE COMPETENCIES', competencies.length ? [competencies.join(' | ')] : []],
      ['EXPERIENCE', experienceEntries.filter((e) => e.bullets.length || e.titled).map((e) => [e.heading || 'Other experience', ...e.bullets.map((b) => `- ${b}`)].join('\n'))],
      ['EDUCATION', education.filter((e) => e.named).map((e) => [e.heading, ...e.bullets.map((b) => `- ${b}`)].join('\n'))],
      // One still under way says so ('freeCodeCamp Python Certification (in progress)'): never listed as held, as the
      // letter never names it held (the lines after its name may give its dates).
      // 'AWS Certified Security Specialty , Amazon Web Services': no space before a comma.
      // The credentials that fit the posting lead (ITIL for an IT support post), the others in the resume's order.
      // The year the resume gives a credential on its line ('2022\tCertified Public Accountant (CPA)') goes with it.
      ['CERTIFICATIONS', certificationsByFit([...profile.certifications, ...examsUnread(input.profile)].map((c) => c.trim()).filter(Boolean), job).map((c) => noSpaceBeforeComma(credentialUnderWay(c, input.profile) && !underWay(c) ? `${c} (in progress)` : withYear(c, input.profile.lines)))],
      ['PROJECTS', projects.map((p) => [p.heading, ...p.bullets.map((b) => `- ${b}`)].join('\n'))],
    ];
    // 'Arjun Banerjee, RN' read as the place: the name line above already says it.
    const location = profile.contact.location && !(profile.name && profile.contact.location.toLowerCase().includes(profile.name.trim().toLowerCase())) ? profile.contact.location : undefined;
    const header = headerContact(input.profile);
    const contact = [profile.contact.email, profile.contact.phone && cleanPhone(profile.contact.phone), location ?? header.place, ...(profile.contact.links.length ? profile.contact.links : header.site ? [header.site] : [])].filter(Boolean).join(' | ');
    const out = [(checkFact('name', profile.name).ok && profile.name?.trim() && withPostNominals(profile.name.trim(), input.profile.lines)) || '[Your Name]', contact || '[Email] | [Phone]'];
    for (const title of TAILORED_SECTIONS) {
      const entries = sections.find(([t]) => t === title)?.[1] ?? [];
      if (entries.length) out.push('', title, entries.join('\n\n'));
    }
    return out.join('\n');
  };

  // Trim to the length budget: drop the least relevant bullets of the oldest roles first.
  let text = render();
  const cap = LENGTH_CAP[length];
  while (countWordsOf(text) > cap) {
    // Roles named like the posting's lose lines last.
    // Every role that has lines keeps its best one (the current role its best two): an entry left with none reads as
    // a gap, and a reader takes the role for unexplained.
    const spare = (i: number) => experienceEntries[i].bullets.length > (i === 0 ? 2 : 1);
    const indices = experienceEntries.map((_, i) => i).reverse();
    const victim = indices.find((i) => !experienceEntries[i].relevant && spare(i)) ?? indices.find(spare) ?? -1;
    if (victim >= 0) experienceEntries[victim].bullets.pop();
    else if (projects.length) projects.pop();
    else if (competencies.length > 6) competencies.pop();
    else break;
    text = render();
  }
  return text;
}

/** US states' and Canadian provinces' codes, for a 'City, ST' on the contact line. */
const REGION_CODES = new Set('AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '));

/**
 * The home place ('Chicago, IL', 'Toronto, ON') and website ('sourabhbajaj.com') the resume's header lines print
 * beside its e-mail or phone, when the parser did not read them: the contact line carries them (an employer asks where
 * the candidate lives). Only lines before the first section, holding the e-mail or phone, are read.
 */
export function headerContact(profile: ResumeProfile): { place?: string; site?: string } {
  const lines = profile.lines.slice(0, 6);
  const end = lines.findIndex((l, i) => i > 0 && (/^[\p{Lu} &]{4,}$/u.test(l.trim()) || /^(?:education|experience|work experience|summary|profile|skills)\b/i.test(l.trim())));
  const head = (end > 0 ? lines.slice(0, end) : lines).filter((l) => (profile.contact.email && l.includes(profile.contact.email)) || (profile.contact.phone && l.includes(profile.contact.phone)) || /@/.test(l));
  const near = (end > 0 ? lines.slice(0, end) : lines).filter((l, i, all) => head.includes(l) || head.includes(all[i - 1] ?? '') || head.includes(all[i + 1] ?? ''));
  let place: string | undefined;
  for (const l of head) {
    for (const m of l.matchAll(/(?:^|[|\t•·*]) ?(\p{Lu}[\p{L}.'’-]+(?: \p{Lu}[\p{L}.'’-]+){0,2}), (\p{Lu}{2})\b/gu)) if (!place && REGION_CODES.has(m[2])) place = `${m[1]}, ${m[2]}`;
  }
  let site: string | undefined;
  for (const l of near) {
    for (const m of l.matchAll(/(?:^|[\s|])((?:https?:\/\/)?(?:www\.)?[a-z0-9][a-z0-9-]{1,40}\.(?:com|net|org|io|dev|me|co|ca|info|site|page)(?:\/[\w./-]*)?)(?=$|[\s|])/gi)) if (!site && !/@/.test(m[1])) site = m[1];
  }
  return { place, site };
}

/**
 * The tools the resume's work lines and credentials name ('Built a Node.js service …', 'AWS Certified Solutions
 * Architect'), in the resume's own spelling: a skill shown is a competency even when the skills list left it out.
 */
function toolsShown(profile: ResumeProfile): string[] {
  const lines = [...profile.experience.flatMap((e) => e.bullets), ...profile.certifications];
  const out = new Map<string, string>();
  for (const line of lines) {
    for (const h of findLexiconTerms(line)) {
      if (!['programming-language', 'framework', 'database', 'cloud-devops', 'software-tool'].includes(h.category ?? '')) continue;
      const surface = line.slice(h.index, h.index + h.length);
      if (!out.has(h.term) && checkFact('skill', surface).ok) out.set(h.term, surface);
    }
  }
  return [...out.values()];
}

/**
 * 'Passed Society of Actuaries Exam P/CAS Exam 1 (Probability).' under 'PROFESSIONAL EXAMS': the exams a resume lists
 * under a heading of their own that the parser read into no field. Each line up to the next heading, its date column
 * left for `withYear`; only lines that pass the credential check and name an exam.
 */
export function examsUnread(profile: ResumeProfile): string[] {
  const at = profile.lines.findIndex((l) => /^(?:professional |actuarial |licensing )?exam(?:s|inations?)(?: passed)?:?$/i.test(l.trim()));
  if (at < 0) return [];
  const held = profile.certifications.join('\n').toLowerCase();
  const out: string[] = [];
  for (const line of profile.lines.slice(at + 1, at + 8)) {
    const t = line.trim();
    if (/^[\p{Lu} &]{4,}$/u.test(t) || !t) break;
    const [first, ...rest] = t.split('\t');
    // 'Passed X.' is said as a credential is listed ('X (passed)'), with the one year its date column gives.
    const said = first.trim().replace(/\.$/, '');
    const name = /^passed\s/i.test(said) ? `${said.replace(/^passed\s+/i, '')} (passed)` : said;
    const years = rest.join(' ').match(/\b(?:19|20)\d{2}\b/g) ?? [];
    const dated = years.length === 1 ? `${name}, ${years[0]}` : name;
    if (/\bexam\b/i.test(name) && !held.includes(said.toLowerCase()) && checkFact('credential', dated).ok) out.push(dated);
  }
  return out;
}

/**
 * 'Certified Public Accountant (CPA), 2022': a credential with the one year its own line prints beside it (before or
 * after the name, a column apart); as written when the line holds no year, or more than one, or the name has one.
 */
export function withYear(credential: string, lines: readonly string[]): string {
  if (/\b(?:19|20)\d{2}\b/.test(credential)) return credential;
  const line = lines.find((l) => l.includes(credential));
  if (!line) return credential;
  const rest = line.replace(credential, ' ').trim();
  const years = rest.match(/\b(?:19|20)\d{2}\b/g) ?? [];
  // The rest is the year alone, or a month and year ('July 2022'): no other words it might belong to.
  return years.length === 1 && /^[\s\t|,–-]*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? )?(?:19|20)\d{2}[\s\t|,.–-]*$/i.test(rest) ? `${credential.replace(/\.$/, '')}, ${years[0]}` : credential;
}

/** 'R and Python' → 'R', 'Python': an item whose two halves are each a known skill, whole. */
function splitPair(skill: string): string[] {
  const parts = skill.split(/ (?:and|&) |, /);
  if (parts.length < 2) return [skill];
  const whole = (x: string) => findLexiconTerms(x).some((h) => h.index === 0 && h.length === x.trim().length && h.category !== 'language' && h.category !== 'soft-skill');
  return parts.every(whole) ? parts.map((x) => x.trim()) : [skill];
}

/** Reads text in the tailored format back into a profile, for the before/after match score. */
export function readTailoredResume(text: string): ResumeProfile {
  const lines = text.split('\n');
  const profile: ResumeProfile = { name: lines[0]?.trim() || undefined, contact: { links: [] }, skills: [], experience: [], education: [], certifications: [], projects: [], lines: lines.map((l) => l.trim()).filter(Boolean) };
  let section = '';
  let entry: string[] = [];
  const flush = () => {
    if (!entry.length) return;
    const [heading, ...rest] = entry;
    const bullets = rest.map((l) => l.replace(/^-\s+/, ''));
    const parts = heading.split(' | ');
    if (section === 'PROFESSIONAL SUMMARY') profile.summary = entry.join(' ');
    else if (section === 'CORE COMPETENCIES') profile.skills.push(...heading.split(' | '));
    else if (section === 'EXPERIENCE') {
      const dates = parts.length > 2 ? parts[parts.length - 1] : undefined;
      const years = (dates?.match(/\b(19|20)\d{2}\b/g) ?? []).map(Number);
      const current = dates ? /present|current|now/i.test(dates) : false;
      profile.experience.push({ title: parts[0], company: parts[1], dates, startYear: years[0], endYear: current ? null : years[years.length - 1], bullets });
    }
    else if (section === 'EDUCATION') profile.education.push({ degree: parts[0], institution: parts[1], dates: parts[2], details: bullets });
    else if (section === 'CERTIFICATIONS') profile.certifications.push(heading, ...bullets);
    else if (section === 'PROJECTS') profile.projects.push({ name: heading, details: bullets });
    entry = [];
  };
  for (const raw of lines.slice(2)) {
    const line = raw.trim();
    if ((TAILORED_SECTIONS as readonly string[]).includes(line)) {
      flush();
      section = line;
    } else if (!line) flush();
    else entry.push(line);
  }
  flush();
  return profile;
}
