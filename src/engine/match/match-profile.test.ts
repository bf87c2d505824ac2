import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeJobDescription } from '../job/analyze-job.ts';
import { matchProfileToJob } from './match-profile.ts';
import { NURSE_PROFILE, SALES_PROFILE, SOFTWARE_PROFILE, THIN_PROFILE } from './build-test-profile.ts';

const readJob = (name: string) => readFileSync(new URL(`../../../tests/fixtures/jobs/${name}.txt`, import.meta.url), 'utf8');

describe('matchProfileToJob', () => {
  it('scores a fitting resume above an unrelated one', () => {
    const job = analyzeJobDescription(readJob('software'));
    const fit = matchProfileToJob(SOFTWARE_PROFILE(), job);
    const unfit = matchProfileToJob(NURSE_PROFILE(), job);
    expect(fit.score).toBeGreaterThan(60);
    expect(unfit.score).toBeLessThan(25);
    expect(fit.score).toBeGreaterThanOrEqual(0);
    expect(fit.score).toBeLessThanOrEqual(100);
  });

  it('gives evidence lines from the resume for met requirements', () => {
    const profile = SOFTWARE_PROFILE();
    const report = matchProfileToJob(profile, analyzeJobDescription(readJob('software')));
    const ts = report.requirements.find((r) => r.requirement.includes('TypeScript and Node.js'));
    expect(ts?.verdict).toBe('met');
    expect(profile.lines.concat(profile.experience.flatMap((e) => e.bullets), profile.skills)).toContain(ts?.evidence);
    const kafka = report.requirements.find((r) => r.requirement.includes('Kafka'));
    expect(kafka?.verdict).toBe('missing');
    expect(kafka?.evidence).toBeUndefined();
    const years = report.requirements.find((r) => r.requirement.startsWith('5+ years'));
    expect(years?.verdict).not.toBe('missing');
  });

  it('resolves aliases: AWS on the resume meets Amazon Web Services in the job', () => {
    const report = matchProfileToJob(SOFTWARE_PROFILE(), analyzeJobDescription(readJob('software')));
    expect(report.matchedKeywords).toContain('Amazon Web Services');
    expect(report.matchedKeywords).toContain('Kubernetes');
    expect(report.missingKeywords).toContain('Apache Kafka');
  });

  it('reads health-care licences and degrees', () => {
    const report = matchProfileToJob(NURSE_PROFILE(), analyzeJobDescription(readJob('nursing')));
    const rn = report.requirements.find((r) => r.requirement.startsWith('Current RN'));
    expect(rn?.verdict).toBe('met');
    expect(report.requirements.find((r) => r.requirement.startsWith('BLS'))?.verdict).toBe('met');
    expect(report.score).toBeGreaterThan(50);
  });

  it('is deterministic and handles thin resumes', () => {
    const job = analyzeJobDescription(readJob('sales'));
    expect(matchProfileToJob(SALES_PROFILE(), job)).toEqual(matchProfileToJob(SALES_PROFILE(), job));
    const thin = matchProfileToJob(THIN_PROFILE(), job);
    expect(thin.score).toBeLessThan(matchProfileToJob(SALES_PROFILE(), job).score);
  });
});
