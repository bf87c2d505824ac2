// `npm run bench -- bundle` (after `npm run build`; `--json` prints the figures as JSON): the gzipped JavaScript the landing route `/` loads before it is
// interactive, read from the vite build output. The entry chunk and every chunk it imports statically are fetched
// (index.html lists them as the entry script and its modulepreloads); chunks behind a dynamic import() are not.
// The manifest (dist/client/.vite/manifest.json) gives the import graph; index.html is checked against it so a
// chunk the HTML preloads but the walk missed still counts.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Goal of the landing route, in kB (1,000 bytes) of gzipped JavaScript. */
// 130 kB until the footer gained the link to the data credits the taxonomies' licences require (+0.1 kB).
export const LANDING_GZIP_BUDGET_KB = 131;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface LandingChunk {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface LandingWeight {
  chunks: LandingChunk[];
  bytes: number;
  gzipBytes: number;
  /** Chunks reachable only through dynamic import(): loaded later, when a route or dialog needs them. */
  deferredChunks: number;
  deferredGzipBytes: number;
}

export const DEFAULT_CLIENT_DIR = resolve(fileURLToPath(new URL('../dist/client', import.meta.url)));

/** Level 9, like the server-side compression a CDN would apply; every figure uses the same level. */
export function gzipSize(data: Uint8Array | string): number {
  return gzipSync(data, { level: 9 }).length;
}

/** The scripts index.html loads at once: the module entry and its modulepreload links. */
export function scriptsInIndexHtml(html: string): string[] {
  const files = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) files.add(m[1]!.replace(/^\//, ''));
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)) files.add(m[1]!.replace(/^\//, ''));
  return [...files];
}

export function measureLandingWeight(clientDir = DEFAULT_CLIENT_DIR): LandingWeight {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} not found: run \`npm run build\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);

  const eager = new Set<string>();
  const walk = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || eager.has(chunk.file)) return;
    eager.add(chunk.file);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  walk(entries[0]![0]);
  for (const file of scriptsInIndexHtml(readFileSync(join(clientDir, 'index.html'), 'utf8'))) eager.add(file);

  const chunks = [...eager].map((file) => {
    const code = readFileSync(join(clientDir, file));
    return { file, bytes: code.length, gzipBytes: gzipSize(code) };
  });
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);

  const deferred = new Set(Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith('.js') && !eager.has(f)));
  let deferredGzipBytes = 0;
  for (const file of deferred) deferredGzipBytes += gzipSize(readFileSync(join(clientDir, file)));

  return {
    chunks,
    bytes: chunks.reduce((s, c) => s + c.bytes, 0),
    gzipBytes: chunks.reduce((s, c) => s + c.gzipBytes, 0),
    deferredChunks: deferred.size,
    deferredGzipBytes,
  };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function main(): void {
  const clientDir = process.env.APPLYKIT_CLIENT_DIR ? resolve(process.env.APPLYKIT_CLIENT_DIR) : DEFAULT_CLIENT_DIR;
  const weight = measureLandingWeight(clientDir);
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify({ budgetKb: LANDING_GZIP_BUDGET_KB, ...weight })}\n`);
    return;
  }
  const rows = weight.chunks.map((c) => `${c.file.padEnd(48)} ${kb(c.bytes).padStart(8)} ${kb(c.gzipBytes).padStart(8)}`);
  process.stdout.write(
    [
      `JavaScript loaded on / before it is interactive (${clientDir}); kB = 1,000 bytes, gzip level 9`,
      '',
      `${'chunk'.padEnd(48)} ${'raw kB'.padStart(8)} ${'gz kB'.padStart(8)}`,
      `${'-'.repeat(48)} ${'-'.repeat(8)} ${'-'.repeat(8)}`,
      ...rows,
      `${'total on /'.padEnd(48)} ${kb(weight.bytes).padStart(8)} ${kb(weight.gzipBytes).padStart(8)}`,
      '',
      `deferred: ${weight.deferredChunks} chunks, ${kb(weight.deferredGzipBytes)} kB gz, loaded when a route or dialog needs them`,
      `goal: landing JS ≤ ${LANDING_GZIP_BUDGET_KB} kB gz — ${weight.gzipBytes <= LANDING_GZIP_BUDGET_KB * 1000 ? 'met' : '**not met**'} (${kb(weight.gzipBytes)} kB)`,
      '',
    ].join('\n'),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
