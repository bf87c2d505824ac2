// The landing route's JavaScript weight: what the browser really fetches on `/`, gzipped, stays within the
// budget, and agrees with what bench/bundle.ts reads from the build output (run as a script, as `npm run bench`
// does, and read through its --json output).
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setupE2E } from '../helpers/e2e.ts';

const e2e = setupE2E();

interface BenchFigures {
  budgetKb: number;
  gzipBytes: number;
  chunks: { file: string; gzipBytes: number }[];
}

const built = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', 'bench/bundle.ts', '--json'], { encoding: 'utf8' })) as BenchFigures;
const LANDING_GZIP_BUDGET_KB = built.budgetKb;
/** Same level as bench/bundle.ts. */
const gzipSize = (data: Uint8Array) => gzipSync(data, { level: 9 }).length;

describe('landing page weight', () => {
  it(`loads at most ${LANDING_GZIP_BUDGET_KB} kB of gzipped JavaScript on / (signed out), and nothing more once idle`, async () => {
    const fetched = await e2e.withPage(async (page) => {
      const fetched = new Map<string, number>();
      const pending: Promise<void>[] = [];
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (!url.pathname.endsWith('.js')) return;
        pending.push(
          res.body().then((body) => {
            fetched.set(url.pathname, gzipSize(body));
          }),
        );
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Anything a landing component would import right after the first render has had time to start.
      await page.waitForTimeout(500);
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      return fetched;
    });

    const total = [...fetched.values()].reduce((s, n) => s + n, 0);
    const listing = [...fetched].map(([file, n]) => `${file} ${(n / 1000).toFixed(1)} kB`).join('\n');
    // The browser fetched what the build says the landing needs, and no lazy chunk on top of it.
    expect([...fetched.keys()].sort(), 'JS fetched on / vs. bench/bundle.ts').toEqual(built.chunks.map((c) => `/${c.file}`).sort());
    expect(built.gzipBytes, 'bench/bundle.ts: entry + static imports, gz').toBeLessThanOrEqual(LANDING_GZIP_BUDGET_KB * 1000);
    expect(total, `gzipped JS fetched on /:\n${listing}`).toBeLessThanOrEqual(LANDING_GZIP_BUDGET_KB * 1000);
  });
});
