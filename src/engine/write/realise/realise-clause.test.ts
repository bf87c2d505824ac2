import { describe, expect, it } from 'vitest';
import { realiseBullet } from './realise-clause.ts';

describe('realiseBullet', () => {
  it('reads "Engine of Othello Game …" as a noun phrase, never as the verb "engined"', () => {
    const clause = realiseBullet('Engine of Othello Game for AI competition in university of birjand', 'past');
    expect(clause.kind).not.toBe('vp');
    expect(clause.text).not.toMatch(/engined/);
  });

  it('still reads a verb-led bullet as a first-person clause', () => {
    expect(realiseBullet('Designed a billing system for 40 clinics', 'past')).toEqual({ kind: 'vp', text: 'designed a billing system for 40 clinics' });
  });
});
