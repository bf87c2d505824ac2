// npm run build:extension: bundles the extension into dist/extension (unpacked, for "Load unpacked")
// and dist/extension.zip; the zip is also copied into the built client so /extension can offer it.
// dist/extension-test is the same build plus host access to http://127.0.0.1 for the e2e tests,
// which open the popup in a tab of their own and so never get the toolbar click's activeTab grant.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { zipSync } from 'fflate';

const ROOT = path.resolve(import.meta.dirname, '..');
const STATIC = path.join(ROOT, 'extension/static');
const OUT = path.join(ROOT, 'dist/extension');
const OUT_TEST = path.join(ROOT, 'dist/extension-test');
const ZIP = path.join(ROOT, 'dist/extension.zip');
const CLIENT_DOWNLOAD = path.join(ROOT, 'dist/client/applykit-extension.zip');
const ENTRIES = ['popup', 'options', 'background', 'page-script'];

async function buildExtension(): Promise<void> {
  fs.rmSync(OUT, { recursive: true, force: true });
  await build({
    entryPoints: ENTRIES.map((name) => path.join(ROOT, `extension/src/${name}.ts`)),
    outdir: OUT,
    bundle: true,
    format: 'iife',
    target: 'chrome120',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  fs.cpSync(STATIC, OUT, { recursive: true });

  const files: Record<string, Uint8Array> = {};
  for (const name of fs.readdirSync(OUT).sort()) files[name] = fs.readFileSync(path.join(OUT, name));
  const zip = zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
  fs.writeFileSync(ZIP, zip);
  if (fs.existsSync(path.dirname(CLIENT_DOWNLOAD))) fs.writeFileSync(CLIENT_DOWNLOAD, zip);

  fs.rmSync(OUT_TEST, { recursive: true, force: true });
  fs.cpSync(OUT, OUT_TEST, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(OUT, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(path.join(OUT_TEST, 'manifest.json'), JSON.stringify({ ...manifest, host_permissions: ['http://127.0.0.1/*'] }, null, 2));
  console.log(`extension: ${OUT} and ${ZIP} (${(zip.length / 1024).toFixed(0)} KB)`);
}

await buildExtension();
