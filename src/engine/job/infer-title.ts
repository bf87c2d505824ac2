// Position inference from a posting's wording, and the role nouns other modules use to tell a title from a
// name. Pure, line-bounded work so it stays fast and deterministic.
import { endsInTitleHead } from '../lexicon/taxonomy-vocab.ts';

const ROLE_NOUNS = [
  'engineer', 'developer', 'programmer', 'architect', 'designer', 'manager', 'director', 'analyst', 'scientist',
  'nurse', 'teacher', 'educator', 'instructor', 'tutor', 'electrician', 'plumber', 'technician', 'mechanic',
  'carpenter', 'welder', 'accountant', 'bookkeeper', 'auditor', 'controller', 'representative', 'rep', 'associate',
  'specialist', 'coordinator', 'consultant', 'administrator', 'assistant', 'officer', 'executive', 'lead',
  'strategist', 'writer', 'editor', 'copywriter', 'marketer', 'recruiter', 'therapist', 'pharmacist', 'physician',
  'clerk', 'agent', 'advisor', 'adviser', 'supervisor', 'planner', 'head', 'vp', 'president', 'intern', 'apprentice',
  'artist', 'producer', 'photographer', 'illustrator', 'partner', 'counselor', 'paralegal', 'attorney', 'chef',
  'cook', 'driver', 'operator', 'buyer', 'master', 'professional', 'worker', 'aide', 'paramedic', 'emt', 'dentist',
  'hygienist', 'librarian', 'principal', 'journeyman', 'foreman', 'superintendent', 'owner', 'sre', 'lpn', 'rn',
  'cpa', 'tester', 'investigator', 'estimator', 'dispatcher', 'cashier', 'barista', 'server', 'receptionist',
  'merchandiser', 'reporter', 'journalist', 'stocker', 'picker', 'packer', 'loader', 'handler', 'custodian', 'janitor',
  'housekeeper', 'caregiver', 'bartender', 'host', 'hostess', 'dishwasher', 'baker', 'butcher', 'porter', 'courier',
  'guard', 'firefighter', 'lifeguard', 'veterinarian', 'dietitian', 'nutritionist', 'phlebotomist', 'sonographer',
  'radiographer', 'midwife', 'surgeon', 'psychologist', 'machinist', 'fabricator', 'installer', 'inspector', 'surveyor',
  'drafter', 'draftsman', 'assembler', 'millwright', 'roofer', 'painter', 'mason', 'laborer', 'labourer', 'landscaper',
  'groundskeeper', 'lineman', 'pipefitter', 'steamfitter', 'ironworker', 'teller', 'underwriter', 'actuary', 'lawyer',
  'solicitor', 'secretary', 'paraprofessional', 'coach', 'trainer', 'scheduler', 'expeditor', 'attendant', 'steward',
  'stewardess', 'pilot', 'navigator', 'chauffeur', 'teamster', 'concierge', 'valet', 'sommelier', 'housekeeping',
  'researcher', 'hand', 'farmhand', 'helper', 'farmer', 'rancher', 'ambassador', 'generalist', 'liaison', 'sourcer',
  'treasurer', 'economist', 'statistician', 'chemist', 'biologist', 'physicist', 'geologist', 'epidemiologist',
  'optometrist', 'pathologist', 'audiologist', 'counsellor', 'nanny', 'cleaner', 'mover', 'technologist', 'deputy',
  'ranger', 'warden', 'examiner', 'adjuster', 'appraiser', 'broker', 'realtor', 'banker', 'animator', 'videographer',
  'musician', 'stylist', 'cosmetologist', 'barber', 'esthetician', 'professor', 'lecturer', 'dean', 'registrar',
  'fellow', 'crew', 'member', 'paraeducator', 'interpreter', 'translator', 'dispatcher', 'operative', 'superintendent',
];
const ROLE_NOUN_SET = new Set(ROLE_NOUNS);

