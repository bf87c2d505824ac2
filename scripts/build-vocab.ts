// npm run build:vocab: builds src/engine/lexicon/vocab/taxonomy-vocab.json from the public taxonomies in
// ../shared/taxonomies (O*NET 29.3, ESCO v1.1.1, DfE reference data, GLEIF ISO 20275). Deterministic: the same
// inputs give the same bytes (every list is sorted, no dates are written). What it keeps and why:
// - software: O*NET Technology Skills product names ('Microsoft Excel', 'Autodesk AutoCAD'), the vendor prefix and a
//   ' software' suffix made optional, a trailing acronym as an alias ('Structured query language SQL' → SQL); category
//   descriptions made of ordinary words only ('Accounting software', 'Spreadsheet software') are dropped.
// - equipment: O*NET Tools Used items ('Forklifts', 'Pallet jacks') named for few occupations (office equipment named
//   for hundreds of occupations is no requirement of one job), in the singular.
// - knowledge: ESCO knowledge concepts and the digital-skills collection's named technologies, short noun phrases
//   only (ESCO's long 'perform toxicological studies' phrases never appear verbatim in a posting).
// - languages, title head nouns (O*NET and ESCO occupation titles), degree subjects, legal-form abbreviations.
// Single words that are ordinary English (they appear in lower case in ESCO's own descriptions) are kept only as
// part of a longer name, never alone.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TAX = path.resolve(process.env.TAXONOMIES_DIR ?? path.join(ROOT, '../shared/taxonomies'));
const OUT = path.join(ROOT, 'src/engine/lexicon/vocab/taxonomy-vocab.json');
const WORDS_OUT = path.join(ROOT, 'src/engine/lexicon/vocab/english-words.json');

type Row = Record<string, string>;

function readTsv(file: string): Row[] {
  const [head, ...lines] = readFileSync(path.join(TAX, file), 'utf8').split('\n');
  const cols = head.split('\t');
  return lines.filter(Boolean).map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? '']));
  });
}

function readCsv(file: string): Row[] {
  return parse(readFileSync(path.join(TAX, file), 'utf8'), { columns: true, skip_empty_lines: true, relax_quotes: true }) as Row[];
}

const splitLines = (s: string | undefined): string[] =>
  (s ?? '')
    .split(/\n| \| /)
    .map((x) => x.trim())
    .filter(Boolean);

// --- An English word list from ESCO's own prose: a word written in lower case there is an ordinary word.
const skills = readCsv('esco/skills_en.csv');
const occupations = readCsv('esco/occupations_en.csv');
const ordinary = new Set<string>();
const addProse = (text: string | undefined) => {
  for (const w of (text ?? '').split(/[^A-Za-z]+/)) if (w && w === w.toLowerCase()) ordinary.add(w);
};
for (const r of skills) addProse(`${r.description} ${r.definition ?? ''} ${r.altLabels}`);
for (const r of occupations) addProse(`${r.description} ${r.altLabels}`);
for (const r of readTsv('onet/Occupation_Data.tsv')) addProse(r.Description);
const isOrdinary = (w: string) => ordinary.has(w.toLowerCase()) || ordinary.has(singular(w.toLowerCase()));

