// Surface realisation of resume lines: a bullet becomes a first-person clause, with the verb inflected by
// compromise (tense follows the role: present for the current one, past otherwise). Numbers, names and
// the resume's own words are kept, so the grounding check still finds every claim in the resume.
import nlp from 'compromise';
import { findLexiconTerms } from '../../lexicon/find-lexicon-terms.ts';
import { containsRoleNoun } from '../../job/infer-title.ts';
import { trimEndChars } from '../../../shared/trim-chars.ts';
import { cleanText } from './clean-text.ts';
import { coordinatedVerbs, inflectClause, verbForms, type ClauseTense } from './inflect-clause.ts';

export type Tense = 'past' | 'present';

/**
 * A realised bullet: `vp` completes "I …"; an `np` bullet has no verb and needs a frame of its own; `none` is a
 * line that cannot become the candidate's clause (its own subject, a bare figure, a fragment).
 */
export type Clause = { kind: 'vp'; text: string } | { kind: 'np'; text: string } | { kind: 'none'; text: string };

const GLYPHS = /^[\s\-*•▪◦‣–—·>»✓✔➢➤►■□●○◆◇]+/u;
const MAX_CLAUSE_CHARS = 400;

/** Strips bullet glyphs, a closing full stop or semicolon and doubled spaces. */
export function cleanLine(line: string): string {
  let t = cleanText(line.slice(0, MAX_CLAUSE_CHARS).replace(GLYPHS, '')).replace(/\s{2,}/g, ' ').trim();
  while (t.length && /[.;,:]/.test(t[t.length - 1]) && !/\b(?:Inc|Co|Ltd|Corp|Jr|Sr|St|etc)\.$/.test(t)) t = t.slice(0, -1).trimEnd();
  return t;
}

const ROLE_NOUNS = /^(member|part|chair|co-chair|head|lead|leader|representative|volunteer|mentor|tutor|captain|president|vice president|secretary|treasurer|liaison|coordinator|organizer|organiser|ambassador|advisor|adviser)\b/i;
const ED_ADJECTIVES = new Set('detailed dedicated experienced motivated skilled talented advanced licensed qualified varied related limited united based focused oriented seasoned accomplished distinguished integrated automated'.split(' '));
// 'Safely plan and execute …', 'Successfully led …': a manner adverb before the verb.
const ADVERB_LEAD = /^([A-Z]?[a-z]{3,}ly)\s+(?=[a-z])/;
// 'Proficient in Salesforce', 'Fluent in Spanish': a state of the candidate, not a thing or an action.
const ADJECTIVE_LEAD = /^(?:proficient|skilled|experienced|fluent|knowledgeable|familiar|adept|well[- ]versed|versed|competent|bilingual)\s+(?:in|with|at|on)\b/i;
// A base verb before its object's determiner or preposition ('Collaborate with …', 'Manage the …', 'Build a …').
// Not 'for', 'on' or 'to', which follow nouns as often ('Service for sending email', 'Research on machine learning').
const VERB_OBJECT = /^[A-Z]?[a-z]+(?:\s+(?:and|&)\s+[a-z]+)?\s+(?:with|the|a|an|all|daily|weekly|new|our|their|multiple|various)\b/;
const RESPONSIBLE = /^(responsible|accountable|in charge)\b/i;
// Bullets whose verb is something done to the candidate: 'Awarded a pre-placement offer' → 'I was awarded …'.
const PASSIVE = /^(involved|engaged|awarded|selected|promoted|recognized|recognised|chosen|named|nominated|invited|elected|honored|honoured|granted|hired|appointed|certified|featured|ranked)\b/i;

