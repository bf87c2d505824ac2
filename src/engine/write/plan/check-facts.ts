// Every fact a writer may state passes a check of its kind first: a misread resume entry ('30/07/2016 at 04/'
// as a title, 'Georgia' as an employer, a field of study as a school) must never become a confident sentence.
// A fact that fails, or that the parser was unsure of, is left out; the writers plan from what remains.
import nlp from 'compromise';
import type { EducationEntry, ExperienceEntry, ResumeProfile } from '../../types.ts';
import { findLexiconTerms } from '../../lexicon/find-lexicon-terms.ts';
import { containsRoleNoun } from '../../job/infer-title.ts';
import { factEvidence as evidence, heuristicEvidence as cueWords } from './fact-evidence.ts';
import { fixAccents, fixSmallCapsI } from '../realise/clean-text.ts';
import { looksLikeToolList } from '../../profile/parse-resume.ts';
import { documentWords, rejoinSplitWords } from '../../extract/rejoin-split-words.ts';
import { isStateCode } from '../../gazetteer/gazetteer.ts';
import { isDegreeSubject, isPlaceName } from '../../lexicon/taxonomy-vocab.ts';

export type FactKind = 'title' | 'employer' | 'degree' | 'school' | 'credential' | 'skill' | 'company' | 'name' | 'project';

export interface FactVerdict {
  ok: boolean;
  reason?: string;
}

export interface FactContext {
  /** The candidate's own name: never a title or an employer. */
  candidateName?: string;
  /** Places the resume itself names (its locations, the town after an employer's or school's comma), lower case. */
  places?: ReadonlySet<string>;
  /** The resume's place texts, folded ('canton ma'), and the codes printed after a town ('MA' from 'Canton, MA'). */
  placeTexts?: ReadonlySet<string>;
  placeCodes?: ReadonlySet<string>;
}

// 'Canton, MA', 'Toronto, ON', 'Austin, TX 78701': the code after a town's comma.
const TOWN_CODE = /\b\p{Lu}[\p{L}.'’-]+(?:\s\p{Lu}[\p{L}.'’-]+)*,\s*(\p{Lu}{2,3})\b(?!\s*[\p{Ll}&])/gu;

/**
 * Where the resume says it is, read once per profile: `places`, the capitalised words of its entry locations and of
 * the part after a comma in its employers and schools ('JSS Polytechnic, Mysore'); `placeTexts`, its location texts
 * whole; `placeCodes`, the region codes printed after its towns (a state code read as a credential is a place).
 */
export function resumePlaceContext(profile: ResumeProfile): Pick<FactContext, 'places' | 'placeTexts' | 'placeCodes'> {
  const places = new Set<string>();
  const placeTexts = new Set<string>();
  const placeCodes = new Set<string>();
  const entries = [...profile.experience, ...(profile.otherPositions ?? [])];
  const locations = [...entries.map((e) => e.location), profile.contact.location];
  for (const x of locations) if (x) placeTexts.add(fold(x));
  for (const x of [...locations, ...entries.map((e) => e.company), ...profile.education.map((e) => e.institution)]) {
    if (!x) continue;
    for (const m of x.matchAll(TOWN_CODE)) placeCodes.add(m[1]);
    const last = x.split(/,\s*/).slice(x.includes(',') ? 1 : 0).join(' ');
    for (const w of last.split(/[\s,]+/)) if (/^\p{Lu}\p{Ll}{2,}$/u.test(w)) places.add(w.toLowerCase());
  }
  // A US state code after a town anywhere in the resume's lines (a location line the parser left unassigned).
  for (const line of profile.lines.slice(0, 400)) {
    for (const m of line.slice(0, 300).matchAll(TOWN_CODE)) {
      if (!isStateCode(m[1])) continue;
      placeCodes.add(m[1]);
      // 'Sacramento, CA' after a school's name: the town is one of the resume's places too.
      const town = m[0].split(',')[0].split(/\s+/);
      if (town.length <= 2) for (const w of town) if (/^\p{Lu}\p{Ll}{2,}$/u.test(w)) places.add(w.toLowerCase());
    }
    // 'Material Handler, Swift Transportation, Sydney NSW<tab>Mar 2017 – Mar 2018': an entry's line ends on its place.
    const head = line.split('\t')[0].split(/,\s*/);
    const tail = head[head.length - 1].trim();
    if (head.length >= 3 && line.includes('\t') && /\d/.test(line.slice(line.indexOf('\t'))) && /^\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,2}$/u.test(tail)) placeTexts.add(fold(tail));
    // 'Makati, Metro Manila' alone on a line (the contact block): a town and its region.
    const own = line.trim().split(/,\s*/);
    if (own.length === 2 && line.length <= 40 && isPlaceName(own[1].split(/\s+/).pop() ?? '')) for (const w of own[0].split(/\s+/)) if (/^\p{Lu}\p{Ll}{2,}$/u.test(w)) places.add(w.toLowerCase());
  }
  return { places, placeTexts, placeCodes };
}

/**
 * A place read as a credential or a degree: 'MA' from 'Canton, MA' ('… as well as MA'), or a field that is one of the
 * resume's own locations. A bare US state code the lexicon does not know as a certification is a place as well.
 */
function placeFragment(text: string, ctx: FactContext): boolean {
  const t = text.trim();
  const parts = t.split(/[\s,/&]+/).filter(Boolean);
  if (parts.some((p) => ctx.placeCodes?.has(p)) && ACRONYMS_ONLY.test(t)) return true;
  if (ctx.placeTexts?.has(fold(t))) return true;
  return isStateCode(t) && !findLexiconTerms(t).some((h) => h.category === 'certification');
}

/**
 * 'Makati', 'Sydney NSW', 'Perth WA', 'CA': a short text whose every word is a town the resume names (its locations,
 * the part after an employer's or school's comma) or a region code printed after one, or a place the gazetteer knows.
 */
export function placeOfResume(text: string, ctx: FactContext): boolean {
  const t = text.trim().replace(/[.,]$/, '');
  const words = t.split(/[\s,]+/).filter(Boolean);
  if (!words.length || words.length > 3 || /\d/.test(t) || findLexiconTerms(t).length) return false;
  if (placeFragment(t, ctx) || isPlaceName(t)) return true;
  const town = (w: string) => ctx.places?.has(w.toLowerCase()) ?? false;
  const code = (w: string) => /^\p{Lu}{2,3}$/u.test(w) && (ctx.placeCodes?.has(w) || isStateCode(w));
  return words.some(town) && words.every((w) => town(w) || code(w));
}

/** Below this parser confidence a field is not stated at all. */
export const CONFIDENCE_FLOOR = 0.5;

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const DATE = new RegExp(String.raw`\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{1,2}/\d{2,4}\b|\b\d{1,2}/(?!\d)|\b(?:19|20)\d{2}\b|\b${MONTH}\.?\s+\d{1,4}\b|\b(?:present|current)$`, 'i');
// Section headings a misread line can carry into a field ('AWARDS', 'Professional Experience').
const HEADINGS = new Set(
  'experience education qualifications skills competencies summary profile objective awards honors honours achievements accomplishments certifications certificates licenses licences projects publications languages language interests hobbies references contact volunteer volunteering activities leadership extracurricular courses coursework training tools technologies professional expertise strengths employment'.split(' '),
);
const FUNCTION_EDGE = /^(?:and|or|of|at|in|for|to|with|by|from|on|the|a|an|&|-|–|\/)$/i;
const FIRST_PERSON = /\b(?:my|our)\b|\bI (?:am|was|have|had|worked|led|managed|did|will)\b/i;

