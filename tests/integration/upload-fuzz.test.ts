// Mutation fuzzing of uploads through the HTTP API: every mutated PDF or DOCX gets an answer
// below 500, within 5 s, and the server stays healthy. FUZZ_CASES and FUZZ_SEED run more or other
// cases (e.g. FUZZ_CASES=2000 FUZZ_SEED=7); a failure message names the seed and case to replay.
// The server's log lines of the whole run are kept: none may carry a candidate's name or a line of
// their resume, and none may be longer than a few KB.
import { createRandom } from '../../src/engine/write/realise/compose-helpers.ts';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFreeDailyLimits } from '../../src/server/settings/app-settings.ts';
import { signedInClient, TestClient } from '../helpers/http-client.ts';
import { jobText, MIME, resumeFile, uploadForm } from '../helpers/documents.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const CASES = Number(process.env.FUZZ_CASES ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 12);
const SOURCES = ['maya-chen-software.pdf', 'daniel-okafor-nursing.docx', 'grace-adeyemi-project-management.docx'];
const NASTY = ['\u0000', '\uD800', '\uDFFF', '\u0007', '\u001b[31m', '\uFEFF', '\u202E', 'a'.repeat(20_000), '@'.repeat(5_000), '('.repeat(3000), '&#0;', '&#xD800;', ']]>', '<w:t>'];

// The engine's seeded generator (mulberry32): the same seed, the same mutations.
const rng = createRandom;

function mutateBytes(bytes: Uint8Array, rand: () => number): Uint8Array {
  const out = bytes.slice();
  const kind = Math.floor(rand() * 3);
  if (kind === 0) {
    for (let i = 0; i < 1 + rand() * 40; i++) out[Math.floor(rand() * out.length)] = Math.floor(rand() * 256);
    return out;
  }
  if (kind === 1) return out.slice(0, Math.floor(rand() * out.length));
  const at = Math.floor(rand() * out.length);
  const chunk = out.slice(at, at + Math.floor(rand() * 4096));
  const joined = new Uint8Array(out.length + chunk.length);
  joined.set(out.slice(0, at));
  joined.set(chunk, at);
  joined.set(out.slice(at), at + chunk.length);
  return joined;
}

/** DOCX text mutations inside document.xml, so the parser (not just the unzip) sees them. */
function mutateDocxText(bytes: Uint8Array, rand: () => number): Uint8Array {
  const files = unzipSync(bytes);
  let xml = strFromU8(files['word/document.xml']!);
  for (let i = 0; i < 1 + rand() * 4; i++) {
    const runs = [...xml.matchAll(/<w:t(?: [^>]*)?>/g)];
    const run = runs[Math.floor(rand() * runs.length)];
    if (!run) break;
    const at = run.index + run[0].length;
    xml = xml.slice(0, at) + NASTY[Math.floor(rand() * NASTY.length)] + xml.slice(at);
  }
  files['word/document.xml'] = strToU8(xml);
  return zipSync(files);
}

/** Words from the source resumes that no log line may hold. */
const PERSONAL = ['Maya Chen', 'Okafor', 'Adeyemi'];

let app: TestApp;
let client: TestClient;
const lines: string[] = [];
beforeAll(async () => {
  app = await startTestApp({ env: { WORKER_THREADS: '1', LOG_LEVEL: 'info' }, logDestination: { write: (line) => void lines.push(line) } });
  await setFreeDailyLimits(app.ctx.db, { coverLetter: 1000, tailoredResume: 1000 }, new Date());
  client = (await signedInClient(app.url)).client;
  // One ordinary request first: the worker thread's start and the model's first load are not a mutated file's time.
  const warm = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, { bytes: resumeFile(SOURCES[0]!).bytes, name: SOURCES[0]!, type: MIME.pdf }));
  expect(warm.status).toBe(200);
});
afterAll(() => app.close());

describe('upload fuzzing', () => {
  it(`answers ${CASES} mutated uploads (seed ${SEED}) below 500 and within 5 s`, async () => {
    const rand = rng(SEED);
    const job = jobText('software');
    const failures: string[] = [];
    for (let i = 0; i < CASES; i++) {
      const name = SOURCES[Math.floor(rand() * SOURCES.length)]!;
      const source = resumeFile(name);
      const docx = name.endsWith('.docx');
      const bytes = docx && rand() < 0.5 ? mutateDocxText(source.bytes, rand) : mutateBytes(source.bytes, rand);
      const route = rand() < 0.8 ? '/api/generate' : '/api/generate-tailored-resume';
      const started = performance.now();
      const res = await client.postForm(route, uploadForm({ jobDescription: job }, { bytes, name, type: docx ? MIME.docx : MIME.pdf }));
      const ms = performance.now() - started;
      if (res.status >= 500 || ms > 5000) failures.push(`case ${i} (${name} → ${route}): ${res.status} in ${Math.round(ms)} ms`);
    }
    expect(failures.join('\n'), `FUZZ_SEED=${SEED}`).toBe('');
    expect((await new TestClient(app.url).get('/api/health')).status).toBe(200);
  }, 600_000);

  it('leaves no resume text in the logs of the run', () => {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      for (const word of PERSONAL) expect(line).not.toContain(word);
      expect(line.length).toBeLessThan(8 * 1024);
    }
  });
});
