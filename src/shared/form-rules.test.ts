// The shared rules the forms validate with (and the server applies): messages and limits as SPEC.md words them.
import { describe, expect, it } from 'vitest';
import { AUTH_REQUIRED_MESSAGE, ZLoginRequest, ZRegisterRequest, ZUser } from './auth.ts';
import { MAX_UPLOAD_BYTES } from './constants.ts';
import { JD_REQUIRED_MESSAGE, ZJobDescription } from './cover-letter-rules.ts';
import { ZGenerateFields } from './letters.ts';
import { DEFAULT_STYLE, ZStyleSettings } from './style.ts';
import { TAILORED_FILE_SIZE_MESSAGE, TAILORED_FILE_TYPE_MESSAGE, ZTailoredJobDescription, ZTailoredResumeFile } from './tailored.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('cover letter job description', () => {
  it('is required, trimmed, one newline form, at most 20,000 characters', () => {
    expect(firstMessage(ZJobDescription.safeParse('   '))).toBe(JD_REQUIRED_MESSAGE);
    expect(firstMessage(ZJobDescription.safeParse(undefined))).toBe(JD_REQUIRED_MESSAGE);
    expect(ZJobDescription.parse(' a\r\nb\r ')).toBe('a\nb');
    expect(ZJobDescription.safeParse('x'.repeat(20_000)).success).toBe(true);
    expect(firstMessage(ZJobDescription.safeParse('x'.repeat(20_001)))).toBe('Job description must be less than 20,000 characters');
  });
  it('works inside the classic request schema', () => {
    expect(ZGenerateFields.parse({ jobDescription: ' Engineer ' })).toMatchObject({ jobDescription: 'Engineer', tone: 'balanced', wordLimit: 'standard' });
    expect(firstMessage(ZGenerateFields.safeParse({ jobDescription: '' }))).toBe(JD_REQUIRED_MESSAGE);
  });
});

describe('tailored resume form', () => {
  it('wants a .pdf or .docx file of at most 5 MB, one message at a time', () => {
    expect(firstMessage(ZTailoredResumeFile.safeParse(null))).toBe('Please upload your resume.');
    const txt = ZTailoredResumeFile.safeParse({ name: 'cv.txt', size: MAX_UPLOAD_BYTES + 1 });
    expect(txt.error?.issues.map((i) => i.message)).toEqual([TAILORED_FILE_TYPE_MESSAGE]);
    expect(firstMessage(ZTailoredResumeFile.safeParse({ name: 'CV.PDF', size: MAX_UPLOAD_BYTES + 1 }))).toBe(TAILORED_FILE_SIZE_MESSAGE);
    expect(ZTailoredResumeFile.safeParse({ name: 'cv.docx', size: MAX_UPLOAD_BYTES }).success).toBe(true);
  });
  it('wants 30 to 9,999 characters of job description after trimming', () => {
    expect(firstMessage(ZTailoredJobDescription.safeParse(` ${'x'.repeat(29)} `))).toBe('Job description must be at least 30 characters');
    expect(ZTailoredJobDescription.safeParse('x'.repeat(30)).success).toBe(true);
    expect(ZTailoredJobDescription.safeParse('x'.repeat(9_999)).success).toBe(true);
    expect(firstMessage(ZTailoredJobDescription.safeParse('x'.repeat(10_000)))).toBe('Job description must be less than 10,000 characters');
  });
});

describe('account forms', () => {
  it('login needs both fields and trims the username', () => {
    expect(firstMessage(ZLoginRequest.safeParse({ username: '  ', password: 'x' }))).toBe(AUTH_REQUIRED_MESSAGE);
    expect(ZLoginRequest.parse({ username: ' ann ', password: 'x' })).toEqual({ username: 'ann', password: 'x' });
  });
  it('register: required, then password length, then username shape', () => {
    expect(firstMessage(ZRegisterRequest.safeParse({ username: '', password: '' }))).toBe(AUTH_REQUIRED_MESSAGE);
    expect(ZRegisterRequest.safeParse({ username: 'a', password: 'short' }).error?.issues.map((i) => i.message)).toEqual([
      'Username must be 3-32 characters: letters, digits, dot, underscore or hyphen',
      'Password must be at least 6 characters long',
    ]);
    expect(firstMessage(ZRegisterRequest.safeParse({ username: 'ann', password: 'x'.repeat(257) }))).toBe('Password must be at most 256 characters long');
  });
  it('the current user drops unknown keys and refuses a wrong shape', () => {
    const user = { id: 1, username: 'ann', email: null, fullName: null, isAdmin: false, isPremium: false, subscriptionTier: null, premiumUntil: null, premiumSource: null, createdAt: '2026-01-01T00:00:00.000Z' };
    expect(ZUser.parse({ ...user, passwordHash: 'x' })).toEqual(user);
    expect(ZUser.safeParse({ ...user, id: '1' }).success).toBe(false);
  });
});

describe('style settings', () => {
  it('default to the middle options', () => {
    expect(ZStyleSettings.parse({})).toEqual(DEFAULT_STYLE);
    expect(ZStyleSettings.safeParse({ tone: 'loud' }).success).toBe(false);
  });
});
