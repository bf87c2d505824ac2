// Company and position inference from a job description's wording. Pure regular-expression work, run
// on lines and the first sentences, so it stays fast and deterministic.

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
];
const ROLE_NOUN_SET = new Set(ROLE_NOUNS);

const GENERIC_COMPANY = /^(our|the|this|a|an|your|we|us|you|my|its)(\s+(team|company|organization|organisation|role|position|group|business|client|mission|people|culture))?$/i;
const COMPANY_STOP = new Set(['We', 'Our', 'You', 'The', 'This', 'About', 'Job', 'Position', 'Title', 'Role', 'Location', 'Requirements', 'Responsibilities', 'If', 'As', 'In', 'At', 'Join', 'Why', 'What', 'Who', 'How', 'Apply', 'Please', 'Are']);
const ORG_SUFFIX = /\b(Inc\.|Inc(?!\w)|LLC|Ltd\.|Ltd(?!\w)|Corporation|Corp\.|Corp(?!\w)|Group|Technologies|Company|Co\.|Partners|Associates|Labs|Systems|Solutions|Health|Hospital|Medical Center|Clinic|Bank|Agency|Studio|Studios|School|Academy|District|University|College|Foundation|Electric|Construction|Consulting|Software|Analytics|Financial|Media|Marketing|Dental)(?![\w])/;

/** True when the word is a job-role noun ('Engineer', 'Nurse'). */
export function isRoleNoun(word: string): boolean {
  return ROLE_NOUN_SET.has(word.toLowerCase().replace(/[^a-z]/g, ''));
}

export function containsRoleNoun(phrase: string): boolean {
  return phrase.split(/[\s/,-]+/).some(isRoleNoun);
}

