// What the posting says the organisation is or does, as a clause the letter can say of it: 'Sonos … we want to create
// the ultimate listening experience for our customers' → 'wants to create the ultimate listening experience for its
// customers'; 'Graham Packaging is a leading manufacturer of plastic containers' → 'is a leading manufacturer of
// plastic containers'. The letter's reason for wanting this employer, in the posting's own account of itself, never a
// claim about the candidate. Hiring, pay, benefits and legal notices are no such account.
import nlp from 'compromise';
import { splitSentences } from './read-sections.ts';
import { trimEndChars } from '../../shared/trim-chars.ts';

/** Words that make a sentence about the job, the application or the legal notices rather than the organisation. */
const NOT_ABOUT_WORK = /\b(?:you|your|yours|lookout|talent(?:ed)?|workplaces?|work arrangements?|flexible|flexibility|inclusive|inclusion|diversity|diverse|belonging|culture|perks?|work-life|place to work|apply|applicants?|applications?|candidates?|positions?|roles?|jobs?|hiring|hire|recruit\w*|looking for|seeking|salary|pay|wages?|compensation|benefits?|bonus\w*|401|insurance plans?|pto|vacation|equal|opportunity employer|accommodations?|discriminat\w*|disabilit\w*|veterans?|e-verify|background checks?|drug|screening|sponsor\w*|visa|relocation|remote|hybrid|on-?site|offices?|headquarter\w*|founded|employees|team members?|staff|interview\w*|click|email|website|www|https?|privacy|cookies?|policy|policies|laws?|regulations?|comply|compliance|encourage[sd]?|consider|reserve|may|might|will|would|should|must)\b/i;
/** A sentence about hiring or the law, however it opens ('We are committed to … and are proud to be an equal opportunity employer'). */
const HIRING_OR_LEGAL = /\b(?:apply|applicants?|candidates?|hiring|recruit\w*|looking for|seeking|lookout|talented|salary|wages?|compensation|benefits?|equal opportunity|opportunity employer|affirmative action|accommodations?|discriminat\w*|e-verify|background checks?|drug|sponsor\w*)\b/i;
/** Verbs an organisation does its work with, as the posting's sentence opens: 'provides', 'helps', 'builds'. */
const WORK_VERB = /^(?:is|are|provides?|offers?|serves?|builds?|helps?|makes?|creates?|delivers?|designs?|develops?|operates?|connects?|empowers?|supports?|manufactures?|produces?|partners?|brings?|combines?|enables?|gives?|specializ(?:es|e)|specialis(?:es|e)|believes?|exists?|works?|wants?|aims?|strives?|puts?|keeps?|cares?|champions?|transforms?|powers?|protects?|improves?|invests?|leads?|focus(?:es)?|dedicates?|uses?|treats?|educates?|teaches|teach|feeds?|moves?|ships?|sells?)\b/i;
/** Where the organisation's account of itself ends for the letter: a second clause, an aside, a list of examples. */
const CUT = /(?:;|:|\s[-–—]\s|\(|\[|,\s*(?:and |but |so |which |where |while |who |whether |from |including |such as |as well as |with )|\bso that\b|\bwhile\b|\bwhere\b|\bwhether\b|\bincluding\b|\bsuch as\b|!)/i;
const MIN_WORDS = 4;
const MAX_WORDS = 13;
const DANGLING = /\b(?:and|or|of|at|in|for|to|with|by|from|on|the|a|an|its|their|that|as)$/i;

/** The third person singular of a verb said after 'we' ('want' → 'wants', 'are' → 'is', 'have' → 'has'). */
function thirdPerson(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower === 'are' || lower === "'re") return 'is';
  if (lower === 'have' || lower === "'ve") return 'has';
  if (lower === 'do') return 'does';
  if (lower === 'go') return 'goes';
  if (/(?:s|sh|ch|x|z)$/.test(lower)) return `${lower}es`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}

/** One sentence of the posting → what it says the organisation is or does ('is a …', 'helps …'), or null. */
export function clauseOfSentence(sentence: string, company: string): string | null {
  const text = sentence.replace(/\s+/g, ' ').replace(/[’]/g, "'").trim();
  const escaped = company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // 'At Sonos we …', 'Here at Acme, we …', 'Sonos, Inc. is …', 'The Copper Kettle is …'.
  const name = `(?:the )?${escaped}(?:,? (?:inc|llc|ltd|corp)\\.?)?(?: ?[[(][^\\])]{1,30}[\\])])?`;
  const lead = new RegExp(`^(?:(?:here )?at ${name},? (we)\\b|(?:${name}|our (?:company|organi[sz]ation|firm|hospital|practice|agency|school district|store|restaurant)),? (?=[a-z]))|^(we)\\b`, 'i');
  const m = lead.exec(text);
  if (!m || HIRING_OR_LEGAL.test(text)) return null;
  const weSubject = Boolean(m[1] ?? m[2]);
  let rest = text.slice(m[0].length).replace(/^'(re|ve)\b/i, (_, x: string) => (x.toLowerCase() === 're' ? 'are' : 'have')).trim();
  const first = /^[A-Za-z]+/.exec(rest)?.[0] ?? '';
  if (!first) return null;
  if (weSubject) {
    // 'we are a …', 'we help …': the verb agrees with the organisation ('it is a …', 'it helps …').
    if (!WORK_VERB.test(first) || nlp(first).verbs().length === 0) return null;
    rest = `${thirdPerson(first)}${rest.slice(first.length)}`;
  } else if (!WORK_VERB.test(first)) return null;
  // Its own words, said of it: 'our customers' → 'its customers'.
  rest = rest.replace(/\bour\b/gi, 'its').replace(/\bours\b/gi, 'its own').replace(/\bourselves\b/gi, 'itself').replace(/\bus\b/g, 'it');
  const whole = trimEndChars(rest.slice(0, accountEnd(rest)).trim(), '.,!?').trim();
  // The longest opening of the account that reads as a whole clause: 'is a healthy beverage company with ice-cold
  // cans designed to murder your thirst' → 'is a healthy beverage company'.
  const ends = [whole.length, ...[...whole.matchAll(SOFT_CUT)].map((x) => x.index ?? 0)].sort((a, b) => b - a);
  for (const end of ends) {
    const clause = trimEndChars(whole.slice(0, end).trim(), ',').trim();
    if (fitsLetter(clause)) return clause;
  }
  return null;
}

/**
 * Where the account's first clause ends (CUT), except at the ', and' that closes a series: 'excellence in health,
 * healing, and learning' is one phrase, and cutting it there leaves 'excellence in health, healing'.
 */
function accountEnd(text: string): number {
  const cut = new RegExp(CUT.source, 'gi');
  for (let m = cut.exec(text); m; m = cut.exec(text)) {
    const series = /^,\s*and /i.test(m[0]) && /,[^,]+$/.test(text.slice(0, m.index)) && !/[;:(]/.test(text.slice(0, m.index));
    if (!series) return m.index;
  }
  return text.length;
}

/** Boundaries inside an account where a shorter clause still says what the organisation is or does. */
const SOFT_CUT = /,?\s(?:with|that|who|which|designed|by|through|across|and|to help|in order|for over|for more|since|sold|known|based|located|serving|headquartered)\b/gi;

function fitsLetter(clause: string): boolean {
  // A second 'we' ('… and we believe …') would need its own agreement.
  if (/\bwe\b/i.test(clause)) return false;
  if (NOT_ABOUT_WORK.test(clause) || /\bis (?:looking|seeking|hiring|searching|recruiting|an? (?:equal|affirmative))\b/i.test(clause)) return false;
  // 'is located in …', 'is headquartered …', 'is proud to …': where or how it feels, not what it does.
  if (/^is (?:located|based|proud|pleased|excited|committed to (?:equal|diversity)|not|currently|now)\b/i.test(clause)) return false;
  const words = clause.split(' ');
  if (words.length < MIN_WORDS || words.length > MAX_WORDS || DANGLING.test(clause)) return false;
  // Figures, addresses and links are no account of the work.
  if (/[$%@#/]|\d{3,}/.test(clause)) return false;
  // '… for its customers and know': a clause cut before its verb's object.
  // (A gerund closing a series of nouns is one of them: 'excellence in health, healing, and learning'.)
  if (/,[^,]+,? and [a-z]+ing$/i.test(clause)) return true;
  const last = (nlp(clause).terms().json() as { terms: { tags: string[] }[] }[]).flatMap((t) => t.terms).pop()?.tags ?? [];
  return !(last.includes('Verb') && !last.includes('Noun'));
}

/** The posting's account of the organisation, as clauses in the order the posting gives them (at most three). */
export function companyClauses(postingText: string, company: string | undefined): string[] {
  if (!company) return [];
  const out: string[] = [];
  for (const line of postingText.slice(0, 100_000).split('\n')) {
    for (const sentence of splitSentences(line.trim())) {
      const clause = clauseOfSentence(sentence, company);
      if (clause && !out.includes(clause)) out.push(clause);
    }
  }
  // What it is or what it is for ('is on a mission to …', 'is a …') before what it is doing now ('is building …').
  const rank = (c: string) => (/\b(?:mission|purpose)\b/i.test(c) ? 0 : /^is (?:an?|the|one of)\b/i.test(c) ? 1 : /^is\b/i.test(c) ? 3 : 2);
  return out.map((c, i) => ({ c, i })).sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i).slice(0, 3).map((x) => x.c);
}

/** The posting's account of the employer under any of its names (the user's, the analysis's), each clause once. */
export function employerAccount(postingText: string, ...names: (string | undefined)[]): string[] {
  const seen = new Set<string>();
  return [...new Set(names.filter(Boolean))].flatMap((n) => companyClauses(postingText, n)).filter((c) => !seen.has(c) && Boolean(seen.add(c)));
}
