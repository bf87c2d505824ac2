import { LEXICON_SOURCE, type LexiconCategory } from './lexicon-data.ts';
import { TAXONOMY_ENTRIES } from './taxonomy-vocab.ts';

export interface LexiconEntry {
  term: string;
  category: LexiconCategory;
  aliases: string[];
}

export interface LexiconHit {
  /** Canonical term ('JavaScript' for 'JS'). */
  term: string;
  category: LexiconCategory;
  /** Character offset of the match in the searched text. */
  index: number;
  /** Length in characters of the matched text. */
  length: number;
}

interface Token {
  /** Lower-cased token with typographic apostrophes normalised. */
  norm: string;
  raw: string;
  start: number;
  end: number;
}

interface Terminal {
  entry: LexiconEntry;
  /** Exact text the source must carry when the alias is case-sensitive, null otherwise. */
  exact: string | null;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  terminals: Terminal[];
}

// A word keeps inner dots, apostrophes and a trailing ++ or # ('Node.js', "master's", 'C++', 'C#');
// '/', '-' and '&' are tokens of their own so 'Python/Django' finds both and 'CI/CD' still matches.
const TOKEN_PATTERN = /\.NET\b|[A-Za-z0-9]+(?:['’.][A-Za-z0-9]+)*(?:\+\+|#|\+)?|[/&-]/g;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN_PATTERN)) {
    const raw = m[0];
    tokens.push({ norm: raw.toLowerCase().replace(/’/g, "'"), raw, start: m.index, end: m.index + raw.length });
  }
  return tokens;
}

interface Compiled {
  root: TrieNode;
  entries: LexiconEntry[];
  byTerm: Map<string, LexiconEntry>;
  /** Taxonomy lines not compiled yet, by the first token of each of their surfaces. */
  pending: Map<string, [LexiconCategory, string][]>;
  done: Set<string>;
  add: (category: LexiconCategory, line: string, fromTaxonomy: boolean) => void;
}

let compiled: Compiled | null = null;

/** The taxonomy vocabulary's entries by category, in the lexicon's 'Canonical|alias' form. */
function taxonomySource(): [LexiconCategory, readonly string[]][] {
  return Object.entries(TAXONOMY_ENTRIES) as [LexiconCategory, readonly string[]][];
}

const FIRST_TOKEN = new RegExp(TOKEN_PATTERN.source);

/**
 * The hand lexicon is compiled at once; the taxonomy's ~26,000 entries only when a text holds the first word of
 * one of their names, so a worker pays for the words it meets (a few ms and MB), not for the whole vocabulary.
 */