function fold(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

const HEADING_PHRASES = ['work experience', 'professional experience', 'employment history', 'work history', 'technical skills', 'core competencies', 'key skills', 'professional summary', 'career objective', 'contact information', 'volunteer experience', 'additional information', 'personal details', 'about me', 'programming languages', 'soft skills', 'hard skills'];

function isHeading(text: string): boolean {
  const f = fold(text);
  return HEADINGS.has(f) || HEADING_PHRASES.includes(f);
}

function isCandidateName(text: string, ctx: FactContext): boolean {
  const name = ctx.candidateName ? fold(ctx.candidateName) : '';
  if (!name) return false;
  const f = fold(text);
  if (f === name) return true;
  // 'Byungjin Park' inside 'Byungjin Park February': two or more of the name's words.
  const parts = name.split(' ').filter((w) => w.length > 1);
  return parts.length >= 2 && parts.filter((w) => new RegExp(`\\b${w}\\b`).test(f)).length >= 2;
}

/** What every named fact must pass: no date, contact detail, heading, the candidate's name, sentence or fragment. */
function checkCommon(text: string, ctx: FactContext, maxWords: number): FactVerdict {
  const t = text.trim();
  if (t.length < 2) return { ok: false, reason: 'empty' };
  if (t.length > 90) return { ok: false, reason: 'too long' };
  if (/[\t|•]/.test(t)) return { ok: false, reason: 'column text' };
  if (/@|https?:|www\.|[a-z0-9]{2}\.com\b/i.test(t)) return { ok: false, reason: 'contact detail' };
  if ((t.match(/\d/g) ?? []).length >= 7) return { ok: false, reason: 'phone or number' };
  if (DATE.test(t)) return { ok: false, reason: 'date' };
  if (isHeading(t)) return { ok: false, reason: 'heading' };
  if (isCandidateName(t, ctx)) return { ok: false, reason: "the candidate's name" };
  const ws = t.split(/\s+/);
  if (ws.length > maxWords) return { ok: false, reason: 'sentence' };
  if (FIRST_PERSON.test(t) || (/[.!?]$/.test(t) && ws.length > 4 && !/\b(?:Inc|Co|Ltd|Corp|Jr|Sr|St|INC|CO|LTD|CORP)\.$/.test(t))) return { ok: false, reason: 'sentence' };
  if (/^[a-z]/.test(t) && !/^[a-z]+[A-Z]/.test(t)) return { ok: false, reason: 'fragment' };
  if (FUNCTION_EDGE.test(ws[0] ?? '') && !/^(?:The|A)$/.test(ws[0] ?? '')) return { ok: false, reason: 'fragment' };
  if (/^(?:and|or|of|at|in|for|to|with|by|from|on|the|The|&|-|–|\/)$/.test(ws[ws.length - 1] ?? '') || /[,:;/(–-]$/.test(t) || /^[,.;:)/]/.test(t)) return { ok: false, reason: 'fragment' };
  if ((t.match(/\(/g) ?? []).length !== (t.match(/\)/g) ?? []).length) return { ok: false, reason: 'fragment' };
  if (/\s-\s*-|--/.test(t)) return { ok: false, reason: 'garbled' };
  // 'Cadillac —Sales Representative': two lines run together.
  if (/\s[-–—]\p{L}|\p{L}[–—]\s/u.test(t)) return { ok: false, reason: 'two lines run together' };
  return { ok: true };
}

const LOWER_FUNCTION = new Set('of and the for de la le du des del da di van von der den und et en y at in on to with by'.split(' '));

/** Lower-case words of four or more letters that are not joining words ('of', 'and', 'de'). */
function lowerContentWords(text: string): number {
  return text.split(/\s+/).filter((w) => /^\p{Ll}{4,}/u.test(w) && !LOWER_FUNCTION.has(w)).length;
}

// Words that name an area of work ('Associate, Software Engineering'), not an organisation.
const FIELD_WORD = /\b(?:engineering|management|sales|marketing|operations|finance|software|algorithms|analytics|development|research|design|data|science|systems|support|infrastructure|security|product|strategy|accounting|quality|care|nursing|education|technology|learning|automation|cloud|payments|platform|growth)\b/i;
// Disciplines and areas of work: an employer made only of these is a field, not an organisation.
const FIELD_OF_STUDY = new Set(
  'engineering science sciences computer computing data software information technology business administration management mechanical electrical electronics civil chemical industrial accounting finance financial marketing digital sales operations research development learning machine artificial intelligence customer service services support studies economics mathematics statistics physics chemistry biology psychology nursing education arts humanities communications communication design analytics human resources health public policy law legal political international relations media journalism architecture'.split(' '),
);
const EXTRA_ROLE_WORD = /\b(?:founder|co-founder|cto|ceo|cfo|coo|counsel|volunteer|senior|junior|lead|principal|chief|vice|associate)\b/i;

// The head noun that ends an organisation's name ('Turner Construction', 'Granite Ridge Builders').
const ORG_HEAD = /\b(?:company|group|construction|builders|contractors|hospital|clinic|bank|corporation|services|solutions|systems|technologies|labs|university|college|school|foundation|agency|associates|partners|industries|enterprises|restaurant|hotel|stores?|pharmacy|council|department|authority|logistics|foods|energy|motors|insurance|firm|healthcare|health)$/i;

function checkTitle(text: string, ctx: FactContext): FactVerdict {
  // 'Founding Member & Site Reliability Engineer & Infrastructure Team Lead': roles held at once, joined by '&', are
  // one title however long, when each reads as a role.
  const roles = text.split(/\s&\s/);
  if (roles.length >= 2 && text.split(/\s+/).length > 9 && roles.every((r) => r.split(/\s+/).length <= 5 && checkTitle(r, ctx).ok)) return { ok: true };
  // 'Volunteer' is a heading word and a role; under a title it is the role.
  const common = /^volunteer$/i.test(text.trim()) ? { ok: true } : checkCommon(text, ctx, 9);
  if (!common.ok) return common;
  // Cue words only: the GLEIF list holds forms like 'II' and 'SE' that end titles too ('Software Engineer II').
  if (text.split(/ [–—|-] |, /).some((part) => cueWords.legalFormOf(part))) return { ok: false, reason: 'an organisation' };
  // 'Software Engineer at Acme' glues the employer in: the letter would say 'at' twice.
  if (/\s(?:at|@)\s/i.test(text)) return { ok: false, reason: 'title and employer in one' };
  // 'Montgomery, AL, Desktop Support Technician': the location line run into the title.
  if (/\b\p{Lu}\p{Ll}+, [A-Z]{2}(?:$|,)/u.test(text)) return { ok: false, reason: 'a place in the title' };
  // 'Welder, Turner Construction': the employer after a comma.
  const tail = text.split(', ').slice(1).join(', ');
  const first = text.split(', ')[0] ?? '';
  if (tail && !containsRoleNoun(first) && !EXTRA_ROLE_WORD.test(first) && containsRoleNoun(tail)) return { ok: false, reason: 'employer and title in one' };
  // 'Litigation Paralegal, Baker McKenzie': a proper name after the comma ('Vice President, Sales and Marketing' keeps its area).
  const tailWords = tail.split(/\s+/);
  if (tail && tailWords.length >= 2 && tailWords.every((w) => /^\p{Lu}/u.test(w)) && !containsRoleNoun(tailWords[tailWords.length - 1] ?? '') && !EXTRA_ROLE_WORD.test(tail) && !FIELD_WORD.test(tail)) return { ok: false, reason: 'title and employer in one' };
  if (tail && (ORG_HEAD.test(tail) || evidence.legalFormOf(tail) || evidence.placeEvidence(tail) >= 0.8) && !containsRoleNoun(tail)) return { ok: false, reason: 'title and employer in one' };
  if (evidence.titleEvidence(text) < 0.5) return { ok: false, reason: 'not a role' };
  return { ok: true };
}

function checkEmployer(text: string, ctx: FactContext): FactVerdict {
  const common = checkCommon(text, ctx, 12);
  if (!common.ok) return common;
  const org = evidence.organisationEvidence(text);
  if (evidence.placeEvidence(text) >= 0.8 && org < 0.7) return { ok: false, reason: 'a place' };
  // 'Vocational', 'Professional': a lone adjective is a fragment of a name, not the name.
  const ws = text.trim().split(/\s+/);
  if (ws.length === 1 && /^[A-Z][a-z]+$/.test(ws[0]) && /(?:al|ive|ous|ic|ful|less|able|ible|ary|ing)$/.test(ws[0]) && org < 0.7) return { ok: false, reason: 'fragment' };
  // A role where the employer should be ('Senior Accountant'), unless the name is plainly an organisation.
  if (containsRoleNoun(text.trim().split(/\s+/).pop() ?? '') && org < 0.7) return { ok: false, reason: 'a role, not an organisation' };
  // 'HR Generalist, Workday': a title and an employer in one field.
  if (text.split(', ').some((part) => (containsRoleNoun(part.split(/\s+/).pop() ?? '') || /\b(?:counsel|founder|assistant|mentor|volunteer|intern)$/i.test(part)) && evidence.organisationEvidence(part) < 0.7)) return { ok: false, reason: 'title and employer in one' };
  // 'Invited journal extension in JMLR', 'Verizon acquisition': names capitalise their words; prose does not.
  if (lowerContentWords(text) >= 1) return { ok: false, reason: 'fragment of a sentence' };
  if (/^(?:self|freelance|various|confidential|n\/?a)\b/i.test(text)) return { ok: false, reason: 'no organisation named' };
  // 'Software Engineering', 'Computer Science', 'Customer Service': a field of study or an area of work read into the
  // employer's place (a title line or a degree's subject), not an organisation's name.
  const fieldWords = text.toLowerCase().split(/[^a-z]+/).filter((w) => w && !/^(?:and|of|in|the)$/.test(w));
  if (fieldWords.length && fieldWords.every((w) => FIELD_OF_STUDY.has(w)) && !evidence.legalFormOf(text)) return { ok: false, reason: 'a field of study or area of work' };
  // 'Awards & Achievements', 'Skills and Interests': section headings run together.
  if (fieldWords.length > 1 && fieldWords.every((w) => HEADINGS.has(w))) return { ok: false, reason: 'heading' };
  // 'PORTFOLIO FOR STATISTICAL SKILLS', 'RELEVANT EXPERIENCE': a heading in capitals, with a heading word in it.
  if (fieldWords.length > 1 && !/\p{Ll}/u.test(text) && fieldWords.some((w) => HEADINGS.has(w) || w === 'portfolio' || w === 'relevant') && evidence.organisationEvidence(text) < 0.7) return { ok: false, reason: 'heading' };
  // 'Data Analysis Projects', 'Capstone Project': a project under the wrong heading, not an employer.
  if (/\b(?:projects?|coursework|assignments?|thesis|capstone)\b/i.test(text)) return { ok: false, reason: 'a project' };
  // 'Home Construction Limited / SafeGuard Services' names two employers at once.
  if (/\s\/\s/.test(text)) return { ok: false, reason: 'two organisations' };
  // 'PLC', 'LLC': a legal form alone names nobody.
  if (evidence.legalFormOf(text) === text.trim()) return { ok: false, reason: 'a legal form only' };
  return { ok: true };
}

function checkDegree(text: string, ctx: FactContext): FactVerdict {
  const common = checkCommon(text, ctx, 12);
  if (!common.ok) return common;
  if (placeFragment(text, ctx)) return { ok: false, reason: 'a place' };
  if (evidence.degreeEvidence(text) < 0.5) return { ok: false, reason: 'not a degree' };
  // 'Degree/Certificate', 'Qualification': a table's column header.
  if (!text.replace(/\b(?:degrees?|certificates?|certifications?|qualifications?|courses?|programs?|programmes?|education|and|or)\b|[/&,()\s-]/gi, '')) return { ok: false, reason: 'a column header' };
  // Cue words only: the gazetteer reads 'M.A.' as Massachusetts and 'Education' as part of a school's name.
  if (cueWords.placeEvidence(text) >= 0.8) return { ok: false, reason: 'a place' };
  // 'Bachelor of Science, University of Oslo': the school glued on; the letter names it separately.
  if (cueWords.institutionEvidence(text) >= 0.5 && !/\b(?:high|secondary|senior) school\b/i.test(text)) return { ok: false, reason: 'degree and school in one' };
  return { ok: true };
}

function checkSchool(text: string, ctx: FactContext): FactVerdict {
  const common = checkCommon(text, ctx, 10);
  if (!common.ok) return common;
  // 'Institute', 'University': a table's column header, not an institution's name.
  if (/^(?:the\s)?(?:institute|institution|university|college|school|board|academy)$/i.test(text.trim())) return { ok: false, reason: 'a column header' };
  // 'Computer Science and Engineering' is a field of study; a school names an institution.
  if (evidence.institutionEvidence(text) < 0.5) return { ok: false, reason: 'not an institution' };
  // 'PhD Princeton University': a degree glued in front of the school.
  if (evidence.degreeEvidence(text.split(/\s+/)[0] ?? '') >= 0.5) return { ok: false, reason: 'degree and school in one' };
  if (lowerContentWords(text) >= 1) return { ok: false, reason: 'fragment of a sentence' };
  if (evidence.degreeEvidence(text) >= 0.5 && !/\b(?:school|college|universit)/i.test(text)) return { ok: false, reason: 'a degree' };
  return { ok: true };
}

// What makes a line a credential: a certifying word ('Certified', 'Certificate', 'Licence', 'Registered',
// 'Endorsement', 'Exam'), or a certification the lexicon knows ('BLS', 'Six Sigma Green Belt', 'CompTIA A+').
const CREDENTIAL_WORD = /\b(?:certif\w*|licen[cs]\w*|registered|chartered|accredit\w*|credential|diploma|endorsement|nanodegree|notary|bar|qualified|qualification|permit|clearance|card|belt|board|exam|level|practitioner|specialist|proadvisor|first aid|cpr|bls|acls|pals|osha|cpa|cfa|cma|pmp|cissp|ccna|ccnp|comptia|itil|six sigma|servsafe|cdl)\b/i;
const CREDENTIAL_TIER = /\b(?:Associate|Professional|Expert|Fundamentals|Specialty|Practitioner|Scrum Master)\b/;
// A line of acronyms only ('CCRN, CEN', 'RN BSN'): a certifications list written the way nurses and engineers write it.
const ACRONYMS_ONLY = /^[A-Z][A-Z0-9+]{1,7}(?:[\s,/&-]+[A-Z][A-Z0-9+]{1,7})*$/;

/** 'Engineer in Training (EIT)': the bracketed acronym is the initials of the words before it. */
function ownInitials(text: string): boolean {
  const m = /^([^()]+)\(([A-Z]{2,6})\)$/.exec(text.trim());
  if (!m) return false;
  m[1] = m[1].trim();
  const initials = m[1].split(/[\s-]+/).filter((w) => /^\p{Lu}/u.test(w)).map((w) => w[0]).join('');
  const all = m[1].split(/[\s-]+/).map((w) => w[0]?.toUpperCase() ?? '').join('');
  return initials === m[2] || all === m[2];
}

/**
 * Whether the resume shows a credential of its certifications list as still under way: its own line, or the lines
 * after it up to the next credential ('freeCodeCamp Python Certification' / a line about it / 'March 2026 - Present').
 * The parser may keep the name and lose its dates.
 */
export function credentialUnderWay(credential: string, profile: Pick<ResumeProfile, 'lines' | 'certifications'>): boolean {
  const key = credential.trim().toLowerCase();
  if (!key) return false;
  if (underWay(credential)) return true;
  const others = profile.certifications.map((o) => o.trim().toLowerCase()).filter((o) => o && o !== key);
  // The credential's own line, and the short lines under it ('March 2026 – Present', 'In progress'); a longer line is
  // another item ('DevOps Engineer, Acme | Jan 2021 – Present' after the last certification of a column).
  // A heading in capitals ('EXPERIENCE') ends them: the 'Present' of the first job under it is no credential's.
  const heading = (x: string | undefined) => /^[A-Z][A-Z&/ -]{2,40}$/.test((x ?? '').trim()) && (x ?? '').trim().split(/\s+/).length <= 4;
  const own = (i: number) => [0, 1, 2].map((k) => profile.lines[i + k]).filter((l, k, all): l is string => l !== undefined && (k === 0 || l.split(/\s+/).length <= 6) && all.slice(1, k + 1).every((x) => !others.some((o) => (x ?? '').toLowerCase().includes(o)) && (x ?? '').split(/\s+/).length <= 6 && !heading(x)));
  return profile.lines.some((l, i) => l.toLowerCase().includes(key) && own(i).some(underWay));
}

/** A credential line still under way: 'In-Progress', 'March 2026 – Present', 'exam scheduled', 'enrolled'. */
export function underWay(text: string): boolean {
  return /\b(?:in[- ]progress|pursuing|expected|ongoing|candidate|enrolled|studying|scheduled|anticipated|upcoming|working towards?)\b|[-–—]\s*(?:present|current|now|date)\b|\b(?:to|till|until) (?:present|date|now)\b/i.test(text);
}

/** Course platforms whose name says who issued a certificate, never what it is in. */
const COURSE_PLATFORMS = /\b(?:udemy|coursera|edx|linkedin learning|linkedin|skillshare|pluralsight|codecademy|simplilearn|great learning|datacamp|alison|futurelearn|khan academy|udacity|sololearn|hackerrank|google)\b/gi;
const CERTIFICATE_WORDS = /\b(?:certificates?|certifications?|certified|of|for|in|completion|completed|course|courses|online|program|programme|training|award|accomplishment|achievement|participation|attendance|and)\b/gi;

/** A certificate that names only its platform and the words every certificate has ('Udemy Certificate of Completion'). */
function namesNoSubject(text: string): boolean {
  const rest = text.replace(/\b(?:19|20)\d{2}\b/g, ' ').replace(COURSE_PLATFORMS, ' ').replace(CERTIFICATE_WORDS, ' ').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return rest.length === 0 && /\bcertific/i.test(text);
}

function checkCredential(text: string, ctx: FactContext): FactVerdict {
  const common = checkCommon(text.replace(/\b(?:19|20)\d{2}\b/g, '').replace(/[,(–-]\s*\)?$/, '').trim(), ctx, 12);
  if (!common.ok) return common;
  // 'GSOLE Online Writing Instruction Certificate – In-Progress': not yet held.
  // 'Certificate (March 2026 – Present)', 'CPA – exam scheduled', 'PMP (enrolled)': under way, not held.
  if (underWay(text)) return { ok: false, reason: 'not yet held' };
  if (placeFragment(text, ctx)) return { ok: false, reason: 'a place' };
  // 'Certifies completion of CITI program course …', 'Recognizes …': the line describing a credential, not its name.
  if (/^(?:Certifies|Recognizes|Recognises|Validates|Demonstrates|Confirms|Verifies|Awarded|Issued|Completed|Earned|Covers|Includes)\b/.test(text.trim())) return { ok: false, reason: 'a description, not a credential' };
  // 'Certifications - Kannada … competition', 'Awards: …': a heading pasted in, or an award rather than a credential.
  if (/^(?:certifications?|certificates?|licen[cs]es?|awards?|achievements?)\s*[-–—:]/i.test(text.trim()) || /\b(?:competition|award|winner|prize|scholarship|hackathon)\b/i.test(text)) return { ok: false, reason: 'not a credential' };
  // 'Udemy Certificate', 'Certificate of Completion', 'Coursera – Certificate': a certificate that names no subject.
  if (namesNoSubject(text)) return { ok: false, reason: 'a certificate that names no subject' };
  const hits = findLexiconTerms(text);
  if (CREDENTIAL_WORD.test(text) || hits.some((h) => h.category === 'certification') || ACRONYMS_ONLY.test(text.trim())) return { ok: true };
  // 'Engineer in Training (EIT)', 'Professional Engineer (PE)': a name followed by its own initials; 'NFPA 70E', 'ISO 9001
  // Lead Auditor': a standard's code. A tool's name with its initials ('Amazon Web Services (AWS)') is no credential.
  const tool = hits.some((h) => h.category !== 'certification');
  if (!tool && (ownInitials(text) || /\b[A-Z]{2,6}[ -]\d{1,5}[A-Z]?\b/.test(text))) return { ok: true };
  // 'AWS Solutions Architect – Associate', 'Google Data Analytics Professional', 'Azure Fundamentals': a vendor's
  // certification named by its tier.
  if (CREDENTIAL_TIER.test(text) && text.trim().split(/\s+/).length >= 2 && !containsRoleNoun(text.trim().split(/\s+/).pop() ?? '')) return { ok: true };
  // 'Citi Program', 'MIT App Inventor', 'Coursera', 'LinkedIn Learning', 'Google Analytics': a course provider, a tool or
  // a platform under the certifications heading names no credential the candidate holds.
  if (hits.length) return { ok: false, reason: 'a tool or platform, not a credential' };
  return { ok: false, reason: 'not a credential' };
}

function checkSkill(text: string, ctx: FactContext): FactVerdict {
  const t = text.trim();
  if (t.length < 1 || t.length > 40) return { ok: false, reason: 'not a skill' };
  // 'Systems', 'Service', 'Technology': a group's label in a skills block ('Clinical …', 'Systems …'), no skill.
  // 'Patents', 'Invited Talks': a section's heading read into the skills column.
  if (isHeading(t) || /^(?:languages?|skills?|tools?|frameworks?|other|misc|others|professional|personal|technical|systems|service|technology|office|clinical|legal|general|patents|publications|(?:invited )?talks|awards|honou?rs|interests|hobbies|references|activities)$/i.test(t)) return { ok: false, reason: 'heading' };
  // 'Makati', 'Sydney NSW', 'CA': the contact block's town read into the skills column.
  if (placeOfResume(t, ctx)) return { ok: false, reason: 'a place' };
  // 'AWARDS', 'EXPERIENCE': a capitalised word that is not an acronym or a known term is a heading.
  if (/^[A-Z]{6,}$/.test(t) && !findLexiconTerms(t).length) return { ok: false, reason: 'heading' };
  if (/[:–—]|\s-\s/.test(t)) return { ok: false, reason: 'a category and its items in one' };
  if (/@|https?:|\d{4}/.test(t) || isCandidateName(t, ctx)) return { ok: false, reason: 'not a skill' };
  // 'Prof. Alpha Beta', 'Dr. Jane Roe': a referee's name from the column beside the skills.
  if (/^(?:Prof|Dr|Mr|Mrs|Ms|Miss|Sir)\.?\s+\p{Lu}/u.test(t)) return { ok: false, reason: "a person's name" };
  // 'Relevant Courses', 'Online Courses': a heading; 'Regression and Classification **', 'Economics (A*)': a course and its grade.
  if (/^(?:relevant|online|other|selected|key|core)\s(?:courses?|coursework|skills?)$/i.test(t) || /\*|\([A-F][+-]?\*?\)/.test(t)) return { ok: false, reason: 'a heading or a graded course' };
  // '1', 'Achieved 1st position', 'State level painting competition': a number or an award, not a skill.
  if (/^\d+$/.test(t) || /\b\d+(?:st|nd|rd|th)\b|\b(?:competition|contest|award|prize|winner|position)\b|\b(?:state|national|district|university|college|school)[- ]level\b/i.test(t)) return { ok: false, reason: 'an award, not a skill' };
  // 'Address Line 1', 'Phone: …': a contact block's field, not a skill.
  if (/^(?:(?:home|work|mobile|cell|street|postal)\s)?(?:address|phone|telephone|mobile|e-?mail|zip|postcode)(?:\s(?:line|number|no\.?|code))?(?:\s?\d{1,2})?:?$/i.test(t)) return { ok: false, reason: 'a contact field' };
  // 'JUNE 1', 'RÉSUMÉ': a date or the document's own title, not a skill.
  if (/^(?:r[ée]sum[ée]|cv|curriculum vitae)$/i.test(t) || DATE.test(t) || /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}$/i.test(t)) return { ok: false, reason: 'not a skill' };
  if (t.split(/\s+/).length > 5 || /[.!?]$/.test(t)) return { ok: false, reason: 'sentence' };
  // 'Hard-working (18/24)', 'Motivator & Leader', 'Persuasive': a trait or a role, not a skill.
  if (/\(\d+\/\d+\)/.test(t)) return { ok: false, reason: 'a rating' };
  // 'Lean manufacturing SolidWorks Revit': several skills run together without a separator.
  const hits = findLexiconTerms(t);
  if (hits.length >= 2 && !/[,(&/]|\band\b/.test(t) && new Set(hits.map((h) => h.index)).size >= 2) return { ok: false, reason: 'skills run together' };
  if (!findLexiconTerms(t).length) {
    if (/(?:^|[\s&])(?:leader|motivator|player|communicator|learner|thinker|worker)$/i.test(t)) return { ok: false, reason: 'a trait' };
    if (/^\p{Lu}[\p{Ll}-]+$/u.test(t) && /(?:ive|ful|ous|working|minded|oriented)$/.test(t)) return { ok: false, reason: 'a trait' };
  }
  // 'HVAC diagnostics Cebu City': the location column run into the last skill.
  const last = t.split(/\s+/).slice(-2).join(' ');
  if (t.split(/\s+/).length > 1 && (/ City$/.test(t) || evidence.placeEvidence(t.split(/\s+/).pop() ?? '') >= 0.95 || evidence.placeEvidence(last) >= 0.95)) return { ok: false, reason: 'a place' };
  return { ok: true };
}

/** The share of a name's letters that lexicon terms (tools, platforms, skills) account for. */
function coveredByTerms(text: string): number {
  const covered = new Array<boolean>(text.length).fill(false);
  for (const h of findLexiconTerms(text)) for (let i = h.index; i < h.index + h.length && i < text.length; i++) covered[i] = true;
  const letters = [...text].map((c, i) => ({ c, i })).filter(({ c }) => /[\p{L}\p{N}]/u.test(c));
  return letters.length ? letters.filter(({ i }) => covered[i]).length / letters.length : 0;
}

/** A project's name: not a list of tools ('MySQL,Draw.io'), a role ('Project Lead'), a heading or a sentence. */
function checkProjectName(text: string, ctx: FactContext): FactVerdict {
  const t = text.trim();
  if (looksLikeToolList(t) || (t.includes(',') && t.split(',').map((x) => x.trim()).every((x) => findLexiconTerms(x).some((h) => h.index === 0 && h.length >= x.length - 1)))) return { ok: false, reason: 'a list of tools' };
  // A one-word lower-case name is a package's ('tinyqueue'); otherwise the common checks.
  const common = /^[a-z][\w.-]{2,30}$/.test(t) ? { ok: !isHeading(t) } : checkCommon(t, ctx, 16);
  if (!common.ok) return { ok: false, reason: 'not a name' };
  if (containsRoleNoun(t)) return { ok: false, reason: 'a role, not a project' };
  // 'Tableau', 'Salesforce CRM', 'Google Analytics': a tool or platform the project used, not the project's name.
  if (coveredByTerms(t) >= 0.9) return { ok: false, reason: 'a tool or platform, not a project' };
  return { ok: true };
}

/** A signature: a person's name, not 'B.Sc. Geology', a heading or a title. */
function checkPersonName(text: string): FactVerdict {
  const t = text.trim();
  const ws = t.split(/\s+/);
  if (ws.length < 1 || ws.length > 6 || t.length > 60) return { ok: false, reason: 'not a name' };
  if (/[\d@:/|]/.test(t) || isHeading(t)) return { ok: false, reason: 'not a name' };
  if (!ws.every((w) => /^\p{Lu}/u.test(w) || NAME_PARTICLE.test(w))) return { ok: false, reason: 'not a name' };
  const tags = (nlp(t).terms().json() as { terms: { tags: string[] }[] }[]).map((x) => new Set(x.terms[0]?.tags ?? []));
  const person = tags.some((x) => x.has('Person'));
  // A degree as written ('B.Sc. Geology', 'MBA', 'Bachelor of Arts'); a surname that folds to a degree's initials
  // ('Lingjun Meng', 'Wei Ma', 'Md Rahman') is a name.
  const degreeShaped = DEGREE_WORD.test(t) || ws.some((w) => !NAME_WORD.test(w) && !NAME_PARTICLE.test(w));
  if (degreeShaped && evidence.degreeEvidence(t) >= 0.5) return { ok: false, reason: 'a degree, title or school' };
  // A known person's name ('Mason Cook', 'John Baker') is not read as a role for the role words in it.
  if (!person && (isDegreeSubject(t) || evidence.titleEvidence(t) >= 0.5 || evidence.institutionEvidence(t) >= 0.5 || tags.some((x) => x.has('Organization')))) return { ok: false, reason: 'a degree, title or school' };
  return { ok: true };
}

const NAME_PARTICLE = /^(?:de|da|das|do|dos|dela|delos|van|von|der|den|del|la|le|di|du|ten|ter|bin|binti|bint|ibn|abu|al|el|y)$/;
// 'Meng', "O'Brien", 'Smith-Jones', 'McDonald': one capital, then letters; a degree is written 'MEng', 'B.Sc.', 'PhD'.
const NAME_WORD = /^(?:\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)*|Mc\p{Lu}\p{Ll}+|\p{Lu}\.?)$/u;
const DEGREE_WORD = /\b(?:bachelor|master|doctor(?:ate)? of|diploma|degree|certificate|graduate)\b/i;