/** True when the word is a job-role noun ('Engineer', 'Nurse'). */
export function isRoleNoun(word: string): boolean {
  return word
    .toLowerCase()
    .split('/')
    .some((w) => ROLE_NOUN_SET.has(w.replace(/[^a-z]/g, '')));
}

export function containsRoleNoun(phrase: string): boolean {
  return phrase.split(/[\s/,-]+/).some(isRoleNoun);
}

/** Keeps words up to and including the last role noun; undefined when there is none. */
function cutAtRoleNoun(words: string[]): string | undefined {
  let last = -1;
  words.forEach((w, i) => {
    if (isRoleNoun(w)) last = i;
  });
  if (last < 0) return undefined;
  return words.slice(0, last + 1).join(' ').replace(/[,:;]$/, '');
}

function titleCase(s: string): string {
  return s.replace(/\b([a-z])([a-z]*)/g, (_m, a: string, b: string) => (/^(of|and|for|the|in)$/.test(a + b) ? a + b : a.toUpperCase() + b));
}

/** A title read from the start of a phrase: capitalised words ending in a role noun. */
const HIRING_ADJECTIVES = /^(?:(?:new|friendly|reliable|hardworking|hard-working|outgoing|proactive|ambitious|curious|talented|motivated|experienced|passionate|dedicated|skilled|driven|creative|compassionate|caring|detail-oriented|enthusiastic|energetic|organized|results-driven|self-motivated|highly\s+\w+|full-time|part-time|seasonal|temporary|contract|permanent|next),?\s+)+/i;

function trimTrailing(word: string, chars: string): string {
  let end = word.length;
  while (end > 0 && chars.includes(word[end - 1])) end--;
  return word.slice(0, end);
}