function compileLexicon(): Compiled {
  if (compiled) return compiled;
  const root: TrieNode = { next: new Map(), terminals: [] };
  const entries: LexiconEntry[] = [];
  const byTerm = new Map<string, LexiconEntry>();
  const add = (category: LexiconCategory, line: string, fromTaxonomy: boolean) => {
    const parts = line.split('|');
    const term = parts[0].replace(/^!/, '');
    // The hand lexicon speaks first: a taxonomy entry whose name it already holds adds nothing.
    if (fromTaxonomy && byTerm.has(term.toLowerCase())) return;
    const entry: LexiconEntry = { term, category, aliases: parts.slice(1).map((a) => a.replace(/^!/, '')) };
    let used = false;
    for (const part of parts) {
      // A product name is written as its maker writes it ('SQL Plus', not 'SQL plus Python'; 'ProFile', not
      // 'profile'), and a taxonomy acronym ('ACT', 'ITEM') is an ordinary word in lower case: exact case only.
      // Language names match in any case, as the hand lexicon's did: a resume's 'LANGUAGES: ENGLISH' must support the
      // letter's 'English'.
      const caseSensitive = part.startsWith('!') || (fromTaxonomy && (category === 'technology' || /^[A-Z0-9]{2,6}$/.test(part)));
      const alias = part.startsWith('!') ? part.slice(1) : part;
      const toks = tokenize(alias);
      if (toks.length === 0) continue;
      let node = root;
      for (const t of toks) {
        let child = node.next.get(t.norm);
        if (!child) {
          child = { next: new Map(), terminals: [] };
          node.next.set(t.norm, child);
        }
        node = child;
      }
      // A surface the hand lexicon already reads (with its wrong-sense guards) keeps that one reading.
      if (fromTaxonomy && node.terminals.length) continue;
      // Acronyms of one or two letters are ordinary words or initials in lower case ('it', 'ai').
      const exact = caseSensitive || alias.replace(/[^A-Za-z0-9]/g, '').length <= 2 ? toks.map((t) => t.raw).join(' ') : null;
      node.terminals.push({ entry, exact });
      used = true;
    }
    if (!used) return;
    entries.push(entry);
    if (!byTerm.has(term.toLowerCase())) byTerm.set(term.toLowerCase(), entry);
  };
  for (const [category, lines] of Object.entries(LEXICON_SOURCE) as [LexiconCategory, readonly string[]][]) for (const line of lines) add(category, line, false);
  const pending = new Map<string, [LexiconCategory, string][]>();
  for (const [category, lines] of taxonomySource()) {
    for (const line of lines) {
      const firsts = new Set<string>();
      for (const part of line.split('|')) {
        const m = FIRST_TOKEN.exec(part.startsWith('!') ? part.slice(1) : part);
        if (m) firsts.add(m[0].toLowerCase().replace(/’/g, "'"));
      }
      for (const f of firsts) {
        const list = pending.get(f);
        if (list) list.push([category, line]);
        else pending.set(f, [[category, line]]);
      }
    }
  }
  compiled = { root, entries, byTerm, pending, done: new Set(), add };
  return compiled;
}

/** Compiles the taxonomy entries whose names start with this token (and its singular). */
function ensureFirstToken(norm: string): void {
  const c = compileLexicon();
  for (const key of norm.length > 4 && norm.endsWith('s') ? [norm, norm.slice(0, -1)] : [norm]) {
    const lines = c.pending.get(key);
    if (!lines) continue;
    c.pending.delete(key);
    for (const [category, line] of lines) {
      if (c.done.has(line)) continue;
      c.done.add(line);
      c.add(category, line, true);
    }
  }
}

/** The root's child for a first token, with the taxonomy entries that start with it compiled. */
function rootChild(norm: string): TrieNode | undefined {
  ensureFirstToken(norm);
  return compileLexicon().root.next.get(norm);
}

// 'the CSM team', 'our QA managers': an acronym naming a team or a role there, not the certification or skill.
const UNIT_AFTER = new Set(['team', 'teams', 'manager', 'managers', 'group', 'org', 'organization', 'department', 'role', 'roles', 'lead', 'leads', 'rep', 'reps']);
const CLASS_WORDS = new Set(['class', 'category', 'categories', 'grade', 'type', 'level', 'part', 'section', 'vitamin', 'plan', 'tier', 'schedule', 'licence', 'license']);
// Languages that are also given names ('Ruby Chen, Recruiter', 'contact Julia'): only as a skill in a skill context.
const NAME_LIKE = new Set(['Ruby', 'Julia', 'Dart', 'Elixir', 'Crystal', 'Ada', 'Pascal']);
const BEFORE_NAME = new Set(['by', 'contact', 'email', 'e-mail', 'call', 'ask', 'recruiter', 'hi', 'dear', 'reach', 'text', 'message']);

// 'you will excel in a fast-paced team' is the verb; 'advanced excel', 'excel spreadsheets' the tool.
function isVerbExcel(tokens: Token[], from: number, to: number): boolean {
  if (from !== to || tokens[from].raw !== 'excel') return false;
  const next = tokens[to + 1]?.norm ?? '';
  const prev = tokens[from - 1]?.norm ?? '';
  return /^(?:in|at|as|under|when|while|within|on)$/.test(next) || /^(?:will|to|can|you|who|and|would|could)$/.test(prev);
}

