import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildLetter, buildTailoredResume, prepareJob } from './pipeline.ts';
import { SOFTWARE_PROFILE } from '../../tests/helpers/build-test-profile.ts';
import type { Writer } from './types.ts';
import { chainFromWriter } from './write/writers/writer-chain.ts';
import { TONES, WORD_BANDS, WORD_LIMITS } from '../shared/style.ts';
import { countWords } from '../shared/word-count.ts';

const jobText = readFileSync(new URL('../../tests/fixtures/jobs/software.txt', import.meta.url), 'utf8');
const DATE = new Date('2026-11-22T09:00:00Z');

describe('pipeline', () => {
  it('builds a grounded letter with its job, match and grounding reports', async () => {
    const r = await buildLetter({ profile: SOFTWARE_PROFILE(), jobText, date: DATE, seed: 3, settings: { tone: 'formal' } });
    expect(r.job.company).toBe('Acme Corp');
    expect(r.match.score).toBeGreaterThan(50);
    expect(r.grounding.ok).toBe(true);
    expect(r.letter).toContain('Dear Acme Corp Hiring Team,');
  });

  it('lets the user-given company name and full name win', async () => {
    const r = await buildLetter({ profile: SOFTWARE_PROFILE(), jobText, date: DATE, seed: 3, companyName: 'Initech', fullName: 'M. Chen' });
    expect(r.letter).toContain('Dear Initech Hiring Team,');
    expect(r.letter.trimEnd().endsWith('M. Chen')).toBe(true);
    expect(r.grounding.ok).toBe(true);
    expect(prepareJob(jobText, 'Initech').company).toBe('Initech');
  });

  it('reports an external writer’s unsupported claims', async () => {
    const liar: Writer = {
      name: 'liar',
      writeCoverLetter: async () => 'I have 12 years of Kafka experience.',
      writeTailoredResume: async () => 'x',
    };
    const r = await buildLetter({ profile: SOFTWARE_PROFILE(), jobText, date: DATE, seed: 1, writer: chainFromWriter(liar) });
    expect(r.grounding.ok).toBe(false);
  });

  it('builds a tailored resume with before and after scores', async () => {
    const r = await buildTailoredResume({
      profile: SOFTWARE_PROFILE(),
      jobText,
      options: { roleType: 'technical', preferredLength: 'medium', includeKeywords: true, highlightProjects: true, focusOnRecent: true },
    });
    expect(r.content.split('\n')[0]).toBe('Maya Chen');
    expect(r.grounding.ok).toBe(true);
    expect(r.matchAfter.score).toBeGreaterThan(0);
    expect(r.match.score).toBeGreaterThan(0);
  });
});

describe('pipeline robustness', () => {
  const EMPTY = { contact: { links: [] }, skills: [], experience: [], education: [], certifications: [], projects: [], lines: [] };

  it('writes a short letter with a notice, never filler, for an empty resume and an empty job', async () => {
    for (const tone of TONES) {
      for (const wordLimit of WORD_LIMITS) {
        for (const seed of [1, 2, 3]) {
          const r = await buildLetter({ profile: EMPTY, jobText: '', date: DATE, seed, settings: { tone, wordLimit } });
          const words = countWords(r.letter);
          expect(words, r.letter).toBeLessThan(WORD_BANDS[wordLimit].min);
          expect(r.notice).toMatch(new RegExp(`short of the ${WORD_BANDS[wordLimit].label} length`));
          expect(r.letter).toContain('[Your Name]');
        }
      }
    }
  });

  it('copes with empty and odd inputs without throwing', async () => {
    const jobs = ['', '   \n\n ', 'x', '•\n•\n-', 'Requirements:\n- \n- ', '🙂 Café Ünïcode hiring a Barista ☕'.repeat(3), 'Python '.repeat(4000)];
    for (const jobText of jobs) {
      for (const profile of [EMPTY, SOFTWARE_PROFILE()]) {
        const r = await buildLetter({ profile, jobText, date: DATE, seed: 9 });
        expect(r.grounding.ok, `${JSON.stringify(jobText.slice(0, 30))}\n${r.letter}`).toBe(true);
        expect(r.match.score).toBeGreaterThanOrEqual(0);
        const t = await buildTailoredResume({
          profile,
          jobText,
          options: { roleType: 'entry-level', preferredLength: 'short', includeKeywords: true, highlightProjects: true, focusOnRecent: false },
        });
        expect(t.grounding.ok).toBe(true);
      }
    }
  });
});
