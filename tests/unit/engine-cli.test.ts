// The engine's command line as a user runs it: letter with match and grounding reports, the
// tailored resume with --resume, and clear errors with their exit codes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const RESUME = 'tests/fixtures/resumes/maya-chen-software.pdf';
const JOB = 'tests/fixtures/jobs/software.txt';

function letter(...args: string[]) {
  const r = spawnSync(process.execPath, ['src/engine/cli.ts', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('npm run letter', () => {
  const seeded = (seed: string) => letter(RESUME, JOB, '--tone', 'formal', '--length', 'concise', '--seed', seed);

  it('prints the letter, then the match report and the grounding report', () => {
    const r = seeded('2');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Dear .+,/);
    expect(r.out).toContain('Maya Chen');
    expect(r.out).toMatch(/Match score: \d+\/100/);
    expect(r.out).toMatch(/Grounding: OK/);
  });

  it('keeps --length concise to 100-200 words', () => {
    const words = Number(/Words: (\d+)/.exec(seeded('2').out)?.[1]);
    expect(words).toBeGreaterThanOrEqual(100);
    expect(words).toBeLessThanOrEqual(200);
  });

  it('prints the same letter for the same seed and another for another seed', () => {
    const r = seeded('2');
    expect(seeded('2').out).toBe(r.out);
    expect(seeded('3').out).not.toBe(r.out);
    // Three cold starts of the CLI: over the unit project's 30 s on a loaded 2-core machine.
  }, 90_000);

  describe('--resume', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'applykit-cli-'));
    const out = path.join(dir, 'tailored.docx');
    const tailor = () => letter(RESUME, JOB, '--resume', '--role', 'technical', '--resume-length', 'short', '--out', out);
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('prints the tailored resume', () => {
      const r = tailor();
      expect(r.code).toBe(0);
      expect(r.out).toContain('PROFESSIONAL SUMMARY');
      expect(r.out).toContain('EXPERIENCE');
    });

    it('writes a DOCX file with --out', () => {
      fs.rmSync(out, { force: true });
      expect(tailor().code).toBe(0);
      expect(fs.readFileSync(out).subarray(0, 2).toString()).toBe('PK');
    });
  });

  it('prints the usage and exits 2 without arguments', () => {
    const usage = letter();
    expect(usage.code).toBe(2);
    expect(usage.err + usage.out).toMatch(/usage/i);
  });

  it('says it wants a PDF or DOCX and exits 3 for an unreadable resume', () => {
    const unreadable = letter('tests/fixtures/bad/photo-renamed.pdf', JOB);
    expect(unreadable.code).toBe(3);
    expect(unreadable.err + unreadable.out).toMatch(/PDF or DOCX/);
  });
});