// Words that start a skill name but are verbs after 'to': 'the freedom to design systems', 'to market products'.
const VERB_FIRST = new Set(['design', 'test', 'build', 'market', 'plan', 'report', 'recruit', 'audit', 'lead', 'manage', 'train', 'program', 'schedule', 'budget', 'model', 'brand', 'forecast', 'project', 'process', 'support', 'network']);
const BE_FORMS = new Set(['is', 'are', 'am', 'was', 'were', 'be', 'been', "we're", "they're", "you're"]);

/** 'to design systems', 'is recruiting for', 'in compliance with': the words are a verb or an idiom here. */
function isVerbSense(tokens: Token[], from: number, to: number): boolean {
  const prev = tokens[from - 1]?.norm ?? '';
  const first = tokens[from].norm;
  if (prev === 'to' && to > from && VERB_FIRST.has(first)) return true;
  if (from === to && first.endsWith('ing') && BE_FORMS.has(prev)) return true;
  const next = tokens[to + 1]?.norm ?? '';
  // 'Reporting to the Director', 'Reports to': the line of report, not the skill of writing reports.
  if (from === to && (first === 'reporting' || first === 'reports') && next === 'to') return true;
  return from === to && prev === 'in' && (next === 'with' || next === 'across');
}

const FUNCTION_CATEGORIES = new Set(['sales', 'marketing', 'business', 'finance', 'project-management', 'data']);
const TEAM_AFTER = new Set(['team', 'teams', 'department', 'departments', 'dept', 'function', 'leaders', 'leadership', 'colleagues', 'counterparts', 'partners', 'stakeholders']);

const PARTNER_VERBS = new Set(['partner', 'partners', 'partnering', 'collaborate', 'collaborates', 'collaborating', 'liaise', 'liaising', 'closely', 'alongside']);

/**
 * 'Partner with Sales, Supply Chain and Marketing on budgets': capitalised functions listed after 'partner with',
 * 'collaborate with', 'work closely with' are the company's departments, not skills the job asks for.
 */
function isPartnerUnit(tokens: Token[], from: number, text: string): boolean {
  if (!/^[A-Z]/.test(tokens[from].raw)) return false;
  for (let k = from - 1; k >= Math.max(0, from - 10); k--) {
    const tok = tokens[k];
    if (/[.;:!?\n]/.test(text.slice(tok.end, tokens[k + 1].start))) return false;
    if (tok.norm === 'with') return PARTNER_VERBS.has(tokens[k - 1]?.norm ?? '') || (tokens[k - 1]?.norm === 'the' && PARTNER_VERBS.has(tokens[k - 2]?.norm ?? ''));
    if (!/^[A-Z&]/.test(tok.raw) && tok.norm !== 'and' && tok.norm !== '&' && tok.norm !== '/') return false;
  }
  return false;
}

// Words that may follow a language named as a skill: 'English and Spanish', 'Spanish speaking', 'French (B2)'.
const LANGUAGE_NEXT = new Set([
  'language', 'languages', 'speaking', 'speaker', 'speakers', 'proficiency', 'proficient', 'fluency', 'fluent', 'skills', 'skill',
  'and', 'or', 'as', 'is', 'are', 'required', 'preferred', 'desired', 'a', 'an', 'at', 'to', 'the', 'level', 'native', 'written',
  'spoken', 'verbal', 'writing', 'reading', 'translation', 'interpretation', 'interpreting', 'immersion', 'instruction',
  'communication', 'teacher', 'teaching', 'literature', 'tutor', 'bilingual', 'would', 'will', 'also', 'plus', 'with', 'in',
  'from', 'into', 'for', 'both', 'knowledge', 'mother', 'certificate', 'certification', 'test', 'exam', '/', '-', '&',
]);

/**
 * 'Armenian tax legislation', 'English learners', 'a German company': a language name used as an adjective for
 * something else. As a skill it stands alone or before a word about the language ('English and Spanish',
 * 'Spanish speaking customers', 'French immersion').
 */
function isDemonym(tokens: Token[], to: number, text: string): boolean {
  const next = tokens[to + 1];
  if (!next || /[\n.,;:!?()]/.test(text.slice(tokens[to].end, next.start))) return false;
  return /^[a-z]/i.test(next.raw) && !/^[A-Z0-9]{1,3}$/.test(next.raw) && !LANGUAGE_NEXT.has(next.norm);
}

