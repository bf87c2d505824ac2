import { describe, expect, it } from 'vitest';
import { documentWords, rejoinSplitWords } from './rejoin-split-words.ts';
import { normaliseDocument } from './normalise-text.ts';

describe('rejoinSplitWords: words a PDF text layer split', () => {
  it.each([
    ['Delivered en terprise dashboards', 'Delivered enterprise dashboards'],
    ['Ensured equipment was stored prope rly.', 'Ensured equipment was stored properly.'],
    ['Led change manage ment for 40 staff', 'Led change management for 40 staff'],
    ['Shipped new fea tures every sprint', 'Shipped new features every sprint'],
    ['En terprise clients (mana gement, finance)', 'Enterprise clients (management, finance)'],
    ['built in frastruc ture for payroll', 'built infrastructure for payroll'],
  ])('%s', (line, fixed) => {
    expect(rejoinSplitWords(line)).toBe(fixed);
  });

  it.each([
    'Worked at or near capacity',
    'Served as a tor guide on weekends',
    'Stayed in formation during drills',
    'Wrote Java script tests',
    'Managed a cute mascot programme',
    'Built the API with NodeJS and Kubernetes clusters',
    'Reduced costs 12% in 2019',
  ])('leaves real word pairs as written: %s', (line) => {
    expect(rejoinSplitWords(line)).toBe(line);
  });

  it('takes a word the document uses elsewhere as a word', () => {
    const words = documentWords(['Improved observability of services', 'Added obser vability dashboards', 'Skills: cronjobs', 'Ran cron jobs']);
    expect(rejoinSplitWords('Added obser vability dashboards', words)).toBe('Added observability dashboards');
    expect(rejoinSplitWords('Added obser vability dashboards')).toBe('Added obser vability dashboards');
    // A piece that is a word ('jobs') makes it the writer's own two words, whatever else the document spells.
    expect(rejoinSplitWords('Ran cron jobs', words)).toBe('Ran cron jobs');
  });

  it('is applied to every extracted line, and the text is rebuilt from the lines', () => {
    const line = (text: string, y: number) => ({ text, page: 1, x: 0, y, fontSize: 10, bold: false, column: 0 });
    const doc = normaliseDocument({ kind: 'pdf', text: '', pageCount: 1, lines: [line('Senior Engineer', 0), line('Led en terprise work prope rly', 1)] });
    expect(doc.lines[1].text).toBe('Led enterprise work properly');
    expect(doc.text).toBe('Senior Engineer\nLed enterprise work properly');
  });
});
