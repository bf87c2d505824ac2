import { describe, expect, it } from 'vitest';
import { checkResumeFile, fileKind, formatBytes } from './resume-file.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('checkResumeFile', () => {
  it('accepts PDF and DOCX by MIME type or extension', () => {
    expect(checkResumeFile({ name: 'cv.pdf', type: 'application/pdf', size: 1000 })).toEqual({ ok: true });
    expect(checkResumeFile({ name: 'cv.docx', type: DOCX, size: 1000 })).toEqual({ ok: true });
    expect(checkResumeFile({ name: 'CV.PDF', type: '', size: 1000 })).toEqual({ ok: true });
    expect(fileKind({ name: 'x.docx', type: '' })).toBe('docx');
  });
  it('refuses other types with the SPEC message', () => {
    const r = checkResumeFile({ name: 'cv.txt', type: 'text/plain', size: 10 });
    expect(r).toEqual({ ok: false, errorType: 'invalid_file_type', message: 'File type not supported. Please upload a PDF or DOCX file.' });
    expect(checkResumeFile({ name: 'cv.doc', type: 'application/msword', size: 10 }).ok).toBe(false);
  });
  it('allows exactly 5 MB and refuses one byte more', () => {
    expect(checkResumeFile({ name: 'a.pdf', type: 'application/pdf', size: 5242880 }).ok).toBe(true);
    expect(checkResumeFile({ name: 'a.pdf', type: 'application/pdf', size: 5242881 })).toEqual({
      ok: false,
      errorType: 'file_too_large',
      message: 'File size exceeds 5MB limit.',
    });
  });
  it('formats sizes', () => {
    expect(formatBytes(500)).toBe('500 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(6 * 1024 * 1024)).toBe('6.0 MB');
  });
});