function isUnitAcronym(tokens: Token[], to: number): boolean {
  return UNIT_AFTER.has(tokens[to + 1]?.norm ?? '');
}

/** 'A/C', 'I/O', 'R&D', 'P&C': a letter joined by a slash or '&' to another letter is an abbreviation, not a language. */
function isSlashedLetter(text: string, token: Token): boolean {
  const before = text.slice(Math.max(0, token.start - 2), token.start);
  const after = text.slice(token.end, token.end + 2);
  return /^[A-Za-z][/&]$/.test(before) || /^[/&][A-Za-z]$/.test(after);
}

function isLetterInList(tokens: Token[], from: number, to: number): boolean {
  // A neighbour that is a letter but no one-letter language ('B' in '(B, C)'; not 'R' in 'Go, R, C').
  const single = (t: Token | undefined) => t !== undefined && /^[A-Z]$/.test(t.raw) && !rootChild(t.norm)?.terminals.length;
  return from === to && (single(tokens[from - 1]) || single(tokens[to + 1]));
}

function isPersonName(tokens: Token[], from: number, to: number): boolean {
  if (from !== to || !NAME_LIKE.has(tokens[from].raw)) return false;
  const next = tokens[to + 1];
  const prev = tokens[from - 1];
  if (next && /^[A-Z][a-z]+$/.test(next.raw) && !rootChild(next.norm)) return true;
  if (next && /^(?:is|will|at|can|has|who|and|or)$/.test(next.norm) && prev && BEFORE_NAME.has(prev.norm)) return true;
  return prev !== undefined && BEFORE_NAME.has(prev.norm);
}

// 'loyalty to the school and its leadership', 'reports to senior leadership': the people who lead, not the skill.
const LEADERS_BEFORE = new Set(['its', 'their', 'our', 'the', 'school', 'district', 'company', 'senior', 'executive', 'organizational', 'organisational', 'with']);
const SKILL_AFTER = new Set(['skills', 'skill', 'ability', 'abilities', 'experience', 'qualities', 'style', 'development', 'role', 'roles', 'position', 'positions']);

function isLeadersSense(tokens: Token[], from: number, to: number): boolean {
  return from === to && tokens[from].norm === 'leadership' && LEADERS_BEFORE.has(tokens[from - 1]?.norm ?? '') && !SKILL_AFTER.has(tokens[to + 1]?.norm ?? '');
}

function acceptTerminal(t: Terminal, tokens: Token[], from: number, to: number, text: string): boolean {
  if (isPersonName(tokens, from, to) || isLeadersSense(tokens, from, to)) return false;
  if (isVerbExcel(tokens, from, to) || isVerbSense(tokens, from, to)) return false;
  if (from === to && /^[A-Z]{2,5}$/.test(tokens[from].raw) && isUnitAcronym(tokens, to)) return false;
  // 'our Customer Success team', 'the Recruiting department': a business function named as a unit of the company.
  if (FUNCTION_CATEGORIES.has(t.entry.category) && (TEAM_AFTER.has(tokens[to + 1]?.norm ?? '') || isPartnerUnit(tokens, from, text))) return false;
  if (t.entry.category === 'language' && isDemonym(tokens, to, text)) return false;
  if (t.exact === null) return true;
  const raw = tokens.slice(from, to + 1).map((x) => x.raw).join(' ');
  if (raw !== t.exact) return false;
  if (t.exact.length === 1) {
    // 'licence (B, C)', 'Class C', 'Part B or C': a letter in a list of letters or after a class word.
    if (isLetterInList(tokens, from, to) || CLASS_WORDS.has(tokens[from - 1]?.norm ?? '') || isSlashedLetter(text, tokens[from])) return false;
    // One-letter languages (C, R): not an initial like 'John R. Smith' or 'R.' closing a name.
    const after = text.charAt(tokens[to].end);
    if (after === '.' && /^\.\s*[A-Z]/.test(text.slice(tokens[to].end, tokens[to].end + 3))) return false;
    const prev = tokens[from - 1];
    if (prev && /^[A-Z][a-z]+$/.test(prev.raw) && text.slice(prev.end, tokens[from].start) === ' ') return false;
  }
  return true;
}

