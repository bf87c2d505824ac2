// The generator shared by the guard's house-style sets (eval/guard-fresh4.ts, eval/guard-fresh5.ts): a set is a list of
// fact sheets copied from resumes, a few house styles that turn a fact sheet into an honest letter (its paragraphs, one
// of which takes the fabricated sentence or list item), pools of invented names and figures, and fabrication templates.
// For every pair and style the honest letter gets one fabricated variant per kind, the template chosen by the pair's
// and the style's position so that every template is used across the set, the invented name the first of its pool
// that neither the pair's resume and posting nor the honest letter holds.

export type HouseKind = 'employer' | 'degree' | 'certification' | 'tool' | 'number';
export const HOUSE_KINDS: readonly HouseKind[] = ['employer', 'degree', 'certification', 'tool', 'number'];

/** A pair's facts as copied from its resume (the fresh3 set's sheet; the later sets add to it). */
export interface HouseFacts {
  resume: string;
  posting: string;
  name: string;
  role: string;
  company?: string;
  title: string;
  employer: string;
  /** Start year of a current role; absent when the role has ended. */
  since?: number;
  past?: { title: string; employer: string };
  /** As an LLM writes it: "an MEng in Computer Science". */
  degree: string;
  school: string;
  cert?: string;
  tools: string[];
  /** A past-tense clause, as the resume states it. */
  duty: string;
  /** A past-tense clause with the resume's own figure. */
  figure?: string;
  /** A requirement of the posting the resume lacks; capitalised when it is a named product. */
  gap: string;
  /** The field in a few words ("backend software", "data science"). */
  field: string;
}

/** A fact sheet of a generated set after fresh3. */
export interface GeneratedFacts extends HouseFacts {
  /** The degree short, as a list or a possessive prints it: "MSc in Financial Engineering" (`degree` is the prose form). */
  degreeShort: string;
  /** Two requirements of the posting, named as the role's. */
  reqs: [string, string];
  /** Whether the gap is a named product (a tool fabrication may then claim it). */
  gapNamed: boolean;
  /** Letters after the name as the resume prints them ('Ph.D.'); the signature carries them. */
  postNominal?: string;
  /**
   * Invented figures that reuse a number the resume prints but count another thing ('placed 60 new clients' where the
   * resume has 60+ new hires onboarded). When given, every other style's number fabrication draws from these instead of
   * the set's pool (fresh12 on; earlier sets give none and are generated as before).
   */
  recounts?: readonly { text: string; claim: string }[];
}

/** A fact sheet with a span, credentials and a plan (the fresh11 set's; fresh6..fresh10 declare the same fields themselves). */
export interface SpanFacts extends GeneratedFacts {
  /** A span the resume states ('7 years of classroom experience'). */
  tenure?: string;
  /** Credentials the resume prints, each as the words after "I hold". */
  creds?: string[];
  /** The same credentials as one list item. */
  credItem?: string;
  /** A credential of the posting the candidate plans to pursue, as the words after "I plan to pursue". */
  plan?: string;
  /** The verb of the gap sentence: "I haven't {gapVerb} {gap} yet". */
  gapVerb: string;
}

/** " I also hold A and B." as far as the resume gives them (fresh11, fresh12). */
export function credentialSentence(f: SpanFacts): string {
  return f.creds?.length ? ` I also hold ${list(f.creds)}.` : '';
}

/** A sentence's last words with its full stop, which an abbreviation ending it ('Inc.') already gives. */
export function stop(text: string): string {
  return /[.!]$/.test(text) ? text : `${text}.`;
}

/**
 * Where a fabricated sentence goes in its paragraph: appended, opening it, or (a post-nominal) after the signature's
 * name. In a list paragraph the template's item is added as a list item instead, except for 'sign'.
 */
export type Where = 'end' | 'start' | 'sign';

