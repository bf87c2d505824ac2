// npm run blind -- [--out DIR] [--seed N] [--settings JSON] [--tailored] ID...
// Reader packets for a blind reading of letters, as a hiring manager would read them: for each guard-set pair
// (eval/guard-set/<ID>.json: resume id, posting id and an honest LLM-style letter) one markdown file with the resume
// text as extracted, the posting, and Letter A / Letter B — the built-in writer's letter and the guard set's — in an
// order a seeded coin decides per pair. Both letters carry the same date line, so the date gives nothing away.
// The key (which letter is which) is written beside the packet folder, never inside it.
// With no ID, every pair of the guard set is written. With --tailored, each packet holds the built-in tailored resume
// (medium length, the role type its posting's title calls for) beside the resume and the posting, and no key.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasSharedCorpus, SHARED_CORPUS_DIR, SHARED_MISSING_MESSAGE, SHARED_POSTINGS_DIR, SHARED_RESUMES_DIR } from './corpus-paths.ts';
import { extractDocument } from '../src/engine/extract/extract-document.ts';
import { parseResume } from '../src/engine/profile/parse-resume.ts';
import { buildLetter, buildTailoredResume, prepareJob } from '../src/engine/pipeline.ts';
import { roleTypeFor } from './eval-tailored.ts';
import type { StyleSettings } from '../src/shared/style.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SET_DIR = path.join(ROOT, 'eval/guard-set');
const DATE = new Date('2026-11-24T12:00:00Z');
const DATE_LINE = 'November 24, 2026';

interface GuardPair {
  id: string;
  resume: string;
  posting: string;
  letter: string;
}

/** A long US date alone on a line ("November 24, 2026", "Nov. 3, 2025") becomes the one date both letters carry. */
export function normaliseDateLines(letter: string, dateLine = DATE_LINE): string {
  return letter.replace(/^[ \t]*(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?[ \t]+\d{1,2},?[ \t]+\d{4}[ \t]*$/gim, dateLine);
}

/** A coin that depends only on the seed and the pair: true puts the built-in letter first. */
export function builtinFirst(seed: number, id: string): boolean {
  let h = 2166136261 ^ seed;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  h ^= h >>> 15;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  return (h & 1) === 1;
}

function fileFor(dir: string, id: string): string {
  const file = readdirSync(dir).find((f) => f.startsWith(`${id}-`) && !f.endsWith('.json'));
  if (!file) throw new Error(`${id} not in ${dir}`);
  return path.join(dir, file);
}

function parseArgs(argv: string[]): { out: string; seed: number; settings: Partial<StyleSettings>; ids: string[]; tailored: boolean } {
  let out = path.join(ROOT, 'blind/packets');
  let seed = 1;
  let tailored = false;
  let settings: Partial<StyleSettings> = {};
  const ids: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--out') out = path.resolve(argv[++i]!);
    else if (a === '--seed') seed = Number(argv[++i]);
    else if (a === '--settings') settings = JSON.parse(argv[++i]!) as Partial<StyleSettings>;
    else if (a === '--tailored') tailored = true;
    else ids.push(a);
  }
  return { out, seed, settings, ids, tailored };
}

async function main(): Promise<void> {
  if (!hasSharedCorpus()) {
    console.log(SHARED_MISSING_MESSAGE);
    return;
  }
  const { out, seed, settings, ids, tailored } = parseArgs(process.argv.slice(2));
  const all = readdirSync(SET_DIR).filter((f) => f.endsWith('.json')).sort().map((f) => f.replace(/\.json$/, ''));
  const chosen = ids.length ? ids : all;
  mkdirSync(out, { recursive: true });
  const key: Record<string, { A: 'builtin' | 'llm'; B: 'builtin' | 'llm'; resume: string; posting: string }> = {};
  for (const id of chosen) {
    if (!all.includes(id)) throw new Error(`${id}: no eval/guard-set/${id}.json`);
    const pair = JSON.parse(readFileSync(path.join(SET_DIR, `${id}.json`), 'utf8')) as GuardPair;
    const resumeDir = pair.resume.startsWith('sy') ? path.join(SHARED_CORPUS_DIR, 'synthetic') : SHARED_RESUMES_DIR;
    const doc = await extractDocument(new Uint8Array(readFileSync(fileFor(resumeDir, pair.resume))));
    const postingText = readFileSync(fileFor(SHARED_POSTINGS_DIR, pair.posting), 'utf8');
    const n = Object.keys(key).length + 1;
    const name = `packet-${String(n).padStart(2, '0')}`;
    const sources = ['## Resume (text as extracted from the file)', '', '```text', doc.text.trim(), '```', '', '## Job posting', '', '```text', postingText.trim(), '```', ''];
    if (tailored) {
      const profile = parseResume(doc);
      const roleType = roleTypeFor({ id: pair.posting, text: postingText, job: prepareJob(postingText) });
      const options = { roleType, preferredLength: 'medium' as const, includeKeywords: true, highlightProjects: true, focusOnRecent: true };
      const resume = await buildTailoredResume({ profile, jobText: postingText, options, date: DATE });
      writeFileSync(path.join(out, `${name}.md`), [`# Packet ${n}`, '', ...sources, '## Tailored resume', '', '```text', resume.content.trim(), '```', ''].join('\n'));
      key[name] = { A: 'builtin', B: 'builtin', resume: pair.resume, posting: pair.posting };
      continue;
    }
    const built = await buildLetter({ profile: parseResume(doc), jobText: postingText, settings, date: DATE, seed });
    const builtinText = normaliseDateLines(built.letter.trim());
    const llmText = normaliseDateLines(pair.letter.trim());
    const first = builtinFirst(seed, id);
    const [a, b] = first ? [builtinText, llmText] : [llmText, builtinText];
    key[name] = { A: first ? 'builtin' : 'llm', B: first ? 'llm' : 'builtin', resume: pair.resume, posting: pair.posting };
    const body = [
      `# Packet ${n}`,
      '',
      ...sources,
      '## Letter A',
      '',
      '```text',
      a,
      '```',
      '',
      '## Letter B',
      '',
      '```text',
      b,
      '```',
      '',
    ].join('\n');
    writeFileSync(path.join(out, `${name}.md`), body);
    (key[name] as Record<string, unknown>).id = id;
  }
  const keyFile = path.join(path.dirname(out), `${path.basename(out)}-key.json`);
  writeFileSync(keyFile, `${JSON.stringify({ seed, settings, packets: key }, null, 2)}\n`);
  console.log(`wrote ${chosen.length} packets to ${out}; key in ${keyFile}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
