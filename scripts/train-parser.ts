// npm run train: trains the entry model on every labelled resume (the project's fixtures, the outside corpus,
// the synthetic families) and writes src/engine/profile/model/weights.json. Deterministic: the same documents
// give the same file. Raise PROFILE_VERSION in profile-schema.ts when the weights change.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadResumeCorpus } from '../eval/resume-corpus.ts';
import { examplesOf, trainModelJson } from '../src/engine/profile/model/train.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'src/engine/profile/model/weights.json');

const started = Date.now();
const docs = await loadResumeCorpus();
const examples = docs.flatMap(examplesOf);
const json = trainModelJson(examples);
writeFileSync(OUT, `${JSON.stringify(json)}\n`);
const kb = (JSON.stringify(json).length / 1024).toFixed(0);
console.log(`trained on ${docs.length} documents (${examples.length} sections) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${Object.keys(json.weights).length} features, ${kb} KB → ${path.relative(ROOT, OUT)}`);
