// Run by bench/memory.ts: what each part of an engine worker costs. One process (with the heap settings
// main.ts and the engine runner make) starts one worker thread and has it load the engine's parts one at a time; after each
// step this prints the process's RSS growth once it has settled.
import fs from 'node:fs';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import { WORKER_YOUNG_GENERATION_MB } from '../src/server/documents/engine-runner.ts';

v8.setFlagsFromString('--semi-space-growth-factor=1'); // as src/server/main.ts does

const rss = () => Math.round(Number(/^VmRSS:\s+(\d+)/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function settled(): Promise<number> {
  await pause(1500);
  let last = rss();
  for (let i = 0; i < 8; i++) {
    await pause(500);
    const now = rss();
    if (Math.abs(now - last) <= 1) return now;
    last = now;
  }
  return last;
}

const src = (p: string) => new URL(`../src/${p}`, import.meta.url).href;
const STEPS: [string, string][] = [
  ['pdf.js (pdfjs-dist legacy build)', `await import('pdfjs-dist/legacy/build/pdf.mjs')`],
  ['compromise (clause realisation)', `await import('compromise')`],
  ['the whole engine module graph (extract, profile, job, match, write, render)', `await import(${JSON.stringify(src('server/documents/engine-tasks.ts'))})`],
  ['one PDF render + one letter from it (fonts, lazy data, JIT)', `
    const t = await import(${JSON.stringify(src('server/documents/engine-tasks.ts'))});
    const pdf = await t.runEngineTask({ op: 'render', doc: 'resume', format: 'pdf', content: 'Alex Sample\\nalex@example.com\\n\\nEXPERIENCE\\nSoftware Engineer, Example Co (2020 - Present)\\n- Built APIs in TypeScript\\n\\nSKILLS\\nTypeScript, Docker', meta: { title: 'x' } });
    await t.runEngineTask({ op: 'letter', resume: { from: 'bytes', bytes: pdf, kind: 'pdf' }, input: { jobText: 'Example Co is hiring a Software Engineer. Requirements: TypeScript, PostgreSQL.', settings: { tone: 'balanced', wordLimit: 'standard', focusAreas: 'balanced', languageStyle: 'moderate', industrySpecificity: 'moderate' }, date: new Date(0), seed: 1 }, writer: { kind: 'builtin' } });`],
];

const before = await settled();
const worker = new Worker(
  `const { parentPort } = require('node:worker_threads');
   const steps = ${JSON.stringify(STEPS.map(([, code]) => code))};
   parentPort.on('message', async (i) => {
     await (async function () {}).constructor(steps[i])();
     parentPort.postMessage(i);
   });
   parentPort.postMessage(-1);`,
  { eval: true, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } },
);
await new Promise((r) => worker.once('message', r));
let last = await settled();
const lines = [`a worker thread with nothing loaded: +${last - before}`];
for (let i = 0; i < STEPS.length; i++) {
  worker.postMessage(i);
  await new Promise((r) => worker.once('message', r));
  const now = await settled();
  lines.push(`${STEPS[i]![0]}: +${now - last}`);
  last = now;
}
lines.push(`worker total: +${last - before} (process ${last} MB)`);
await worker.terminate();
console.log(lines.join('\n'));