export interface FabTemplate<Slot extends string> {
  kind: HouseKind;
  slot: Slot | 'number' | 'gap';
  where: Where;
  /** The sentence, with {X} for the invented name (or figure) and {T} for one of the resume's own tools. */
  prose: string;
  /** The same claim as a list item (no leading bullet). */
  item: string;
}

export type FabRow<Slot extends string> = [HouseKind, Slot | 'number' | 'gap', Where, string, string];

export function fabTemplates<Slot extends string>(rows: readonly FabRow<Slot>[]): FabTemplate<Slot>[] {
  return rows.map(([kind, slot, where, prose, item]) => ({ kind, slot, where, prose, item }));
}

/** A letter as its parts: paragraphs, one of which (at `slot`) takes the fabricated sentence or list item. */
export interface HouseDraft {
  paras: string[];
  slot: number;
  /** Whether that paragraph is a list; a fabrication is then added as an item, before its last one. */
  listSlot: boolean;
  /** The list's bullet ('- ' unless given). */
  bullet?: string;
  /** The list item that names the tools: a tool fabrication in a list style joins it ('…, X'). */
  toolsItem?: string;
  /** The sign-off ('Best regards' unless given). */
  closing?: string;
  /** The salutation ('Dear Hiring Manager,' unless given). */
  greeting?: string;
  /** Whether the list's items are numbered '1) ', '2) ' …; they are numbered again after an item is added. */
  numbered?: boolean;
  /** A postscript printed after the signature ('P.S. …'), when the style has one. */
  postscript?: string;
}

export interface HouseCase<Style extends string> {
  id: string;
  resume: string;
  posting: string;
  style: Style;
  letter: string;
  fabrications: { kind: HouseKind; template: number; claim: string; letter: string }[];
}

export interface HouseSet<F extends GeneratedFacts, Style extends string, Slot extends string> {
  facts: readonly F[];
  styles: readonly Style[];
  /** The date line of every letter. */
  date: string;
  draft: (f: F, style: Style) => HouseDraft;
  /** Invented names per slot, and invented figures ({text, claim}: the clause and what the letter must not keep). */
  invented: Record<Slot, readonly string[]> & { number: readonly { text: string; claim: string }[] };
  templates: readonly FabTemplate<Slot>[];
}

export function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function article(title: string): string {
  return `${/^[AEIOU]/.test(title) ? 'an' : 'a'} ${title}`;
}

export function upperFirst(text: string): string {
  return text.replace(/^./, (c) => c.toUpperCase());
}

function signature(f: GeneratedFacts): string {
  return f.postNominal ? `${f.name}, ${f.postNominal}` : f.name;
}

function render(set: { date: string }, f: GeneratedFacts, d: HouseDraft, paras: readonly string[], sign = signature(f)): string {
  return [set.date, d.greeting ?? 'Dear Hiring Manager,', ...paras, `${d.closing ?? 'Best regards'},\n${sign}`, ...(d.postscript ? [d.postscript] : [])].join('\n\n');
}

const GENERIC_WORDS = new Set(['university', 'college', 'institute', 'health', 'capital', 'logistics', 'certified', 'professional', 'foundation']);

/** Lower-cased text with spaces for punctuation, padded, for whole-word look-ups (' name '). */
function folded(text: string): string {
  return ` ${text.toLowerCase().replace(/[^a-z0-9$%,.\s-]/g, ' ')} `;
}

function pick(pool: readonly string[], avoid: string, offset: number): string | undefined {
  for (let i = 0; i < pool.length; i++) {
    const name = pool[(i + offset) % pool.length];
    // A word of the name the pair holds rules it out, unless every school or firm has it ('university').
    const words = name.toLowerCase().split(/\s+/).filter((w) => w.length > 3 && !GENERIC_WORDS.has(w));
    if (!avoid.includes(name.toLowerCase()) && !words.some((w) => avoid.includes(` ${w} `))) return name;
  }
  return undefined;
}

function fill(text: string, x: string, f: GeneratedFacts): string {
  return text.replace('{X}', x).replace('{T}', f.tools[0] ?? 'email');
}