// Words a sentence cannot end on: a line that stops on one was cut where the layout wrapped it.
const DANGLING_END = /^(?:and|or|nor|but|of|at|in|for|to|with|by|from|on|into|onto|through|across|within|during|between|among|than|per|toward|towards|upon|using|the|a|an|their|our|its|my|your|these|those|whose|both|each|every|various|multiple|&|including|such|as|via)$/i;

/**
 * A resume bullet fit to restate: not a continuation line, a cut-off line ('top 5% of submis-'), a list of
 * columns, or text with unbalanced brackets.
 */
export function checkBullet(text: string): FactVerdict {
  const t = text.trim();
  if (/\?/.test(t)) return { ok: false, reason: 'a question' };
  // 'Summer Seasonal Apprentice Electrician, Balfour Beatty, Quezon City, Philippines': an entry's heading line.
  const head = t.split(',')[0] ?? '';
  if ((t.match(/,/g) ?? []).length >= 2 && containsRoleNoun(head) && head.split(/\s+/).length <= 5 && !/\d/.test(t)) return { ok: false, reason: 'a heading line' };
  const ws = t.split(/\s+/);
  if (ws.length < 4 || t.length > 420) return { ok: false, reason: 'length' };
  if (/^\p{Ll}/u.test(t) && !/^\p{Ll}+\p{Lu}/u.test(t)) return { ok: false, reason: 'continuation line' };
  if (/[-–(,/:]$/.test(t) || DANGLING_END.test(ws[ws.length - 1] ?? '')) return { ok: false, reason: 'cut off' };
  if ((t.match(/\(/g) ?? []).length !== (t.match(/\)/g) ?? []).length) return { ok: false, reason: 'unbalanced brackets' };
  if (/\t|\s\|\s|@|https?:/.test(t)) return { ok: false, reason: 'columns or contact details' };
  // 'now ○ Completed 28 deliveries': a bullet glyph inside the line, two lines run together.
  if (/\s[○•▪◦●■‣]\s/.test(t)) return { ok: false, reason: 'two lines run together' };
  if (/\p{Ll}-\s/u.test(t) && /-\s\d/.test(t)) return { ok: false, reason: 'garbled' };
  return { ok: true };
}

const CAMEL_START = /^\p{Ll}+\p{Lu}/u;

/**
 * 'Maps, Google Places and Google Earth' after '… product managers working on Google': the wrapped end of a list of
 * names, a few capitalised words joined by commas and 'and', no verb, after a line that stops on a name.
 */
function listOfNamesTail(line: string, prev: string): boolean {
  const words = line.split(/\s+/);
  return words.length <= 8 && /^\p{Lu}[\p{L}.+#-]*,\s/u.test(line) && /\s(?:and|&)\s\p{Lu}/u.test(line) && words.every((w) => /^(?:\p{Lu}|and$|&$)/u.test(w)) && /\s\p{Lu}[\p{L}.+#-]*$/u.test(prev) && !/[.!?;:]$/.test(prev);
}

/**
 * Bullets the layout wrapped into two ('… adjusting cameras for' + 'proper focus and depth of field.'): a line that
 * opens in lower case continues the one before it unless that one ended its sentence, and a line cut off on a
 * joining word or a comma takes the next one, as does a line stopped on a name before the rest of its list of names.
 */
export function joinWrappedBullets(bullets: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of bullets) {
    const b = raw.trim();
    const prev = out[out.length - 1];
    const continues = (/^\p{Ll}/u.test(b) && !CAMEL_START.test(b)) || (prev !== undefined && listOfNamesTail(b, prev));
    const cut = prev !== undefined && (/[,;–-]$/.test(prev) || DANGLING_END.test(prev.split(/\s+/).pop() ?? ''));
    if (prev !== undefined && b && ((continues && !/[.!?:]$/.test(prev)) || (cut && !/^\p{Lu}{2,}\b/u.test(b)))) out[out.length - 1] = `${prev} ${b}`;
    else out.push(b);
  }
  return out.filter(Boolean);
}

let lexicon: Record<string, unknown> | null = null;
function isIrregularPast(word: string): boolean {
  lexicon ??= (nlp as unknown as { model: () => { one: { lexicon: Record<string, unknown> } } }).model().one.lexicon;
  const tag = Object.hasOwn(lexicon, word) ? lexicon[word] : undefined;
  return tag === 'PastTense' || tag === 'Participle';
}

/** Past tenses spelt like their present, as a resume line opens on them ('Cut average handle time by 40%'). */
const SAME_PAST = new Set(['Cut', 'Set', 'Put', 'Hit', 'Shut', 'Split', 'Spread', 'Upset', 'Read']);

/**
 * 'Reduced costs 12% Developed the ERD for …': two bullets the extraction ran together, split where a
 * capitalised past-tense or -ing verb follows a word that ends a clause.
 */
export function splitRunTogetherBullets(bullet: string): string[] {
  const out: string[] = [];
  let start = 0;
  const text = bullet.trim();
  // The verb's object may open on a figure ('… with zero late payments Found $54K in duplicate payments').
  // The object may open on a rank too ('… quarters Ranked #8 of 19 reps').
  for (const m of text.matchAll(/(?<=[a-z0-9%)]) ([A-Z][a-z]+) (?=[a-z$£€#\d])/g)) {
    const at = m.index;
    // 'Developed', 'Utilized', or an irregular past ('Built', 'Led', 'Wrote') as compromise's lexicon knows it, or one
    // spelt like its present, which the lexicon files as a present ('Cut', 'Set', 'Put').
    if (!/(?:ed|ized|ised)$/.test(m[1]) && !isIrregularPast(m[1].toLowerCase()) && !SAME_PAST.has(m[1])) continue;
    const before = text.slice(start, at).split(' ').pop()?.toLowerCase() ?? '';
    // 'the Managed services team': after a determiner or preposition the word is an adjective, not a new bullet.
    if (at - start < 12 || /^(?:the|a|an|of|for|to|and|or|with|in|on|our|their|its|new|by|as|at|from)$/.test(before)) continue;
    out.push(text.slice(start, at));
    start = at + 1;
  }
  out.push(text.slice(start));
  return out.filter((b) => b.trim().length > 0);
}

/** Whether one fact of the given kind can be stated. */
export function checkFact(kind: FactKind, text: string | undefined, ctx: FactContext = {}): FactVerdict {
  if (!text) return { ok: false, reason: 'empty' };
  switch (kind) {
    case 'title':
      return checkTitle(text, ctx);
    case 'employer':
    case 'company':
      return checkEmployer(text, ctx);
    case 'degree':
      return checkDegree(text, ctx);
    case 'school':
      return checkSchool(text, ctx);
    case 'credential':
      return checkCredential(text, ctx);
    case 'skill':
      return checkSkill(text, ctx);
    case 'name':
      return checkPersonName(text);
    case 'project':
      return checkProjectName(text, ctx);
  }
}

export interface DroppedFact {
  kind: FactKind;
  text: string;
  reason: string;
}

/** 'Aspen Dental, East Syracuse, NY' → 'Aspen Dental'; 'Montgomery, AL, Desktop Support Technician' → the title. */
function stripPlace(kind: FactKind, text: string): string {
  const parts = text.split(', ');
  const isState = (p: string | undefined) => Boolean(p && /^[A-Z]{2}$/.test(p));
  const isPlace = (p: string | undefined) => Boolean(p && /^\p{Lu}[\p{L}\p{M}.' -]{1,30}$/u.test(p.normalize('NFC')) && p.split(' ').length <= 3);
  if (kind === 'employer' && parts.length >= 3 && isState(parts[parts.length - 1]) && isPlace(parts[parts.length - 2])) return parts.slice(0, -2).join(', ');
  // 'Allen & Overy, Makati, Metro Manila': two place-shaped parts after the name.
  if (kind === 'employer' && parts.length >= 3 && parts.slice(-2).every((x) => isPlace(x) && evidence.organisationEvidence(x) < 0.7)) return parts.slice(0, -2).join(', ');
  // 'Bold Orchard Creative, Frankfurt am Main': a city after the name.
  if (kind === 'employer' && parts.length === 2 && isPlace(parts[1]) && evidence.placeEvidence(parts[1].split(' ')[0] ?? '') >= 0.8 && evidence.organisationEvidence(parts[1]) < 0.7) return parts[0];
  // 'iSendMoney, Kathmandu 44600', 'Niagara College of Toronto, Bathurst Street': a postcode or a street after the name.
  const last = parts[parts.length - 1] ?? '';
  if ((kind === 'employer' || kind === 'school') && parts.length >= 2 && (/^\p{Lu}[\p{L} ]{1,30} \d{4,6}$/u.test(last) || /\b(?:Street|Road|Avenue|Boulevard|Lane|Drive|St|Rd|Ave|Blvd)\.?$/.test(last))) return parts.slice(0, -1).join(', ');
  if (kind === 'title' && parts.length >= 3 && isPlace(parts[0]) && isState(parts[1])) return parts.slice(2).join(', ');

  return text;
}

function keep(kind: FactKind, raw: string | undefined, confidence: number | undefined, ctx: FactContext, dropped: DroppedFact[]): string | undefined {
  if (!raw) return undefined;
  // 'Uppsala University z': an icon font's glyph extracted as a lone letter after the name.
  let text = stripPlace(kind, fixSmallCapsI(fixAccents(raw)).replace(/(?<=\p{L}{2})\s[b-hj-z]$/u, ''));
  // 'Mysore-Volunteer': the place column run into the title with a hyphen (a place the gazetteer or the resume names).
  const glued = kind === 'title' ? /^(\p{Lu}\p{Ll}+)-(\p{Lu}[\p{L} ]+)$/u.exec(text) : null;
  if (glued && (evidence.placeEvidence(glued[1]) >= 0.8 || ctx.places?.has(glued[1].toLowerCase())) && checkFact('title', glued[2], ctx).ok) text = glued[2];
  if (confidence !== undefined && confidence < CONFIDENCE_FLOOR) {
    dropped.push({ kind, text, reason: `parser confidence ${confidence.toFixed(2)}` });
    return undefined;
  }
  const v = checkFact(kind, text, ctx);
  if (!v.ok) {
    dropped.push({ kind, text, reason: v.reason ?? 'failed' });
    return undefined;
  }
  return text;
}

/**
 * The same entry read twice ('Volunteer | LCC SJCE, Mysore' and 'Mysore-Volunteer | LCC SJCE', with the same bullets,
 * or the same title, employer and dates) is kept once.
 */
function onceEach(entries: ExperienceEntry[]): ExperienceEntry[] {
  const key = (e: ExperienceEntry) => [e.title, e.company?.split(', ')[0], e.dates].map((x) => x?.toLowerCase().trim() ?? '').join('|');
  // 'Mysore-Volunteer' beside 'Volunteer' at the same employer and dates: a word run into the title with a hyphen.
  const gluedTwin = (e: ExperienceEntry) =>
    entries.some((x) => x !== e && x.title && e.title && e.title.toLowerCase().endsWith(`-${x.title.toLowerCase()}`) && key({ ...x, title: '' }) === key({ ...e, title: '' }));
  return entries.filter((e, i) => {
    const before = entries.slice(0, i);
    if (e.bullets.length && before.some((x) => x.bullets.length === e.bullets.length && x.bullets.every((b, j) => b === e.bullets[j]))) return false;
    if (gluedTwin(e)) return false;
    return !(e.title && e.company && before.some((x) => key(x) === key(e)));
  });
}

/** 'Programming Languages – Python, Go' or 'Languages: English' lists items under a category: the items are the skills. */
function splitSkill(skill: string): string[] {
  const t = skill.trim();
  const at = [t.indexOf(':'), t.indexOf('–'), t.indexOf('—'), t.indexOf(' - ')].filter((i) => i >= 2 && i <= 40).sort((x, y) => x - y)[0];
  if (at === undefined) return [t];
  return t
    .slice(at + (t.startsWith(' - ', at) ? 3 : 1))
    .split(/[,;]/)
    .map((x) => x.trim())
    .filter(Boolean);
}

/**
 * 'Python Jira', 'Patient Care EHR': a row of a two-column skills table read as one item. When the item is nothing but
 * two or more known skills side by side, each is its own competency ('Microsoft Excel', 'Data Analysis' are one term).
 */
function unfuseSkill(skill: string): string[] {
  const hits = findLexiconTerms(skill);
  if (hits.length < 2) return [skill];
  const gaps = hits.map((h, i) => skill.slice(i === 0 ? 0 : hits[i - 1].index + hits[i - 1].length, h.index));
  const whole = gaps.every((g) => /^\s*$/.test(g)) && /^\s*$/.test(skill.slice(hits[hits.length - 1].index + hits[hits.length - 1].length));
  if (!whole || !gaps.slice(1).every((g) => g.length > 0)) return [skill];
  const parts = hits.map((h) => skill.slice(h.index, h.index + h.length));
  // 'Accounting Payroll', 'HR Employee relations': the first is the group's label, run into its first item.
  return GROUP_LABEL.test(`${parts[0]} X`) ? parts.slice(1) : parts;
}

/** 'written and verbal', 'oral & written': how a language or skill is used, split off the item it qualifies. */
const MODES_ONLY = /^(?:written|verbal|oral|spoken|reading|writing|speaking)(?:(?:,\s*|\s+(?:and|&)\s+|\s*\/\s*)(?:written|verbal|oral|spoken|reading|writing|speaking))+\.?$/i;

/** The words a skills block puts before each group's list ('Clinical', 'Systems', 'Tools', 'Sales', …). */
const GROUP_LABEL = /^(?:Clinical|Systems|Other|Office|Legal|Tools|Operations|Technical|Safety|Teaching|Technology|Service|Sales|Marketing|Frameworks|HR|Finance|Accounting|Software|Languages|Platforms|Databases|Equipment|Admin|Administrative|Compliance|Design|Cloud) (?=[\p{Lu}#])/u;

/** Each line's opening up to its first comma or tab, without a bullet glyph: where a grouped list's first item sits. */
function skillLineStarts(lines: readonly string[]): Set<string> {
  return new Set(lines.map((l) => l.replace(/^[\s•▪◦○●·*-]+/u, '').split(/[,\t]/)[0].trim()).filter((l) => GROUP_LABEL.test(l)));
}

/**
 * 'Clinical Patient education', 'Tools WordPress', 'Systems Excel (VLOOKUP, pivot tables)': a group's label run into
 * the first item of its line. The label goes when the item opens a line of the resume and the rest reads as one item
 * (a single word, an acronym, or sentence case), so 'Technical Writing' or 'Teaching Methodologies & Assessment
 * Tools' keep their first word.
 */
function withoutGroupLabel(skill: string, lineStarts: ReadonlySet<string>): string {
  const t = skill.trim();
  const opensLine = lineStarts.has(t) || [...lineStarts].some((l) => t.startsWith(l) && t[l.length] === ',');
  // A known term that opens on the label word ('Technical Writing', 'Legal Research') is one skill.
  if (!GROUP_LABEL.test(t) || !opensLine || findLexiconTerms(t).some((h) => h.index === 0)) return skill;
  const rest = t.replace(GROUP_LABEL, '');
  const later = rest.split(/\s+/).slice(1);
  // The rest one known term as a whole ('Marketing Adobe Photoshop' → 'Adobe Photoshop') is one item too.
  const oneItem = later.length === 0 || /^\p{Lu}{2,}/u.test(rest) || !later.some((w) => /^\p{Lu}\p{Ll}/u.test(w)) || findLexiconTerms(rest).some((h) => h.index === 0 && h.length === rest.trim().length);
  return oneItem ? rest : skill;
}

/** A title field holding 'Role, Employer' or 'Employer, Role', split when both halves pass their checks. */
function splitTitleAndEmployer(field: string, titleOk: boolean, ctx: FactContext): { title: string; company: string } | undefined {
  // The first separator a layout puts between the two: a comma, a dash, a bar or 'at'.
  const sep = [', ', ' — ', ' – ', ' - ', ' | ', ' at '].map((x) => ({ x, at: field.indexOf(x) })).filter((x) => x.at > 0).sort((a, b) => a.at - b.at)[0];
  if (!sep) return undefined;
  const parts = [field.slice(0, sep.at), field.slice(sep.at + sep.x.length)].map((x) => fixSmallCapsI(fixAccents(x)));
  const head = parts[0];
  const tail = stripPlace('employer', parts[1]);
  // 'Staff Nurse, ICU' is one title: the tail must read as a name, not a unit.
  const tailIsEmployer = !containsRoleNoun(tail.split(/\s+/).pop() ?? '') && /^\p{Lu}\p{Ll}/u.test(tail);
  if ((!titleOk || tailIsEmployer) && checkFact('title', head, ctx).ok && checkFact('employer', tail, ctx).ok) return { title: head, company: tail };
  const role = parts[1];
  if (!containsRoleNoun(head) && checkFact('title', role, ctx).ok && checkFact('employer', head, ctx).ok) return { title: role, company: head };
  return undefined;
}

/**
 * The profile with every failing or unsure fact removed: titles, employers, degrees, schools, credentials
 * and skills. Bullets the layout wrapped in two are joined and bullets run together are split; bullets and dates are otherwise kept (they are realised
 * with their own checks).
 */
export function checkProfileFacts(profile: ResumeProfile, context: FactContext = { candidateName: profile.name }): { profile: ResumeProfile; dropped: DroppedFact[] } {
  const dropped: DroppedFact[] = [];
  const ctx: FactContext = { ...resumePlaceContext(profile), ...context };
  const entry = (e: ExperienceEntry): ExperienceEntry => {
    const title = keep('title', e.title, e.confidence?.title, ctx, dropped);
    const company = keep('employer', e.company, e.confidence?.company, ctx, dropped);
    // 'Welder, Turner Construction' or 'Google DeepMind, Research Intern' with no employer of its own: both
    // facts are there, run together, in either order.
    if (!company && (e.confidence?.title ?? 1) >= CONFIDENCE_FLOOR) {
      const split = splitTitleAndEmployer(e.title ?? '', Boolean(title), ctx);
      if (split) return { ...e, ...split };
    }
    // 'Corporate Counsel, Allen & Overy, Makati, Metro Manila' read as the employer, with no title.
    if (!title && !company && (e.confidence?.company ?? 1) >= CONFIDENCE_FLOOR) {
      const split = splitTitleAndEmployer(e.company ?? '', false, ctx);
      if (split) return { ...e, ...split };
    }
    return { ...e, title, company };
  };
  // A word the line wrap split without a hyphen ('over 20 en' / 'terprise systems') is joined once the lines are one.
  const vocabulary = documentWords(profile.lines);
  const text = (lines: string[]) => joinWrappedBullets(lines).map((b) => rejoinSplitWords(b, vocabulary));
  const rejoined = (e: ExperienceEntry): ExperienceEntry => ({ ...e, bullets: text(e.bullets).flatMap(splitRunTogetherBullets) });
  const school = (e: EducationEntry): EducationEntry => ({
    ...e,
    degree: keep('degree', e.degree, e.confidence?.degree, ctx, dropped),
    institution: keep('school', e.institution, e.confidence?.institution, ctx, dropped),
  });
  const skills: string[] = [];
  const lineStarts = skillLineStarts(profile.lines);
  for (const s of profile.skills.map(fixSmallCapsI).flatMap(splitSkill).map((x) => withoutGroupLabel(x, lineStarts)).flatMap(unfuseSkill)) {
    // 'Chinese Mandarin and English, written and verbal': the modes qualify the item before them, no skill of their own
    // (kept on it, the item would be too long a competency).
    if (MODES_ONLY.test(s.trim())) {
      dropped.push({ kind: 'skill', text: s, reason: 'a qualifier, no skill' });
      continue;
    }
    const v = checkFact('skill', s, ctx);
    if (v.ok) skills.push(s.trim());
    else dropped.push({ kind: 'skill', text: s, reason: v.reason ?? 'failed' });
  }
  const certifications = profile.certifications.filter((c) => {
    const v = checkFact('credential', c, ctx);
    if (!v.ok) dropped.push({ kind: 'credential', text: c, reason: v.reason ?? 'failed' });
    return v.ok;
  });
  return {
    profile: {
      ...profile,
      skills,
      certifications,
      experience: onceEach(profile.experience.map(rejoined).map(entry)),
      otherPositions: profile.otherPositions?.map(rejoined).map(entry),
      education: profile.education.map(school),
      projects: profile.projects.map((p) => ({ ...p, details: text(p.details).flatMap(splitRunTogetherBullets) })),
      summary: profile.summary && rejoinSplitWords(profile.summary, vocabulary),
    },
    dropped,
  };
}
