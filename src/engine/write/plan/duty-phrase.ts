// Why this role, in the posting's own terms: a real duty the posting lists ('Respond to all inbound support inquiries
// via email, phone, and live chat'), cut to its verb and object and put as a gerund ('responding to inbound support
// inquiries'), chosen among the duties that name a term the resume supports. No duty that names one, no sentence:
// a stock 'your posting puts X at the centre of this role' with a keyword for X reads as a template.
import nlp from 'compromise';
import { findLexiconTerms } from '../../lexicon/find-lexicon-terms.ts';
import { trimEndChars } from '../../../shared/trim-chars.ts';

// Lead-ins before the duty's verb: 'You'll own …', 'In this role, you will model …', 'Responsible for performing …'.
const LEAD_IN = /^(?:(?:in this role|as (?:an? |the )?[\w -]{2,40}),\s*)?(?:you(?:'ll|’ll| will)(?: also)?|you|we need you to|the \w+ will|this (?:person|role|position) will|(?:is |are )?responsible for)\s+/i;
// Where the duty's core ends: a clause, a purpose, a list of examples.
const CUT = /(?:[,;:(]|\s-\s|\s–\s|\b(?:to ensure|ensuring|in order|so that|that|which|who|while|including|such as|as well as|and other|etc|e\.g|with a focus|across|throughout|in accordance|according to|per)\b)/i;
const WEAK_VERB = /^(?:demonstrates?|exhibits?|adheres?|maintains? required|performs? other|other|follows?|attends?|is|are|be|has|have|must|may|will|can|should|work in|act as|join|report)\b/i;
// Words that make a duty read as the posting's boilerplate rather than the work.
const BOILERPLATE = /\b(?:attendance|punctual|ethics|loyalty|duties as assigned|other duties|weekends?|schedule|travel|lift(?:ing)? up to|pounds|lbs)\b/i;
// A gerund and at most four of the posting's words: never a run of six copied from it with the template's next word.
const MAX_WORDS = 5;
// Nouns that stand for examples the posting lists next ('tools like …', 'platforms such as …'), and their modifiers.
const GENERIC_MEANS = /^(?:modern|various|appropriate|relevant|standard|common|the|our|your|tools?|software|systems?|platforms?|technolog(?:y|ies)|methods?|techniques?|applications?|programs?|solutions?)$/i;
const STOP = new Set('with from your their them this that into onto over under about work other team teams necessary proper'.split(' '));

export interface DutyPhrase {
  /** The duty as a gerund phrase, lower case: 'responding to inbound support inquiries'. */
  text: string;
  /** The resume-supported terms it names. */
  terms: string[];
}

/** 'Respond to all inbound support inquiries via email' → 'responding to inbound support inquiries', or null. */
const gerunds = new Map<string, string | null>();

export function dutyGerund(line: string): string | null {
  let cached = gerunds.get(line);
  if (cached === undefined) {
    cached = readDuty(line);
    if (gerunds.size > 5000) gerunds.clear();
    gerunds.set(line, cached);
  }
  return cached;
}

function readDuty(line: string): string | null {
  let t = line.trim().replace(/^[\s\-*•▪◦‣–—·>»✓✔➢➤►■□●○◆◇]+/u, '');
  t = t.replace(LEAD_IN, '');
  if (WEAK_VERB.test(t) || BOILERPLATE.test(t)) return null;
  const core = t.slice(0, 300).split(CUT)[0]?.trim() ?? '';
  const ws = core.split(/\s+/).filter(Boolean);
  if (ws.length < 2) return null;
  // 'Develop and implement security policies': the first verb and its object.
  const twoVerbs = /^([A-Za-z]+) (?:and|or|&) ([A-Za-z]+) (.+)$/.exec(core);
  const verbAndObject = twoVerbs ? `${twoVerbs[1]} ${twoVerbs[3]}` : core;
  let words = verbAndObject.split(/\s+/).filter((w) => !/^(?:all|any|every|various|multiple)$/i.test(w));
  words = words.slice(0, MAX_WORDS);
  words[words.length - 1] = trimEndChars(words[words.length - 1] ?? '', '.!?');
  // End on a noun, never on a preposition, an article or a modifier ('… inquiries via', 'educating customers on how to fully').
  const tagsOf = () => (nlp(words.join(' ')).terms().json() as { terms: { tags: string[]; text: string }[] }[]).flatMap((x) => x.terms);
  for (let terms = tagsOf(); words.length >= 2; terms = tagsOf()) {
    const last = terms[terms.length - 1]?.tags ?? [];
    const lastWord = words[words.length - 1] ?? '';
    if (last.includes('Noun') && !last.includes('Pronoun') && !/^(?:how|what|types?|kinds?)$/i.test(lastWord) && !/^(?:a|an|the|to|of|for|in|on|with|by|via|from|and|or|like|within)$/i.test(lastWord)) break;
    words.pop();
  }
  // A trailing 'for' or 'with' phrase whose noun was popped leaves its preposition: popped above.
  // 'using tools' (cut from 'using tools like Fivetran or custom Python code'): a means named only by a placeholder for
  // the examples that followed it says nothing; the duty ends before it.
  const means = words.findIndex((w, i) => i >= 2 && /^(?:using|with|via|through)$/i.test(w) && words.slice(i + 1).every((x) => GENERIC_MEANS.test(x)));
  if (means > 0) words = words.slice(0, means);
  if (words.length < 2) return null;
  const first = words[0] ?? '';
  // The lead must be a verb as a duty line reads it (an imperative or 'Operates'), not a noun ('Dashboards').
  const tags = (nlp(words.join(' ')).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  if (!tags.includes('Verb') || tags.includes('PastTense') || tags.includes('Gerund')) return null;
  const gerund = toGerund(first.toLowerCase());
  if (!gerund) return null;
  const rest = words
    .slice(1)
    .join(' ')
    .replace(/\bour\b/gi, 'your')
    .replace(/\bwe\b/gi, 'you');
  return `${gerund} ${rest}`.replace(/\s+/g, ' ').trim();
}

/** 'operates' → 'operating', 'plan' → 'planning', 'tie' → 'tying'; null for a word that is not a plain verb. */
export function toGerund(verb: string): string | null {
  if (!/^[a-z]{2,}$/.test(verb)) return null;
  // The duty line's third person ('Operates', 'Drives', 'Processes', 'Carries').
  let v = verb;
  if (/ies$/.test(v) && v.length > 4) v = `${v.slice(0, -3)}y`;
  else if (/(?:ss|sh|ch|x|z|o)es$/.test(v)) v = v.slice(0, -2);
  else if (/[^s]s$/.test(v)) v = v.slice(0, -1);
  if (/ie$/.test(v)) return `${v.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(v) || /[aiu]e$/.test(v)) return `${v.slice(0, -1)}ing`;
  // One-syllable consonant-vowel-consonant words double the last letter ('plan', 'run', 'set').
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(v) && v.length <= 4) return `${v}${v.slice(-1)}ing`;
  return `${v}ing`;
}

/**
 * The posting's duty that the resume answers best, as a gerund phrase, or null when no duty names a term the
 * resume supports (matched: the match's keywords, lower case).
 */
export function pickDutyPhrase(responsibilities: readonly string[], matched: ReadonlySet<string>, resumeText = ''): DutyPhrase | null {
  return rankDutyPhrases(responsibilities, matched, resumeText)[0] ?? null;
}

/** Every duty the resume supports, best first: the opening takes one, the requirement paragraphs others. */
export function rankDutyPhrases(responsibilities: readonly string[], matched: ReadonlySet<string>, resumeText = ''): DutyPhrase[] {
  const resumeWords = new Set(resumeText.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const resumeTerms = new Set(findLexiconTerms(resumeText).map((h) => h.term));
  const found: (DutyPhrase & { score: number })[] = [];
  for (const [i, line] of responsibilities.slice(0, 25).entries()) {
    const text = dutyGerund(line);
    if (!text || found.some((f) => f.text === text)) continue;
    const hits = findLexiconTerms(text);
    // Every term the phrase names must be one the resume supports.
    if (hits.some((h) => !matched.has(h.term) && h.category !== 'soft-skill')) continue;
    const terms = [...new Set(hits.filter((h) => matched.has(h.term)).map((h) => h.term))];
    // Confident: a term the resume itself names (so the sentence states something the resume holds).
    if (!terms.some((t) => resumeTerms.has(t))) continue;
    const shared = (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).slice(1).filter((w) => !STOP.has(w) && (resumeWords.has(w) || resumeWords.has(w.replace(/s$/, ''))));
    found.push({ text, terms, score: terms.length * 2 + new Set(shared).size - i * 0.05 });
  }
  return found.sort((x, y) => y.score - x.score).map(({ text, terms }) => ({ text, terms }));
}
