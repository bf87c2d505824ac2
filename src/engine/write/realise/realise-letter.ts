// Microplanning and surface realisation: the plan becomes paragraphs. Templates carry no claim of their own
// (no skill, employer, title, degree, certificate or number); every fact comes from a planned resume line,
// realised into a first-person clause. Tone picks the template set, language style the template words.
import nlp from 'compromise';
import { isProseWord } from '../../extract/rejoin-split-words.ts';
import type { CoverLetterInput, EducationEntry, ExperienceEntry, ProjectEntry } from '../../types.ts';
import { WORD_BANDS, type LanguageStyle, type Tone, type WordLimit } from '../../../shared/style.ts';
import { countWords } from '../../../shared/word-count.ts';
import { createRandom, formatLetterDate, isCurrent, shuffle } from './compose-helpers.ts';
import type { LetterPlan, PlannedEvidence, PlanOptions } from '../plan/plan-letter.ts';
import { planLetter, bandOf, degreeStatus } from '../plan/plan-letter.ts';
import { factEvidence } from '../plan/fact-evidence.ts';
import { fixSmallCapsI } from './clean-text.ts';
import { isWord } from '../../extract/rejoin-split-words.ts';
import { rankDutyPhrases, type DutyPhrase } from '../plan/duty-phrase.ts';
import { findLexiconTerms } from '../../lexicon/find-lexicon-terms.ts';
import { checkGrounding } from '../check/check-grounding.ts';
import { deedSentencesOf } from '../check/letter-gate.ts';
import { containsRoleNoun } from '../../job/infer-title.ts';
import { employerAccount } from '../../job/company-clause.ts';
import { capitalise, cleanLine, endSentence, joinDeeds, joinList, LONG_CLAUSE, realiseBullet, tidy, trimClause, withArticle, type Clause, type Tense } from './realise-clause.ts';

export interface LetterDraft {
  text: string;
  words: number;
  /** Set when the resume cannot fill the chosen band: shown to the user instead of padding. */
  notice?: string;
  /** Every employer, title, degree and school the letter names. */
  named: NamedFact[];
}

type Pool = Record<Tone, string[]>;