function singular(w: string): string {
  if (w.length <= 4 || w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

/** The last word of a phrase in the singular ('Pallet jacks' → 'Pallet jack'). */
function singularPhrase(p: string): string {
  const words = p.split(' ');
  const last = words[words.length - 1];
  if (/^[a-z]+$/i.test(last) && last !== last.toUpperCase()) words[words.length - 1] = singular(last);
  return words.join(' ');
}

// Words too generic to be a skill on their own, whatever their source.
const GENERIC = new Set(
  ('management communication communications leadership teamwork support service services design planning sales marketing ' +
    'training development research operations administration business analysis data information technology quality safety ' +
    'health education engineering science law finance production maintenance security documentation reporting writing ' +
    'computer computers software internet email e-mail telephone phone office word project teams access outlook excel ' +
    'windows note notes forms form paint publisher visio calendar chat mail maps drive docs sheets slides keep meet classroom ' +
    'history art music language languages english culture ethics logic policy policies customer customers client clients ' +
    'people work job jobs time team process processes systems system tools tool equipment materials products product')
    .split(' '),
);

const clean = (s: string) => s.replace(/\s+/g, ' ').replace(/[®™]/g, '').trim();
// A usable surface: letters, digits and the punctuation product names carry; no commas, parentheses or quotes.
const USABLE = /^[A-Za-z0-9][A-Za-z0-9 .+#/&'-]*$/;

/** Entry: canonical → aliases. */
const software = new Map<string, Set<string>>();
const equipment = new Map<string, Set<string>>();
const knowledge = new Map<string, Set<string>>();
const claimed = new Set<string>();

/** One word that is ordinary English ('Platform', 'Monitor', 'voltage', 'Helper') names nothing by itself. */
function isBareWord(surface: string): boolean {
  const s = surface.replace(/^!/, '');
  return !/[ \-/.]/.test(s) && (GENERIC.has(s.toLowerCase()) || isOrdinary(s) || isVendor(s));
}

function addEntry(into: Map<string, Set<string>>, first: string, rest: string[]): void {
  const surfaces = [first, ...rest].filter((x) => !isBareWord(x));
  if (!surfaces.length) return;
  const canonical = surfaces[0].replace(/^!/, '');
  const aliases = surfaces.slice(1);
  const key = canonical.toLowerCase();
  if (claimed.has(key) && !into.has(canonical)) return;
  const set = into.get(canonical) ?? new Set<string>();
  for (const a of aliases) {
    const k = a.toLowerCase();
    if (a === canonical || k === key) continue;
    if (claimed.has(k)) continue;
    claimed.add(k);
    set.add(a);
  }
  claimed.add(key);
  into.set(canonical, set);
}

/** True when every word is ordinary English or a number: a description, not a name. */
function allOrdinary(phrase: string): boolean {
  return phrase.split(/[ /-]+/).every((w) => !w || /^\d+$/.test(w) || (isOrdinary(w) && w[0] === w[0].toLowerCase()) || (isOrdinary(w) && /^[A-Z][a-z]+$/.test(w)));
}

// --- O*NET Technology Skills: named products.
const techRows = readTsv('onet/Technology_Skills.tsv');
const examples = [...new Set(techRows.map((r) => clean(r.Example)))].sort();
// Vendors: a first word (or two) that starts three or more product names ('Microsoft', 'Autodesk', '3D Systems').
const firstWords = new Map<string, number>();
for (const e of examples) {
  const w = e.split(' ');
  if (w.length < 2) continue;
  firstWords.set(w[0], (firstWords.get(w[0]) ?? 0) + 1);
  if (w.length > 2) firstWords.set(`${w[0]} ${w[1]}`, (firstWords.get(`${w[0]} ${w[1]}`) ?? 0) + 1);
}
function isVendor(v: string): boolean {
  return (firstWords.get(v) ?? 0) >= 3 && /^[A-Z0-9]/.test(v) && !allOrdinary(v);
}

// Acronyms that end a category description ('Human resources information system HRIS', 'Practice management
// software PMS'): they name the category, whichever product is meant.
const categoryAcronyms = new Set<string>();
for (const raw of examples) {
  const words = raw.replace(/ software$/i, '').trim().split(' ');
  const last = words[words.length - 1];
  if (words.length >= 3 && /^[A-Z]{2,6}$/.test(last) && allOrdinary(words.slice(0, -1).join(' '))) categoryAcronyms.add(last);
  // 'Human resource information system (HRIS)'.
  const bracketed = /^([A-Za-z -]+) \(([A-Z]{2,6})\)$/.exec(raw);
  if (bracketed && allOrdinary(bracketed[1])) categoryAcronyms.add(bracketed[2]);
}

for (const raw of examples) {
  let name = raw.replace(/ software$/i, '').trim();
  if (!USABLE.test(name) || name.length < 2) continue;
  const aliases: string[] = [];
  if (name !== raw && USABLE.test(raw)) aliases.push(raw);
  // 'Structured query language SQL': the acronym is what postings write.
  const words = name.split(' ');
  const last = words[words.length - 1];
  if (words.length >= 3 && /^[A-Z]{2,6}$/.test(last)) {
    const initials = words.slice(0, -1).map((w) => w[0].toUpperCase()).join('');
    if (initials.endsWith(last) || initials.includes(last)) {
      name = words.slice(0, -1).join(' ');
      // 'HarrisData Human Resources Information System HRIS', 'Sawtooth Composite Product Mapping CPM': when the words
      // the acronym stands for are ordinary ones, it names the category (any HRIS, cost per mile), not this product.
      const spelled = name.split(' ');
      const expansion = initials.endsWith(last) ? spelled.slice(-last.length).join(' ') : name;
      if (!allOrdinary(expansion) && !categoryAcronyms.has(last)) aliases.push(`!${last}`);
    }
  }
  if (allOrdinary(name)) {
    // A category description; its acronym alone may still be a named thing ('Electronic medical record EMR').
    continue;
  }
  // 'Microsoft Visual Studio' is also written 'Visual Studio'; 'Microsoft Word' is never just 'Word'.
  const w2 = name.split(' ');
  for (const cut of [2, 1]) {
    if (w2.length <= cut) continue;
    const vendor = w2.slice(0, cut).join(' ');
    if (!isVendor(vendor)) continue;
    const rest = w2.slice(cut).join(' ');
    // 'Oracle HRIS' is not what a posting means by 'HRIS': an acronym the taxonomy also uses for a category names that.
    if (rest.length >= 3 && !allOrdinary(rest) && !GENERIC.has(rest.toLowerCase()) && !categoryAcronyms.has(rest)) aliases.push(rest);
    break;
  }
  if (w2.length === 1 && (GENERIC.has(name.toLowerCase()) || isOrdinary(name))) continue;
  addEntry(software, name, aliases);
}

// --- ESCO digital skills (named technologies) and knowledge concepts.
// ESCO's alternative labels include paraphrases no posting writes as a skill name ('types of wire mesh', 'the
// construction industry', 'building materials company'): an article or class word in front, or an organisation after.
const PARAPHRASE = /^(?:a|an|the|types?|kinds?|brands?|categories|category|range|varieties|variety|typology|principles|characteristics|aspects|features|components|theory|history|forms?|methods?|techniques?|field|area|sector|branch)\b|\b(?:company|companies|business|businesses|industry|industries|outfit|trader|operation|sector|manufacturer|firm)$/i;

function addKnowledge(labels: string[], into: Map<string, Set<string>>): void {
  const usable = labels
    .map(clean)
    .filter((l, i) => USABLE.test(l) && l.split(' ').length <= 4 && l.length >= 3 && (i === 0 || (!PARAPHRASE.test(l) && !/ of /.test(l))));
  const keep = usable.filter((l) => {
    if (GENERIC.has(l.toLowerCase())) return false;
    // One ordinary word ('physics', 'catering') is a field, kept; one ordinary word of under six letters is too vague.
    if (!l.includes(' ') && isOrdinary(l) && l.length < 6) return false;
    return true;
  });
  if (!keep.length) return;
  addEntry(into, keep[0], keep.slice(1));
}
for (const r of readCsv('esco/digitalSkillsCollection_en.csv')) {
  if (r.skillType !== 'knowledge') continue;
  addKnowledge([r.preferredLabel, ...splitLines(r.altLabels)], software);
}
for (const r of skills) {
  if (r.skillType !== 'knowledge' || r.reuseLevel === 'transversal') continue;
  addKnowledge([r.preferredLabel, ...splitLines(r.altLabels)], knowledge);
}

// --- O*NET tools: equipment named for few occupations.
const toolRows = readTsv('onet/Tools_Used.tsv');
const toolOccupations = new Map<string, Set<string>>();
for (const r of toolRows) {
  const name = clean(r.Example);
  if (!toolOccupations.has(name)) toolOccupations.set(name, new Set());
  toolOccupations.get(name)!.add(r['O*NET-SOC Code']);
}
for (const [raw, occs] of [...toolOccupations.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
  if (occs.size > 40 || !USABLE.test(raw) || raw.split(' ').length > 4) continue;
  const one = singularPhrase(raw);
  if (GENERIC.has(one.toLowerCase()) || (!one.includes(' ') && one.length < 6)) continue;
  addEntry(equipment, one[0].toUpperCase() + one.slice(1), one === raw ? [] : [raw]);
}

// --- Languages (ESCO language collection: 'German', 'Armenian').
const languages = new Set<string>();
for (const r of readCsv('esco/languageSkillsCollection_en.csv')) {
  const l = clean(r.preferredLabel);
  if (/^[A-Z][a-z]+$/.test(l)) languages.add(l);
}

// --- Title head nouns: the last word of O*NET and ESCO occupation titles ('shipper', 'clerk').
const titleHeads = new Map<string, number>();
const addTitle = (t: string) => {
  const words = clean(t).replace(/\([^)]*\)/g, '').trim().split(' ');
  const last = words[words.length - 1]?.toLowerCase().replace(/[^a-z]/g, '') ?? '';
  if (last.length >= 3) titleHeads.set(singular(last), (titleHeads.get(singular(last)) ?? 0) + 1);
};
for (const r of readTsv('onet/Occupation_Data.tsv')) addTitle(r.Title);
for (const r of readTsv('onet/Alternate_Titles.tsv')) addTitle(r['Alternate Title']);
for (const r of readTsv('onet/Sample_of_Reported_Titles.tsv')) addTitle(r['Reported Job Title']);
for (const r of occupations) for (const t of [r.preferredLabel, ...splitLines(r.altLabels)]) addTitle(t);

// --- Degree subjects (DfE HECoS names) and legal-form abbreviations (GLEIF).
const subjectsJson = JSON.parse(readFileSync(path.join(TAX, 'degrees/dfe_degree_subjects.json'), 'utf8')) as Record<string, { name: string; deprecated?: boolean }[]>;
const subjects = new Set<string>();
for (const s of subjectsJson.SINGLE_SUBJECTS) if (!s.deprecated && USABLE.test(s.name) && s.name.split(' ').length <= 4) subjects.add(s.name.toLowerCase());
const legalForms = new Set<string>();
for (const r of readCsv('organisations/gleif_elf_code_list_2026-02-19.csv')) {
  if (r['ELF Status ACTV/INAC'] !== 'ACTV') continue;
  for (const a of `${r['Abbreviations Local language']};${r['Abbreviations transliterated']}`.split(';')) {
    const t = a.trim();
    if (/^[A-Za-z][A-Za-z. &]{1,11}$/.test(t) && /[A-Z]/.test(t)) legalForms.add(t);
  }
}

// --- Place names (a company candidate that is only a place is none): countries and states or provinces of the
// world universities list, and the X of its 'University of X' names ('University of Winnipeg' → Winnipeg).
const places = new Set<string>();
const universities = JSON.parse(readFileSync(path.join(TAX, 'universities/world_universities_and_domains.json'), 'utf8')) as { name: string; country: string; 'state-province': string | null }[];
for (const u of universities) {
  for (const p of [u.country, u['state-province']]) if (p && /^[A-Z][A-Za-z .'-]{2,30}$/.test(p)) places.add(p);
  const m = /^University of ([A-Z][a-z]+(?: [A-Z][a-z]+)?)$/.exec(u.name);
  if (m && !/^(?:Applied|Technology|Science|Sciences|Arts|Medicine|Management|Economics|Business|Law|Music|Education|Engineering|Agriculture|Health|Information|Finance|Commerce|Computer|Social|Natural|Fine|Public|Political|Foreign|International|Modern|Technical|Applied Sciences)$/.test(m[1].split(' ')[0])) places.add(m[1]);
}

// An acronym alias that several entries claim ('EHR', 'POS', 'LMS') stands for many things: it names none of them.
// One product listed with and without its vendor ('Microsoft SQL Server Integration Services', 'SQL Server Integration
// Services') is one thing.
const acronymUses = new Map<string, string[]>();
const isAcronym = (a: string) => /^!?[A-Z0-9]{2,6}$/.test(a);
for (const m of [software, equipment, knowledge]) {
  for (const [name, al] of m) {
    for (const a of al) {
      if (!isAcronym(a)) continue;
      const uses = acronymUses.get(a.replace(/^!/, '')) ?? [];
      if (!uses.some((u) => u.endsWith(name.toLowerCase()) || name.toLowerCase().endsWith(u))) uses.push(name.toLowerCase());
      acronymUses.set(a.replace(/^!/, ''), uses);
    }
  }
}
for (const m of [software, equipment, knowledge]) for (const al of m.values()) for (const a of [...al]) if (isAcronym(a) && (acronymUses.get(a.replace(/^!/, ''))?.length ?? 0) > 1) al.delete(a);

const render = (m: Map<string, Set<string>>) =>
  [...m.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([c, al]) => [c, ...[...al].sort()].join('|'));

const vocab = {
  about: 'Built by scripts/build-vocab.ts from O*NET 29.3 (CC BY 4.0, modified), ESCO v1.1.1 (© European Union, CC BY 4.0), DfE reference data (MIT) and GLEIF ISO 20275 (CC0). See ATTRIBUTION.md.',
  software: render(software),
  equipment: render(equipment),
  knowledge: render(knowledge),
  languages: [...languages].sort(),
  titleHeads: [...titleHeads.entries()].filter(([, n]) => n >= 4).map(([w]) => w).sort(),
  subjects: [...subjects].sort(),
  legalForms: [...legalForms].sort(),
  places: [...places].sort(),
};
mkdirSync(path.dirname(OUT), { recursive: true });
const json = `${JSON.stringify(vocab, null, 0).replace(/\],"/g, '],\n"')}\n`;
writeFileSync(OUT, json);
// The ordinary words themselves: the text-layer repair asks whether 'terprise' is a word and 'enterprise' is.
const words = { about: 'Lower-case words of ESCO v1.1.1 (© European Union, CC BY 4.0) and O*NET 29.3 (CC BY 4.0) descriptions, built by scripts/build-vocab.ts.', words: [...ordinary].sort().join(' ') };
writeFileSync(WORDS_OUT, `${JSON.stringify(words)}\n`);
console.log(`${path.relative(ROOT, WORDS_OUT)}: ${ordinary.size} words`);
console.log(`${path.relative(ROOT, OUT)}: ${(json.length / 1024).toFixed(0)} KiB; software ${vocab.software.length}, equipment ${vocab.equipment.length}, knowledge ${vocab.knowledge.length}, languages ${vocab.languages.length}, title heads ${vocab.titleHeads.length}, subjects ${vocab.subjects.length}, legal forms ${vocab.legalForms.length}, places ${vocab.places.length}`);