/**
 * Every lexicon term in the text, longest match first at each position, in text order. `context`: the hits of
 * the whole document, when searching a piece of it, so a shared acronym takes the document's sense.
 */
export function findLexiconTerms(text: string, context?: readonly LexiconHit[]): LexiconHit[] {
  const { root } = compileLexicon();
  const tokens = tokenize(text);
  for (const t of tokens) ensureFirstToken(t.norm);
  const found: { entries: LexiconEntry[]; index: number; length: number }[] = [];
  let i = 0;
  while (i < tokens.length) {
    let node: TrieNode | undefined = root;
    let best: { entries: LexiconEntry[]; end: number } | null = null;
    for (let j = i; j < tokens.length; j++) {
      // A phrase never spans a line break or a sentence end.
      if (j > i && /[\n.,;:!?()]/.test(text.slice(tokens[j - 1].end, tokens[j].start))) break;
      // A plural the lexicon lists in the singular ('forklifts', 'pallet jacks'), when the plural itself is unknown.
      const norm = tokens[j].norm;
      node = node.next.get(norm) ?? (norm.length > 4 && norm.endsWith('s') && !norm.endsWith('ss') ? node.next.get(norm.slice(0, -1)) : undefined);
      if (!node) break;
      const accepted = node.terminals.filter((t) => acceptTerminal(t, tokens, i, j, text)).map((t) => t.entry);
      if (accepted.length) best = { entries: [...new Set(accepted)], end: j };
    }
    if (best) {
      const start = tokens[i].start;
      found.push({ entries: best.entries, index: start, length: tokens[best.end].end - start });
      i = best.end + 1;
    } else {
      i++;
    }
  }
  return resolveSenses(found, tokens, context);
}

/**
 * An acronym shared by several entries ('CMA': Certified Medical Assistant or Certified Management Accountant)
 * takes the sense the whole document already chose, else the one whose field most other hits share and whose
 * own words ('Medical', 'Accountant') the text uses.
 */
function resolveSenses(found: { entries: LexiconEntry[]; index: number; length: number }[], tokens: Token[], context?: readonly LexiconHit[]): LexiconHit[] {
  const votes = new Map<LexiconCategory, number>();
  for (const h of context ?? []) votes.set(h.category, (votes.get(h.category) ?? 0) + 1);
  for (const f of found) if (f.entries.length === 1) votes.set(f.entries[0].category, (votes.get(f.entries[0].category) ?? 0) + 1);
  const chosen = new Set((context ?? []).map((h) => h.term));
  let stems: Set<string> | null = null;
  const score = (e: LexiconEntry): number => {
    if (chosen.has(e.term)) return 1000;
    stems ??= new Set(tokens.map((t) => t.norm.slice(0, 5)));
    const words = e.term.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 4 && !/^certif/.test(w));
    return (votes.get(e.category) ?? 0) + 2 * words.filter((w) => stems!.has(w.slice(0, 5))).length;
  };
  return found.map((f) => {
    let entry = f.entries[0];
    if (f.entries.length > 1) {
      let best = score(entry);
      for (const e of f.entries.slice(1)) {
        const sc = score(e);
        if (sc > best) [entry, best] = [e, sc];
      }
    }
    return { term: entry.term, category: entry.category, index: f.index, length: f.length };
  });
}

/** The lexicon entry for a canonical term or an alias, if any. */
export function lookupLexiconTerm(term: string): LexiconEntry | undefined {
  const hits = findLexiconTerms(term);
  if (hits.length === 1 && hits[0].length === term.trim().length) return compileLexicon().byTerm.get(hits[0].term.toLowerCase());
  return compileLexicon().byTerm.get(term.toLowerCase());
}

/** All entries (for tests and tooling). */
export function listLexiconEntries(): readonly LexiconEntry[] {
  const c = compileLexicon();
  for (const key of [...c.pending.keys()]) ensureFirstToken(key);
  return c.entries;
}