/** A sentence of prose: a name that opens it is capitalised ('The University of Exeter awarded me…'), as a writer prints it. */
function fillProse(text: string, x: string, f: GeneratedFacts): string {
  return upperFirst(fill(text, x, f));
}

function withFabrication<Slot extends string>(set: { date: string }, f: GeneratedFacts, d: HouseDraft, t: FabTemplate<Slot>, x: string): string {
  const paras = [...d.paras];
  if (t.where === 'sign') return render(set, f, d, paras, `${signature(f)}, ${fill(t.prose, x, f)}`);
  if (d.listSlot && t.kind === 'tool' && t.slot === 'tool' && d.toolsItem) paras[d.slot] = paras[d.slot].replace(d.toolsItem, `${d.toolsItem}, ${x}`);
  else if (d.listSlot) {
    const lines = paras[d.slot].split('\n');
    lines.splice(lines.length - 1, 0, `${d.bullet ?? '- '}${fill(t.item, x, f)}`);
    let n = 0;
    paras[d.slot] = (d.numbered ? lines.map((line) => line.replace(/^\d+\) /, () => `${++n}) `)) : lines).join('\n');
  } else if (t.where === 'start') paras[d.slot] = `${fillProse(t.prose, x, f)} ${paras[d.slot]}`;
  else paras[d.slot] = `${paras[d.slot]} ${fillProse(t.prose, x, f)}`;
  return render(set, f, d, paras);
}

/**
 * The set: for every pair and style the honest letter and its five fabricated variants. `avoidText(resume, posting)`
 * gives the resume and posting text, so an invented name is never one the pair (or its honest letter) already holds.
 */
export function buildHouseSet<F extends GeneratedFacts, Style extends string, Slot extends string>(
  set: HouseSet<F, Style, Slot>,
  avoidText: (resume: string, posting: string) => string,
): HouseCase<Style>[] {
  const cases: HouseCase<Style>[] = [];
  for (const [p, f] of set.facts.entries()) {
    const avoid = folded(avoidText(f.resume, f.posting));
    for (const [s, style] of set.styles.entries()) {
      const d = set.draft(f, style);
      const letter = render(set, f, d, d.paras);
      const fabrications: HouseCase<Style>['fabrications'] = [];
      for (const kind of HOUSE_KINDS) {
        const templates = set.templates.map((t, i) => [t, i] as const).filter(([t]) => t.kind === kind && (t.slot !== 'gap' || f.gapNamed));
        const [t, index] = templates[(p * 3 + s) % templates.length];
        let x: string | undefined;
        let claim: string | undefined;
        if (t.slot === 'number') {
          const pool = f.recounts?.length && s % 2 === 0 ? f.recounts : set.invented.number;
          const figure = pool.map((_, i) => pool[(i + p + s) % pool.length]).find((n) => !avoid.includes(` ${n.claim.toLowerCase()} `) && !letter.includes(n.claim));
          x = figure?.text;
          claim = figure?.claim;
        } else if (t.slot === 'gap') {
          x = f.gap;
        } else {
          x = pick(set.invented[t.slot as Slot], `${avoid} ${folded(letter)} `, p + s);
          claim = x;
        }
        if (!x) continue;
        const fab = withFabrication(set, f, d, t, x);
        // The gap is named honestly elsewhere in the letter, so its claim is the sentence or the item that claims it.
        if (t.slot === 'gap') claim = fab.includes(fill(t.prose, x, f)) ? fill(t.prose, x, f).slice(0, -1) : fill(t.item, x, f);
        // The claim as the letter prints it: capitalised where it opens the sentence.
        else if (claim && !fab.includes(claim)) claim = upperFirst(claim);
        if (!claim) continue;
        fabrications.push({ kind, template: index, claim, letter: fab });
      }
      cases.push({ id: `${f.resume}-${f.posting}-${style}`, resume: f.resume, posting: f.posting, style, letter, fabrications });
    }
  }
  return cases;
}