export function readTitleAt(fragment: string): string | undefined {
  const words = fragment.trim().replace(HIRING_ADJECTIVES, '').split(/\s+/).slice(0, 12);
  const readCaps = (from: number): string | undefined => {
    const caps: string[] = [];
    for (const w of words.slice(from)) {
      const bare = trimTrailing(w, ',.;:!?)');
      if ((/^[A-Z0-9(]/.test(bare) && bare !== bare.toUpperCase()) || /^[A-Z]{2,5}$/.test(bare) || /^(of|and|&|-|–|\/|for|in)$/.test(bare)) caps.push(bare);
      else break;
      if (bare !== w) break;
    }
    return cutAtRoleNoun(caps);
  };
  const fromCaps = readCaps(0);
  if (fromCaps) return fromCaps;
  // 'a structured and solution-oriented Analytics Engineer', 'next Lead Preschool Teacher': praise in lower
  // case, then the capitalised title.
  const lower: string[] = [];
  for (let k = 0; k < Math.min(words.length, 6); k++) {
    const bare = trimTrailing(words[k], ',.;:!?)');
    if (/^[A-Z]/.test(bare) && k > 0) return readCaps(k);
    if (!/^[a-z][a-z/-]*$/i.test(bare) || /^(?:as|our|to|for|with|who|the|a|an|you|we|in|at|on|of|is|are|will|can)$/i.test(bare)) break;
    lower.push(bare);
    if (bare !== words[k] || isRoleNoun(bare)) break;
  }
  const fromLower = cutAtRoleNoun(lower);
  return fromLower ? titleCase(fromLower) : undefined;
}

// ('POST 12/34 : ADMINISTRATION CLERK REF NO: …': a gazette's numbered post.)
const TITLE_LABEL = /^(?:job title|position title|posting title|job posting title|working title|classification title|job posting|position|title|role|job|opening|vacancy|post|now hiring|hiring|we(?:'re| are) hiring|urgently hiring)(?:[ \t]+(?:no\.?[ \t]*)?\d[\d/]*)?$/i;
// 'Job Description - Traffic Officer', 'Posting Title: Scale Clerk', 'Vacancy – Cook': a label in front of the title.
const TITLE_PREFIX = /^(?:job description|job posting|posting title|job title|position title|position|vacancy|now hiring|job opening|opening)[ \t]*[-–—:|][ \t]*/i;
// A separator, then a unit, shift, location, pay or bonus part of a title line.
const SEPARATORS = new Set(['-', '–', '—', '|', '@', 'at', '·', '/']);

/** 'Teacher, Elementary…(100)[187]' → 'Teacher, Elementary…'; 'Account Executive (SaaS)' → 'Account Executive'. */
function dropTrailingCodes(line: string): string {
  let t = line.trim();
  // 'Kindergarten Teacher 2026-2027', 'Teacher (2026-27 School Year)' : the year is no part of the title.
  const year = /[ \t]\(?(?:19|20)\d\d(?:[-–/](?:19|20)?\d\d)?(?:[ \t]+school[ \t]+year)?\)?$/i.exec(t);
  if (year && year.index > 2) t = t.slice(0, year.index).trim();
  for (let k = 0; k < 3; k++) {
    const close = t[t.length - 1];
    if (close !== ')' && close !== ']') break;
    const open = t.lastIndexOf(close === ')' ? '(' : '[');
    if (open <= 0) break;
    t = t.slice(0, open).trim();
  }
  return t;
}

/** 'Now Hiring Delivery Drivers' → '… Delivery Driver': a plural role at the end of a head line is one post. */
function singularRole(line: string): string {
  const words = line.split(' ');
  for (let k = words.length - 1; k >= 0; k--) {
    const w = words[k];
    if (/^(?:wanted|needed|required|opening|openings|position|positions|opportunity|job|jobs|vacancy|hiring)[!.]?$/i.test(w)) continue;
    if (/s$/.test(w) && !isRoleNoun(w) && isRoleNoun(w.slice(0, -1))) words[k] = w.slice(0, -1);
    break;
  }
  return words.join(' ');
}

/** The title part of a head line: cut at ' - ', ' | ', ' at ' only where the part before already names a role. */
/** A role noun, or the head noun of an O*NET or ESCO occupation title ('Shipper', 'Scale Clerk'). */
export function namesRole(phrase: string): boolean {
  // 'Medical Coder II', 'Dispatcher Level 2': a grade after the head noun.
  const words = phrase.trim().split(/[ \t]+/);
  if (words.length > 1 && /^(?:I{1,3}|IV|V|[1-5])$/i.test(words[words.length - 1])) words.pop();
  if (words.length > 1 && /^(?:level|grade|band)$/i.test(words[words.length - 1])) words.pop();
  const ungraded = words.join(' ');
  return containsRoleNoun(phrase) || endsInTitleHead(ungraded);
}

function titleOfHeadLine(line: string): string | undefined {
  // '… - 12-Hour Nights - $5000 Hiring Incentive!': the exclamation belongs to the bonus part, cut below.
  const unbanged = /[ \t][-–—|][ \t]/.test(line) ? trimTrailing(line, '!') : line;
  const t = singularRole(dropTrailingCodes(unbanged.replace(TITLE_PREFIX, '')));
  if (t.length < 3 || t.length > 90 || /[.!?:]$/.test(t) || /\b(?:is|are|we|our|you)\b/i.test(t)) return undefined;
  const words = t.split(' ').filter(Boolean);
  let cut = words.length;
  for (let k = 1; k < words.length; k++) {
    const w = words[k];
    // A bracketed shift or schedule after the role ('Warehouse Shipper (M-F, 7AM-3:30PM)') ends the title too.
    const bracket = w.startsWith('(') && k > 0;
    if ((SEPARATORS.has(w) || bracket) && namesRole(words.slice(0, k).join(' '))) {
      cut = k;
      break;
    }
  }
  const kept = words.slice(0, cut);
  // 'Experienced Roofer Wanted', 'Delivery Drivers': a banner word after the role goes, a plural role is one post.
  while (kept.length > 1 && /^(?:wanted|needed|required|opening|openings|position|positions|opportunity|job|jobs|vacancy|hiring)[!.]?$/i.test(kept[kept.length - 1])) kept.pop();
  const title = dropTrailingCodes(kept.join(' '));
  if (!namesRole(title) || title.split(' ').length > 10) return undefined;
  // Noise in front of a title ('HoURLY; Fork Lift Operator'): keep the part after the last ';'.
  const semi = title.lastIndexOf(';');
  return semi >= 0 ? title.slice(semi + 1).trim() : title;
}

/** 'The Junior Staff Accountant maintains…', 'The new City Clerk will…': the capitalised title at a sentence start. */
function titleFromProse(text: string): string | undefined {
  for (const m of text.slice(0, 6000).matchAll(/(?:^|[.!?]\s|\n)\s?The (?:new |successful |ideal )?(?=[A-Z])|, the (?:new )?(?=[A-Z])/g)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 80);
    const words = after.split(' ');
    const caps: string[] = [];
    for (const w of words) {
      if (/^[A-Z][\w/-]*$/.test(w) || (caps.length && /^(?:of|and|&)$/.test(w))) caps.push(w);
      else break;
    }
    const next = words[caps.length] ?? '';
    const title = caps.join(' ');
    if (caps.length && isRoleNoun(caps[caps.length - 1]) && /^(?:is|will|[a-z]{2,}s)$/.test(next)) return title;
  }
  return undefined;
}

export function inferPosition(text: string, company: string | undefined): string | undefined {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  for (const line of lines.slice(0, 40)) {
    const colon = line.indexOf(':');
    if (colon <= 0 || colon > 20 || !TITLE_LABEL.test(line.slice(0, colon).trim())) continue;
    // 'ADMINISTRATION CLERK REF NO: DOH/2026/045': a reference number after the title is no part of it.
    const valueText = line.slice(colon + 1);
    const ref = /\s(?:ref|reference|req|requisition)\b[^:]{0,12}:/i.exec(valueText);
    const raw = ref ? valueText.slice(0, ref.index) : valueText;
    const value = titleOfHeadLine(raw.replace(/[.;]$/, '')) ?? raw.trim();
    if (value.length > 1 && value.length < 80) return value;
  }
  const leading = lines[0] ? titleOfHeadLine(lines[0]) : undefined;
  // 'Harlow Dental Partners' on the first line is the company, not one 'Partner'.
  const isCompany = (t: string) => company !== undefined && (t === company || `${t}s` === company);
  if (leading && !isCompany(leading)) return leading;
  const cues = /\b(?:hiring:?|(?:opening|vacancy|position|opportunity)\s+for|seeking|looking\s+for|searching\s+for|recruiting|needs?|wants|join\s+(?:us|our\s+team)\s+as|apply\s+(?:for|to)\s+(?:the|this|our)?\s*(?:position\s+of)?)\s+(?:an?\s+|the\s+|our\s+(?:next|new)\s+|(?:a\s+)?(?:new|talented|motivated|experienced|passionate|dedicated|skilled)\s+)?/gi;
  for (const m of text.matchAll(cues)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 90);
    const title = readTitleAt(after.replace(/^(?:an?|the)\s+/i, ''));
    if (title && !(company && title === company)) return title;
  }
  for (const line of lines.slice(1, 4)) {
    const head = titleOfHeadLine(line);
    if (head && !isCompany(head)) return head;
  }
  const prose = titleFromProse(text);
  if (prose) return prose;
  const asA = /\bas\s+(?:an?|the|our)\s+/gi.exec(text);
  if (asA) {
    const title = readTitleAt(text.slice(asA.index + asA[0].length, asA.index + asA[0].length + 90));
    if (title) return title;
  }
  return undefined;
}
