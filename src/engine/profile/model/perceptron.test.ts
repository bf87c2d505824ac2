// Decoding: a continuation label ('title+') stands only after the field it continues, whatever the scores say.
import { describe, expect, it } from 'vitest';
import { viterbi, type SequenceModel } from './perceptron.ts';

const labels = ['title', 'title+', 'employer', 'employer+'];
const model: SequenceModel = { labels, weights: new Map(), transitions: Array.from({ length: labels.length + 1 }, () => new Float64Array(labels.length)), marginScale: 1 };
const scores = (...rows: number[][]) => rows.map((r) => Float64Array.from(r));
const all = (n: number) => Array.from({ length: n }, () => [0, 1, 2, 3]);

describe('viterbi', () => {
  it('never opens a sequence or follows another field with a continuation', () => {
    // Alone, position 0 prefers 'title+' and position 1 'employer+'.
    const em = scores([2, 3, 0, 0], [0, 2, 1, 3]);
    expect(viterbi(model, em, all(2), false).map((k) => labels[k])).toEqual(['title+', 'employer+']);
    expect(viterbi(model, em, all(2)).map((k) => labels[k])).toEqual(['title', 'title+']);
  });

  it('falls back to the scores alone when the allowed labels leave no other way', () => {
    const em = scores([0, 0, 5, 0], [0, 4, 0, 0]);
    expect(viterbi(model, em, [[2], [1]]).map((k) => labels[k])).toEqual(['employer', 'title+']);
  });
});
