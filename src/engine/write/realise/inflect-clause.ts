// A realised clause's verbs in one tense. A bullet coordinates several verbs ('Maintain client relationships,
// supervise engagements, and train/evaluate staff'); each one that shares the lead verb's form is inflected with it,
// so a clause never reads 'maintained …, supervise …'. The forms come from compromise's conjugation, with the
// regular English endings where its lexicon lacks the verb ('mentored'). The same call puts a clause in the present
// ('I build') or the present perfect ('I have built') for a frame about the current role.
import nlp from 'compromise';
import { isWord } from '../../extract/rejoin-split-words.ts';

export type ClauseTense = 'past' | 'present' | 'perfect';

export interface VerbForms {
  base: string;
  s: string;
  past: string;
  participle: string;
  gerund: string;
}

type Form = 'base' | 's' | 'past' | 'gerund';

interface Conjugation {
  Infinitive?: string;
  PastTense?: string;
  PresentTense?: string;
  Gerund?: string;
  Participle?: string;
}

let lexicon: Record<string, unknown> | null = null;
function lexiconTag(w: string): string | undefined {
  lexicon ??= (nlp as unknown as { model: () => { one: { lexicon: Record<string, unknown> } } }).model().one.lexicon;
  const tag = Object.hasOwn(lexicon, w) ? lexicon[w] : undefined;
  return typeof tag === 'string' ? tag : undefined;
}

function conjugate(base: string): Conjugation {
  return (((nlp(base).tag('Verb') as unknown as { verbs(): unknown }).verbs() as unknown as { conjugate(): Conjugation[] }).conjugate()[0] ?? {}) as Conjugation;
}

/** 'plan' → 'planned', 'use' → 'used', 'copy' → 'copied', 'mentor' → 'mentored'. */
function regularPast(base: string): string {
  if (/e$/.test(base)) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(base) && base.length <= 4) return `${base}${base.slice(-1)}ed`;
  return `${base}ed`;
}

