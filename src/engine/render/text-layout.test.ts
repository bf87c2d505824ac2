import { describe, expect, it } from 'vitest';
import { parseResumeLayout, splitLetterBlocks } from './text-layout.ts';

describe('splitLetterBlocks', () => {
  it('splits on blank lines (also whitespace-only and CRLF) and keeps lines inside a block', () => {
    expect(splitLetterBlocks('A\r\n\r\nB line 1\nB line 2\n  \t \n\n\nSincerely,\nJane')).toEqual([
      ['A'],
      ['B line 1', 'B line 2'],
      ['Sincerely,', 'Jane'],
    ]);
    expect(splitLetterBlocks('\n\n  \n')).toEqual([]);
  });
});

describe('parseResumeLayout', () => {
  it('reads name, contact, sections, entries, headings and bullets', () => {
    const layout = parseResumeLayout(
      '```plaintext\nJane Doe\njane@x.io | Berlin\n\nPROFESSIONAL SUMMARY\nEngineer.\n\nExperience:\nDev, Acme | 2020 – Present\nBerlin\n- Did A\n• Did B\n\nDev, Beta\n- Did C\n\nLANGUAGES\nGerman\n```',
    );
    expect(layout.name).toBe('Jane Doe');
    expect(layout.contact).toBe('jane@x.io | Berlin');
    expect(layout.sections.map((s) => s.title)).toEqual(['PROFESSIONAL SUMMARY', 'EXPERIENCE', 'LANGUAGES']);
    expect(layout.sections[0].entries[0].lines).toEqual([{ kind: 'text', text: 'Engineer.' }]);
    expect(layout.sections[1].entries).toEqual([
      {
        lines: [
          { kind: 'heading', text: 'Dev, Acme | 2020 – Present' },
          { kind: 'text', text: 'Berlin' },
          { kind: 'bullet', text: 'Did A' },
          { kind: 'bullet', text: 'Did B' },
        ],
      },
      { lines: [{ kind: 'heading', text: 'Dev, Beta' }, { kind: 'bullet', text: 'Did C' }] },
    ]);
  });

  it('copes with content that starts with a section or is empty', () => {
    expect(parseResumeLayout('EXPERIENCE\n- Did A')).toEqual({
      preamble: [],
      sections: [{ title: 'EXPERIENCE', entries: [{ lines: [{ kind: 'bullet', text: 'Did A' }] }] }],
    });
    expect(parseResumeLayout('')).toEqual({ preamble: [], sections: [] });
  });
});