function cleanCompany(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let name = raw.trim().replace(/^[\s"'“”]+|[\s"'“”,;:!]+$/g, '');
  // Keep the period of 'Inc.' or 'Co.', drop a sentence's.
  if (name.endsWith('.') && !/\b(Inc|Co|Corp|Ltd|L\.L\.C|S\.A)\.$/.test(name)) name = name.slice(0, -1);
  name = name.replace(/^(the)\s+/i, (m) => (/^The\s+[A-Z]/.test(name) ? m : ''));
  name = name.replace(/['’]s$/, '');
  if (name.length <= 2 || name.length >= 40) return undefined;
  if (GENERIC_COMPANY.test(name)) return undefined;
  if (!/^[A-Z0-9]/.test(name)) return undefined;
  const first = name.split(/\s+/)[0];
  if (COMPANY_STOP.has(first) && name.split(/\s+/).length === 1) return undefined;
  if (containsRoleNoun(name) && !ORG_SUFFIX.test(name)) return undefined;
  return name;
}

// A run of capitalised words (allowing '&', 'of', 'and' inside), as organisations are written.
const NAME = String.raw`((?:[A-Z0-9][\w&.'’+-]*)(?:[ \t]+(?:&|of|and|de|the|[A-Z0-9][\w&.'’+-]*)){0,4})`;

const COMPANY_PATTERNS: RegExp[] = [
  /^\s*(?:company|company name|employer|organization|organisation|hiring company)\s*[:\-–]\s*(.+)$/im,
  new RegExp(String.raw`^\s*[Aa]bout\s+(?!us\b|the\b|you\b|this\b|Us\b|The\b|You\b|This\b)${NAME}\s*:?\s*$`, 'm'),
  new RegExp(String.raw`(?:^|[.!?]\s+|\n)${NAME},?\s+(?:is|are)\s+(?:currently\s+|now\s+)?(?:hiring|looking|seeking|searching|recruiting)\b`),
  new RegExp(String.raw`\b[Jj]oin\s+(?:the\s+team\s+at|us\s+at|our\s+team\s+at)\s+${NAME}`),
  new RegExp(String.raw`\b(?:[Pp]osition|[Oo]pportunity|[Rr]ole|[Cc]areer|[Jj]ob|[Oo]pening)s?\s+(?:at|with)\s+${NAME}`),
  new RegExp(String.raw`\b[Ww]ork\s+(?:for|at)\s+${NAME}`),
  new RegExp(String.raw`\bAt\s+${NAME},\s+(?:we|our|you)\b`),
  new RegExp(String.raw`\b[Jj]oin\s+(?!us\b|our\b|the\b|a\b|an\b)${NAME}(?:\s+as\b|[.!,]|\s+and\b|\s+in\b)`),
  new RegExp(String.raw`(?:^|\n)\s*about\s+us\s*:?\s*\n?\s*${NAME}\s+(?:is|are|was|builds|provides|helps|has|creates|serves|makes|designs|delivers|operates|offers)\b`, 'i'),
  new RegExp(String.raw`${NAME}\s+is\s+an?\s+(?:equal\s+opportunity|leading|growing|fast-growing|award-winning|\w+-based|independent|family-owned|nonprofit|non-profit|public)`),
  new RegExp(String.raw`\bWhy\s+${NAME}\?`),
];

export function inferCompany(text: string): string | undefined {
  // A title line naming the employer: 'Marketing Coordinator – Summit Outdoor Co.', 'Graphic Designer at Pixel Forge'.
  const firstLine = text.split('\n').find((l) => l.trim())?.trim() ?? '';
  const split = /^(.{3,60}?)\s+(?:at|@|\||—|–|-)\s+([^|–—]{3,45}?)(?:\s*[|–—].*)?$/.exec(firstLine);
  if (split && !firstLine.includes(':') && containsRoleNoun(split[1]) && !containsRoleNoun(split[2])) {
    const name = cleanCompany(split[2]);
    if (name && !/,\s*[A-Z]{2}$/.test(name)) return name;
  }
  for (const pattern of COMPANY_PATTERNS) {
    const m = pattern.exec(text);
    // A capture may run back across a sentence end ('…Hygienist. SmileWorks Dental is'): keep the part
    // nearest the cue, which is the last sentence piece for names before a verb.
    const pieces = m?.[1]?.split(/(?<!\b(?:Inc|Co|Corp|Ltd))\.\s+/) ?? [];
    const piece = pattern.source.startsWith('(?:^|[.!?]') || /\\s\+is\\s\+an\?/.test(pattern.source) ? pieces[pieces.length - 1] : pieces[0];
    const name = cleanCompany(piece?.split(/\s+(?:is|are|as|to|and we|where|in)\s+/)[0]);
    if (name) return trimTrailingLowercase(name);
  }
  // An organisation suffix anywhere ('Brightline Health', 'Acme Corp').
  const suffixed = new RegExp(String.raw`\b((?:[A-Z][\w&'’-]*[ \t]+){0,3}[A-Z][\w&'’-]*[ \t]+${ORG_SUFFIX.source})`).exec(text);
  return cleanCompany(suffixed?.[1]?.replace(/^(?:Join|At|With|For|About|Welcome to)\s+/, ''));
}

function trimTrailingLowercase(name: string): string {
  const words = name.split(/\s+/);
  while (words.length > 1 && /^(of|and|&|de|the)$/i.test(words[words.length - 1])) words.pop();
  return words.join(' ');
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
const HIRING_ADJECTIVES = /^(?:(?:new|friendly|reliable|hardworking|hard-working|outgoing|proactive|ambitious|curious|talented|motivated|experienced|passionate|dedicated|skilled|driven|creative|compassionate|caring|detail-oriented|enthusiastic|energetic|organized|results-driven|self-motivated|highly\s+\w+|full-time|part-time),?\s+)+/i;

export function readTitleAt(fragment: string): string | undefined {
  const words = fragment.trim().replace(HIRING_ADJECTIVES, '').split(/\s+/).slice(0, 9);
  const caps: string[] = [];
  for (const w of words) {
    const bare = w.replace(/[,.;:!?)]+$/, '');
    if (/^[A-Z0-9(]/.test(bare) || /^(of|and|&|-|–|\/|for|in)$/.test(bare)) caps.push(bare);
    else break;
    if (bare !== w) break;
  }
  const fromCaps = cutAtRoleNoun(caps);
  if (fromCaps) return fromCaps;
  const lower: string[] = [];
  for (const w of words.slice(0, 5)) {
    const bare = w.replace(/[,.;:!?)]+$/, '');
    if (!/^[a-z][a-z/-]*$/i.test(bare)) break;
    lower.push(bare);
    if (bare !== w || isRoleNoun(bare)) break;
  }
  const fromLower = cutAtRoleNoun(lower);
  return fromLower ? titleCase(fromLower) : undefined;
}

export function inferPosition(text: string, company: string | undefined): string | undefined {
  const labelled = /^\s*(?:job\s+title|position(?:\s+title)?|title|role|job|opening)\s*[:\-–]\s*(.+)$/im.exec(text);
  if (labelled) {
    const value = labelled[1].trim().replace(/\s+(?:at|@|-|–|—|\|)\s+.*$/, '').replace(/[.;]$/, '');
    if (value.length > 1 && value.length < 80) return value;
  }
  const firstLine = text.split('\n').find((l) => l.trim().length > 0)?.trim() ?? '';
  const leading = firstLine.replace(/\s+(?:at|@|\||—|–|-)\s+.*$/, '').replace(/\s*\(.*\)\s*$/, '');
  if (leading.length > 2 && leading.length < 60 && containsRoleNoun(leading) && !/[.!?:]$/.test(leading) && !/\b(is|are|we|our)\b/i.test(leading)) return leading;
  const cues = /\b(?:hiring|seeking|looking\s+for|searching\s+for|recruiting|need|wants|join\s+(?:us|our\s+team)\s+as|apply\s+(?:for|to)\s+(?:the|this|our)?\s*(?:position\s+of)?)\s+(?:an?\s+|the\s+|our\s+(?:next|new)\s+|(?:a\s+)?(?:new|talented|motivated|experienced|passionate|dedicated|skilled)\s+)?/gi;
  for (const m of text.matchAll(cues)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 90);
    const title = readTitleAt(after.replace(/^(?:an?|the)\s+/i, ''));
    if (title && !(company && title === company)) return title;
  }
  // A leading title line: 'Senior Backend Engineer', 'Registered Nurse – ICU at Acme'.
  for (const line of text.split('\n').slice(0, 4)) {
    const head = line.trim().replace(/\s+(?:at|@|\||—|–|-)\s+.*$/, '').replace(/\s*\(.*\)\s*$/, '');
    if (head.length > 2 && head.length < 60 && containsRoleNoun(head) && !/[.!?]$/.test(head)) return head;
  }
  const asA = /\bas\s+(?:an?|the|our)\s+/g.exec(text);
  if (asA) {
    const title = readTitleAt(text.slice(asA.index + asA[0].length, asA.index + asA[0].length + 90));
    if (title) return title;
  }
  return undefined;
}