function regularS(base: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

function regularGerund(base: string): string {
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(base) && !/ee$/.test(base)) return `${base.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(base) && base.length <= 4) return `${base}${base.slice(-1)}ing`;
  return `${base}ing`;
}

/** The base of a regular -ed form compromise does not know: 'mentored' → 'mentor', 'planned' → 'plan'. */
function regularBase(w: string): string | null {
  const m = /^(.+?)(ied|ed)$/.exec(w);
  if (!m) return null;
  const stem = m[1];
  const candidates = m[2] === 'ied' ? [`${stem}y`] : [stem, `${stem}e`, /([bdgmnpt])\1$/.test(stem) ? stem.slice(0, -1) : ''];
  return candidates.find((c) => c.length >= 2 && isWord(c)) ?? null;
}

const formsCache = new Map<string, VerbForms | null>();
/**
 * Words kept per cache. The gate reads every word of a resume and a posting through these, and a few thousand
 * documents' vocabulary runs to tens of thousands of words: a smaller cache emptied itself every few letters.
 */
const FORMS_CACHE_SIZE = 50_000;

/** Puts a value in a bounded cache, dropping the oldest entry when it is full. */
function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= FORMS_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

/** The forms of the verb `word` is a form of, or null when it is no form of one (whatever its part of speech). */
export function verbForms(word: string): VerbForms | null {
  const w = word.toLowerCase();
  const known = formsCache.get(w);
  return known !== undefined ? known : remember(formsCache, w, readForms(w));
}

function readForms(w: string): VerbForms | null {
  if (!/^[a-z]+(?:-[a-z]+)?$/.test(w) || w.length < 2) return null;
  // 'co-wrote', 're-built', 'art-directed': the last piece carries the tense.
  const dash = w.indexOf('-');
  if (dash > 0) {
    const inner = readForms(w.slice(dash + 1));
    const head = w.slice(0, dash + 1);
    return inner && { base: head + inner.base, s: head + inner.s, past: head + inner.past, participle: head + inner.participle, gerund: head + inner.gerund };
  }
  const inf = ((nlp(w).tag('Verb') as unknown as { verbs(): unknown }).verbs() as unknown as { toInfinitive(): { text(): string } }).toInfinitive().text().toLowerCase();
  let base = /^[a-z]+$/.test(inf) ? inf : w;
  let c = conjugate(base);
  const known = [c.Infinitive, c.PastTense, c.PresentTense, c.Gerund];
  // compromise conjugates any word; its forms are trusted only when they hold the word and look like English.
  const trusted = known.includes(w) && c.PastTense !== undefined && !/(?:dded|eded)$/.test(c.PastTense) && (c.Infinitive === base);
  if (!trusted || (base === w && /ed$/.test(w) && c.PastTense !== w)) {
    const regular = /ed$/.test(w) ? regularBase(w) : /ing$/.test(w) ? null : w;
    if (!regular) return null;
    base = regular;
    c = conjugate(base);
    // A verb compromise conjugates wrongly ('mentor' → 'mentor') takes the regular endings; an -ed word is its own past.
    if (c.Infinitive !== base || !c.PastTense || c.PastTense === base || /(?:dded|eded)$/.test(c.PastTense)) c = { Infinitive: base, PastTense: /ed$/.test(w) ? w : regularPast(base), PresentTense: regularS(base), Gerund: regularGerund(base) };
  }
  if (!c.Gerund?.endsWith('ing')) return null;
  const past = c.PastTense ?? regularPast(base);
  return { base, s: c.PresentTense ?? regularS(base), past, participle: c.Participle ?? participleOf(base, past), gerund: c.Gerund ?? regularGerund(base) };
}

function participleOf(base: string, past: string): string {
  if (/ed$/.test(past)) return past;
  const done = nlp(`I ${base}`);
  (done.verbs() as unknown as { toPastParticiple(): void }).toPastParticiple();
  const m = /^I have ([a-z]+)$/.exec(done.text());
  return m ? m[1] : past;
}

/** The forms `w` may be of its verb ('cut' is both base and past). */
function formsOf(w: string, f: VerbForms): Form[] {
  const out: Form[] = [];
  if (w === f.past) out.push('past');
  if (w === f.base) out.push('base');
  if (w === f.s) out.push('s');
  if (w === f.gerund) out.push('gerund');
  return out;
}

/**
 * Whether a word reads as a verb: 'strong' when compromise tags it a verb on its own and its lexicon does not call it
 * a noun, 'weak' when only the tagging says verb ('staff', 'track': nouns as often), null when it is no verb.
 */
function verbReading(w: string, f: VerbForms): 'strong' | 'weak' | null {
  const tags = wordTags(w);
  if (!tags.includes('Verb')) return null;
  const tag = lexiconTag(w) ?? lexiconTag(f.base);
  return tag && /^(?:Singular|Plural|Noun|Adjective|Uncountable|ProperNoun)$/.test(tag) ? 'weak' : 'strong';
}

const wordTagCache = new Map<string, string[]>();

/** A word's tags on its own, kept by word (bounded): the same verbs and adverbs come back in every bullet. */
function wordTags(word: string): string[] {
  const w = word.toLowerCase();
  let tags = wordTagCache.get(w);
  if (!tags) {
    tags = remember(wordTagCache, w, (nlp(w).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? []);
  }
  return tags;
}

function isAdverb(w: string): boolean {
  const tags = wordTags(w);
  return tags.includes('Adverb') && !tags.includes('Verb');
}

interface Slot {
  start: number;
  end: number;
  /** The verbs at this place: one, or two joined by a slash ('train/evaluate'). */
  words: string[];
}

const WORD = /^([A-Za-z][a-z]*(?:-[a-z]+)?(?:\/[a-z]+(?:-[a-z]+)?)?)([,.;:]?)$/;

function slotAt(token: string, start: number): (Slot & { punct: string }) | null {
  const m = WORD.exec(token);
  if (!m) return null;
  return { start, end: start + m[1].length, words: m[1].split('/'), punct: m[2] };
}

/** Whether every verb of a slot is one, in one of `forms`. */
function slotMatches(slot: Slot, forms: readonly Form[], strict: boolean, contextVerb: () => boolean): boolean {
  return slot.words.every((raw) => {
    const w = raw.toLowerCase();
    const f = verbForms(w);
    if (!f || !formsOf(w, f).some((x) => forms.includes(x))) return false;
    const reading = verbReading(w, f);
    return reading === 'strong' || (reading === 'weak' && (!strict || contextVerb()));
  });
}

const FUNCTION = /^(?:the|a|an|to|of|for|in|on|with|by|at|from|into|as|including|and|or|&|which|that|who|while|via)$/i;

/**
 * Where the lead verb and the verbs coordinated with it stand in `vp` (a clause completing 'I …'). A later verb
 * counts only in the lead's own form ('Maintain …, supervise …' both base; 'Organizes … and checks …' both -s),
 * and a comma list only when every item of it opens with such a verb ('Manage budget, staff schedules and payroll'
 * has none).
 */
export function coordinatedVerbs(vp: string): Slot[] {
  const tokens = [...vp.matchAll(/\S+/g)].map((m) => ({ text: m[0], start: m.index }));
  let i = 0;
  // 'safely plan and execute …': a manner adverb before the lead.
  while (i < tokens.length - 1 && /^[a-z]+ly$/i.test(tokens[i].text) && isAdverb(tokens[i].text)) i++;
  const lead = tokens[i] && slotAt(tokens[i].text, tokens[i].start);
  if (!lead) return [];
  const leadWord = lead.words[0].toLowerCase();
  const leadForms = verbForms(leadWord);
  if (!leadForms) return [];
  const all = formsOf(leadWord, leadForms);
  // A gerund lead ('Developing and maintaining …') coordinates gerunds; any other lead, finite forms.
  const forms = all.length === 1 && all[0] === 'gerund' ? all : all.filter((x) => x !== 'gerund');
  if (!forms.length || !lead.words.every((w) => verbForms(w.toLowerCase()))) return [];
  const slots: Slot[] = [lead];
  let context: string[][] | null = null;
  const contextVerb = (at: number) => () => {
    context ??= (nlp(`I ${vp}`).terms().json() as { terms: { tags: string[] }[] }[]).map((x) => x.terms[0]?.tags ?? []);
    const tags = context[at + 1] ?? [];
    return tags.includes('Verb') && (!tags.includes('Gerund') || forms.includes('gerund'));
  };
  // Items: where a comma or 'and' at the top level opens a new conjunct.
  type Item = { slot: Slot; by: 'comma' | 'and'; at: number; ok: boolean; words: number; oxford: boolean; form: boolean };
  const items: Item[] = [];
  const startedAt = new Map<number, Item>();
  // 'Creates, edits, and manages …': the lead is a verb series' first word when a comma follows it at once.
  const series = lead.punct === ',';
  let depth = 0;
  let sawInfinitive = false;
  let pendingComma = lead.punct === ',';
  for (let k = i + 1; k < tokens.length; k++) {
    const t = tokens[k].text;
    const opens = depth === 0 && (pendingComma || /^(?:and|&)$/i.test(tokens[k - 1]?.text ?? '')) && !/^(?:and|&)$/i.test(t);
    const by: 'comma' | 'and' = /^(?:and|&)$/i.test(tokens[k - 1]?.text ?? '') ? 'and' : 'comma';
    if (opens) {
      // 'and actively listening to …': a manner adverb before the conjunct's verb.
      const adverbFirst = /^[a-z]+ly$/.test(t) && tokens[k + 1] !== undefined && isAdverb(t);
      const slot = adverbFirst ? slotAt(tokens[k + 1].text, tokens[k + 1].start) : slotAt(t, tokens[k].start);
      const beforeAt = k - (by === 'and' ? 2 : 1);
      const before = (tokens[beforeAt]?.text ?? '').replace(/[,;:]$/, '');
      let words = 0;
      for (let j = k; j < tokens.length; j++) {
        if (j > k && /^(?:and|&)$/i.test(tokens[j].text)) break;
        words++;
        if (/[,;]$/.test(tokens[j].text)) break;
      }
      // 'Builds dashboards and reports': after a plural noun, an -s word is another noun.
      // Not when that word is itself one word of a verb series ('Creates, edits, and manages').
      const inSeries = series && startedAt.get(beforeAt)?.words === 1;
      const pluralBefore = forms.includes('s') && beforeAt > i && /[a-z][^s]s$/i.test(before) && !inSeries;
      // After 'to guide …', a base form may belong to the infinitive ('to guide engineers, help them …').
      const blocked = (sawInfinitive && forms.includes('base')) || pluralBefore;
      const ok = Boolean(slot) && !blocked && !FUNCTION.test(t) && slotMatches(slot as Slot, forms, true, contextVerb(adverbFirst ? k + 1 : k));
      const form = Boolean(slot) && !blocked && !FUNCTION.test(t) && slotMatches(slot as Slot, forms, false, () => false);
      const item: Item = { slot: slot ?? { start: 0, end: 0, words: [] }, by, at: k, ok, words, oxford: by === 'and' && /,$/.test(tokens[k - 2]?.text ?? ''), form };
      items.push(item);
      startedAt.set(k, item);
    }
    const next = tokens[k + 1]?.text.replace(/[,.;:]$/, '').toLowerCase() ?? '';
    if (depth === 0 && /^to$/i.test(t) && next && verbForms(next)?.base === next) sawInfinitive = true;
    depth += (t.match(/\(/g) ?? []).length - (t.match(/\)/g) ?? []).length;
    pendingComma = depth === 0 && /,$/.test(t);
  }
  // Lists: comma items up to the 'and' item that closes them; every item a verb, or only a verb after ', and'.
  let list: Item[] = [];
  for (const item of items) {
    list.push(item);
    if (item.by !== 'and') continue;
    if (list.every((x) => x.ok && (x.words >= 2 || x !== list[list.length - 1]))) slots.push(...list.map((x) => x.slot));
    // A verb series from the lead on: one-word items in the lead's form, closed by a verb that takes the object
    // ('Creates, edits, and manages technical communications'); 'edits' alone reads as a noun to the tagger.
    else if (series && slots.length === 1 && item.ok && item.words >= 2 && list.slice(0, -1).every((x) => x.by === 'comma' && x.words === 1 && x.form)) slots.push(...list.map((x) => x.slot));
    // 'Leading literature review, qualitative coding, and participating in …': the nouns are the lead's objects,
    // the verb after ', and' is the lead's partner.
    else if (item.ok && item.oxford && item.words >= 2) slots.push(item.slot);
    list = [];
  }
  // A list no 'and' closes ('…, ensuring high performance') is a participle or an afterthought for a gerund lead.
  if (list.length && !forms.includes('gerund') && list.every((x) => x.ok && x.words >= 2)) slots.push(...list.map((x) => x.slot));
  return slots;
}

const inflected = new Map<string, string>();
const INFLECTED_CACHE_SIZE = 2048;

/**
 * `vp` is a verb-led clause as realiseBullet gives it (kind 'vp'): its first word (after a manner adverb) is taken
 * for the verb. The clause with its lead verb and every verb coordinated with it in `tense`: 'past' ('built'), 'present'
 * ('build', as after 'I') or 'perfect' ('have built'). A slash pair becomes two verbs ('train/evaluate staff' →
 * 'trained and evaluated staff'). A clause led by 'am'/'was' ('was responsible for …', 'am proficient in …') takes
 * the tense on its copula. Words other than the verbs are kept as written.
 */
export function inflectClause(vp: string, tense: ClauseTense): string {
  const key = `${tense}\u0000${vp}`;
  let out = inflected.get(key);
  if (out === undefined) {
    out = inflectNow(vp, tense);
    if (inflected.size >= INFLECTED_CACHE_SIZE) inflected.clear();
    inflected.set(key, out);
  }
  return out;
}

function inflectNow(vp: string, tense: ClauseTense): string {
  const copula = /^(am|was|is|were|have been|has been) (?![a-z]+ing\b)(\S.*)$/i.exec(vp);
  if (copula) {
    // 'was awarded …', 'was promoted …': an event, which the present cannot say ('am awarded'); it stays past there.
    const next = (/^[a-z]+/.exec(copula[2])?.[0] ?? '').toLowerCase();
    const f = next ? verbForms(next) : null;
    const event = Boolean(f && f.participle === next && f.base !== next);
    return `${tense === 'past' || (event && tense === 'present') ? 'was' : tense === 'present' ? 'am' : 'have been'} ${copula[2]}`;
  }
  // 'became proficient in …': the state it led to is what the present says ('am proficient').
  const became = /^became ([a-z]+\b.*)$/i.exec(vp);
  const state = became && (nlp(became[1]).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags.includes('Adjective');
  if (became && state && tense !== 'past') return `${tense === 'present' ? 'am' : 'have become'} ${became[1]}`;
  // 'am currently working on …': the work goes on, said in each tense.
  const progressive = /^(am|was|have been)\s+((?:currently |presently )?)([a-z]+ing\b.*)$/i.exec(vp);
  if (progressive) return tense === 'past' ? `was ${progressive[3]}` : tense === 'present' ? `am ${progressive[2]}${progressive[3]}` : `have been ${progressive[3]}`;
  const slots = coordinatedVerbs(vp);
  if (!slots.length) return vp;
  let text = '';
  let at = 0;
  for (const slot of slots) {
    const forms = slot.words.map((w) => {
      const f = verbForms(w.toLowerCase()) as VerbForms;
      const form = tense === 'past' ? f.past : tense === 'present' ? f.base : f.participle;
      return /^[A-Z]/.test(w) ? form.charAt(0).toUpperCase() + form.slice(1) : form;
    });
    text += vp.slice(at, slot.start) + forms.join(' and ');
    at = slot.end;
  }
  text += vp.slice(at);
  // 'have' before the first verb, after nothing but a manner adverb kept in front of it ('have successfully led').
  if (tense === 'perfect') text = `have ${text}`;
  return text;
}

/**
 * A word as its verb's base form when it is an inflected verb ('maintained' → 'maintain', 'supervised' →
 * 'supervise'), otherwise the word, lower case. A check that matches a letter's sentence against the resume's words
 * (runs of three) compares these, so a clause this module inflected still matches the bullet it came from.
 */
export function baseForm(word: string): string {
  const w = word.toLowerCase();
  if (!/^[a-z]+(?:-[a-z]+)?$/.test(w)) return w;
  return baseCache.get(w) ?? remember(baseCache, w, readBase(w));
}

const baseCache = new Map<string, string>();

function readBase(w: string): string {
  // A verb as compromise tags it alone, or a regular past it reads as an adjective ('trained').
  if (!(wordTags(w).includes('Verb') || w.endsWith('ed'))) return w;
  const f = verbForms(w);
  return f && w !== f.base && (w === f.past || w === f.s || w === f.participle) ? f.base : w;
}
