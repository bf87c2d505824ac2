import { describe, expect, it } from 'vitest';
import { countWords, formatWordCount, wordUnit } from './word-count.ts';

describe('countWords', () => {
  it('is 0 for empty and whitespace-only text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t  ')).toBe(0);
  });
  it('counts whitespace-separated tokens of the trimmed text', () => {
    expect(countWords('hello')).toBe(1);
    expect(countWords('  hello   world  ')).toBe(2);
    expect(countWords('one\ntwo\tthree\r\nfour')).toBe(4);
    expect(countWords('Dear [Hiring Manager],\n\nI am')).toBe(5);
  });
  it('counts punctuation-joined text as one token', () => {
    expect(countWords('full-stack, end-to-end.')).toBe(2);
  });
  it('counts 401 words', () => {
    expect(countWords(Array.from({ length: 401 }, () => 'w').join(' '))).toBe(401);
  });
});

describe('wordUnit / formatWordCount', () => {
  it("says 'word' only for exactly one", () => {
    expect(wordUnit(1)).toBe('word');
    expect(wordUnit(0)).toBe('words');
    expect(wordUnit(2)).toBe('words');
    expect(formatWordCount(1)).toBe('1 word');
    expect(formatWordCount(0)).toBe('0 words');
    expect(formatWordCount(250)).toBe('250 words');
  });
});
