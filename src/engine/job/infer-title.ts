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

/** True when the word is a job-role noun ('Engineer', 'Nurse'). */
export function isRoleNoun(word: string): boolean {
  return ROLE_NOUN_SET.has(word.toLowerCase().replace(/[^a-z]/g, ''));
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
