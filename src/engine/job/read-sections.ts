// Splits a normalised posting into items (bullets and sentences) tagged with the section they sit in,
// read from headings by the words they contain ('Minimum Qual Requirements', 'KNOWLEDGE & SKILLS',
// 'Responsibilities of the Remote Nurse:', 'You'll Be Highly Rated If:').

import { findLexiconTerms } from '../lexicon/find-lexicon-terms.ts';
import { containsRoleNoun } from './infer-title.ts';

export type SectionKind = 'must' | 'nice' | 'responsibilities' | 'about' | 'perks' | 'meta' | 'other' | 'none';

export interface Item {
  text: string;
  section: SectionKind;
}

// First match wins: 'Preferred Skills' is nice before it is skills; 'About You' is must before it is about.
const HEADING_KINDS: [SectionKind, RegExp][] = [
  ['perks', /\b(?:benefits|perks|what we offer|we offer|what you(?:'ll| will) get|compensation|salary|pay|how to apply|to apply|application (?:deadline|procedures?|process)|why (?:join|work)|why you(?:'ll| will) love|equal (?:employment )?opportunity|eeo|diversity|fair pay|additional information)\b/i],
  // 'Asset qualifications' (Canadian public service), 'Desirable criteria' (NHS person specifications).
  ['nice', /\b(?:assets?(?: qualifications| criteria)?|nice[- ]to[- ]haves?|preferred|bonus(?: points)?|pluses|desired|desirable|good to have|extra credit|even better|it'?s a plus|top picks?|ideally)\b/i],
  ['must', /\b(?:essential(?: criteria| qualifications| requirements| skills)?(?! (?:functions?|duties|job|responsibilities|tasks))|person specification|(?:selection|eligibility) criteria|inherent requirements|conditions of employment|requirements?|required|qualifications?|qual|must[- ]haves?|what you(?:'ll| will)? (?:need|bring|have)|what we need|what (?:we|you) (?:expect|require)|what we(?:'re| are) looking for|who you are|about you|you have|you bring|you should have|you must have|skills?|knowledge|abilities|competenc(?:y|ies)|education|experience|licen[cs](?:e|es|ure)|certifications?|highly rated|ideal candidate|if you have|we(?:'d| would) love to hear from you|what it takes|your (?:profile|background))\b/i],
  ['none', /\b(?:about the (?:job|role|position|opportunity)|job description|job details)\b/i],
  ['other', /\b(?:physical (?:demands|requirements)|work(?:ing)? (?:environment|conditions|locations?|schedule)|location|schedule|hours|job type|employment type|travel)\b/i],
  ['responsibilities', /\b(?:responsibilities|duties|what you(?:'ll| will) (?:do|be doing)|the role|your role|in this role|day[- ]to[- ]day|your impact|make an impact|impact you(?:'ll| will) make|essential functions|functions|what the job involves|role overview)\b/i],
  ['none', /\b(?:about the (?:job|role|position)|job description|description|summary|overview|job details|the job)\b/i],
  ['about', /\b(?:about|who we are|our (?:company|mission|story|culture|values)|the company)\b/i],
];

// 'DIVISION: Leadership', 'Salary Range: …', 'Reports To: Principal': form fields, never requirements or keywords.
const META_LABEL = /^(?:job (?:id|code|number|type|title|category|family)|req(?:uisition)? id|department|division(?:\/work unit)?|work unit|unit|work location|location|position location|position title|title|civil service title|title code|reports? to|salary(?: range| schedule)?|pay(?: grade| range| rate)?|grade|level|schedule|shift|hours|work days|status|flsa|start date|open date|(?:posting )?closing date|posted|employment type|type of employment|number of positions|exam may be required|company|organi[sz]ation|employer|employer name|address|broad functions|primary function)$/i;

const FIELD_ANSWER = /^(?:yes|no|none|not required|n\/a|not applicable|optional|permanent|temporary|full[- ]time|part[- ]time|competitive|negotiable|tbd|varies)\.?$/i;

// 'o Develop models…': a lower-case o is the bullet Word pastes as text.
const BULLET = /^\s*(?:[-*•▪◦‣–·●■□✓✔→>]\s*|\(?\d{1,2}[.)](?:\s+|(?=[A-Z]))|[a-z][.)]\s+|o[ \t]+(?=[A-Z]))/;

function wordCount(s: string): number {
  return s.split(' ').filter(Boolean).length;
}

function isTitleCase(head: string): boolean {
  return head
    .split(' ')
    .filter(Boolean)
    .every((w) => /^[A-Z(]/.test(w) || /^(?:of|and|&|the|for|to|in|a|an|you|we|our|your|with|on|at)$/.test(w));
}

/**
 * 'Underfill Statement', 'Work Locations': a short line of capitalised words with no skill in it is a heading
 * we do not know; 'Microsoft Excel' or 'Strong Communication' in a list is an item.
 */
function looksLikeTitleCaseHeading(head: string): boolean {
  const words = head.split(' ').filter(Boolean);
  if (words.length < 2 || words.length > 5 || /\d/.test(head)) return false;
  if (!words.every((w) => /^[A-Z][a-z]*$/.test(w) || /^(?:of|and|&|the|for|to|in)$/.test(w))) return false;
  // 'Cost Accountant' at the top is the job's title, not a heading.
  return findLexiconTerms(head).length === 0 && !containsRoleNoun(head);
}

/** 'SUPPLEMENTAL INFORMATION', 'THE POSITION': an ALL-CAPS line of words with no skill in it. */
function looksLikeCapsHeading(head: string): boolean {
  const words = head.split(' ').filter(Boolean);
  if (words.length > 6 || /\d/.test(head) || head !== head.toUpperCase() || !/[A-Z]{2}/.test(head)) return false;
  if (words.length === 1 && head.length < 6) return false;
  return findLexiconTerms(head).length === 0 && !containsRoleNoun(head);
}

/** The section a heading line opens, with any text after its colon; null for a line that is not a heading. */
export function classifyHeading(line: string): { kind: SectionKind; rest: string } | null {
  let trimmed = line.trim();
  // '- About You:' is a heading pasted as a bullet.
  if (trimmed.endsWith(':') && BULLET.test(trimmed) && trimmed.length < 50) trimmed = trimmed.replace(BULLET, '');
  if (!trimmed || (BULLET.test(trimmed) && !/^\d{1,2}\.\s*[A-Z][^:]{0,40}:/.test(trimmed))) return null;
  // A long line is a heading only as a known requirement label with its items after the colon ('What you bring:
  // a diploma; a year of line experience; …'), pasted onto one line.
  if (trimmed.length > 80) return classifyLabelLine(trimmed);
  const colon = trimmed.indexOf(':');
  const head = (colon >= 0 ? trimmed.slice(0, colon) : trimmed).replace(/^\(?\d{1,2}[.)]\s*/, '').trim();
  const rest = colon >= 0 ? trimmed.slice(colon + 1).trim() : '';
  if (!head || /[.!?]$/.test(head) || wordCount(head) > (colon === trimmed.length - 1 ? 12 : 8)) return null;
  if (META_LABEL.test(head)) return { kind: 'meta', rest };
  // 'Travel Required: Not required', 'Telework eligible: No', 'Appointment type: Permanent': a form field's answer.
  if (colon > 0 && FIELD_ANSWER.test(rest)) return { kind: 'meta', rest };
  // 'ENQUIRIES : Ms N. Dlamini, Tel …', 'NOTE : Applicants must attach…': an unknown ALL-CAPS label with its text.
  if (colon > 0 && rest && looksLikeCapsHeading(head) && !HEADING_KINDS.some(([, re]) => re.test(head))) return { kind: 'meta', rest };
  // A heading is short, or ALL CAPS, or ends in a colon; with text after the colon it is a label line.
  // Without a colon or capitals, a line is a heading only when short, free of digits and commas, and either in
  // title case or opening with the heading's words: 'Preferred qualifications' is one, 'BA/BS degree required,
  // MBA preferred' and '5+ years of experience' are items.
  const marked = colon >= 0 || head === head.toUpperCase();
  // 'Experience in providing client service', 'Knowledge of Maximo': a heading word with its object is an item.
  const withObject = /^[A-Za-z]+[ \t]+(?:in|with|of|using|as|on|at|working|providing|managing|supporting)[ \t]+\S/i.test(head);
  const plainOk = wordCount(head) <= 6 && !/[\d,;]/.test(head) && !withObject;
  if (!marked && !plainOk) return null;
  for (const [kind, pattern] of HEADING_KINDS) {
    const m = pattern.exec(head);
    if (m && (marked || m.index === 0 || isTitleCase(head))) return { kind, rest };
  }
  if (colon === trimmed.length - 1 && wordCount(head) <= 5) return { kind: 'other', rest: '' };
  if (colon < 0 && (looksLikeTitleCaseHeading(head) || looksLikeCapsHeading(head))) return { kind: 'other', rest: '' };
  return null;
}

function classifyLabelLine(line: string): { kind: SectionKind; rest: string } | null {
  const colon = line.indexOf(':');
  if (colon < 3 || colon > 40) return null;
  const head = line.slice(0, colon).trim();
  if (wordCount(head) > 5 || /[.!?,;]/.test(head)) return null;
  // 'DUTIES : Render general clerical support…', 'APPLICATIONS : …': a form's ALL-CAPS label opens its own section.
  if (head === head.toUpperCase() && /[A-Z]{4}/.test(head) && !/\d/.test(head)) {
    const known = HEADING_KINDS.find(([, re]) => re.test(head));
    if (META_LABEL.test(head)) return { kind: 'meta', rest: '' };
    return known ? { kind: known[0], rest: line.slice(colon + 1).trim() } : { kind: 'meta', rest: '' };
  }
  for (const [kind, pattern] of HEADING_KINDS) {
    if (kind !== 'must' && kind !== 'nice') continue;
    const m = pattern.exec(head);
    if (m && m.index === 0) return { kind, rest: line.slice(colon + 1).trim() };
  }
  return null;
}

// A flattened list: 'Requirements: • Valid CDL • 2 years OTR • Clean MVR' on one line.
const INLINE_BULLET = /[ \t][•▪●■◦‣][ \t]/;

/** The parts of a line that carries two or more inline bullets; the line itself otherwise. */
function splitInlineBullets(line: string): string[] {
  if (!INLINE_BULLET.test(line.slice(1)) || line.split(/[•▪●■◦‣]/).length < 3) return [line];
  const parts = line.split(/[•▪●■◦‣]/).map((p) => p.trim());
  // The text before the first bullet is a heading ('Requirements:') or an item of its own.
  return parts.map((p, k) => (k === 0 ? p : `- ${p}`)).filter((p) => p && p !== '-');
}

// 'functions (e.g. Azure Functions)', 'approx. 20 hours': a full stop that ends an abbreviation, not a sentence.
const ABBREVIATION_END = /(?:^|[\s(])(?:e\.g|i\.e|etc|incl|approx|vs|Dr|Mr|Ms|Mrs|St|No|Jr|Sr|U\.S|U\.K)\.$/;

export function splitSentences(text: string): string[] {
  const parts = text
    .split(/(?<=[.!?;])\s+(?=[A-Z0-9"“(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const out: string[] = [];
  for (const part of parts) {
    if (out.length && ABBREVIATION_END.test(out[out.length - 1])) out[out.length - 1] += ` ${part}`;
    else out.push(part);
  }
  return out;
}

/** Items in document order, each tagged with its section. */
export function readSections(text: string): Item[] {
  const items: Item[] = [];
  let section: SectionKind = 'none';
  for (const rawLine of text.split('\n').flatMap((l) => splitInlineBullets(l.trim()))) {
    const line = rawLine.trim();
    if (!line) continue;
    const heading = classifyHeading(line);
    if (heading) {
      // A form field ('Department: Leadership') leaves the current section as it was.
      if (heading.kind === 'meta') continue;
      // A numbered '5.Knowledge, Skills, & Abilities: …' inside a requirements list stays an item of it.
      if (heading.rest && /^\(?\d/.test(line) && (section === 'must' || section === 'nice')) {
        items.push({ text: heading.rest, section: heading.kind === 'nice' ? 'nice' : section });
        continue;
      }
      section = heading.kind;
      if (heading.rest) for (const s of splitSentences(heading.rest)) items.push({ text: s, section });
      continue;
    }
    const bare = line.replace(BULLET, '').trim();
    if (BULLET.test(line)) items.push({ text: bare, section });
    else for (const s of splitSentences(bare)) items.push({ text: s, section });
  }
  return items;
}