/** Lower-cases the first word when it is an ordinary word (not an acronym, a name or a product). */
function lowerLead(text: string, tags: string[]): string {
  const first = /^[A-Za-z'-]+/.exec(text)?.[0] ?? '';
  if (!/^[A-Z][a-z'-]+$/.test(first)) return text;
  if (tags.includes('ProperNoun') && !tags.includes('Verb') && !tags.includes('Adjective')) return text;
  return first.toLowerCase() + text.slice(first.length);
}

function inflect(vp: string, tense: Tense): string {
  const doc = nlp(`I ${vp}`);
  // compromise's typings omit the verb methods of verbs().
  const verb = doc.verbs().first() as unknown as { toPastTense(): void; toPresentTense(): void };
  if (tense === 'past') verb.toPastTense();
  else verb.toPresentTense();
  const out = doc.text().replace(/^I\s+/, '');
  // compromise may rewrite later words of a long bullet; keep everything after the verb as written.
  const head = out.split(/\s+/)[0];
  const rest = vp.split(/\s+/).slice(1).join(' ');
  return rest ? `${head} ${rest}` : head;
}

/** Words of a bullet tagged to find its first word's part of speech. */
const TAG_WINDOW = 8;

/**
 * Tags by text, bounded: a letter asks for the same bullets' tags again for every requirement they might answer,
 * and a regeneration or the tailored resume for the same resume asks again. Cleared whole when full.
 */
const tagCache = new Map<string, string[]>();
const TAG_CACHE_SIZE = 2048;

function firstTermTags(text: string): string[] {
  const known = tagCache.get(text);
  if (known) return known;
  const tags = tagFirstTerm(text);
  if (tagCache.size >= TAG_CACHE_SIZE) tagCache.clear();
  tagCache.set(text, tags);
  return tags;
}

function tagFirstTerm(text: string): string[] {
  // Tagged after 'I' and in lower case, so a bullet's capitalised verb is not read as a name.
  const first = /^[A-Za-z'-]+/.exec(text)?.[0] ?? '';
  // A capitalised skill or tool ('Python scripts…', 'Excel models…') is a noun, whatever the tagger guesses.
  if (/^[A-Z]/.test(first) && !/(?:ed|ing)$/.test(first) && findLexiconTerms(first).some((h) => h.index === 0 && h.length === first.length)) return ['Noun', 'ProperNoun'];
  const lowered = /^[A-Z][a-z'-]+$/.test(first) ? first.toLowerCase() + text.slice(first.length) : text;
  // The first word's tags depend only on the words near it: tagging its first few words gives the same tags on
  // every bullet of the corpus (6 already did) at half the cost of tagging the whole bullet.
  const head = lowered.split(/\s+/).slice(0, TAG_WINDOW).join(' ');
  const terms = nlp(`I ${head}`).terms().json() as { terms: { tags: string[] }[] }[];
  const tags = terms[1]?.terms[0]?.tags ?? [];
  // 'co-wrote', 're-built': the tense is the last piece's.
  const piece = /^(?:co|re|pre|over|under|out|mis|de|un|cross|self)-([a-z]+)$/i.exec(first)?.[1];
  if (piece && !tags.includes('PastTense')) {
    const inner = (nlp(`I ${piece.toLowerCase()}`).terms().json() as { terms: { tags: string[] }[] }[])[1]?.terms[0]?.tags ?? [];
    if (inner.includes('Verb')) return [...new Set([...tags, ...inner, 'Verb'])];
  }
  // 'Mentored 6 engineers': a capitalised -ed word leading a bullet is its past-tense verb, unless it is one of
  // the adjectives resumes open noun phrases with ('Detailed report…', 'Licensed practical nurse').
  if (/^[A-Z][a-z]{2,}ed$/.test(first) && !ED_ADJECTIVES.has(first.toLowerCase()) && !tags.includes('PastTense')) return [...tags.filter((t) => t !== 'Noun' && t !== 'Adjective'), 'Verb', 'PastTense'];
  return tags;
}

/**
 * 'Cut office supply costs by 45%', 'Cut DSO from 38 to 11 days': a past form that is also a noun ('cut', 'set') is
 * the bullet's verb when the line states a change by or from a figure, or a particle follows it ('Set up …').
 */
function changeLead(main: string): boolean {
  const w = (/^[A-Za-z]+/.exec(main)?.[0] ?? '').toLowerCase();
  if (verbForms(w)?.past !== w) return false;
  return /\b(?:by|from) [$€£]?\d/.test(main) || /^[A-Za-z]+ (?:up|down|out|back|off)\b/.test(main);
}

/** 'Safely', 'Successfully': the lead word is an adverb as the tagger reads the line ('Supply', 'Apply' are not). */
function isAdverb(text: string): boolean {
  const first = (nlp(text.charAt(0).toLowerCase() + text.slice(1, 80)).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  return first.includes('Adverb') && !first.includes('Verb');
}

/** Coordinated verbs ('Designed and launched', 'Built, tested and shipped') share the tense of the first. */
function inflectCoordinated(vp: string, tense: Tense): string {
  const m = /^([A-Za-z-]+)((?:,\s*[A-Za-z-]+)*,?\s+and\s+)([A-Za-z-]+)\b(.*)$/.exec(vp);
  if (!m) return inflect(vp, tense);
  const secondTags = firstTermTags(m[3]);
  if (!secondTags.includes('Verb')) return inflect(vp, tense);
  const middle = m[2].replace(/[A-Za-z-]+/g, (w) => (w === 'and' ? w : inflect(w, tense)));
  return `${inflect(m[1], tense)}${middle}${inflect(m[3], tense)}${m[4]}`;
}

/**
 * The clause's lead verb and every verb coordinated with it in one tense ('maintained …, supervised …, and trained and
 * evaluated staff'); a lead compromise cannot conjugate keeps the single-verb inflection.
 */
function agree(vp: string, tense: Tense): string {
  if (coordinatedVerbs(vp).length) return inflectClause(vp, tense);
  return tense === 'past' && firstTermTags(vp).includes('PastTense') ? vp : inflectCoordinated(vp, tense);
}

/** 'Engine of Othello Game …', 'Research on machine learning': a word followed by 'of'/'on' heads a noun phrase, not a verb. */
function nounOf(main: string, tags: string[]): boolean {
  if (tags.includes('PastTense')) return false;
  // 'Supply chain management for …', 'Project management of …': a lead word inside a longer term of the lexicon.
  const first = /^[A-Za-z-]+/.exec(main)?.[0] ?? '';
  if (findLexiconTerms(main.slice(0, 60)).some((h) => h.index === 0 && h.length > first.length + 1 && h.category !== 'soft-skill')) return true;
  return /^[A-Za-z-]+ (?:of|on)\b/.test(main);
}

/**
 * 'Dashboards: Instructor dashboards …', 'Nostos: Bulk data processing …', 'SAT Test Preparation Instructor: Taught …':
 * a short label pasted before the bullet proper. The label goes; what follows it is the line.
 */
export function stripLabel(text: string): string {
  const m = /^([^:.;!?]{2,48}?):\s+(?=\S)(.+)$/.exec(text);
  if (!m) return text;
  const label = m[1].trim();
  // A label is a few words, none of them a verb-led clause ('Reduced cost: by 20%' is no label).
  if (label.split(/\s+/).length > 6 || /^\p{Ll}/u.test(label) || /\d{2,}/.test(label) || /^[A-Z][a-z]+(?:ed|ing)\b/.test(label)) return text;
  return m[2];
}

/**
 * Whether a base-form or -s lead word is a verb: read at the start of the bullet (as an imperative), not after 'I',
 * where any word reads as a verb ('I dashboards', 'I nostos', 'I dev').
 */
const TEAM_WITHOUT_ARTICLE = /\b(in|on|with|within|for|to|into|across|joined|led|managed|supported)\s+((?:[A-Z][\w&+.-]*\s+){1,5}(?:team|group|department|division|unit|lab|committee|squad))\b/g;

// A single countable thing a deed makes or runs ('database', 'suite', 'goal'): a bare one after the verb lost its
// article to resume-ese ('automated regression suite of 19 test cases'). Mass and plural heads never take one.
const COUNT_HEAD = new Set('database suite library solution model app application website site platform framework tool dashboard report pipeline workflow process system program programme campaign project initiative study survey course curriculum portal script feature prototype template roadmap plan policy strategy audit network server cluster module engine tracker spreadsheet budget goal team crew department unit store branch warehouse fleet caseload book portfolio territory newsletter handbook manual guide website blog podcast workshop seminar conference event fair program rebrand redesign migration overhaul assessment forecast integration prototype backlog repository repo pilot macro procedure checklist protocol calendar schedule map playbook'.split(' '));
// Where the thing's name ends: a preposition, a conjunction, a clause mark or the end.
const NP_END = /^(?:of|for|to|with|in|on|at|by|from|using|via|into|across|through|within|under|over|per|that|which|who|while|and|or|but|as|including|so|after|before|based|used|covering|serving)$/i;
// The lead is a verb in the past (or present) that takes an object; a copula or 'served as' already reads whole.
const NOT_TRANSITIVE = /^(?:am|is|was|were|are|be|became|become|served|serve|worked|work|participated|participate|helped|help|assisted|assist|contributed|contribute|collaborated|collaborate|reported|report|volunteered|volunteer|interned|intern)$/i;
const DETERMINER = /^(?:a|an|the|this|that|these|those|my|our|their|its|his|her|your|each|every|all|any|some|no|one|two|three|four|five|six|seven|eight|nine|ten|several|multiple|various|many|both|new)$/i;

/**
 * 'generated SQL Server database of bank financing programs' → 'generated a SQL Server database of …'; 'exceeded sales
 * goal of 9 cars per month' → 'exceeded a sales goal of …'. Only after the lead verb (or the second of two joined
 * ones), only a singular head from COUNT_HEAD with at most four modifiers before it, none a determiner, number,
 * possessive or plural-marked name; anything else is left as the resume wrote it.
 */
// Resume-ese drops the article inside a clause too: 'on wide range of issues', 'enabled user community to …',
// 'without intervention from support team'. Prose has 'a wide range of', 'the user community', 'the support team'.
const QUANTITY_IDIOM = /(^|\s)(wide|broad|large|high|diverse|varied)\s+(range|variety|array|number|volume|mix|spectrum)\s+of\b/gi;
const DETERMINED_BEFORE = /\b(?:a|an|the|this|that|these|those|my|our|their|its|his|her|your|each|every|any|some|one)$/i;
const GROUP_WITHOUT_ARTICLE = /\b(from|with|within|for|to|into|across|enabled|supported|helped|trained|assisted|served)\s+((?:[a-z][a-z-]+\s+){1,2})(team|community|department|committee|office|unit)\b(?!s)/g;
const NOT_A_MODIFIER = /^(?:a|an|the|this|that|these|those|my|our|their|its|his|her|your|each|every|all|any|some|no|and|or|of|with|for|to|in|on|at|by|from|new|other|whole|entire|cross-functional|multiple|several|various|many|both)$/i;

/** 'on wide range of issues' → 'on a wide range of issues'; 'enabled user community' → 'enabled the user community'. */
export function restoreIdiomArticles(text: string): string {
  let t = text.replace(QUANTITY_IDIOM, (m, lead: string, adj: string, noun: string, offset: number) => {
    const before = text.slice(0, offset + lead.length).trimEnd();
    return DETERMINED_BEFORE.test(before) || /^$/.test(before) ? m : `${lead}a ${adj} ${noun} of`;
  });
  t = t.replace(GROUP_WITHOUT_ARTICLE, (m, lead: string, mods: string, head: string) => {
    const words = mods.trim().split(/\s+/);
    if (words.some((w) => NOT_A_MODIFIER.test(w) || /(?:ed|ing|ly)$/.test(w))) return m;
    return `${lead} the ${mods}${head}`;
  });
  return t;
}

export function restoreArticle(vp: string): string {
  const words = vp.split(' ');
  let at = 1;
  if (!words[0] || !/^[a-z]+$/.test(words[0]) || NOT_TRANSITIVE.test(words[0])) return vp;
  if (/ly$/.test(words[0]) || !verbForms(words[0])) return vp;
  if (/^(?:and|&)$/.test(words[1] ?? '') && /^[a-z]+$/.test(words[2] ?? '') && !NOT_TRANSITIVE.test(words[2]!) && verbForms(words[2]!)) at = 3;
  const np: string[] = [];
  for (let i = at; i < words.length && np.length <= 5; i++) {
    const raw = words[i]!;
    const w = /[,;:.)]$/.test(raw) ? trimEndChars(raw, ',;:.)') : raw;
    if (NP_END.test(w) || /^[(\[–—-]/.test(w)) break;
    np.push(w);
    if (w !== raw) break;
  }
  if (np.length < 1 || np.length > 5) return vp;
  const head = np[np.length - 1]!;
  // A capitalised head is a product's name ('Google Cloud Platform'), and a figure first reads its own way ('an 80-bed unit').
  if (!COUNT_HEAD.has(head) || /^\d/.test(np[0]!)) return vp;
  const modifiers = np.slice(0, -1);
  if (np.some((w) => DETERMINER.test(w)) || modifiers.some((m) => /^\d|['’]s$|^\(|^[$%]/.test(m))) return vp;
  // 'created reports', 'managed client accounts': a head alone after the verb is often a field or activity ('led
  // training', 'ran payroll'); one with a modifier, or one followed by 'of', is the thing.
  const next = words[at + np.length] ?? '';
  if (!modifiers.length && !/^of$/i.test(next)) return vp;
  return [...words.slice(0, at), articleFor(np[0]!), ...words.slice(at)].join(' ');
}

// Words that say what a job asked for rather than what the candidate did ('Required project and experiment planning').
const JOB_CONTENT_LEAD = /^(?:Required|Requires|Entailed|Entails|Involved|Involves)\s+(?!in\b|with\b)/;

function leadsWithVerb(main: string, tags: string[]): boolean {
  if (JOB_CONTENT_LEAD.test(main)) return false;
  if (tags.includes('PastTense') || tags.includes('Gerund') || changeLead(main)) return true;
  const first = (nlp(main).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  if (!first.includes('Verb')) return false;
  // 'Research integrated into Azure …': a noun followed by its own past-tense verb is a sentence about something else.
  const second = /^[A-Za-z'-]+\s+([a-z]+ed)\b/.exec(main)?.[1];
  return !(second && !/^(?:and|or)$/.test(second));
}

/**
 * Clauses by bullet and tense, bounded: a letter realises each candidate bullet in both tenses for every frame it
 * tries, and a regeneration or the tailored resume asks again. Cleared whole when full.
 */
const clauseCache = new Map<string, Clause>();
const CLAUSE_CACHE_SIZE = 2048;

export function realiseBullet(line: string, tense: Tense): Clause {
  const key = `${tense}\u0000${line}`;
  let clause = clauseCache.get(key);
  if (!clause) {
    clause = realiseLine(line, tense);
    // A team named without its article, as resumes write it ('work in Cloud TPU Reliability team'): prose has 'the'.
    if (clause.kind !== 'none') clause = { ...clause, text: clause.text.replace(TEAM_WITHOUT_ARTICLE, '$1 the $2') };
    // Resume-ese drops the article before a single thing ('generated SQL Server database of …'): prose has it back.
    if (clause.kind === 'vp') clause = { ...clause, text: restoreArticle(clause.text) };
    if (clause.kind !== 'none') clause = { ...clause, text: restoreIdiomArticles(clause.text) };
    if (clauseCache.size >= CLAUSE_CACHE_SIZE) clauseCache.clear();
    clauseCache.set(key, clause);
  }
  return { ...clause };
}

function realiseLine(line: string, tense: Tense): Clause {
  const clause = realiseSentence(line, tense);
  if (clause.kind === 'vp') return clause;
  // 'TensorFlow: TensorFlow is an open source library … Worked on APIs and performance for …': a line about a thing,
  // then the candidate's deed in a later sentence; the deed is the clause.
  let rest = stripLabel(cleanLine(line));
  for (let k = 0; k < 3; k++) {
    const first = firstSentence(rest);
    if (first === rest) break;
    rest = rest.slice(first.length).replace(/^\.\s+/, '');
    const later = realiseSentence(rest, tense);
    if (later.kind === 'vp') return later;
  }
  return clause;
}

function realiseSentence(line: string, tense: Tense): Clause {
  // One sentence of the bullet; a 'Role - Wrote …' lead-in gives way to the verb-led part.
  const unlabelled = stripLabel(cleanLine(line));
  // After a pasted label the line usually names a thing ('Bulk data processing service …'): only a past-tense or -ing
  // lead is the candidate's action there.
  const labelled = unlabelled !== cleanLine(line);
  // A parenthetical after the sentence's end ('… for the Liberal Party. (As the team leader)') is a note, not the line.
  let text = cleanLine(cutGlued(firstSentence(unlabelled.replace(/([a-z0-9%)])\.\s+\(.*$/, '$1'))));
  const dashed = /^(.{2,60}?)\s[-–—:]\s(?=[A-Z])(.+)$/.exec(text);
  if (dashed && firstTermTags(dashed[2]).includes('Verb') && !firstTermTags(dashed[1]).includes('Verb')) text = dashed[2];
  if (/^I\s/.test(text)) text = text.slice(2);
  const [main, ...more] = text.split(';').map((part) => part.trim());
  if (!main || /^[\d$#(]/.test(main) || main.split(/\s+/).length < 3) return { kind: 'none', text: main ?? '' };
  const tags = firstTermTags(main);
  let clause: Clause;
  const adverb = ADVERB_LEAD.exec(main) && isAdverb(main) ? ADVERB_LEAD.exec(main) : null;
  const adjective = ADJECTIVE_LEAD.exec(main);
  if (adverb) {
    // 'Safely plan and execute delivery of 250+ packages': the adverb stays before the verb it qualifies.
    const after = main.slice(adverb[0].length);
    // 'Currently working on a study of …': work still going on, said as it is ('am currently working on').
    if (/^(?:currently|presently)$/i.test(adverb[1]) && /^[a-z]+ing\b/.test(after)) return { kind: 'vp', text: `am ${adverb[1].toLowerCase()} ${after}` };
    const rest = realiseBullet(after, tense);
    if (rest.kind !== 'vp') return { kind: 'none', text: main };
    clause = { kind: 'vp', text: `${adverb[1].toLowerCase()} ${rest.text}` };
  } else if (adjective) {
    // 'Proficient in Salesforce and Zoho CRM': a state, said of the candidate ('am proficient', 'became proficient').
    clause = { kind: 'vp', text: `${tense === 'present' ? 'am' : 'became'} ${main.charAt(0).toLowerCase()}${main.slice(1)}` };
  } else if (PASSIVE.test(main)) {
    clause = { kind: 'vp', text: `was ${lowerLead(main, ['Verb'])}` };
  } else if (RESPONSIBLE.test(main)) {
    clause = { kind: 'vp', text: `${tense === 'present' ? 'am' : 'was'} ${lowerLead(main, tags)}` };
  } else if (ROLE_NOUNS.test(main) && !/^(?:lead|mentor|tutor|head|chair|captain|coordinate)\s+(?:an?|the|my|our|new|junior|\d)\b/i.test(main)) {
    const served = tense === 'present' ? 'serve' : 'served';
    clause = { kind: 'vp', text: `${served} as ${articleFor(main)} ${lowerLead(main, ['Noun'])}` };
  } else if ((tags.includes('Verb') || tags.includes('Gerund')) && !tags.includes('ProperNoun') && !tags.includes('Possessive') && !nounCoordinated(main, tags) && !nounOf(main, tags)) {
    // A lead word that is a verb only after 'I' ('Courses', 'Nostos', 'Dev') is not the candidate's action: skipped.
    if (!leadsWithVerb(main, tags)) return { kind: 'none', text: main };
    // A labelled line led by a base-form verb and its object ('Client work: Collaborate with clients …') is an
    // action; one led by a word that may be a noun ('Nostos: Bulk data processing …') names a thing.
    if (labelled && !tags.includes('PastTense') && !tags.includes('Gerund') && !VERB_OBJECT.test(main)) return { kind: 'np', text: lowerLead(main, ['Noun']) };
    const lowered = lowerLead(main, tags);
    // 'Maps, Google Places and Google Earth': a lead with a comma and no object of its own is a list, not a deed.
    const listed = /^[A-Za-z-]+, ([A-Za-z-]+)/.exec(main)?.[1];
    if (listed !== undefined && !(/^[a-z]/.test(listed) && [verbForms(listed)?.past, verbForms(listed)?.base, verbForms(listed)?.s].includes(listed))) return { kind: 'none', text: main };
    const isGerund = tags.includes('Gerund');
    const isPast = tags.includes('PastTense') || (isGerund && tense === 'past');
    // A past-tense bullet stays past even under the current role ('I designed …' reads well there too); a gerund lead
    // takes the role's tense ('Developing and maintaining …' → 'developed and maintained …').
    const base = isGerund && !coordinatedVerbs(lowered).length ? inflect(lowered, 'past') : lowered;
    clause = { kind: 'vp', text: agree(base, isPast ? 'past' : tense) };
  } else if (hasOwnSubject(main) || containsRoleNoun(main.split(/\s+/).slice(0, 4).join(' '))) {
    // A line about something else, or one naming a role ('Laboratory chemistry researcher, …'), is no clause of ours.
    return { kind: 'none', text: main };
  } else if (VERB_OBJECT.test(main) && !/^[A-Za-z]+ing\b/.test(main) && leadsWithVerb(main, [])) {
    // 'Collaborate with clients …' tagged as a noun after 'I': a base verb before its object is an action, never a
    // thing ('My work included collaborate with clients').
    clause = { kind: 'vp', text: agree(lowerLead(main, ['Verb']), tense) };
  } else if (gerundAction(main)) {
    // 'Reporting complex analysis …', 'Planning daily activities …': an action, said with the role's tense.
    clause = { kind: 'vp', text: agree(lowerLead(main, ['Verb']), tense) };
  } else {
    clause = { kind: 'np', text: lowerLead(main, tags) };
  }
  // A second part with its own subject ('patient falls dropped 30%') joins with ', and'.
  const tail = more.find((part) => part.split(/\s+/).length >= 3);
  // 'On-call for 9 production services; wrote runbooks that …': a thing, then the deed; the deed is the clause.
  if (tail && clause.kind === 'np') {
    const deed = realiseBullet(tail, tense);
    if (deed.kind === 'vp') return deed;
  }
  if (tail && clause.kind === 'vp') {
    const tailTags = firstTermTags(tail);
    const tailTense: Tense = tense === 'present' && !tags.includes('PastTense') ? 'present' : 'past';
    const own = tailTags.includes('Verb') && !tailTags.includes('ProperNoun') ? agree(lowerLead(tail, tailTags), tailTense) : null;
    clause = { kind: 'vp', text: own ? `${clause.text} and ${own}` : `${clause.text}, and ${lowerLead(tail, tailTags)}` };
  }
  // A clause cut off mid-phrase ('… to install and repair electronic') ends where its last phrase was whole, or goes.
  const whole = completeTail(clause.text);
  return whole ? { kind: clause.kind, text: whole } : { kind: 'none', text: clause.text };
}

/**
 * 'Reporting complex analysis …', 'Meeting and actively listening to …': a gerund whose verb takes what follows as
 * its object (a determiner, a modifier, a pronoun, a number or another gerund), not a noun heading a compound
 * ('Building maintenance', 'Marketing campaigns').
 */
function gerundAction(main: string): boolean {
  const first = (/^([A-Za-z]+ing)\s/.exec(main)?.[1] ?? '').toLowerCase();
  if (!first || verbForms(first)?.gerund !== first) return false;
  // 'Leading literature review, qualitative coding, and participating in …': gerunds coordinated as deeds.
  if (coordinatedVerbs(main.charAt(0).toLowerCase() + main.slice(1)).length >= 2) return true;
  const terms = (nlp(main.charAt(0).toLowerCase() + main.slice(1, 80)).terms().json() as { terms: { text: string; tags: string[] }[] }[]).map((x) => x.terms[0]);
  const next = terms[1];
  if (!next) return false;
  if (/^(?:and|or)$/i.test(next.text)) return /ing$/.test(terms[2]?.text ?? '') || (terms[2]?.tags.includes('Adverb') ?? false);
  if (next.tags.includes('Noun') && !next.tags.includes('Pronoun')) return false;
  return ['Determiner', 'Adjective', 'Pronoun', 'Value', 'Adverb', 'Possessive'].some((t) => next.tags.includes(t));
}

/** Tails already judged, by their last words: the same bullets come back for every requirement and regeneration. */
const tailCache = new Map<string, boolean>();

/** Whether a phrase ends whole: not on a function word, a mark that continues, or a modifier whose noun was cut. */
function endsWhole(text: string): boolean {
  const t = trimEndChars(text.trim(), '.');
  const words = t.split(/\s+/);
  const last = words[words.length - 1] ?? '';
  if (!last || FUNCTION_WORD.test(last) || /[-–—/(,:;&]$/.test(last)) return false;
  if (!/[a-z]$/.test(last)) return true;
  const tail = words.slice(-3).join(' ');
  let whole = tailCache.get(tail);
  if (whole === undefined) {
    const tags = (nlp(tail).terms().json() as { terms: { text: string; tags: string[] }[] }[]).map((x) => x.terms[0]?.tags ?? []);
    const end = tags[tags.length - 1] ?? [];
    const before = tags[tags.length - 2] ?? [];
    const modifier = end.includes('Adjective') && !end.includes('Noun') && !end.includes('Verb');
    // 'repair electronic', 'improve overall': a base verb whose object stops at its modifier; 'the 94-bed
    // medical-surgical': a noun phrase that does. 'kept patients safe', 'was accurate', 'contacted daily' are whole.
    const baseVerb = before.includes('Infinitive') && !before.includes('Copula') && !/^(?:remain|stay|become|keep|make|get|feel|seem)/i.test(words[words.length - 2] ?? '');
    // A hyphenated modifier ('keep company tech up-to-date') closes a predicate unless a determiner or figure opened
    // the noun phrase it was to modify.
    const inPhrase = before.includes('Determiner') || before.includes('Value') || /\d/.test(words[words.length - 2] ?? '') || (before.includes('Adjective') && !before.includes('Noun') && !last.includes('-'));
    const cut = end.includes('Determiner') || (modifier && (baseVerb || (inPhrase && !/^(?:half|more|less|fewer|most)$/i.test(last))));
    whole = !cut;
    if (tailCache.size >= 2048) tailCache.clear();
    tailCache.set(tail, whole);
  }
  return whole;
}

function count(text: string, ch: string): number {
  return text.split(ch).length - 1;
}

function endsOnNoun(text: string): boolean {
  const terms = (nlp(text.split(/\s+/).slice(-3).join(' ')).terms().json() as { terms: { tags: string[] }[] }[]).map((x) => x.terms[0]?.tags ?? []);
  const end = terms[terms.length - 1] ?? [];
  return end.includes('Noun') || end.includes('Value') || /[\d%)]$/.test(text);
}

/**
 * The clause up to its last whole phrase: a bullet cut off where the layout wrapped it ('… reduce lag time and improve
 * overall') loses the cut conjunct or phrase when at least four words are left that end whole; otherwise null.
 */
export function completeTail(text: string): string | null {
  if (endsWhole(text)) return text;
  const words = text.split(/\s+/);
  for (let k = words.length - 1; k >= 4; k--) {
    const w = words[k];
    if (!FUNCTION_WORD.test(w) && !/^(?:to|while|using)$/i.test(w)) continue;
    const head = words.slice(0, k).join(' ').replace(/[,;:]$/, '');
    // The phrase left must end on its noun or figure ('… wire connectors'), not on a verb whose object went.
    if (count(head, '(') === count(head, ')') && endsWhole(head) && endsOnNoun(head)) return head;
  }
  return null;
}

/**
 * A bullet as a clause in the tense a frame asks for, whatever the bullet's own: 'past' ('I built …'), 'present'
 * ('Since 2022 I have been X at Y, where I build …') or 'perfect' ('I have built …'). A noun phrase or a line that is
 * no clause comes back as realiseBullet gives it.
 */
export function realiseBulletIn(line: string, tense: ClauseTense): Clause {
  const clause = realiseBullet(line, 'past');
  return clause.kind === 'vp' ? { kind: 'vp', text: inflectClause(clause.text, tense) } : clause;
}

/** 'Group and one-on-one tutoring…': a base-form 'verb' coordinated with a non-verb is a noun phrase. */
function nounCoordinated(text: string, tags: string[]): boolean {
  if (tags.includes('PastTense')) return false;
  const m = /^[A-Za-z'-]+\s+and\s+([A-Za-z'-]+)/.exec(text);
  return Boolean(m && !firstTermTags(m[1]).includes('Verb'));
}

/** 'reduce redundancy Developed ERD …': two bullets glued without a stop; keep the first. */
function cutGlued(text: string): string {
  // 'Led', 'Ran', 'Built': short irregular past verbs open a glued bullet as well. The glued verb takes a lower-case
  // object and follows no joining word: 'with Open Banking API', 'with Reporting Services' are names, not bullets.
  const words = text.slice(0, MAX_CLAUSE_CHARS).split(' ');
  let at = 0;
  for (let i = 0; i < words.length - 1; i++) {
    const prev = words[i];
    at += prev.length + 1;
    const next = words[i + 1];
    if (at < 14 || !/[a-z0-9%)]$/.test(prev) || !/^(?:[A-Z][a-z]+(?:ed|ized|ised|ing)|Led|Ran|Built|Won|Grew|Drove|Wrote|Taught|Sold|Made|Met|Kept)$/.test(next)) continue;
    // 'Open Banking API', 'Machine Learning based': a capitalised -ing word after a capitalised one is part of a name.
    if (FUNCTION_WORD.test(prev) || (/^[A-Z]/.test(prev) && next.endsWith('ing'))) continue;
    return words.slice(0, i + 1).join(' ');
  }
  return text;
}

// English function words a phrase cannot end on (a closed class): a clause stopping on one was cut off.
const FUNCTION_WORD = /^(?:and|or|nor|but|of|at|in|for|to|with|by|from|on|into|onto|through|across|within|during|between|among|than|per|toward|towards|upon|the|a|an|their|our|its|my|your|these|those|this|that|whose|both|each|every|various|multiple|&|including|such|as|via|while|whilst|whereas|which|who|where|when)$/i;

/** The text up to the first full stop that ends a sentence ('Node.js' and 'Inc.' do not). */
function firstSentence(line: string): string {
  const m = /^(.{12,}?[A-Za-z0-9%)])\.\s+(?=[A-Z][a-z])/.exec(line.slice(0, MAX_CLAUSE_CHARS));
  if (m && /\b(?:Inc|Co|Ltd|Corp|St|Dr|Mr|Ms|Mrs|Jr|Sr|vs|[A-Z])$/.test(m[1])) return line;
  return m ? m[1] : line;
}

/** 'Phabricator is used daily by …': a noun-led line with its own finite verb is a sentence about something else. */
function hasOwnSubject(text: string): boolean {
  const doc = nlp(text);
  const first = (doc.terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  if (!first.includes('Noun') && !first.includes('Determiner') && !first.includes('Adjective')) return false;
  return doc.match('#Noun+ (#Copula|#Auxiliary|#PastTense|#PresentTense)').found && !doc.has('^#Noun+ (of|for|in|with|to|on)');
}

/** 'a' or 'an' by the sound of the next word ('an MBA', 'a B.S.', 'an RN', 'a union'). */
export function articleFor(phrase: string): 'a' | 'an' {
  const first = phrase.trim().split(/\s+/)[0] ?? '';
  const acronym = /^[A-Z][A-Z.]+$/.test(first) && first.length <= 5;
  if (acronym) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  if (/^(?:hono|hour|heir|honest)/i.test(first)) return 'an';
  // Initialisms are read letter by letter: 'an M.Sc', 'an LL.B.', 'a B.Sc'.
  if (/^[A-Z]\.|^[A-Z][A-Z]/.test(first) && first.length <= 6) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  return /^[aeiou]/i.test(first) && !/^(uni|use|usu|eu|one|once)/i.test(first) ? 'an' : 'a';
}

export function withArticle(phrase: string): string {
  return `${articleFor(phrase)} ${phrase}`;
}

/** Ends a sentence once: 'Viasat Inc.' stays 'Viasat Inc.', never 'Inc..'. */
export function endSentence(text: string): string {
  const t = trimEndChars(tidy(text), ',;:');
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/** Punctuation where a slot meets a template: 'Inc..' → 'Inc.', 'Inc.,' kept, ' ,' → ','. */
export function tidy(text: string): string {
  return text
    .trim()
    .replace(/(^|[^.])\.\.(?!\.)/g, '$1.')
    .replace(/ {2,}/g, ' ')
    .replace(/ ([,.;:])/g, '$1')
    .replace(/,(?=[.;:])/g, '')
    .replace(/ {2,}/g, ' ');
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'A, B and C' (no Oxford comma for two items). */
export function joinList(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, ${conjunction} ${items[items.length - 1]}`;
}

/** A clause longer than this many words is a long pasted one: at most one a sentence. */
export const LONG_CLAUSE = 16;

// A resume's stock purpose or benefit tail with no figure ('… to streamline collaborative workflow', '…, ensuring high
// performance and responsiveness', '…, contributing to project timelines and workflow efficiency'): readers call it
// pasted resume-ese at any length. The deed before it is the evidence.
const PURPOSE_TAIL = /(?:,\s*(?:ensuring|enabling|contributing to|resulting in|leading to|allowing|thereby|fostering|promoting|facilitating|enhancing|streamlining|supporting)\b|\s(?:while (?:supporting|ensuring|maintaining|contributing to|fostering|promoting)|to streamline|to ensure|to facilitate|to enhance|to foster|to promote|to optimi[sz]e|to maximi[sz]e|in order to|so as to|so that)\b)/i;

export function dropPurposeTail(text: string): string {
  const m = PURPOSE_TAIL.exec(text);
  if (!m) return text;
  const tail = text.slice(m.index);
  if (/\d/.test(tail)) return text;
  let head = trimEndChars(text.slice(0, m.index), ',;:–—-', true);
  if (head.endsWith(' and')) head = trimEndChars(head.slice(0, -4), ',', true);
  if (head.split(/\s+/).length < 5 || FUNCTION_WORD.test(head.split(/\s+/).pop() ?? '') || count(head, '(') !== count(head, ')')) return text;
  return head;
}

/** Two deeds this short, of one role, read best as one sentence (each at most, and both together at most). */
const JOIN_WORDS = 18;
const JOINED_WORDS = 30;

/**
 * Two short deeds of one role as one verb phrase ('processed 260+ records a day with 92% accuracy and answered a
 * multi-line phone system'), each kept whole, figures and results with it; or null when they do not join cleanly:
 * either is long or has a semicolon or colon, both have a comma or an 'and' of their own (a list inside a list reads
 * as one list), or both open with the same verb ('managed …, and managed …'). A first deed with its own comma or
 * 'and' ('led the migration …, cutting deploy time by 60%'), or a second with its own 'and', is joined by ', and'
 * (never 'A and B and C'); a thousands comma is no comma.
 */
export function joinDeeds(a: string, b: string): string | null {
  const [x, y] = [a.trim(), b.trim()];
  const plain = (t: string) => t.replace(/(\d),(?=\d{3}\b)/g, '$1');
  const words = (t: string) => t.split(/\s+/);
  const inner = (t: string) => /,/.test(plain(t)) || /\band\b/i.test(t);
  if (words(x).length > JOIN_WORDS || words(y).length > JOIN_WORDS || words(x).length + words(y).length > JOINED_WORDS) return null;
  if (/[;:]/.test(x + y) || (inner(x) && inner(y)) || (plain(x).match(/,/g) ?? []).length > 1 || (plain(y).match(/,/g) ?? []).length > 1) return null;
  if (words(x)[0]?.toLowerCase() === words(y)[0]?.toLowerCase()) return null;
  return `${x}${inner(x) || /\band\b/i.test(y) ? ',' : ''} and ${y}`;
}

// Where a bullet's answer ends and its commentary begins: a purpose or result without a figure ('…, enabling
// operational efficiency and consistency', '… to easily connect all API microservices'), a list of examples, a bracket.
const TAIL = /(?:,\s*(?:enabling|ensuring|allowing|helping|making|improving|increasing|contributing|resulting in|leading to|which|thereby|while|so that|in order to)\b|\s(?:in order to|so as to|so that|to ensure|to help|to easily|to better|to enable|to improve|to increase|to streamline|to facilitate|to support|to collaborate|to automate)\b|,?\s(?:including|such as|e\.g\.)\s|\s\()/i;

/**
 * A realised clause cut to the part that answers: the deed and its object, with any figure kept. A long clause
 * (over LONG_CLAUSE words) loses a trailing purpose, result without a number, list of examples or bracket, when what
 * is left still reads whole (six words or more, ending on a noun). A short clause, or a tail with a figure, stays.
 */
export function trimClause(text: string): string {
  // A bracketed list of parts ('Elastic Stack (Filebeat, Heartbeat, APM Server, …)') is the resume's detail, not the answer.
  let t = text.trim();
  const open = t.lastIndexOf('(');
  if (t.endsWith(')') && open > 0 && count(t.slice(open + 1, -1), ',') >= 2 && !t.slice(open + 1, -1).includes('(')) t = t.slice(0, open).trim();
  t = dropPurposeTail(t);
  for (let k = 0; k < 3; k++) {
    const words = t.split(/\s+/).length;
    if (words <= LONG_CLAUSE) break;
    // The last cut point whose tail holds no figure, so a result with a number ('… reducing costs by 20%') stays.
    let cut = -1;
    const re = new RegExp(TAIL.source, 'gi');
    for (let m = re.exec(t); m; m = re.exec(t)) {
      const head = t.slice(0, m.index).trim();
      if (head.split(/\s+/).length < 6) continue;
      if (/\d/.test(t.slice(m.index)) && !/\d/.test(head)) continue;
      if (/\d/.test(t.slice(m.index)) && /%|\$|\b\d+x\b/.test(t.slice(m.index))) continue;
      cut = m.index;
      break;
    }
    if (cut < 0) break;
    let head = trimEndChars(t.slice(0, cut), ',;:–—-', true);
    if (head.endsWith(' and')) head = trimEndChars(head.slice(0, -4), ',', true);
    // The head must read whole: not cut off on a function word ('… with the'), nor with an open bracket.
    if (FUNCTION_WORD.test(head.split(/\s+/).pop() ?? '') || count(head, '(') !== count(head, ')')) break;
    t = head;
  }
  return t;
}
