// `npm run bench`: runs every benchmark in sequence, each in its own Node process so one benchmark's heap, JIT
// state and peak RSS cannot colour the next. Add a benchmark by adding its file to BENCHMARKS.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCHMARKS: string[] = ['engine.ts', 'http.ts', 'memory.ts', 'bundle.ts'];

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
let failed = 0;
for (const file of BENCHMARKS) {
  if (only.length > 0 && !only.some((name) => file.startsWith(name))) continue;
  process.stdout.write(`\n=== bench/${file} ===\n`);
  // --expose-gc lets a benchmark start its measurements from a collected heap.
  const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(here, file)], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    process.stdout.write(`bench/${file} failed (exit ${result.status ?? result.signal})\n`);
  }
}
process.exitCode = failed > 0 ? 1 : 0;