const OPENINGS: Pool = {
  formal: [
    'I am writing to apply for the {position} position at {company}.',
    'Please accept my application for the {position} role at {company}.',
    'I wish to be considered for the position of {position} at {company}.',
  ],
  balanced: [
    'I am excited to apply for the {position} role at {company}.',
    'I would like to be considered for the {position} position at {company}.',
    'I am applying for the {position} opening at {company}.',
  ],
  conversational: [
    "I'd love to join {company} as your next {position}.",
    "I'm applying for the {position} role at {company}.",
    'When I saw the {position} opening at {company}, I knew I wanted to apply.',
  ],
};
// The candidate's headline: the current or latest role, with the years the dates span ({years} may be empty).
const HEADLINE_CURRENT: Pool = {
  formal: ['I currently serve as {atitle} at {employer}{years}.', 'At present I am {atitle} at {employer}{years}.'],
  balanced: ['I am currently {atitle} at {employer}{years}.', 'Right now I work as {atitle} at {employer}{years}.'],
  conversational: ["Right now I'm {atitle} at {employer}{years}.", "I'm currently {atitle} at {employer}{years}."],
};
const HEADLINE_PAST: Pool = {
  formal: ['Most recently, I served as {atitle} at {employer}{years}.', 'My most recent position was {atitle} at {employer}{years}.'],
  balanced: ['Most recently, I worked as {atitle} at {employer}{years}.', 'My most recent role was {atitle} at {employer}{years}.'],
  conversational: ['Most recently, I was {atitle} at {employer}{years}.', 'My latest job was {atitle} at {employer}{years}.'],
};
// The same, with how long the role has lasted when its dates are sure ({since}: its first year; {span}: years, in words).
const HEADLINE_CURRENT_SINCE: Pool = {
  formal: ['I have served as {atitle} at {employer} since {since}{years}.', 'Since {since}, I have served as {atitle} at {employer}{years}.'],
  balanced: ['I have worked as {atitle} at {employer} since {since}{years}.', 'Since {since}, I have worked as {atitle} at {employer}{years}.'],
  conversational: ["I've been {atitle} at {employer} since {since}{years}.", "Since {since}, I've worked as {atitle} at {employer}{years}."],
};
const HEADLINE_PAST_SPAN: Pool = {
  formal: ['Most recently, I served for {span} years as {atitle} at {employer}{years}.', 'My most recent position was {atitle} at {employer}, which I held for {span} years{years}.'],
  balanced: ['Most recently, I spent {span} years as {atitle} at {employer}{years}.', 'My most recent role was {atitle} at {employer}, where I spent {span} years{years}.'],
  conversational: ['Most recently, I spent {span} years as {atitle} at {employer}{years}.', 'My latest job was {atitle} at {employer}, where I spent {span} years{years}.'],
};
// The most relevant role, when it is not the latest: said as relevant, never as 'most recent'.
const HEADLINE_RELEVANT: Pool = {
  formal: ['My most relevant experience is my time as {atitle} at {employer}{years}.', 'The experience most relevant to this role comes from my time as {atitle} at {employer}{years}.'],
  balanced: ['My most relevant experience comes from my time as {atitle} at {employer}{years}.', 'The experience that fits this role best is my time as {atitle} at {employer}{years}.'],
  conversational: ['The experience that fits this job best is my time as {atitle} at {employer}{years}.', 'My most relevant experience is my time as {atitle} at {employer}{years}.'],
};
// A past headline with what the candidate brings: 'I bring ten years of professional experience and a background in
// forecasting, most recently as a Manager at Hemming Morse'.
const HEADLINE_BRINGS: Record<Tone, string> = {
  formal: 'I offer {brings}, most recently {spanAs}{atitle} at {employer}.',
  balanced: 'I bring {brings}, most recently {spanAs}{atitle} at {employer}.',
  conversational: 'I bring {brings}, most recently {spanAs}{atitle} at {employer}.',
};
// The single most important concrete gap: what the candidate has not done, never a claim.
const GAP: Record<Tone, string> = {
  formal: 'I have not yet worked with {gap}, and I would welcome the opportunity to learn it.',
  balanced: 'I have not yet worked with {gap}, but I am keen to learn it.',
  conversational: "I haven't worked with {gap} yet, but I'm keen to pick it up.",
};
// The same gap with what carries over to it, from the resume's own tools: an argument, not an apology.
const GAP_TRANSFER: Record<Tone, string> = {
  formal: 'I have not yet worked with {gap}; my work with {transfer} gives me a firm base from which to learn it quickly.',
  balanced: 'I have not yet worked with {gap}, but my work with {transfer} gives me a base to learn it quickly.',
  conversational: "I haven't worked with {gap} yet, but my work with {transfer} gives me a head start on it.",
};
// Why this role: a duty the posting lists that the resume speaks to ({duty}, a gerund phrase from the posting).
const DUTY_REASONS: Pool = {
  formal: ['The part of this role that draws me most is {duty}.', 'I am particularly drawn to the part of this role that involves {duty}.'],
  balanced: ['What draws me to this role is {duty}.', 'The part of this role I am most drawn to is {duty}.'],
  conversational: ["{Duty} is the part of this job I'm most excited about.", "I'm especially drawn to the part of this job that's about {duty}."],
};
// The posting's account of the employer in its own marketing words ('on a mission to achieve excellence', 'a
// game-changing solution that revolutionizes …'): handed back, it reads as copied, not as a reason.
const PROMOTIONAL = /\b(?:on a mission|mission is to|game[- ]changing|revolutioni[sz]\w*|world[- ]class|driving force|cutting[- ]edge|award[- ]winning|ultimate|#1|stable and growing)\b/i;
const IDENTITY_COPY = /^(?:is|was|has been|remains)\s+(?:a|an|the|one of|now|proud|known|recogni[sz]ed)\b/i;
// Why this employer, in the posting's own account of it ('… CorVel, which is a stable and growing company').
const COMPANY_REASONS: Pool = {
  formal: ['I am particularly drawn to {company}, which {clause}.', 'I would welcome the chance to contribute to {company}, which {clause}.'],
  balanced: ['I am drawn to {company} because it {clause}.', 'What draws me to {company} is that it {clause}.'],
  conversational: ['I like that {company} {clause}.', "I'm drawn to {company} because it {clause}."],
};
// First evidence from an entry: names the role and employer. {vp} completes 'I …'.
const FIRST_EVIDENCE: Pool = {
  formal: ['As {atitle} at {employer}, I {vp}.', 'In my {when} role as {title} at {employer}, I {vp}.', 'At {employer}, where I {serve} as {atitle}, I {vp}.', 'During my time as {atitle} at {employer}, I {vp}.'],
  balanced: ['As {atitle} at {employer}, I {vp}.', 'In my {when} role at {employer}, I {vp}.', 'At {employer}, where I {work} as {atitle}, I {vp}.', 'During my time at {employer} as {atitle}, I {vp}.'],
  conversational: ['As {atitle} at {employer}, I {vp}.', 'At {employer}, where I {work} as {atitle}, I {vp}.', 'In my {when} job at {employer}, I {vp}.', 'While I was {atitle} at {employer}, I {vp}.'],
};
// The same evidence, led by the job's terms it answers (each at most once a letter).
const TERMS_EVIDENCE: Pool = {
  formal: ['My experience with {terms} comes from {employer}, where as {atitle} I {vp}.', 'For {terms}, I can point to my work as {atitle} at {employer}, where I {vp}.'],
  balanced: ['My {terms} experience comes from {employer}, where as {atitle} I {vp}.', 'On {terms}, my clearest example is from {employer}: as {atitle}, I {vp}.'],
  conversational: ['My {terms} experience comes from {employer}, where I {vp}.', 'For {terms}, look at my time at {employer}, where I {vp}.'],
};
// A requirement answered: what the posting needs, then the evidence for it ({at}: 'as a Staff Nurse at Mercy', or 'at
// Mercy' for the role the headline named). {duty} is a gerund phrase from the posting's duties, {terms} the job's
// terms the bullet names. Each frame at most once a letter.
const NEED_DUTY: Pool = {
  formal: ['This role involves {duty}, and {at}, I {vp}.', 'Because the position calls for {duty}, I would point to my work {at}, where I {vp}.'],
  balanced: ['You need someone comfortable {duty}; {at}, I {vp}.', 'The role involves {duty}, and {at}, I {vp}.'],
  conversational: ["You need someone who's comfortable {duty}, and {at}, I {vp}.", '{Duty} is a big part of this job, and {at}, I {vp}.'],
};
const NEED_TERMS: Pool = {
  formal: [
    'This position calls for {terms} work, and {at}, I {vp}.',
    'For the {terms} side of this position, I would point to my work {at}, where I {vp}.',
    'My {terms} experience is direct: {at}, I {vp}.',
    'A representative example of my {terms} work comes from my time {at}, where I {vp}.',
  ],
  balanced: [
    'This role calls for {terms} work, and {at}, I {vp}.',
    'For the {terms} side of this role, I can point to my work {at}, where I {vp}.',
    'My {terms} experience is hands-on: {at}, I {vp}.',
    'A good example of my {terms} work comes from my time {at}, where I {vp}.',
  ],
  conversational: [
    'This job calls for {terms} work, and {at}, I {vp}.',
    'For the {terms} side of the job, look at my work {at}, where I {vp}.',
    'My {terms} experience is hands-on: {at}, I {vp}.',
    'A good example of my {terms} work is from my time {at}, where I {vp}.',
  ],
};
// Evidence from the role the headline just named: a referring expression, not the name again.
const HEADLINE_EVIDENCE: Pool = {
  formal: ['At {employer}, I {vp}.', 'In my {when} position, I {vp}.', 'Through my work at {employer}, I {vp}.'],
  balanced: ['At {employer}, I {vp}.', 'In my {when} position, I {vp}.', 'Through my work at {employer}, I {vp}.'],
  conversational: ['At {employer}, I {vp}.', 'In my {when} job, I {vp}.', 'Through my work at {employer}, I {vp}.'],
};
const HEADLINE_TERMS_EVIDENCE: Pool = {
  formal: ['My experience with {terms} comes from my {when} role, in which I {vp}.'],
  balanced: ['My {terms} experience comes from my {when} role, where I {vp}.'],
  conversational: ['My {terms} experience comes from my {when} job, where I {vp}.'],
};
// Another role at the same employer, named by its title. 'Earlier' and 'later' only when the dates say so.
const OTHER_ROLE_EVIDENCE: Pool = {
  formal: ['As {atitle} there, I {vp}.', 'In the role of {title} there, I {vp}.'],
  balanced: ['As {atitle} there, I {vp}.', 'In my role as {title} there, I {vp}.'],
  conversational: ['As {atitle} there, I {vp}.', 'When I was {atitle} there, I {vp}.'],
};
const EARLIER_ROLE_EVIDENCE: Pool = {
  formal: ['Earlier, in the role of {title} there, I {vp}.'],
  balanced: ['Earlier there, as {atitle}, I {vp}.'],
  conversational: ['Before that, as {atitle} there, I {vp}.'],
};
const LATER_ROLE_EVIDENCE: Pool = {
  formal: ['Later, in the role of {title} there, I {vp}.'],
  balanced: ['Later there, as {atitle}, I {vp}.'],
  conversational: ['After that, as {atitle} there, I {vp}.'],
};
// The first of a role's lines when it is a thing the work included rather than a deed.
const NP_EVIDENCE: Pool = {
  formal: ['My work as {atitle} at {employer} included {np}.', 'At {employer}, my responsibilities included {np}.'],
  balanced: ['My work at {employer} included {np}.', 'As {atitle} at {employer}, my work included {np}.'],
  conversational: ['At {employer}, my work included {np}.', 'My job at {employer} included {np}.'],
};
// The skills the posting asks for that the resume lists (and, under extensive terminology, the resume's own field skills).
const OWN_SKILLS: Pool = {
  formal: ['My technical skills include {list}.', 'My skills include {list}.'],
  balanced: ['My skills include {list}.', 'My skill set includes {list}.'],
  conversational: ['My skill set includes {list}.', 'My toolkit includes {list}.'],
};
const EARLIER_ROLE: Pool = {
  formal: ['Earlier in my career, I served as {atitle} at {employer}{dates}.', 'I also served as {atitle} at {employer}{dates}.'],
  balanced: ['Earlier, I worked as {atitle} at {employer}{dates}.', 'I also worked as {atitle} at {employer}{dates}.'],
  conversational: ['Before that, I was {atitle} at {employer}{dates}.', 'I also spent time as {atitle} at {employer}{dates}.'],
};
// Not 'I hold {list}': a credential is often named as its holder ('Certified Public Accountant (CPA)'),
// and 'I also hold Certified Public Accountant' is not English.
const EDUCATION: Pool = {
  formal: ['I earned {adegree}{school}{details}.', 'My education includes {adegree}{school}{details}.'],
  balanced: ['I earned {adegree}{school}{details}.', 'My education includes {adegree}{school}{details}.'],
  conversational: ['I earned {adegree}{school}{details}.', 'I hold {adegree}{school}{details}.'],
};
// A degree still being earned is being completed, never 'earned' or 'held'.
const EDUCATION_IN_PROGRESS: Pool = {
  formal: ['I am completing {adegree}{school}{details}.', 'I am currently pursuing {adegree}{school}{details}.'],
  balanced: ['I am completing {adegree}{school}{details}.', 'I am currently pursuing {adegree}{school}{details}.'],
  conversational: ["I'm completing {adegree}{school}{details}.", "I'm currently working toward {adegree}{school}{details}."],
};
const PROJECT: Pool = {
  formal: ['In my project {name}, I {vp}.', 'For the project {name}, I {vp}.'],
  balanced: ['In my project {name}, I {vp}.', 'For my project {name}, I {vp}.'],
  conversational: ['On my project {name}, I {vp}.', 'For my project {name}, I {vp}.'],
};
// The closing: an invitation to talk about the work itself ({duty}: ' with reconciling the general ledger', a duty of the
// posting the body has not answered, or empty) at {company} (the employer's name, or 'your team'); then the contact and
// a thank-you, each a sentence of its own. No list of what the candidate brings: the body has made that case.
const CLOSINGS: Pool = {
  formal: ['I would welcome the opportunity to discuss how I could assist {company}{duty}.', 'I would be glad to discuss how I could support {company}{duty}.', 'I would value the opportunity to discuss how I could support {company}{duty}.'],
  balanced: ['I would welcome the chance to talk about how I could help {company}{duty}.', "I'd be glad to talk about how I could help {company}{duty}.", 'I would enjoy the chance to discuss how I could help {company}{duty}.'],
  conversational: ["I'd love to talk about how I could help {company}{duty}.", "I'd enjoy the chance to talk about how I could help {company}{duty}.", "I'd be happy to chat about how I could help {company}{duty}."],
};
// The closing when the letter has named fields of work the posting and the resume share: the talk is about them.
const CLOSINGS_AREAS: Pool = {
  formal: ['I would welcome the opportunity to discuss how my {areas} experience could support {company}.', 'I would be glad to discuss how my {areas} experience could serve {company}.'],
  balanced: ['I would welcome the chance to talk about how my {areas} experience could help {company}.', "I'd be glad to talk about how my {areas} experience could help {company}."],
  conversational: ["I'd love to talk about how my {areas} experience could help {company}.", "I'd enjoy talking about how my {areas} experience could help {company}."],
};
const CONTACT: Pool = {
  formal: ['I can be reached at {contact}.', 'I may be reached at {contact}.'],
  balanced: ['You can reach me at {contact}.', 'I can be reached at {contact}.'],
  conversational: ['You can reach me at {contact}.', "You'll find me at {contact}."],
};
const THANKS: Pool = {
  formal: ['Thank you for your time and consideration.', 'Thank you for considering my application.'],
  balanced: ['Thank you for your time and consideration.', 'Thank you for reading my application.', 'Thank you for taking the time to read my application.'],
  conversational: ['Thanks so much for your time.', 'Thanks for reading!', 'Thanks for considering me.'],
};
const SIGN_OFFS: Record<Tone, string[]> = {
  formal: ['Sincerely,', 'Respectfully,'],
  balanced: ['Sincerely,', 'Best regards,', 'Kind regards,'],
  conversational: ['Best,', 'All the best,', 'Warm regards,'],
};

// Template words per language style; resume text is never rewritten.
const STYLE_WORDS: Record<LanguageStyle, [RegExp, string][]> = {
  simple: [
    [/\bI am applying for the\b/g, 'I want to apply for the'],
    [/\bI am excited to apply\b/g, 'I am happy to apply'],
    [/\bI would like to be considered for\b/g, 'Please consider me for'],
    [/\bI wish to be considered for\b/g, 'Please consider me for'],
    [/\bPlease accept my application for\b/g, 'I am applying for'],
    [/\bI am writing to apply\b/g, 'I want to apply'],
    [/\bI'd be glad to talk about\b/g, "I'd like to talk about"],
    [/\bI would welcome the chance to talk about\b/g, 'I would like to talk about'],
    [/\bI'd enjoy the chance to talk about\b/g, "I'd like to talk about"],
    [/\bI would be glad to discuss\b/g, 'I would like to talk about'],
    [/\bThank you for considering my application\b/g, 'Thank you for your time'],
    [/\bThank you for reading my application\b/g, 'Thanks for reading my letter'],
    [/\bI'd love to talk about\b/g, "I'd like to talk about"],
    [/\bI'd really enjoy talking about\b/g, "I'd like to talk about"],
    [/\bcorresponds closely to what this role requires\b/g, 'fits what this role needs'],
    [/\bwould welcome the opportunity to discuss\b/g, 'would like to talk about'],
    [/\bwould welcome a conversation about\b/g, 'would like to talk about'],
    [/\bproficient in\b/g, 'skilled in'],
    [/\bresponsibilities\b/g, 'tasks'],
    [/\bconsideration\b/g, 'time'],
    [/\bdrawing on\b/g, 'building on'],
    [/\bIn parallel with\b/g, 'With'],
    [/\bWhat drew me to this role is its focus on\b/g, 'I like that this role is about'],
    [/\bWhat draws me to this role is\b/g, 'I like this role for'],
    [/\bThe part of this role I am most drawn to is\b/g, 'I most like the part of this role about'],
    [/\bI am particularly drawn to the part of this role that involves\b/g, 'I like the part of this role about'],
    [/\bwould welcome a conversation about how\b/g, 'would like to talk about how'],
    [/\bMy proficiency extends to\b/g, 'I also know'],
  ],
  moderate: [],
  sophisticated: [
    [/\bI am excited to apply\b/g, 'It is with genuine enthusiasm that I apply'],
    [/\bI am applying\b/g, 'I am pleased to submit my application'],
    [/\bI also bring\b/g, 'I additionally offer deep familiarity with'],
    [/\bI also\b/g, 'I additionally'],
    [/\blines up closely with\b/g, 'aligns closely with'],
    [/\bcomes from\b/g, 'was developed at'],
    [/\bwould welcome a conversation about\b/g, 'would value the opportunity to explore'],
    [/\bwould welcome the opportunity to discuss\b/g, 'would value the opportunity to explore'],
    [/\bwhich your posting lists\b/g, 'each of which your posting identifies'],
    [/\bThank you for your time and consideration\b/g, 'I am grateful for your time and consideration'],
    [/\bI would like to be considered for\b/g, 'I respectfully ask to be considered for'],
    [/\bI'd be glad to talk about\b/g, 'I would be delighted to discuss'],
    [/\bI would welcome the chance to talk about\b/g, 'I would value the opportunity to discuss'],
    [/\bI'd enjoy the chance to talk about\b/g, 'I would welcome the chance to discuss'],
    [/\bhow I could (?:assist|help|support)\b/g, 'how I might support'],
    [/\bI would be glad to discuss\b/g, 'I would be delighted to discuss'],
    [/\bThank you for considering my application\b/g, 'I am grateful for your consideration of my application'],
    [/\bThank you for reading my application\b/g, 'I am grateful to you for reading my application'],
    [/\bI'd love to\b/g, 'I would be delighted to'],
    [/\bI'm applying\b/g, 'I am pleased to apply'],
    [/\bWhen I saw\b/g, 'Upon seeing'],
    [/\bThanks for reading, and\b/g, 'I am grateful for your time, and'],
    [/\bI'd really enjoy talking about\b/g, 'I would welcome the chance to discuss'],
    [/\bRight now I work as\b/g, 'At present I serve in the capacity of'],
    [/\bI am currently\b/g, 'At present I serve as'],
    [/\bMost recently, I worked as\b/g, 'Most recently, I held the position of'],
    [/\bMy most recent role was\b/g, 'My most recent professional role was that of'],
    [/\bWhat drew me to this role is its focus on\b/g, 'What draws me to this position is its particular emphasis on'],
    [/\bIn my current position\b/g, 'In my current professional position'],
    [/\bThrough my work at\b/g, 'Throughout my work at'],
    [/\bWhat draws me to this role is\b/g, 'What draws me most to this position is the prospect of'],
    [/\bThe part of this role I am most drawn to is\b/g, 'The aspect of this position to which I am most drawn is'],
    [/\bYou can reach me at\b/g, 'I would be pleased to hear from you at'],
    [/\bI can be reached at\b/g, 'I would be pleased to hear from you at'],
    [/\bYour posting also names\b/g, 'Your posting additionally identifies'],
    [/\bwhich I use in my work\b/g, 'each of which I use regularly in my work'],
  ],
};

interface Ctx {
  /** A work-experience focus dates each employer where the letter first names it. */
  datedEmployers: boolean;
  tone: Tone;
  style: LanguageStyle;
  rand: () => number;
  decks: Map<readonly string[], string[]>;
  /** Connector pools already drawn from to exhaustion: a stock connector is used at most once a letter. */
  spent: Map<readonly string[], string[]>;
  /** Employer, title, degree and school names the letter states, for the label check. */
  named: NamedFact[];
  /** Roles held now or alongside the current one: 'my other role', never 'my previous role'. */
  concurrent: ReadonlySet<ExperienceEntry>;
  /** The latest year a past role of the resume ended (any role, internships too): only a role ending then is 'previous'. */
  lastPastEnd?: number;
  /** The role the last evidence sentence told: 'my earlier role' right after an older one reads as older still. */
  lastRole?: ExperienceEntry;
  /** The posting's duties the resume supports, not yet used (the opening takes the first). */
  duties: DutyPhrase[];
  /** How many requirement paragraphs may still open with what the posting needs (industry specificity). */
  needsLeft: number;
  /** Whether a need may be put as the job's terms ('You are looking for SQL experience'). */
  termsInNeeds: boolean;
  /** Word stems of the whole posting (its title, duties and requirements when no text is given), and of its title alone. */
  postingStems?: Set<string>;
  positionStems?: Set<string>;
}

const GENERIC_TITLE_WORDS = new Set('representative specialist assistant associate manager senior junior lead officer coordinator member staff team worker intern trainee head chief principal level remote weekend night shift'.split(' '));
const stemsOf = (text: string) => new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.slice(0, 5)));

/**
 * A title that names another occupation than the deed told under it ('Pharmacy Technician' over 'reduced patient
 * falls by leading hourly rounding', for a nursing post): named beside the deed it shows the resume's contradiction.
 * Neither the title's occupation noun nor its field is the posting's or the deed's, and the deed shares two words
 * with the posting's work: an 'Inside Sales Representative' stays named for a telesales post that speaks of sales.
 */
export function titleFromOtherField(title: string, deed: string, postingStems: Set<string>, positionStems: Set<string>): boolean {
  const generic = (w: string) => [...GENERIC_TITLE_WORDS].some((g) => g.startsWith(w));
  const tokens = (title.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.slice(0, 5));
  const head = tokens[tokens.length - 1];
  if (!head) return false;
  const deedStems = stemsOf(deed);
  // The title's occupation noun is the posting's or the deed's ('Visual Merchandiser' for a Merchandiser).
  if (!generic(head) && (positionStems.has(head) || deedStems.has(head))) return false;
  // Its field, the words before that noun ('Pharmacy' of 'Pharmacy Technician', 'Sales' of 'Inside Sales
  // Representative'), or the noun alone: named anywhere in the posting or the deed, the title fits.
  const mods = tokens.slice(0, -1).filter((w) => !generic(w));
  const field = mods.length ? mods : generic(head) ? [] : [head];
  if (!field.length || field.some((w) => deedStems.has(w) || positionStems.has(w) || postingStems.has(w))) return false;
  return [...deedStems].filter((w) => postingStems.has(w)).length >= 2;
}

export interface NamedFact {
  kind: 'employer' | 'title' | 'degree' | 'school';
  text: string;
}

/** A template from a connector pool not yet used in this letter, or null when every one has been. */
function drawOnce(ctx: Ctx, pool: readonly string[]): string | null {
  let left = ctx.spent.get(pool);
  if (!left) {
    left = shuffle(ctx.rand, pool);
    ctx.spent.set(pool, left);
  }
  return left.pop() ?? null;
}

/** A name slot's value, recorded as a fact the letter states. */
function named(ctx: Ctx, kind: NamedFact['kind'], text: string): string {
  if (text) ctx.named.push({ kind, text });
  return text;
}

function draw(ctx: Ctx, pool: readonly string[]): string {
  let deck = ctx.decks.get(pool);
  if (!deck || deck.length === 0) {
    deck = shuffle(ctx.rand, pool);
    ctx.decks.set(pool, deck);
  }
  return deck.pop() as string;
}

function fill(ctx: Ctx, template: string, slots: Record<string, string>): string {
  let t = template;
  for (const [pattern, replacement] of STYLE_WORDS[ctx.style]) t = t.replace(pattern, replacement);
  return tidy(
    t.replace(/\{(\w+)\}/g, (m, key: string) => {
      if (key in slots) return slots[key];
      const lower = key.charAt(0).toLowerCase() + key.slice(1);
      return lower in slots ? capitalise(slots[lower]) : m;
    }),
  );
}

// Short words of place and organisation names that are words, not acronyms ('SAN FRANCISCO', 'NEW YORK').
const NAME_WORDS = new Set('san new los las del von van bay sea lee art arts oak elm red sun star west east park lake hill city town bank care home health news data labs lab tech food auto gold blue'.split(' '));
const SMALL_WORDS = new Set(['of', 'in', 'and', 'the', 'for', 'at', 'to', 'on', 'with']);
/** Three-letter words a role or a trade is named by ('TAX PREPARER', 'LAW CLERK'): words, not acronyms. */
const SHORT_ROLE_WORDS = new Set(['tax', 'law', 'car', 'bar', 'spa', 'oil', 'gas', 'bus', 'pet', 'air', 'toy', 'day', 'job', 'cook', 'host', 'line', 'lead', 'chef', 'shop', 'farm', 'yard', 'crew', 'desk', 'dock', 'shift', 'head']);

/** A name inside a sentence: 'Senior Accountant' stays; 'SENIOR ACCOUNTANT' or 'FACEBOOK' is re-cased (short acronyms kept). */
export function nameInSentence(name: string): string {
  // Small capitals extracted with a lower-case i ('ASSOCIATE OF SCIENCE iN LOGISTICS') are capitals.
  const t = fixSmallCapsI(cleanLine(name));
  // Small capitals inside a name otherwise cased ('HEAD Undergraduate Researcher', 'MENG Computer Science'): each
  // capitalised word that is an English word or a degree's abbreviation is re-cased; acronyms ('IBM', 'NASA', 'MBA') stay.
  // Not a verb form or a plural ('DEVELOPED', 'SYSTEMS'): in a mixed line those are often a run-in heading, kept as printed.
  if (/[a-z]/.test(t)) return t.split(' ').map((w) => degreeCase(w) ?? (isCapitalisedWord(w) && !/(?:ED|ING|S)$/.test(w) ? w.charAt(0) + w.slice(1).toLowerCase() : w)).join(' ');
  return t
    .split(' ')
    .map((w, i) => {
      const lower = w.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(lower)) return lower;
      const degree = degreeCase(w);
      if (degree) return degree;
      // Acronyms stay ('AUV-IITB', 'SDN', 'NYC'); longer words are names ('FACEBOOK' → 'Facebook').
      return w
        .split(/([-/])/)
        // A possessive is a name, never an acronym ('TRADER JOE'S' → 'Trader Joe's').
        .map((part) => (!/['’]S$/.test(part) && part.replace(/[^A-Z]/g, '').length <= 4 && !NAME_WORDS.has(part.toLowerCase()) && !SHORT_ROLE_WORDS.has(part.toLowerCase()) && !isCapitalisedWord(part) ? part : part.charAt(0) + part.slice(1).toLowerCase()))
        .join('');
    })
    .join(' ');
}

// Degree abbreviations printed in capitals ('MENG', 'BSC'), as they are written; 'MBA', 'BS', 'MS' are written in capitals.
const DEGREE_CASE = new Map(['MEng', 'BEng', 'MSc', 'BSc', 'PhD', 'MPhil', 'DPhil', 'BCom', 'MCom', 'BTech', 'MTech', 'BScN', 'MSci', 'BArch', 'MArch', 'BPharm', 'PharmD', 'EdD', 'DBA'].map((d) => [d.toUpperCase(), d]));
/** 'MENG' → 'MEng', 'BSC,' → 'BSc,'; undefined for any other word. */
function degreeCase(w: string): string | undefined {
  const m = /^([A-Z]+)([.,;:]?)$/.exec(w);
  const d = m && DEGREE_CASE.get(m[1]);
  return d ? d + m[2] : undefined;
}
const lexicon = (nlp as unknown as { model: () => { one: { lexicon: Record<string, string | string[]> } } }).model().one.lexicon;

/**
 * A word set in capitals that is an ordinary English word ('HEAD', 'SENIOR', 'RESEARCHER'): four letters or more and
 * in the language's lexicon as a common word, not as a name, an organisation or an acronym ('NASA', 'IBM' stay).
 */
function isCapitalisedWord(w: string): boolean {
  if (!/^[A-Z]{4,}$/.test(w)) return false;
  const tag = lexicon[w.toLowerCase()];
  if (!tag) return false;
  const tags = Array.isArray(tag) ? tag : [tag];
  return !tags.some((x) => /Organization|Country|Place|Acronym|Abbreviation|Person|Honorific|ProperNoun|Region|City/.test(x));
}
/** A title in prose: a long 'Role – Specialisation' title keeps its role ('IT Director – Hybrid Cloud …' → 'IT Director'). */
function titleInSentence(title: string): string {
  // A short word of small capitals in a title otherwise cased ('TAX Preparer', 'LAB Technician'): an English word that
  // is no acronym the skills lexicon or the language knows ('ICU', 'SAP', 'CEO' stay) is re-cased.
  const t = nameInSentence(title).replace(/(?<![\w&.])[A-Z]{3}(?![\w&.])/g, (w) => (isWord(w.toLowerCase()) && !findLexiconTerms(w).length && !/Actor|Organization|Acronym|Place|Person/.test(String(lexicon[w.toLowerCase()] ?? '')) ? w.charAt(0) + w.slice(1).toLowerCase() : w));
  // 'Teaching Fellow, Political Economy of Electoral Democracies' → 'Teaching Fellow'.
  const byComma = t.split(', ')[0] ?? t;
  const head = byComma !== t && t.split(' ').length > 4 && containsRoleNoun(byComma) ? byComma : (t.split(/ [–—-] /)[0] ?? t);
  return head !== t && t.split(' ').length > 4 && head.split(' ').length >= 1 ? head : t;
}

/** The role that ended last before the current one; an internship between makes an older role 'earlier', not 'previous'. */
function isLatestPast(ctx: Ctx, entry: ExperienceEntry): boolean {
  const end = entry.endYear ?? entry.startYear;
  return end !== undefined && end !== null && ctx.lastPastEnd !== undefined && end >= ctx.lastPastEnd;
}

function lastPastEnd(entries: readonly ExperienceEntry[]): number | undefined {
  const ends = entries.filter((e) => !isCurrent(e)).map((e) => e.endYear ?? e.startYear).filter((y): y is number => typeof y === 'number');
  return ends.length ? Math.max(...ends) : undefined;
}

/** An employer or school in prose: the place a resume prints beside it ('University of Central Florida (Orlando, FL)') is no part of its name. */
function orgInSentence(name: string): string {
  const named = nameInSentence(name);
  const open = named.endsWith(')') ? named.lastIndexOf(' (') : -1;
  const place = open > 0 ? named.slice(open + 2, -1) : '';
  return /^(?:[A-Z][\w.'’-]*(?: [A-Z][\w.'’-]*){0,3}, (?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+){0,3})|Remote|Hybrid)$/.test(place) ? named.slice(0, open) : named;
}

// A body's name shaped 'City of …', 'Office of the …', 'Department of …', 'University of …' is a common noun with its
// complement: it takes 'the' in prose ('at the City of Petaluma', 'at the Office of the Public Defender').
const OF_NAME = /^(?:City|Town|County|State|Commonwealth|Province|Region|District|Borough|Village|Port|Office|Department|Ministry|Bureau|Board|Government|Secretariat|Council|Court|Chamber|University|College|Institute|School|Academy|Bank|Library|Museum|Society|Church|Diocese|Archdiocese)\s+of\b/;

/** An employer in prose, with the article its name's shape asks for (never doubled: 'The City of …' stays). */
export function employerInSentence(name: string): string {
  const named = orgInSentence(name);
  return OF_NAME.test(named) ? `the ${named}` : named;
}

function entrySlots(ctx: Ctx, e: PlannedEvidence): Record<string, string> {
  const title = titleInSentence(e.entry.title ?? '');
  return {
    title,
    atitle: title ? withArticle(title) : 'part of the team',
    employer: employerInSentence(e.entry.company ?? ''),
    when: e.current ? 'current' : ctx.concurrent.has(e.entry) ? 'other' : isLatestPast(ctx, e.entry) ? 'previous' : 'earlier',
    serve: e.current ? 'serve' : 'served',
    work: e.current ? 'work' : 'worked',
  };
}

/** Records the names a filled sentence states. */
function recordNames(ctx: Ctx, sentence: string, slots: Record<string, string>): string {
  const employer = slots.employer?.replace(/ \(.*$/, '').replace(/^the (?=[A-Z])/, '');
  if (employer && sentence.includes(employer)) named(ctx, 'employer', employer);
  if (slots.title && sentence.includes(slots.title)) named(ctx, 'title', slots.title);
  return sentence;
}

// Roles defined by the organisation they belong to: without it, the title tells the reader nothing.
const UNANCHORED_ROLE = /\b(?:organi[sz]er|volunteer|member|participant|attendee|delegate|co-?founder|founder|contributor|ambassador)s?\b/i;

type EvidenceMode = 'first' | 'other-role';
/** How a role stands in time to the role the sentence before spoke of, when the dates say (a promotion: 'earlier'). */
type RoleOrder = 'earlier' | 'later';

function roleOrder(role: ExperienceEntry, before: ExperienceEntry | undefined): RoleOrder | undefined {
  if (!before || role.startYear === undefined || before.startYear === undefined) return undefined;
  const roleEnd = role.endYear === null || role.current ? Infinity : (role.endYear ?? role.startYear);
  const beforeEnd = before.endYear === null || before.current ? Infinity : (before.endYear ?? before.startYear);
  if (role.startYear < before.startYear && roleEnd <= before.startYear) return 'earlier';
  if (role.startYear > before.startYear && role.startYear >= beforeEnd) return 'later';
  return undefined;
}

const DANGLING = /\b(?:and|or|of|at|in|for|to|with|by|from|on|the|a|an|including|such as|via|as)$/i;

/** A realised clause that can stand in a sentence: not cut off mid-phrase, no first person inside a noun phrase. */
function fitClause(text: string, kind: 'vp' | 'np'): boolean {
  let t = text.trim();
  while (t.endsWith('.') || t.endsWith(')')) t = t.slice(0, -1);
  if (DANGLING.test(t) || /\?/.test(t)) return false;
  if (endsOnModifier(t)) return false;
  return !(kind === 'np' && /\b(?:I|my|me)\b/.test(t));
}

/** Tails already judged: a letter judges the same clause for every frame it tries, and regeneration again. */
const modifierTails = new Map<string, boolean>();

/** A line cut off after a modifier ('… to install and repair electronic', '… and improve overall'). */
function endsOnModifier(text: string): boolean {
  const tail = text.split(/\s+/).slice(-3).join(' ');
  if (!/[a-z]$/.test(tail)) return false;
  let cut = modifierTails.get(tail);
  if (cut === undefined) {
    // Bounded: cleared when full, so a long-running worker holds at most 2,048 tails.
    if (modifierTails.size >= 2048) modifierTails.clear();
    cut = tailEndsOnModifier(tail);
    modifierTails.set(tail, cut);
  }
  return cut;
}

function tailEndsOnModifier(tail: string): boolean {
  const terms = (nlp(tail).terms().json() as { terms: { tags: string[] }[] }[]).map((x) => x.terms[0]?.tags ?? []);
  const last = terms[terms.length - 1] ?? [];
  const before = terms[terms.length - 2] ?? [];
  const lastWords = tail.split(/\s+/);
  // A verb whose object stops at its modifier; 'was accurate', 'stayed calm', 'kept patients safe' are whole.
  const cutObject = before.includes('Verb') && !before.includes('Copula') && !/^(?:remain|stay|become|keep|make|get|feel|seem)/i.test(lastWords[lastWords.length - 2] ?? '');
  return (last.includes('Determiner') || (last.includes('Adjective') && cutObject)) && !last.includes('Noun') && !last.includes('Verb');
}

function evidenceFrame(ctx: Ctx, e: PlannedEvidence, clause: Clause, mode: EvidenceMode, useTerms: boolean, isHeadline: boolean, leadsBody: boolean, order?: RoleOrder): { text: string; vp?: string } | null {
  if (clause.kind === 'none') return null;
  const slots = entrySlots(ctx, e);
  // The title is left out where it names another occupation than the deed: 'At Northside Children's Hospital, I
  // reduced patient falls …', not 'where I worked as a Pharmacy Technician'.
  if (mode === 'first' && !isHeadline && clause.kind === 'vp' && slots.employer && slots.title && ctx.postingStems && ctx.positionStems && titleFromOtherField(slots.title, e.source, ctx.postingStems, ctx.positionStems)) slots.title = '';
  if (ctx.datedEmployers && mode === 'first' && e.entry.dates) slots.employer = `${slots.employer} (${cleanLine(e.entry.dates)})`;
  // Without an employer that passed its check, the role speaks for itself; without a title, the employer does.
  if (!slots.employer || !slots.title) {
    if (clause.kind !== 'vp') return null;
    // 'As an Organizer, I …', 'As a Volunteer, I …': a role that only means something with its organisation is not
    // introduced without one.
    if (!slots.employer && UNANCHORED_ROLE.test(slots.title)) return null;
    const bare = slots.employer ? ['At {employer}, I {vp}.'] : ['As {atitle}, I {vp}.', 'In my work as {atitle}, I {vp}.'];
    const template = drawOnce(ctx, bare) ?? bare[0];
    return { text: recordNames(ctx, fill(ctx, template, { ...slots, vp: clause.text }), slots), vp: clause.text };
  }
  // A past-tense deed of the current role ('I monitored …') does not follow 'In my current position,': the frame names
  // the role instead ('As a Staff Nurse at Mercy, I monitored …'), which fits either tense.
  const pastUnderCurrent = e.current && clause.kind === 'vp' && trimClause(realiseBullet(e.source, 'past').text) === clause.text;
  // Nor does it follow 'where I work as …' ('At Google, where I work as a Software Engineer, I worked on …').
  // 'In my earlier role at UPS' right after a role older than UPS reads as older still: the role is named plainly.
  const outOfOrder = slots.when === 'earlier' && roleOrder(e.entry, ctx.lastRole) === 'later';
  const inOrder = (template: string) => (outOfOrder ? template.replace(/^In my \{when\} (?:role|position|job)(?: as \{title\})?(?: at \{employer\})?,/, slots.title ? 'As {atitle} at {employer},' : 'At {employer},').replace(/\bmy \{when\} (role|job),/, 'my $1 at {employer},') : template);
  const framed = (template: string) => inOrder(pastUnderCurrent ? template.replace(/^In my \{when\} (?:role|position|job)(?: as \{title\})?(?: at \{employer\})?,/, isHeadline ? 'At {employer},' : 'As {atitle} at {employer},').replace(/^At \{employer\}, where I \{(?:work|serve)\} as \{atitle\},/, 'As {atitle} at {employer},') : template);
  const done = (template: string | null, extra: Record<string, string>) => {
    if (!template) return null;
    ctx.lastRole = e.entry;
    return { text: recordNames(ctx, fill(ctx, framed(template), { ...slots, ...extra }), slots), vp: clause.kind === 'vp' ? clause.text : undefined };
  };
  if (mode === 'other-role') {
    // Another role at an employer the letter has named: the title, not the employer again.
    if (clause.kind === 'np') return done(drawOnce(ctx, ['As {atitle} there, my work included {np}.']), { np: clause.text });
    const ordered = order === 'earlier' ? drawOnce(ctx, EARLIER_ROLE_EVIDENCE[ctx.tone]) : order === 'later' ? drawOnce(ctx, LATER_ROLE_EVIDENCE[ctx.tone]) : null;
    // Every 'there' frame spent: the role is named in full, as a fresh start, rather than its evidence left out.
    return done(ordered ?? drawOnce(ctx, OTHER_ROLE_EVIDENCE[ctx.tone]) ?? drawOnce(ctx, FIRST_EVIDENCE[ctx.tone]) ?? 'As {atitle} at {employer}, I {vp}.', { vp: clause.text });
  }
  // The opening has just named this role: a referring expression, not the title again.
  if (isHeadline && clause.kind === 'vp') {
    const need = needSentence(ctx, e, slots, clause.text, true);
    if (need) return need;
  }
  if (isHeadline && clause.kind === 'vp') {
    // Right after 'Most recently, I worked as …', 'my previous position' reads as another job: that position.
    const that = (t: string) => (e.current ? t : t.replace(/\bmy \{when\} (position|role|job)\b/, 'that $1'));
    const said = termsSaid(e.terms, clause.text);
    const termed = useTerms && said.length ? drawOnce(ctx, HEADLINE_TERMS_EVIDENCE[ctx.tone]) : null;
    if (termed && leadsBody) return done(that(termed), { vp: clause.text, terms: joinList(said.slice(0, 2)) });
    // 'In my current position' refers back to the headline only while nothing else has been said in between.
    const pool = leadsBody ? HEADLINE_EVIDENCE[ctx.tone] : HEADLINE_EVIDENCE[ctx.tone].filter((t) => t.includes('{employer}'));
    return done(that(drawOnce(ctx, pool) ?? 'At {employer}, I {vp}.'), { vp: clause.text });
  }
  // A requirement paragraph opens with what the posting needs, then the evidence ('You need someone comfortable
  // X; as a Y at Z, I …'): the case for fit, not a recital of the resume.
  const need = clause.kind === 'vp' ? needSentence(ctx, e, slots, clause.text, isHeadline) : null;
  if (need) return need;
  if (clause.kind === 'np') return done(isHeadline ? 'At {employer}, my work included {np}.' : (drawOnce(ctx, NP_EVIDENCE[ctx.tone]) ?? 'At {employer}, my work included {np}.'), { np: clause.text });
  const said = termsSaid(e.terms, clause.text);
  if (useTerms && said.length && !slots.title.match(/\bintern/i)) {
    const termed = drawOnce(ctx, TERMS_EVIDENCE[ctx.tone]);
    if (termed) return done(termed, { vp: clause.text, terms: joinList(said.slice(0, 2)) });
  }
  // Every frame once; after that the plainest one, which reads as a fresh start rather than a template.
  return done(drawOnce(ctx, FIRST_EVIDENCE[ctx.tone]) ?? 'As {atitle} at {employer}, I {vp}.', { vp: clause.text });
}

/**
 * The terms a sentence may name as what its deed answers: only those the deed as realised carries. 'Since this role
 * calls for AWS, … I developed Ansible playbooks for Windows' and 'My incident response experience comes from …, where
 * I provided mentorship …' (the term was in the part of the bullet the clause cut off) name what the evidence does not show.
 */
function termsSaid(terms: readonly string[], vp: string): string[] {
  const said = new Set(findLexiconTerms(vp).map((h) => h.term));
  const lower = vp.toLowerCase();
  return terms.filter((t) => lower.includes(t.toLowerCase()) || findLexiconTerms(t).some((h) => said.has(h.term)));
}

/**
 * The evidence as the answer to a need of the posting: a duty the posting lists that names a term this bullet
 * holds, or the job's terms the bullet names. Null when no need is left to state or the bullet answers none.
 */
function needSentence(ctx: Ctx, e: PlannedEvidence, slots: Record<string, string>, vp: string, isHeadline: boolean, refer?: string, needTerms?: string[]): { text: string; vp: string } | null {
  if (ctx.needsLeft <= 0) return null;
  const held = new Set(findLexiconTerms(e.source).map((h) => h.term));
  const dutyAt = ctx.duties.findIndex((d) => d.terms.some((t) => held.has(t)));
  // The role the headline named is referred to by its employer; another role by its title and employer.
  const at = refer ?? (isHeadline ? `at ${slots.employer}` : `as ${slots.atitle} at ${slots.employer}`);
  const terms = termsSaid(needTerms?.length ? needTerms : e.terms, vp);
  let template: string | null = null;
  let extra: Record<string, string> = {};
  if (dutyAt >= 0) {
    template = drawOnce(ctx, NEED_DUTY[ctx.tone]);
    if (template) {
      extra = { duty: ctx.duties[dutyAt].text };
      ctx.duties.splice(dutyAt, 1);
    }
  }
  // Minimal industry terminology answers needs in the posting's duties, never by naming its terms.
  if (!template && terms.length && ctx.termsInNeeds) {
    template = drawOnce(ctx, NEED_TERMS[ctx.tone]);
    // A term before 'work', 'side' or 'experience' is a modifier: 'my forklift experience', never 'forklifts'.
    extra = { terms: joinList(terms.slice(0, 2).map(asModifier)) };
  }
  if (!template) return null;
  ctx.needsLeft--;
  return { text: recordNames(ctx, fill(ctx, template, { ...slots, ...extra, at, vp }), slots), vp };
}

/** A plural term said before a noun, in the singular ('forklifts' → 'forklift', 'bank reconciliations' → 'bank reconciliation'); 'sales', 'analytics' stay. */
export function asModifier(term: string): string {
  const words = term.split(' ');
  const last = words[words.length - 1] ?? '';
  if (!/^[a-z]{4,}s$/.test(last) || /(?:ss|us|is|ics|ews|ies|sales|operations|logistics|series|species|status|means|goods|affairs|arts|relations|communications|systems|services|sciences|resources|studies|payments|accounts)$/.test(last)) return term;
  const single = nlp(last).nouns().toSingular().text();
  return single && single !== last && /^[a-z]+$/.test(single) ? [...words.slice(0, -1), single].join(' ') : term;
}

type DeedTense = 'past' | 'present' | 'either';

/** The tense a deed is told in: a past role's in the past; a current role's as realised, 'either' for a verb the same in both ('set up', 'cut'). */
function deedTense(e: PlannedEvidence): DeedTense {
  if (!e.current) return 'past';
  const past = realiseBullet(e.source, 'past').text;
  if (past !== realiseBullet(e.source, 'present').text) return 'present';
  return /^\S+ed\b/.test(past) ? 'past' : 'either';
}

function sameTense(a: DeedTense, b: DeedTense): boolean {
  return a === b || a === 'either' || b === 'either';
}

/** A role's lines in the letter: the sentence naming the role, with a place for its deeds, and what its work included. */
interface RoleBlock {
  entry: ExperienceEntry;
  /** The frame around the deeds ('As a Senior Data Analyst at Market Scan, I ' + list + '.'), or a sentence without a place for them. */
  frame: [string, string] | [string];
  /** How the role's further things are introduced ('My work there also included'): each wording once a letter. */
  more?: string;
  /** What the frame's place holds: the deeds, the things the work included, or nothing (a sentence that stands as is). */
  slot: 'vp' | 'np' | 'none';
  vps: { text: string; tense?: Tense }[];
  nps: string[];
}

/** One employer's paragraph: its roles, then any one-line mention of another role there. */
interface EvidencePara {
  blocks: RoleBlock[];
  tail: string[];
}

function clauseCount(para: EvidencePara): number {
  return para.blocks.reduce((n, b) => n + Math.max(1, b.vps.length + b.nps.length), 0);
}

/**
 * Whether an area reads as a field of work after 'a background in': a phrase in lower case ('accounts payable',
 * 'infection control') or a field's noun ('accounting', 'troubleshooting', 'analytics'). A unit, tool or product
 * ('ICU', 'Excel', 'CRM', 'DevOps') or a thing counted ('boilers', 'campaigns', 'dashboards') is no background.
 */
export function isFieldOfWork(area: string): boolean {
  const words = area.trim().split(/\s+/);
  if (!words.every((w) => /^[a-z][a-z'-]*$/.test(w) || /^(?:and|&|of)$/.test(w))) return false;
  if (words.length >= 2) return true;
  return /(?:ing|ics|ment|ance|ence|tion|sion|ogy|ism|ship|ery|ity|care|ware)$/.test(words[0]);
}

/** Deeds as one list: 'A and B', or 'A, B, and C' (and 'A, and B' when one of them has its own 'and'). */
function deedList(items: string[]): string {
  return items.length > 2 || (items.length === 2 && items.some((t) => / and /.test(t))) ? `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}` : joinList(items);
}

/** At most this many words of deeds in one sentence. */
const LIST_WORDS = 48;

/**
 * A role's deeds as one flowing sentence: the frame's clause and up to two more of the same tense, joined as a
 * list ('I developed …, created …, and reviewed …'); a clause of another tense, or one the sentence has no room
 * for, follows in a second sentence ('I also …'), and what the work included in a third.
 */
function renderBlock(block: RoleBlock, second: boolean): string {
  const [head, end] = block.frame;
  // A clause with its own commas only closes a list: two of them in one sentence cannot be read apart.
  const commas = (t: string) => /,/.test(t);
  const list = deedList;
  /** Up to three items that read as one list, the rest for the next sentence. */
  const split = <T extends { text: string }>(items: T[], same: (x: T) => boolean): [string[], string[]] => {
    const [first, ...more] = items;
    const main = first ? [first.text] : [];
    const rest: string[] = [];
    for (const v of [...more.filter((x) => !commas(x.text)), ...more.filter((x) => commas(x.text))]) {
      // Never two long pasted clauses in one sentence: a long one is told on its own.
      const long = (x: string) => countWords(x) > LONG_CLAUSE;
      const room = main.length < 3 && same(v) && !main.some(commas) && !(long(v.text) && main.some(long)) && countWords([...main, v.text].join(' ')) <= LIST_WORDS;
      (room ? main : rest).push(v.text);
    }
    return [main, rest];
  };
  const out: string[] = [];
  let deeds: string[] = block.vps.map((v) => v.text);
  let things = block.nps;
  if (block.slot === 'vp') {
    const tense = block.vps[0]?.tense;
    const [main, rest] = split(block.vps, (v) => v.tense === tense);
    out.push(head + list(main) + end);
    deeds = rest;
  } else if (block.slot === 'np') {
    const [main, rest] = split(block.nps.map((text) => ({ text })), () => true);
    out.push(head + list(main) + end);
    things = rest;
  } else out.push(head);
  // The deeds left: one more sentence, of up to three that read as a list (a clause with commas stands alone).
  const ordered = [...deeds.filter((d) => !commas(d)), ...deeds.filter(commas)];
  const longOne = (x: string) => countWords(x) > LONG_CLAUSE;
  const also = ordered[0] && commas(ordered[0]) ? [ordered[0]] : ordered.filter((d) => !commas(d)).reduce<string[]>((out, d) => (out.length < 3 && !(longOne(d) && out.some(longOne)) ? [...out, d] : out), []);
  // The second role of a paragraph (a promotion) says it of that role, not 'I also' twice.
  if (also.length) out.push(`${second ? 'In that role, I also' : 'I also'} ${list(also)}.`);
  if (things.length) out.push(`${block.more ?? 'My work there also included'} ${joinList(things.slice(0, 2))}.`);
  return out.join(' ');
}

function renderPara(para: EvidencePara): string {
  return [...para.blocks.map((b, i) => renderBlock(b, i > 0)), ...para.tail].join(' ');
}

/**
 * A skill named as one: the lexicon knows it as a whole ('Python', 'Upselling'), or it is a phrase of two to four words
 * ('Mobile Devices & Applications'); a lone common word ('Service', 'Systems') is a fragment of a list, not a skill.
 */
function namedSkill(skill: string): boolean {
  const hits = findLexiconTerms(skill);
  if (hits.length === 1 && hits[0].index === 0 && hits[0].length >= skill.trim().length - 1) return Boolean(hits[0].category) && hits[0].category !== 'soft-skill';
  const words = skill.trim().split(/\s+/).length;
  return words >= 2 && words <= 4 && !hits.some((h) => h.category === 'soft-skill');
}

/**
 * A skill inside a sentence: one printed in sentence case ('Infection control', 'Customer service') is a common noun
 * ('infection control'); a skill in title case or capitals ('Meta Ads', 'HubSpot', 'SQL') may be a name and keeps them.
 */
function skillInSentence(skill: string): string {
  const [first, ...rest] = skill.trim().split(' ');
  if (first && rest.length && /^[A-Z][a-z]+$/.test(first) && rest.every((w) => /^[a-z]+$/.test(w))) return skill.charAt(0).toLowerCase() + skill.slice(1);
  // Capitalised words the lexicon knows as a practice and the dictionary as English words ('Triage', 'Phlebotomy',
  // 'Boiler Maintenance'): common nouns. A product keeps its capitals ('Cerner', 'Westlaw', 'Relativity').
  const words = [first, ...rest];
  if (!first || !words.every((w) => /^[A-Z][a-z]+$/.test(w))) return skill;
  const category = findLexiconTerms(skill)[0]?.category;
  return category && !NAMED_CATEGORIES.has(category) && words.every((w) => isProseWord(w.toLowerCase())) ? skill.toLowerCase() : skill;
}
// Lexicon categories of named things (a language, framework, product): their capitals stay.
const NAMED_CATEGORIES = new Set(['programming-language', 'framework', 'database', 'cloud-devops', 'software-tool', 'technology', 'equipment', 'language', 'data', 'design']);

// A further deed of a role whose sentences are full, each wording once a letter.
const MORE_OF_ROLE = ['In that role, I also {vp}.', 'Over the same period, I {vp}.'];

// What a role's work further included, each wording once a letter.
const MORE_THINGS = ['That role also covered', 'The work there also included', 'My work there also included'];

// A role told after the paragraph about a later one.
const BEFORE_THAT: Pool = {
  formal: ['Before that, as {atitle} at {employer}, I {vp}.', 'Prior to that, I served as {atitle} at {employer}, where I {vp}.'],
  balanced: ['Before that, as {atitle} at {employer}, I {vp}.', 'Before that, I worked as {atitle} at {employer}, where I {vp}.'],
  conversational: ['Before that, as {atitle} at {employer}, I {vp}.', 'Before that, I was {atitle} at {employer}, where I {vp}.'],
};

function beforeThat(ctx: Ctx, e: PlannedEvidence, vp: string): { text: string; vp: string } | null {
  const slots = entrySlots(ctx, e);
  if (!slots.employer || !slots.title) return null;
  const template = drawOnce(ctx, BEFORE_THAT[ctx.tone]);
  if (!template) return null;
  // Every 'Before that' pool shares one use a letter.
  for (const tone of ['formal', 'balanced', 'conversational'] as const) if (tone !== ctx.tone) ctx.spent.set(BEFORE_THAT[tone], []);
  ctx.spent.set(BEFORE_THAT[ctx.tone], []);
  return { text: recordNames(ctx, fill(ctx, template, { ...slots, vp }), slots), vp };
}

// A credential named as its holder ('Certified Public Accountant', 'Registered Nurse'), and one named as a document.
const HOLDER = /^(?:Certified|Chartered|Registered|Licensed|Professional)\b[^,]*\b(?:Accountant|Examiner|Nurse|Engineer|Analyst|Planner|Auditor|Manager|Technician|Specialist|Administrator|Architect|Professional|Practitioner|Therapist|Inspector|Appraiser|Agent|Counselor|Electrician|Trainer|Coach|Consultant)$/;
const AWARD = /\b(?:Certificate|Certification|License|Licence|Diploma)$/i;

/** A credential as a sentence names it: without its number or issuer ('Certified Fraud Examiner (# 598382)', '… - Coursera'). */
function credentialName(c: string): string {
  const name = nameInSentence(cleanLine(c));
  const at = name.search(/ ?\(| [-–—|] |, (?:State of|[A-Z]{2}\b)/);
  return (at > 0 ? name.slice(0, at) : name).trim();
}

/**
 * A certificate, licence or diploma as a sentence names it. One with a name of its own ('the TEFL Certificate', 'the
 * ServSafe Food Handler Certificate') takes 'the'; one named only by its field ('Paralegal Certificate') is one of
 * many and takes 'a' ('I hold a Paralegal Certificate', never 'the Paralegal Certificate').
 */
export function awardInSentence(c: string): string {
  const name = credentialName(c);
  const words = name.split(/\s+/);
  const generic = words.length <= 4 && words.every((w) => /^[A-Z][a-z]+$/.test(w) && !isProperWord(w));
  if (!generic) return `the ${name}`;
  return withArticle(name);
}

const PROPER_CHECK = new Map<string, boolean>();
/** A capitalised word that is a name rather than a common word ('ServSafe', 'Cisco'): the dictionary does not know it in lower case. */
function isProperWord(w: string): boolean {
  let hit = PROPER_CHECK.get(w);
  if (hit === undefined) {
    hit = !isProseWord(w.toLowerCase());
    PROPER_CHECK.set(w, hit);
  }
  return hit;
}

/** A credential's acronyms as the resume prints them ('PALS', never 'Pals'), whatever re-casing made of them. */
function keepAcronyms(original: string, printed: string): string {
  // A name printed all in capitals ('HYBRID CLOUD NANODEGREE') says nothing of which words are acronyms, except a
  // name of one short word, which is one ('PALS', 'ACLS', 'BLS': never 'Pals').
  if (/^[A-Z]{2,6}$/.test(original.trim())) return original.trim();
  if (!/[a-z]/.test(original)) return printed;
  const acronyms = new Map((original.match(/\b[A-Z]{2,5}\b/g) ?? []).map((a) => [a.toLowerCase(), a]));
  return printed.replace(/\b[A-Za-z]{2,5}\b/g, (w) => acronyms.get(w.toLowerCase()) ?? w);
}

/** 'AWS Certified Security Specialty, Amazon Web Services (AWS)' → 'AWS Certified Security Specialty'. */
function withoutIssuer(name: string): string {
  const at = name.lastIndexOf(', ');
  if (at < 0) return name;
  const head = name.slice(0, at);
  const tail = name.slice(at + 2).split(' ');
  const issuer = tail.length <= 6 && tail.every((w) => /^[A-Z(]/.test(w) || /^(?:of|for|and|&)$/.test(w));
  return issuer && head.split(' ').length >= 3 ? head.trim() : name;
}

// Categories of the lexicon that name a product or tool, and the nouns that end a product's name ('MIT App Inventor', 'Unity Engine').
const TOOL_CATEGORIES = new Set(['software-tool', 'programming-language', 'technology', 'framework', 'database', 'cloud-devops', 'data', 'design', 'equipment']);
const PRODUCT_NOUN = /\b(?:Inventor|Studio|Platform|SDK|IDE|Framework|Toolkit|Engine|Builder|Suite|Pi|Workbench|Designer)$/;

/**
 * A project whose heading is a platform or tool rather than the work ('MIT App Inventor', 'Tableau', 'Arduino'): the
 * name is wholly a tool the lexicon knows, ends on a product's noun, or the project's own lines use it as the means
 * ('built using MIT App Inventor', 'with Arduino').
 */
export function namesATool(p: ProjectEntry): boolean {
  const full = cleanLine(p.name);
  const name = (full.endsWith(')') && full.indexOf('(') > 0 ? full.slice(0, full.indexOf('(')) : full).trim();
  if (!name) return false;
  const hits = findLexiconTerms(name);
  if (hits.length === 1 && hits[0].length >= name.length - 1 && hits[0].category && TOOL_CATEGORIES.has(hits[0].category)) return true;
  // 'MIT App Inventor', 'Unity Engine' name a product; 'Collective Feature Request Platform' (four words or more) names
  // what the candidate built.
  if (PRODUCT_NOUN.test(name) && name.split(/\s+/).length <= 3) return true;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The name as written ('using MIT App Inventor'), not the same words in lower case ('in data analysis').
  return p.details.some((d) => new RegExp(String.raw`\b(?:[Uu]sing|[Ww]ith|in|on|via|through)\s+(?:the\s+)?${escaped}\b`).test(d));
}

/** The degree without what the resume printed after it ('BS in Computer Engineering; Concentration in …', '… - 3.8 GPA'). */
function degreeCore(degree: string): string {
  // A cohort or batch the programme printed ('Bachelor of Cybersecurity, Third Cohort') is no part of the degree either.
  const cut = degree.split(/;| [-–—|] |, (?=.*(?:GPA|CGPA|[Cc]oncentration|[Mm]inor|[Hh]onou?rs|[Cc]ohort|[Bb]atch|[Cc]lass of|\d))/)[0] ?? degree;
  return cut.trim() || degree;
}

function schoolPhrase(school?: string, preposition = 'from'): string {
  if (!school) return '';
  const s = cleanLine(school);
  const named = orgInSentence(s);
  return /^(university|college|institute|school)\b/i.test(named) ? ` ${preposition} the ${named}` : ` ${preposition} ${named}`;
}

function educationDetails(details: string[]): string {
  const gpa = details.map((d) => /\bGPA:?\s*(\d\.\d{1,2})\b/i.exec(d)?.[1]).find(Boolean);
  const honours = details.map((d) => /\b(summa|magna)?\s*cum laude\b/i.exec(d)?.[0]).find(Boolean);
  if (honours) return `, graduating ${honours.trim().toLowerCase()}`;
  return gpa ? ` with a GPA of ${gpa}` : '';
}

/** The plan as text: date, greeting, paragraphs, sign-off, name. */
/**
 * When a role named in passing was held, in years ('from 2013 to 2016', 'in 2015', 'since 2019'): the resume's date
 * column pasted in brackets ('(Feb. 2013 - Oct. 2016)') reads as a copied line. Empty when the years are not sure.
 */
export function roleYears(role: ExperienceEntry): string {
  const { startYear: from, endYear: to } = role;
  if (!from || (role.confidence?.dates ?? 1) < 0.5) return '';
  if (isCurrent(role)) return ` since ${from}`;
  if (!to || to === from) return /\b(?:19|20)\d{2}\b.*\b(?:19|20)\d{2}\b/.test(role.dates ?? '') ? '' : ` in ${from}`;
  return to > from ? ` from ${from} to ${to}` : '';
}

/**
 * A duty cut from a garbled posting line ('Communicate with key stakeholders opportunities at store level' →
 * 'communicating with key stakeholders opportunities'): two plural nouns side by side at its end, nothing joining them.
 */
export function garbledDuty(phrase: string): boolean {
  const m = /\b([a-z]{3,}) ([a-z]{3,})$/.exec(phrase.trim());
  if (!m) return false;
  const plural = (w: string) => /(?:[^su]s|ies)$/.test(w) && !/^(?:sales|operations|analytics|logistics|goods|news|series|systems|services|customers|employees|members|parts)$/.test(w);
  return plural(m[1]!) && plural(m[2]!);
}

const TITLE_FILLER = /^(?:performing|doing|handling|providing|managing|conducting|supporting|the|a|an|of|and|for|in|to|with|your|all|daily|general)$/i;

/** Whether a phrase says nothing beyond a title's own words ('performing data entry' for a Data Entry Clerk). */
export function restatesTitle(phrase: string, title: string): boolean {
  const titleWords = title.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  // A compound the title spells in two words is the same word ('Fork Lift Operator' and 'operating a forklift').
  const own = new Set([...titleWords, ...titleWords.slice(1).map((w, i) => titleWords[i] + w)].map((w) => w.replace(/s$/, '')));
  const words = phrase.toLowerCase().split(/[^a-z]+/).filter((w) => w && !TITLE_FILLER.test(w));
  // The title's agent noun done as a deed is the title too ('operating' for an Operator, 'driving' for a Driver).
  const stem = (a: string, b: string) => {
    let n = 0;
    while (n < a.length && n < b.length && a[n] === b[n]) n++;
    return n >= 4 && n >= Math.min(a.length, b.length) - 3;
  };
  return words.length > 0 && words.every((w) => own.has(w.replace(/s$/, '')) || [...own].some((o) => stem(w, o)));
}

export function realiseLetter(input: CoverLetterInput, plan: LetterPlan): LetterDraft {
  const { settings } = input;
  const ctx: Ctx = { datedEmployers: settings.focusAreas === 'experience', tone: settings.tone, style: settings.languageStyle, rand: createRandom(input.seed), decks: new Map(), spent: new Map(), named: [], concurrent: plan.concurrent, lastPastEnd: lastPastEnd([...input.profile.experience, ...(input.profile.otherPositions ?? [])]), duties: [], needsLeft: { minimal: 1, moderate: 2, extensive: 3 }[settings.industrySpecificity], termsInNeeds: settings.industrySpecificity !== 'minimal', postingStems: stemsOf(input.jobText ?? [input.job.position ?? '', ...input.job.responsibilities, ...input.job.requirements.map((r) => r.text)].join(' ')), positionStems: stemsOf(input.job.position ?? '') };
  const band = bandOf(input);
  const ownNames = [...input.profile.experience, ...(input.profile.otherPositions ?? [])]
    .flatMap((e) => [e.company, e.title])
    .concat(input.profile.education.map((e) => e.institution))
    .map((n) => ` ${(n ?? '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `)
    .filter((n) => n.trim().split(' ').length >= 3)
    .sort((a, b) => b.length - a.length);
  // No employer named in the posting: the letter is written around it ('your team'), not left with a bracket.
  const company = plan.company ? nameInSentence(plan.company) : 'your team';
  // In prose the employer's name takes its article ('help the City of Petaluma'); the greeting names it bare.
  const companyInProse = plan.company && OF_NAME.test(company) ? `the ${company}` : company;
  const position = plan.position ? nameInSentence(plan.position) : '[Position]';
  const name = plan.name ?? '[Your Name]';

  // The opening makes the case in three moves: the application, who the candidate is now, and why this role.
  const openingTemplate = draw(ctx, OPENINGS[ctx.tone]);
  const opening = [endSentence(fill(ctx, plan.company ? openingTemplate : openingTemplate.replace(' at {company}', '').replace('join {company} as your next', 'join your team as the next'), { position, company: companyInProse }))];
  // The areas the posting and the resume share, as the headline and the closing name them (none under minimal terminology).
  const areas = settings.industrySpecificity === 'minimal' ? [] : plan.reasonTerms.filter(isFieldOfWork);
  const credentialSaid = new Set<string>();
  if (plan.headline) {
    // The candidate's headline in one sentence: the role, the years the dates support (a span of less than three
    // years is an early career, not a selling point), and the areas the posting and the resume share.
    const years = plan.years && plan.years >= 3 ? `${spellNumber(plan.years)} years of professional experience` : '';
    // An area the title already says is no background ('a Data Entry Clerk …, with a background in data entry').
    const ownAreas = areas.filter((a) => !restatesTitle(a, plan.headline!.title));
    const background = ownAreas.length ? `a background in ${joinList(ownAreas)}` : '';
    const brings = joinList([years, background].filter(Boolean));
    const { since, years: span } = plan.headline;
    const slots = { atitle: withArticle(titleInSentence(plan.headline.title)), title: titleInSentence(plan.headline.title), employer: employerInSentence(plan.headline.employer), brings, since: String(since ?? ''), span: span ? spellNumber(span) : '', spanAs: span && span !== plan.years ? `${spellNumber(span)} years as ` : 'as ' };
    // 'With N years' after the most relevant (earlier) role would read as that role's span: 'and I bring …' instead.
    const tail = !brings ? '' : plan.headline.mostRelevant ? `, and I bring ${brings}` : `, with ${brings}`;
    // A role whose dates are sure says how long it has lasted ('I have worked as … since 2016', 'Most recently, I spent ten years as …').
    const spanned = plan.headline.mostRelevant ? undefined : plan.headline.current ? (since ? draw(ctx, HEADLINE_CURRENT_SINCE[ctx.tone]) : undefined) : span ? draw(ctx, HEADLINE_PAST_SPAN[ctx.tone]) : undefined;
    const template = brings && !plan.headline.current && !plan.headline.mostRelevant ? HEADLINE_BRINGS[ctx.tone] : (spanned ?? draw(ctx, (plan.headline.mostRelevant ? HEADLINE_RELEVANT : plan.headline.current ? HEADLINE_CURRENT : HEADLINE_PAST)[ctx.tone]));
    // A credential of the posting's field leads the headline: 'I am a Certified Public Accountant and currently a Tax
    // Preparer at …' (said there, not again among the qualifications).
    // Never when the title is the credential itself ('a Certified Public Accountant and currently a Certified Public Accountant at …').
    const isTitle = (c: string) => {
      const words = credentialName(c).toLowerCase();
      const acronym = /\(([A-Z]{2,6})\)/.exec(c)?.[1];
      return plan.headline!.title.toLowerCase().includes(words) || Boolean(acronym && new RegExp(`\\b${acronym}\\b`).test(plan.headline!.title));
    };
    const titleIsCredential = plan.fieldCredentials.some(isTitle);
    const held = titleIsCredential ? [] : plan.fieldCredentials;
    const credential = joinList(held.map((c) => withArticle(credentialName(c))));
    const withCredential = !credential ? '' : plan.headline.mostRelevant ? `I am ${credential}, and my most relevant experience comes from my time as {atitle} at {employer}{years}.` : plan.headline.current ? (since ? `I am ${credential}${held.length > 1 ? ', and I' : ' and'} have worked as {atitle} at {employer} since {since}{years}.` : `I am ${credential}${held.length > 1 ? ',' : ''} and currently {atitle} at {employer}{years}.`) : span && span !== plan.years ? `I am ${credential} and spent {span} years as {atitle} at {employer}{years}.` : `I am ${credential}, most recently {atitle} at {employer}{years}.`;
    if (withCredential) for (const c of held) credentialSaid.add(c);
    if (titleIsCredential) for (const c of plan.fieldCredentials.filter(isTitle)) credentialSaid.add(c);
    opening.push(endSentence(recordNames(ctx, fill(ctx, withCredential || template, { ...slots, years: withCredential && brings && !plan.headline.mostRelevant ? `, with ${brings}` : tail }), slots)));
  }
  // Why this role: a duty the posting lists that the resume speaks to (chosen here, not in the plan a model is given).
  const duties = rankDutyPhrases(input.job.responsibilities, new Set(input.match.matchedKeywords), input.profile.lines.join('\n'));
  // A reason that only restates the candidate's own title or the posting's ('The part of this role I am most drawn to
  // is performing data entry' after 'Data Entry Clerk … with a background in data entry') is no reason.
  const duty = duties.find((d) => !restatesTitle(d.text, plan.headline?.title ?? '') && !restatesTitle(d.text, plan.position ?? '') && !garbledDuty(d.text));
  // The closing ties the case to another duty of the posting, when there is one the body need not answer.
  const closingDuty = duties.length > 2 ? duties[duties.length - 1] : undefined;
  ctx.duties = duties.filter((d) => d !== duty && d !== closingDuty);
  // Why this employer, when the posting says what it is or does; otherwise why this role, from a duty it lists.
  const about = plan.company && input.jobText ? employerAccount(input.jobText, plan.company, input.job.company)[0] : undefined;
  // What the employer is, when the posting says it plainly (never its marketing copy handed back); else a duty it lists.
  // Nor what the employer says it is ('it is a healthy beverage company with ice-cold sustainable cans'): its identity
  // copy handed back reads as pasted, not as the candidate's motive; what it does or wants may stand.
  const plainAbout = about && !PROMOTIONAL.test(about) && !IDENTITY_COPY.test(about) ? about : undefined;
  if (plainAbout) opening.push(endSentence(fill(ctx, draw(ctx, COMPANY_REASONS[ctx.tone]), { company: companyInProse, clause: plainAbout })));
  else if (duty) opening.push(endSentence(fill(ctx, draw(ctx, DUTY_REASONS[ctx.tone]), { duty: duty.text })));

  const closingContact = joinList(plan.contact, 'or');
  const closingLine = areas.length && !closingDuty ? fill(ctx, draw(ctx, CLOSINGS_AREAS[ctx.tone]), { company: companyInProse, areas: joinList(areas.slice(0, 2).map(asModifier)) }) : fill(ctx, draw(ctx, CLOSINGS[ctx.tone]), { company: companyInProse, duty: closingDuty ? ` with ${closingDuty.text}` : '' });
  // The single most important concrete gap, owned honestly: not having it, never a claim.
  const transfer = plan.gapTransfer?.length ? joinList(plan.gapTransfer) : '';
  const gap = plan.gap && settings.industrySpecificity !== 'minimal' ? endSentence(fill(ctx, (transfer ? GAP_TRANSFER : GAP)[ctx.tone], { gap: plan.gap, transfer })) : undefined;
  // The closing: the gap owned, an invitation to talk about the work, the contact, thanks.
  // A licence or certificate the posting requires and the resume does not show is never promised ('I am ready to meet
  // that requirement before I start' was read blind as a statement the resume does not support): the letter leaves it out.
  const closing = [...(gap ? [gap] : []), endSentence(closingLine), ...(plan.contact.length ? [endSentence(fill(ctx, draw(ctx, CONTACT[ctx.tone]), { contact: closingContact }))] : []), fill(ctx, draw(ctx, THANKS[ctx.tone]), {})];
  const greeting = plan.addressee ? `Dear ${plan.addressee},` : plan.company ? `Dear ${company} Hiring Team,` : 'Dear Hiring Manager,';
  const signOff = draw(ctx, SIGN_OFFS[ctx.tone]);

  const fixedWords = countWords([formatLetterDate(input.date), greeting, ...opening, ...closing, signOff, name].join(' '));
  let words = fixedWords;
  const fits = (s: string) => words + countWords(s) <= band.max - 2;

  // Evidence paragraphs, then credentials, skills, education and projects, each only when it fits.
  // The body is the case, role by role: each role's lines are aggregated into one flowing sentence ('As a Senior Data
  // Analyst at Market Scan, I developed …, created …, and reviewed …'), never a recital of bullets strung with connectors.
  const evidenceParas: EvidencePara[] = [];
  const blockOf = new Map<ExperienceKey, RoleBlock>();
  const paraOfEmployer = new Map<string, EvidencePara>();
  /** Roles named in a one-line 'earlier, I worked as …' sentence: their bullets are not used after it. */
  const rolesNamed = new Set<ExperienceKey>();
  const employersNamed = new Set<string>();
  let termsUsed = 0;
  const used = new Set<PlannedEvidence>();
  const addEvidence = (list: PlannedEvidence[], limitWords: number, perEmployer = 4) => {
    // Each role's lines together, roles in the order the plan first names them; a role's deeds before the things its
    // work included, so the sentence naming the role carries a verb.
    const firstAt = new Map<ExperienceKey, number>();
    list.forEach((e, i) => firstAt.has(e.entry) || firstAt.set(e.entry, i));
    const kinds = new Map(list.map((e) => [e, realiseBullet(e.source, e.current ? 'present' : 'past').kind === 'np' ? 1 : 0]));
    const grouped = list.map((e, i) => ({ e, i })).sort((x, y) => (firstAt.get(x.e.entry) ?? 0) - (firstAt.get(y.e.entry) ?? 0) || (kinds.get(x.e) ?? 0) - (kinds.get(y.e) ?? 0) || x.i - y.i);
    for (const { e } of grouped) {
      if (words >= limitWords) break;
      if (rolesNamed.has(e.entry) || used.has(e)) continue;
      const employerKey = employerKeyOf(e.entry);
      const existing = paraOfEmployer.get(employerKey);
      // At most a few lines about one employer: the letter is not the resume.
      if (existing && clauseCount(existing) >= perEmployer) continue;
      const raw = realiseBullet(e.source, e.current ? 'present' : 'past');
      // The part of the line that answers: a long deed loses its commentary (its figures stay).
      const clause: Clause = raw.kind === 'vp' ? { kind: 'vp', text: trimClause(raw.text) } : raw;
      if (clause.kind === 'none' || !fitClause(clause.text, clause.kind)) continue;
      const tense: Tense | undefined = clause.kind !== 'vp' ? undefined : e.current && realiseBullet(e.source, 'past').text !== raw.text ? 'present' : 'past';
      const block = blockOf.get(e.entry);
      const para = existing ?? { blocks: [], tail: [] };
      const before = existing ? countWords(renderPara(para)) : 0;
      if (block) {
        // More from a role already told: the clause joins its sentence.
        if (clause.kind === 'vp') block.vps.push({ text: clause.text, tense });
        else block.nps.push(clause.text);
        const after = countWords(renderPara(para));
        // Past the band, or a clause the role's sentences have no place for: left for another role.
        if (words + after - before > band.max - 2 || after === before) {
          if (clause.kind === 'vp') block.vps.pop();
          else block.nps.pop();
          // A role whose sentences are full (two long deeds never share one) goes on in a sentence of its own, when
          // the letter is still short of its band: 'In that role, I also …', never a third 'I also' in a row.
          // Only while the paragraph is prose: a third sentence opening on a deed would make it a recital.
          const more = existing && clause.kind === 'vp' && after === before && words < band.min && e.entry.company && deedSentencesOf(renderPara(para)).length < 2 ? drawOnce(ctx, MORE_OF_ROLE) : null;
          if (!more) continue;
          const sentence = endSentence(fill(ctx, more, { employer: employerInSentence(e.entry.company ?? ''), vp: clause.text }));
          if (!fits(sentence) || repeatsRun(sentence, [...opening, ...needParas, ...evidenceParas.map(renderPara), ...closing].join(' '), ownNames)) continue;
          para.tail.push(sentence);
          words += countWords(sentence);
          used.add(e);
          continue;
        }
        words += after - before;
        used.add(e);
        continue;
      }
      const termsShare = { minimal: 0, moderate: 0.6, extensive: 1 }[settings.industrySpecificity];
      const useTerms = termsUsed < 3 && ctx.rand() < termsShare;
      // A role the headline or a requirement paragraph has named already is referred to, not introduced again.
      const isHeadline = (e.entry.company === plan.headline?.employer && e.entry.title === plan.headline?.title) || (mentions.has(e.entry) && Boolean(e.entry.company));
      // Another role at an employer the paragraph is about (a promotion) is named by its title, ordered by the dates.
      const lastBlock = existing?.blocks[existing.blocks.length - 1];
      const mode: EvidenceMode = existing ? 'other-role' : 'first';
      const order = existing ? roleOrder(e.entry, lastBlock?.entry) : undefined;
      // A role told after a later one's paragraph: 'Before that, as …' (once a letter).
      const prevPara = evidenceParas[evidenceParas.length - 1];
      const follows = !existing && !isHeadline && !e.current && prevPara?.blocks[0] && roleOrder(e.entry, prevPara.blocks[0].entry) === 'earlier' && roleOrder(e.entry, ctx.lastRole ?? prevPara.blocks[0].entry) === 'earlier';
      const framed = follows && clause.kind === 'vp' && ctx.needsLeft <= 0 ? beforeThat(ctx, e, clause.text) : null;
      const sentence = framed ?? evidenceFrame(ctx, e, clause, mode, useTerms, isHeadline, evidenceParas.length === 0 && needParas.length === 0, order);
      if (!sentence) continue;
      const text = endSentence(capitalise(sentence.text));
      // A frame that repeats a run of the requirement paragraphs ('… my work at <a long employer's name> …') is a line
      // told twice: the role's evidence waits for another frame.
      if (needParas.length && repeatsRun(text, needParas.join(' '), ownNames)) continue;
      // The frame keeps a place for the role's list: of deeds ('I developed …, created …'), or of the things its work
      // included ('my work included reporting …, supervising …').
      const filled = sentence.vp ?? (clause.kind === 'np' ? clause.text : '');
      const at = filled ? text.lastIndexOf(filled) : -1;
      const newBlock: RoleBlock = {
        entry: e.entry,
        frame: at >= 0 ? [text.slice(0, at), text.slice(at + filled.length)] : [text],
        slot: at < 0 ? 'none' : sentence.vp ? 'vp' : 'np',
        vps: at >= 0 && sentence.vp ? [{ text: sentence.vp, tense }] : [],
        nps: at >= 0 && !sentence.vp ? [filled] : [],
        more: drawOnce(ctx, MORE_THINGS) ?? 'The role also included',
      };
      para.blocks.push(newBlock);
      const after = countWords(renderPara(para));
      if (words + after - before > band.max - 2) {
        para.blocks.pop();
        continue;
      }
      words += after - before;
      ctx.lastRole = e.entry;
      if (!existing && e.terms.length) termsUsed++;
      if (!existing) {
        evidenceParas.push(para);
        paraOfEmployer.set(employerKey, para);
      }
      blockOf.set(e.entry, newBlock);
      used.add(e);
    }
  };
  // The body is the case: each of the posting's most important requirements the resume meets, answered in a paragraph
  // of its own by the best evidence from any role, the role a referring expression ('at Acme', 'in my current role').
  const needParas: string[] = [];
  /** The role each requirement paragraph ends on: more of that role's lines join it rather than open a paragraph of their own. */
  const needRoles: (ExperienceEntry | undefined)[] = [];
  const needFirstRoles: (ExperienceEntry | undefined)[] = [];
  /** How often each role has been referred to: the first time by title and employer, then by shorter expressions, varied. */
  const mentions = new Map<ExperienceEntry, number>();
  const isHeadlineRole = (e: PlannedEvidence) => e.entry.company === plan.headline?.employer && e.entry.title === plan.headline?.title;
  // A known role, referred to again: 'in my current role' only before a deed in the present ('in my current role, I
  // monitored' is not English); each expression at most once a letter before the plain 'at Acme'.
  const LATER_REFERENCES = { current: ['in my current role', 'at {employer}'], past: ['during my time at {employer}', 'at {employer}'] };
  const spentReferences = new Set<string>();
  /** The role as a referring expression; plain: only 'at X' or 'as a Y at X' (the need frames say 'my work {at}'). */
  const refer = (e: PlannedEvidence, pastDeed: boolean, plain: boolean): string => {
    const slots = entrySlots(ctx, e);
    const seen = (mentions.get(e.entry) ?? 0) + (isHeadlineRole(e) ? 1 : 0);
    if (!slots.employer) return slots.title && !UNANCHORED_ROLE.test(slots.title) ? `as ${slots.atitle}` : '';
    if (slots.title && !seen) return `as ${slots.atitle} at ${slots.employer}`;
    if (plain || !slots.title) return `at ${slots.employer}`;
    const pool = LATER_REFERENCES[e.current && !pastDeed ? 'current' : 'past'].filter((x) => !spentReferences.has(x) || x === 'at {employer}');
    const pick = pool[Math.min(pool.length - 1, seen - 1 + (ctx.rand() < 0.5 ? 0 : 1))] ?? 'at {employer}';
    spentReferences.add(pick);
    return pick.replace('{employer}', slots.employer);
  };
  const mention = (e: PlannedEvidence) => {
    mentions.set(e.entry, (mentions.get(e.entry) ?? 0) + 1);
    ctx.lastRole = e.entry;
  };
  /** The role the last requirement sentence spoke of: the next one about it needs no name ('There, I also …'). */
  let lastEntry: ExperienceEntry | undefined;
  /** The deed the last requirement sentence ends on, when it tells one alone: the same role's next deed can join it. */
  let lastVp: string | undefined;
  let lastTense: DeedTense = 'past';
  const SAME_ROLE_AGAIN = ['There, I also {vp}.', 'I also {vp}.'];
  for (const need of plan.needs) {
    const parts: string[] = [];
    let firstEntry: ExperienceEntry | undefined;
    let prev: PlannedEvidence | undefined;
    // Two short deeds of one role answer the requirement in one sentence ('I processed … and answered …'), not a
    // sentence and an 'I also …'.
    const deedOf = (e: PlannedEvidence) => {
      const clause = realiseBullet(e.source, e.current ? 'present' : 'past');
      return clause.kind === 'vp' ? trimClause(clause.text) : undefined;
    };
    const [first, other] = need.evidence.filter((e) => !used.has(e));
    const firstDeed = first && deedOf(first);
    const otherDeed = other && other.entry === first?.entry && deedOf(other);
    // Only deeds of one tense ('I reduced … and prepare …' is not English).
    const joined = firstDeed && otherDeed && fitClause(firstDeed, 'vp') && fitClause(otherDeed, 'vp') && sameTense(deedTense(first), deedTense(other)) ? joinDeeds(firstDeed, otherDeed) : null;
    for (const e of need.evidence) {
      if (used.has(e)) continue;
      const deed = deedOf(e);
      // A thing the work included ('reporting for 40 clients') is told in the role's own paragraph, not as an answer.
      if (deed === undefined) continue;
      const together = joined !== null && e === first && !prev;
      const vp = together ? joined : deed;
      if (!fitClause(vp, 'vp')) continue;
      const clause = realiseBullet(e.source, e.current ? 'present' : 'past');
      const pastDeed = !e.current || realiseBullet(e.source, 'past').text === clause.text;
      const slots = entrySlots(ctx, e);
      let sentence: string;
      if (!prev) {
        const plainAt = refer(e, pastDeed, true);
        if (!plainAt) continue;
        const need_ = needSentence(ctx, e, slots, vp, false, plainAt, need.terms)?.text;
        // The same role again, after a sentence that ends on one short deed of it: the two deeds are one sentence ('At
        // Wilder Tech, I train new desktop support technicians … and set up computer hardware …'), not two.
        const last = needParas[needParas.length - 1];
        const merged = !need_ && !parts.length && lastEntry === e.entry && lastVp && sameTense(lastTense, deedTense(e)) && last?.endsWith(`${lastVp}.`) ? joinDeeds(lastVp, vp) : null;
        if (merged && last && lastVp && fits(` and ${vp}`) && !repeatsRun(`I ${vp}.`, [...opening, ...needParas, ...closing].join(' '), ownNames)) {
          needParas[needParas.length - 1] = `${last.slice(0, -(lastVp.length + 1))}${merged}.`;
          words += countWords(vp) + 1;
          used.add(e);
          mention(e);
          lastVp = undefined;
          break;
        }
        // The same role again joins the last paragraph ('I also …'), unless that paragraph has its 'I also' already.
        const again = !need_ && lastEntry === e.entry && !(needParas.length && /\bI also\b/.test(needParas[needParas.length - 1])) ? drawOnce(ctx, SAME_ROLE_AGAIN) : null;
        sentence = need_ ?? (again ? fill(ctx, again, { vp }) : recordNames(ctx, fill(ctx, '{At}, I {vp}.', { at: refer(e, pastDeed, false), vp }), slots));
      } else if (prev.entry === e.entry) sentence = `I also ${vp}.`;
      else {
        const at = refer(e, pastDeed, false);
        if (!at) continue;
        sentence = recordNames(ctx, fill(ctx, '{At}, I also {vp}.', { at, vp }), slots);
      }
      sentence = endSentence(capitalise(sentence));
      // A long employer's name in two frames ('… at Department of Systematics, Uppsala University, I also …') would
      // read as a line told twice: the role goes unnamed instead.
      // (Only for the role just spoken of: a deed of another role is never left without its role.)
      if (repeatsRun(sentence, [...opening, ...needParas, ...parts, ...closing].join(' ')) && (prev ?? (parts.length ? undefined : { entry: lastEntry }))?.entry === e.entry) sentence = endSentence(`I also ${vp}`);
      if (!fits(sentence) || repeatsRun(sentence, [...opening, ...needParas, ...parts, ...closing].join(' '), ownNames)) continue;
      parts.push(sentence);
      words += countWords(sentence);
      used.add(e);
      if (together) used.add(other);
      lastVp = together ? undefined : vp;
      lastTense = deedTense(e);
      mention(e);
      if (!prev) firstEntry = e.entry;
      prev = e;
      lastEntry = e.entry;
    }
    // A requirement answered by the role the last paragraph ended on ('I also …', 'There, I also …') goes on in that paragraph.
    if (parts.length && needParas.length && /^(?:There, )?I also\b/.test(parts[0]) && !/\bI also\b/.test(needParas[needParas.length - 1])) {
      needParas[needParas.length - 1] += ` ${parts.join(' ')}`;
      needRoles[needRoles.length - 1] = lastEntry;
    } else if (parts.length) {
      needParas.push(parts.join(' '));
      needRoles.push(lastEntry);
      needFirstRoles.push(firstEntry);
    }
  }
  addEvidence(plan.evidence, band.max);

  const extras: string[] = [];
  const addExtra = (s: string | null) => {
    if (s && fits(s)) {
      extras.push(s);
      words += countWords(s);
    }
  };
  // The skills the posting asks for that the resume lists, in one plain sentence (never 'your posting names …'): under
  // a technical-skills focus or extensive terminology always, otherwise only to reach the band.
  let skillsSaid = false;
  const addSkills = (count: number, least = 2, ownToo = false) => {
    // Extensive terminology also names the candidate's own field terms the posting does not ask for; so does a letter
    // short of its band (the resume's own skills are its content, not filler).
    const list = settings.industrySpecificity === 'extensive' ? [...plan.skills.slice(0, count), ...plan.extra.skills].slice(0, count + 2) : ownToo && plan.skills.length < least ? [...plan.skills, ...plan.extra.skills.filter(namedSkill)].slice(0, count) : plan.skills.slice(0, count);
    if (skillsSaid || settings.industrySpecificity === 'minimal' || list.length < least) return;
    const before = extras.length;
    // Plain words are common nouns in prose ('infection control', 'customer service'); names keep their capitals.
    addExtra(fill(ctx, draw(ctx, OWN_SKILLS[ctx.tone]), { list: joinList(list.map(skillInSentence)) }));
    skillsSaid = extras.length > before;
  };
  if (settings.focusAreas === 'skills' || settings.industrySpecificity === 'extensive') addSkills(4, 1);
  /** Where the last education sentence stands among the extras, so a credential can join it ('… and am a Certified Public Accountant'). */
  let educationAt = -1;
  /** Credentials and degrees already told: a second pass to fill the band never tells one twice. */
  const toldFacts = new Set<string>();
  const addCredentials = (list: string[]) => {
    list = list.filter((c) => !toldFacts.has(c));
    if (!list.length) return;
    for (const c of list) toldFacts.add(c);
    // 'Certified Public Accountant': a credential named as its holder is one the candidate is ('I am a Registered
    // Nurse'); a certificate or licence one they hold ('the TEFL Certificate'); any other a credential they hold. A
    // credential printed in capitals ('HYBRID CLOUD NANODEGREE') is re-cased like any name; acronyms stay ('PALS');
    // the issuer after a comma ('…, Amazon Web Services (AWS)') is no part of its name.
    const isHolder = (c: string) => HOLDER.test(credentialName(c)) && !AWARD.test(credentialName(c));
    const holders = list.filter(isHolder).map((c) => withArticle(credentialName(c)));
    const rest = list.filter((c) => !isHolder(c));
    const awards = rest.every((c) => AWARD.test(credentialName(c)));
    const printed = rest.map((c) => (awards ? awardInSentence(c) : withoutIssuer(keepAcronyms(cleanLine(c), nameInSentence(cleanLine(c))))));
    const held = !rest.length ? '' : awards ? `hold ${joinList(printed)}` : `hold the ${joinList(printed)} ${printed.length > 1 || printed[0]?.includes(' and ') ? 'credentials' : 'credential'}`;
    const clause = [holders.length ? `am ${joinList(holders)}` : '', held].filter(Boolean).join(' and ');
    const last = extras[extras.length - 1];
    // Joined to a short education sentence just before it: 'I earned …, and hold the ACLS and PALS credentials.'
    if (educationAt >= 0 && educationAt === extras.length - 1 && countWords(last) <= 24 && /^I (?:earned|hold|completed)\b/.test(last) && !clause.includes(' and ')) {
      const joined = `${last.slice(0, -1)} and ${clause}.`;
      if (fits(joined.slice(last.length - 1))) {
        extras[extras.length - 1] = joined;
        words += countWords(joined) - countWords(last);
        return;
      }
    }
    addExtra(`I ${clause}.`);
  };
  const addEducation = (e: EducationEntry | undefined) => {
    if (!e?.degree || toldFacts.has(e.degree)) return;
    toldFacts.add(e.degree);
    // 'Bachelor of Technology Computer Science' is said with its 'in': 'a Bachelor of Technology in Computer Science'.
    // (Only when the lexicon reads the same degree in both: 'Bachelor of Science in Nursing' is a BSN the resume's
    // 'Bachelor of Science Nursing' may not name, and the grounding check would rightly drop the sentence.)
    const printed = nameInSentence(degreeCore(e.degree));
    const joined = printed.replace(/^((?:Bachelor|Master|Associate|Doctor)(?:'s)? of (?:Technology|Science|Arts|Engineering|Commerce|Education|Applied Science|Fine Arts|Business Administration|Computer Applications))\s+(?!in\b|and\b|with\b|from\b|at\b)(?=[A-Z])/, '$1 in ');
    const termsOf = (t: string) => findLexiconTerms(t).map((h) => h.term).sort().join('|');
    const written = joined !== printed && termsOf(joined) === termsOf(printed) ? joined : printed;
    // 'Business Administration, M.Sc' is said the usual way round: 'an M.Sc in Business Administration'.
    // So is 'Finance, Bachelor of Business Administration': 'a Bachelor of Business Administration in Finance'.
    const flipped = /^([^,]{3,60}), ((?:[BMA]\.?\s?[A-Z][A-Za-z.]{0,5}|Ph\.?\s?D\.?|(?:Bachelor|Master|Associate|Doctor)(?:'s)? of [A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+){0,2}))$/.exec(written);
    const degree = flipped && termsOf(`${flipped[2]} in ${flipped[1]}`) === termsOf(written) ? `${flipped[2]} in ${flipped[1]}` : written;
    // A programme or course ('Electrical Apprenticeship Program') is completed, not earned as 'a' degree.
    const isDegree = !/\b(?:program|programme|course|apprenticeship|training)\b/i.test(degree) && factEvidence.degreeEvidence(degree) >= 0.8;
    // A degree still being earned is being completed ('I am completing a B.S. … at …'), never 'earned'.
    // An 'expected' date the letter's date has passed says nothing of whether it was finished: studied toward (not
    // 'earned', which the resume does not say; not 'pursued', which reads as abandoned), without expected honours.
    // On a resume whose 'now' is years ago, a degree then under way may since have been finished or left: studied toward.
    const read = degreeStatus(e, input.date);
    const status = read === 'in-progress' && plan.stale ? 'unclear' : read;
    const slots = { adegree: isDegree ? withArticle(degree) : `the ${degree}`, school: schoolPhrase(e.institution, status === 'earned' ? 'from' : 'at'), details: status === 'earned' ? educationDetails(e.details) : '' };
    named(ctx, 'degree', written);
    if (e.institution) named(ctx, 'school', orgInSentence(cleanLine(e.institution)));
    // A further degree after one already told: 'I also hold …', not a second 'My education includes …'.
    const template = status === 'in-progress' ? draw(ctx, EDUCATION_IN_PROGRESS[ctx.tone]) : status === 'unclear' ? 'I studied toward {adegree}{school}.' : isDegree ? (educationAt >= 0 ? 'I also hold {adegree}{school}{details}.' : draw(ctx, EDUCATION[ctx.tone])) : 'I completed {adegree}{school}{details}.';
    const before = extras.length;
    const sentence = endSentence(fill(ctx, template, slots));
    // A second earned degree told right after the first joins its sentence: 'I earned a Master of Accountancy from
    // Wayne State University and a B.S. in Accounting from the University of Washington.'
    const last = extras[extras.length - 1];
    const firstDegree = educationAt >= 0 && educationAt === extras.length - 1 && /^(?:I earned|I hold|My education includes) /.test(last ?? '') && !/ and (?:an? |the )/.test(last ?? '');
    if (template.startsWith('I also hold ') && firstDegree && status === 'earned') {
      const joined = `${last.slice(0, -1)} and ${sentence.slice('I also hold '.length)}`;
      if (fits(joined.slice(last.length - 1))) {
        extras[extras.length - 1] = joined;
        words += countWords(joined) - countWords(last);
        return;
      }
    }
    // A third degree joins the 'I also hold …' sentence of the second: never 'I also hold … I also hold …'.
    if (template.startsWith('I also hold ') && last?.startsWith('I also hold ') && !last.includes(' and ')) {
      const joined = `${last.slice(0, -1)} and ${sentence.slice('I also hold '.length)}`;
      if (fits(joined.slice(last.length - 1))) {
        extras[extras.length - 1] = joined;
        words += countWords(joined) - countWords(last);
      }
      return;
    }
    addExtra(sentence);
    if (extras.length > before) educationAt = before;
  };
  /** Each project in one or more sentences from its lines: the first framed with its name, the next joined to it. */
  const projectsTold = new Set<ProjectEntry>();
  /** Projects with a sentence said of the project itself ('The project was adopted by …'): one each. */
  const saidOfProject = new Set<ProjectEntry>();
  const addProjects = (projects: ProjectEntry[], perProject = 2, limitWords = band.max) => {
    for (const p of projects) {
      if (words >= limitWords || projectsTold.has(p)) continue;
      const projectName = nameInSentence(p.name);
      let said = 0;
      // The project's deeds share its one sentence ('In my project X, I built A, trained B, and deployed C').
      const deeds: string[] = [];
      let template = '';
      let sentenceAt = -1;
      for (const line of p.details.slice(0, 6)) {
        if (said >= perProject || words >= limitWords) break;
        const clause = realiseBullet(line, 'past');
        const ofProject = /^[A-Z][a-z]+ed (?:by|in|on|at|for)\b/.test(cleanLine(line));
        if (clause.kind === 'none' || !fitClause(clause.text, clause.kind)) continue;
        if (said === 0 && ofProject) continue;
        if (said === 0) {
          const before = extras.length;
          if (clause.kind === 'vp') {
            // A platform or tool under a project's heading ('MIT App Inventor') is what the work was built with, not its name.
            const tool = namesATool(p);
            template = !tool ? draw(ctx, PROJECT[ctx.tone]) : clause.text.toLowerCase().includes(projectName.toLowerCase()) ? 'In a project of my own, I {vp}.' : 'In a project built with {name}, I {vp}.';
            addExtra(endSentence(fill(ctx, template, { name: projectName, vp: clause.text })));
            if (extras.length > before) {
              deeds.push(clause.text);
              sentenceAt = before;
            }
          } else if (/^[a-z]/.test(clause.text) && !namesATool(p)) addExtra(endSentence(`My project ${projectName} is ${/^(?:a|an|the)\s/.test(clause.text) ? clause.text : withArticle(clause.text)}`));
          if (extras.length > before) {
            said++;
            projectsTold.add(p);
          }
        } else if (ofProject) {
          // 'Adopted by 3 major AI labs', 'Featured in PyTorch ecosystem tools': said of the project, not of the candidate.
          const about = cleanLine(line);
          const before = extras.length;
          if (fitClause(about, 'vp') && !saidOfProject.has(p)) addExtra(endSentence(`The project was ${about.charAt(0).toLowerCase()}${about.slice(1)}`));
          if (extras.length > before) {
            said++;
            saidOfProject.add(p);
          }
        } else if (clause.kind === 'vp' && sentenceAt >= 0 && deeds.length < 3 && !deeds.some((d) => d.includes(',')) && countWords([...deeds, clause.text].join(' ')) <= LIST_WORDS) {
          // A further line joins the project's sentence; a line with its own commas only closes the list.
          const last = extras[sentenceAt];
          const next = endSentence(fill(ctx, template, { name: projectName, vp: deedList([...deeds, clause.text]) }));
          if (words + countWords(next) - countWords(last) <= band.max - 2) {
            extras[sentenceAt] = next;
            words += countWords(next) - countWords(last);
            deeds.push(clause.text);
            said++;
          }
        }
      }
    }
  };
  addEducation(plan.education);
  addCredentials(plan.credentials.filter((c) => !credentialSaid.has(c)));
  addProjects(plan.projects);
  let earlierAt = -1;
  let earlierIn: string[] | null = null;
  let earlierAlso = false;
  const addRoles = (limit: number) => {
    for (const role of plan.extra.roles) {
      if (words >= limit) break;
      if (blockOf.has(role) || rolesNamed.has(role)) continue;
      // A summer internship named in passing says nothing for the case (under a work-experience focus the career is told whole).
      if (settings.focusAreas !== 'experience' && /\b(?:intern(?:ship)?|summer)\b/i.test(role.title ?? '')) continue;
      const key = employerKeyOf(role);
      const slots = { atitle: withArticle(titleInSentence(role.title ?? '')), employer: employerInSentence(role.company ?? ''), dates: roleYears(role) };
      named(ctx, 'title', titleInSentence(role.title ?? ''));
      named(ctx, 'employer', slots.employer);
      // Another role at an employer the letter has a paragraph about joins that paragraph as 'there'.
      const employerPara = paraOfEmployer.get(key);
      if (employerPara) {
        // A second earlier role there joins the first role sentence ('… as X (dates) and as Y (dates).').
        const tail = employerPara.tail;
        const last = tail[tail.length - 1] ?? '';
        const joined = last.startsWith('I also worked there as ') ? `${last.slice(0, -1)} and as ${slots.atitle}${slots.dates}.` : null;
        const sentence = joined ?? endSentence(fill(ctx, 'I also worked there as {atitle}{dates}.', slots));
        const added = joined ? countWords(joined) - countWords(last) : countWords(sentence);
        if (words + added <= band.max - 2) {
          if (joined) tail[tail.length - 1] = joined;
          else tail.push(sentence);
          words += added;
        }
      } else if (!employersNamed.has(key)) {
        // A second earlier role joins the first one's sentence rather than repeating its frame.
        const addition = ` and as ${slots.atitle} at ${slots.employer}${slots.dates}`;
        // Two roles a sentence at most: a third 'and as …' reads as a list pasted from the resume.
        // Told after the roles, 'Earlier, …' and 'Before that, …' speak of a role older than the one told last; any other
        // role is told with the 'also' frame ('I also worked as …'), and joins only a sentence that frame began.
        const lastPara = evidenceParas[evidenceParas.length - 1];
        const older = !lastPara || !ctx.lastRole || roleOrder(role, ctx.lastRole) === 'earlier';
        if (earlierIn && (older || earlierAlso) && countWords(earlierIn[earlierAt]) < 40 && !earlierIn[earlierAt].includes(' and as ') && fits(addition)) {
          earlierIn[earlierAt] = `${earlierIn[earlierAt].slice(0, -1)}${addition}.`;
          words += countWords(addition);
        } else if (!earlierIn) {
          // A role held alongside the current one is not 'earlier': only the 'also' frame fits it.
          const also = ctx.concurrent.has(role) || !older;
          const sentence = endSentence(fill(ctx, also ? EARLIER_ROLE[ctx.tone][1] : draw(ctx, EARLIER_ROLE[ctx.tone]), slots));
          earlierAlso = also || sentence.includes(' also ');
          // Told with the career, at the end of the last paragraph about the roles, not after the degree and the
          // credentials as an afterthought ('… certifications. I also worked as a Customer Success Manager …').
          const target = lastPara ? lastPara.tail : extras;
          if (sentence && fits(sentence)) {
            target.push(sentence);
            words += countWords(sentence);
            earlierIn = target;
            earlierAt = target.length - 1;
          }
        }
      }
      employersNamed.add(key);
      rolesNamed.add(role);
    }
  };
  // A work-experience focus tells the career, role by role.
  if (settings.focusAreas === 'experience') addRoles(band.max);
  // Short of the band: more of the resume's own content, never filler; what cannot be filled is left short.
  // Evidence the per-employer limit held back comes first, then the reserve; a letter about one or two employers may
  // say more about each.
  const fillShort = () => {
    if (words < band.min + 10) addEvidence([...plan.evidence, ...plan.reserve], band.min + 25, evidenceParas.length < 3 ? 8 : 6);
    if (words < band.min + 10) {
      const x = plan.extra;
      if (words < band.min + 10) addEducation(x.education);
      addCredentials(x.credentials);
      // Further degrees next to the first (never after a sentence of skills), then the skills, then a project told in
      // more of its lines and any other relevant project.
      for (const e of x.moreEducation) if (words < band.min) addEducation(e);
      if (words < band.min + 10) addSkills(3, 2, words < band.min - 10);
      if (words < band.min + 10) addProjects([...plan.projects, ...x.projects], 3, band.min + 25);
      addRoles(band.min + 10);
      // A project with no tie to the posting only when the letter is still short of the band.
      if (words < band.min) addProjects(x.looseProjects, 2, band.min + 10);
    }
  };
  fillShort();

  const focusFirst = settings.focusAreas === 'skills' || settings.focusAreas === 'education';
  // More lines of a role a requirement paragraph ended on join that paragraph: one place per role, and no second
  // 'At <employer>, I …' ('At Mercy, I precepted …' then, a paragraph later, 'At Mercy, I documented …').
  const leadOf = (text: string, role: ExperienceEntry | undefined) => {
    if (!role?.company) return undefined;
    const employer = employerInSentence(role.company);
    return [`At ${employer}, I `, `Through my work at ${employer}, I `, `During my time at ${employer}, I `, ...(role.current ? ['In my current role, I '] : [])].find((x) => text.startsWith(x));
  };
  /** The body paragraphs, with a role told on in the next paragraph joined to it (the requirement paragraphs untouched). */
  const assemble = () => {
    const needTexts = [...needParas];
    const rendered = evidenceParas.flatMap((para) => {
      const text = renderPara(para);
      const role = para.blocks[0]?.entry;
      const last = para.tail.length ? undefined : para.blocks[para.blocks.length - 1]?.entry;
      const at = role?.company && para.blocks.length === 1 && !para.tail.length ? needRoles.lastIndexOf(role) : -1;
      if (at < 0) return [{ text, first: role, last }];
      const lead = leadOf(text, role);
      // Never a third 'I also' in a row: a paragraph that has one already keeps the lines apart.
      const joined = lead ? `${needTexts[at]} I also ${text.slice(lead.length)}` : '';
      if (!lead || text.includes(' I also ') || /\bI also\b/.test(needTexts[at]) || deedSentencesOf(joined).length >= 3) return [{ text, first: role, last }];
      needTexts[at] = joined;
      return [];
    });
    // A paragraph that opens on the role the paragraph before it ended on ('At UCF, I manage …' after a paragraph about
    // UCF) is one paragraph about that role, its employer not named again, while it stays prose (fewer than three deeds).
    const told: { text: string; first?: ExperienceEntry; last?: ExperienceEntry }[] = [];
    for (const item of [...needTexts.map((text, i) => ({ text, first: needFirstRoles[i], last: needRoles[i] })), ...rendered]) {
      const before = told[told.length - 1];
      const lead = before && item.first && item.first === before.last ? leadOf(item.text, item.first) : undefined;
      const merged = lead && before ? `${before.text} I ${item.text.slice(lead.length)}` : '';
      if (before && lead && deedSentencesOf(merged).length < 3 && countWords(merged) <= 110) {
        before.text = merged;
        before.last = item.last;
      } else told.push({ ...item });
    }
    return told;
  };
  let told = assemble();
  // The joins drop the employer's name the word count had counted: a letter they took below its band is filled again.
  const counted = words;
  words = fixedWords + countWords([...told.map((t) => t.text), ...extras].join(' '));
  if (words < counted && words < band.min) {
    fillShort();
    told = assemble();
  }
  const toldText = told.map((t) => t.text);
  const body = focusFirst && extras.length ? [extras.join(' '), ...toldText] : [...toldText, ...(extras.length ? [extras.join(' ')] : [])];
  const paragraphs = mergeShort([opening.join(' '), ...body.filter(Boolean), closing.join(' ')]).map(adverbAfterBe);
  const text = [formatLetterDate(input.date), '', greeting, '', ...paragraphs.flatMap((p) => [p, '']), signOff, name].join('\n');
  const total = countWords(text);
  return { text, words: total, notice: shortLetterNotice(total, settings.wordLimit), named: ctx.named };
}

/** 'I also was ranked …' is 'I was also ranked …': 'also' follows a form of 'be' (a joined deed in the passive). */
export function adverbAfterBe(text: string): string {
  return text.replace(/\bI also (was|am)\b/g, 'I $1 also');
}

const NUMBER_WORDS = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(' ');

/** Years in words ('eight'), so a computed span is never mistaken for a figure the resume states. */
export function spellNumber(n: number): string {
  if (n <= 20) return NUMBER_WORDS[n];
  const tens = ['', '', 'twenty', 'thirty', 'forty'][Math.floor(n / 10)];
  return n % 10 ? `${tens}-${NUMBER_WORDS[n % 10]}` : tens;
}

/** The notice for a letter the resume could not fill to its band (any writer), or undefined. */
export function shortLetterNotice(words: number, wordLimit: WordLimit): string | undefined {
  const band = WORD_BANDS[wordLimit];
  if (words >= band.min) return undefined;
  return `Your resume supports about ${roundTo10(words)} words for this job, short of the ${band.label} length (${band.min}–${band.max} words). Add achievements with numbers, projects or certifications to your resume to reach it.`;
}

type ExperienceKey = PlannedEvidence['entry'];

function employerKeyOf(entry: ExperienceKey): string {
  return (entry.company ?? `role: ${entry.title ?? ''}`).toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

function roundTo10(n: number): number {
  return Math.round(n / 10) * 10;
}

/** Body paragraphs of a single short sentence join the one before, so the letter does not read as a list. */
function mergeShort(paragraphs: string[]): string[] {
  const out: string[] = [];
  // Never into a run of three sentences that each open on a deed: that reads as a recital.
  for (const [i, p] of paragraphs.entries()) {
    const isBody = i > 0 && i < paragraphs.length - 1;
    // A paragraph of one sentence, one resume line, reads as unfinished (readers marked 'one-bullet paragraphs'): it
    // joins the paragraph before while that stays a short paragraph of prose.
    const merged = `${out[out.length - 1]} ${p}`;
    const lone = p.split(/(?<=[.!?])\s+(?=[A-Z])/).length === 1 && countWords(p) <= 40 && countWords(merged) <= 110;
    if (isBody && out.length > 1 && (countWords(p) < 22 || lone) && deedSentencesOf(merged).length < 3) out[out.length - 1] = merged;
    else out.push(p);
  }
  return out;
}

/** Whether a sentence shares a run of eight words with the text before it (the gate's 'repeated'). */
function repeatsRun(sentence: string, before: string, names: readonly string[] = []): boolean {
  // The candidate's own long names ('Visiting Nurse Service of New York') are one token: naming a role's employer again
  // in a new paragraph is not a line told twice.
  const words = (t: string) => names.reduce((acc, n) => acc.split(n).join(' ¶ '), ` ${t.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `).trim().split(/\s+/);
  const ws = words(sentence);
  if (ws.length < 8) return false;
  const all = ` ${words(before).join(' ')} `;
  for (let j = 0; j + 8 <= ws.length; j++) if (all.includes(` ${ws.slice(j, j + 8).join(' ')} `)) return true;
  return false;
}

/**
 * Plans and realises a letter, then holds it to the grounding check: a sentence stating something the check
 * cannot find in the resume (a misread line the fact checks let through) is left out rather than sent.
 */
export function draftCoverLetter(input: CoverLetterInput, planOptions?: PlanOptions): LetterDraft {
  const draft = realiseLetter(input, planLetter(input, planOptions));
  const report = checkGrounding(draft.text, input.profile, input.job);
  if (report.ok) return draft;
  const bad = report.unsupported.map((u) => u.text.toLowerCase());
  const lines = draft.text.split('\n');
  const body = (i: number) => i > 2 && i < lines.length - 2 && lines[i].trim() !== '';
  const kept = lines.map((line, i) => (body(i) ? line.split(/(?<=[.!?])\s+(?=[A-Z])/).filter((sentence) => !bad.some((b) => sentence.toLowerCase().includes(b))).join(' ') : line));
  const text = kept.join('\n').replace(/\n{3,}/g, '\n\n');
  const words = countWords(text);
  return { text, words, notice: shortLetterNotice(words, input.settings.wordLimit), named: draft.named.filter((f) => text.includes(f.text)) };
}
