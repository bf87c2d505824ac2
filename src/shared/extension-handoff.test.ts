import { describe, expect, it } from 'vitest';
import { HANDOFF_MAX_DESCRIPTION, decodeJobHandoff, encodeJobHandoff } from './extension-handoff.ts';

describe('job hand-off fragment', () => {
  it('round-trips the description, company and posting URL, with characters that need escaping', () => {
    const job = { jobDescription: 'C# & Go — 100% remote\n- #1 priority', companyName: 'A&B Co', postingUrl: 'https://jobs.example.com/1?x=a&b=c#top' };
    expect(decodeJobHandoff(`#${encodeJobHandoff(job)}`)).toEqual({ ...job, truncated: false });
  });

  it('truncates a very long description and says so', () => {
    const out = decodeJobHandoff(encodeJobHandoff({ jobDescription: 'x'.repeat(HANDOFF_MAX_DESCRIPTION + 50), companyName: '', postingUrl: '' }));
    expect(out?.jobDescription.length).toBe(HANDOFF_MAX_DESCRIPTION);
    expect(out?.truncated).toBe(true);
  });

  it('ignores other fragments and drops non-http posting URLs', () => {
    expect(decodeJobHandoff('#section-2')).toBeNull();
    expect(decodeJobHandoff('')).toBeNull();
    expect(decodeJobHandoff(encodeJobHandoff({ jobDescription: 'JD', companyName: 'X', postingUrl: 'javascript:alert(1)' }))?.postingUrl).toBe('');
  });
});

describe('postingUrl on POST /api/generate', () => {
  it('keeps an http(s) address', async () => {
    const { ZGenerateFields } = await import('./letters.ts');
    expect(ZGenerateFields.parse({ jobDescription: 'JD', postingUrl: 'https://jobs.example.com/1' }).postingUrl).toBe('https://jobs.example.com/1');
  });

  it('treats a blank address as none', async () => {
    const { ZGenerateFields } = await import('./letters.ts');
    expect(ZGenerateFields.parse({ jobDescription: 'JD', postingUrl: '  ' }).postingUrl).toBeUndefined();
  });

  it('refuses other schemes and an address over the length cap', async () => {
    const { ZGenerateFields } = await import('./letters.ts');
    expect(ZGenerateFields.safeParse({ jobDescription: 'JD', postingUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(ZGenerateFields.safeParse({ jobDescription: 'JD', postingUrl: `https://x.example/${'a'.repeat(2000)}` }).success).toBe(false);
  });
});
