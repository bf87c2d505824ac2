import { describe, expect, it } from 'vitest';
import { cleanPhone, cleanText, fixSmallCapsI } from './clean-text.ts';

describe('text made fit to quote', () => {
  it('cuts a tabbed or trailing date column', () => {
    expect(cleanText('Kept uptime at 99.97%\tJune 2023 – present')).toBe('Kept uptime at 99.97%');
    expect(cleanText('Kept uptime at 99.97% June 2023 – Present')).toBe('Kept uptime at 99.97%');
    expect(cleanText('Led the migration begun in 2019')).toBe('Led the migration begun in 2019');
  });
  it('rejoins words hyphenated at a line end, keeping real compounds and suspended hyphens', () => {
    expect(cleanText('Trained large language mod- els on 3 TB')).toBe('Trained large language models on 3 TB');
    expect(cleanText('A self- motivated team of full- and part-time staff')).toBe('A self-motivated team of full- and part-time staff');
  });
  it('rejoins a line-end hyphen left inside a word when the pieces are not words and the whole is', () => {
    expect(cleanText('Trained XGBRe- gressor models')).toBe('Trained XGBRegressor models');
    expect(cleanText('managed patient infor-mation for 3 wards')).toBe('managed patient information for 3 wards');
    expect(cleanText('Trained large language mod-els on 3 TB')).toBe('Trained large language models on 3 TB');
    for (const t of ['Raised funds for a non-profit', 'A well-known brand', 'Ran e-commerce and co-op programs', 'Built a real-time feed', 'Led de-escalation training']) expect(cleanText(t)).toBe(t);
  });
  it('removes dot leaders and doubled separators', () => {
    expect(cleanText('Inventory control ........ 5 sites')).toBe('Inventory control 5 sites');
    expect(cleanText('Payroll, , accounts payable;; audits')).toBe('Payroll, accounts payable; audits');
  });
  it('prints a phone as the resume prints it, without debris', () => {
    expect(cleanPhone('(909) 555- - -5555')).toBe('(909) 555-5555');
    expect(cleanPhone('+47 842 13 204')).toBe('+47 842 13 204');
  });
  it('restores the capital I of small capitals extracted as lower case', () => {
    expect(fixSmallCapsI('MATERiAL HANDLER at XPO')).toBe('MATERIAL HANDLER at XPO');
    expect(fixSmallCapsI('iPhone apps in iOS')).toBe('iPhone apps in iOS');
    // A two-letter word of the same small capitals, beside a word in capitals.
    expect(fixSmallCapsI('B.S. iN CULINARY ARTS')).toBe('B.S. IN CULINARY ARTS');
    expect(fixSmallCapsI('iT SUPPORT SPECiALiST')).toBe('IT SUPPORT SPECIALIST');
    expect(fixSmallCapsI('worked in iT with iOS')).toBe('worked in iT with iOS');
  });
});
