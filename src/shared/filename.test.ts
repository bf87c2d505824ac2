import { describe, expect, it } from 'vitest';
import { autoFilename, downloadFilename, finalizeFilename } from './filename.ts';

describe('autoFilename (auto-fill rule)', () => {
  it('joins name and company with an underscore when both exist', () => {
    expect(autoFilename('Maya Chen', 'Acme Corp')).toBe('CoverLetter_MayaChen_AcmeCorp');
  });
  it('uses whichever one exists', () => {
    expect(autoFilename('Maya Chen', '')).toBe('CoverLetter_MayaChen');
    expect(autoFilename('', 'Acme Corp')).toBe('CoverLetter_AcmeCorp');
    expect(autoFilename('   ', 'Acme')).toBe('CoverLetter_Acme');
  });
  it('fills nothing when both are empty', () => {
    expect(autoFilename('', '')).toBeUndefined();
    expect(autoFilename('  ', '\t')).toBeUndefined();
  });
  it('removes all spaces', () => {
    expect(autoFilename('  Jo  Ann  ', ' Big  Co ')).toBe('CoverLetter_JoAnn_BigCo');
  });
});

describe('finalizeFilename (submit-time rule)', () => {
  it('trims the given filename', () => {
    expect(finalizeFilename('  my_letter  ', 'A', 'B')).toBe('my_letter');
  });
  it('builds it from name and company when empty', () => {
    expect(finalizeFilename('', 'Maya Chen', 'Acme')).toBe('CoverLetter_MayaChen_Acme');
    expect(finalizeFilename('   ', '', 'Acme')).toBe('CoverLetter_Acme');
  });
  it('replaces each of \\ / : * ? " < > | by an underscore', () => {
    expect(finalizeFilename('a\\b/c:d*e?f"g<h>i|j', '', '')).toBe('a_b_c_d_e_f_g_h_i_j');
    expect(finalizeFilename('::', '', '')).toBe('__');
  });
  it('removes all whitespace, including inner whitespace', () => {
    expect(finalizeFilename('My Cover\tLetter', '', '')).toBe('MyCoverLetter');
  });
  it('sanitises a name built from unsafe name/company', () => {
    expect(finalizeFilename('', 'A/B', 'C:D')).toBe('CoverLetter_A_B_C_D');
  });
  it('gives no custom filename when everything is empty', () => {
    expect(finalizeFilename('', '', '')).toBeUndefined();
    expect(finalizeFilename('  ', ' ', ' ')).toBeUndefined();
  });
});

describe('downloadFilename', () => {
  it('uses the custom filename plus extension', () => {
    expect(downloadFilename('CoverLetter_Maya', 'docx')).toBe('CoverLetter_Maya.docx');
    expect(downloadFilename('CoverLetter_Maya', 'pdf')).toBe('CoverLetter_Maya.pdf');
  });
  it('falls back to Cover_Letter', () => {
    expect(downloadFilename(undefined, 'docx')).toBe('Cover_Letter.docx');
    expect(downloadFilename('', 'pdf')).toBe('Cover_Letter.pdf');
  });
});
