// The download filename rules of SPEC.md sections 4 and 5.
import { FILENAME_PREFIX } from './constants.ts';

/**
 * Auto-fill while typing (section 4): 'CoverLetter_' + name and company joined by '_' when both
 * exist, else whichever exists, with spaces removed. Undefined (fill nothing) when both are empty.
 */
export function autoFilename(fullName: string, companyName: string): string | undefined {
  const parts = [fullName, companyName].map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length === 0) return undefined;
  return `${FILENAME_PREFIX}${parts.join('_')}`.replace(/\s+/g, '');
}

const UNSAFE_CHARS = /[\\/:*?"<>|]/g;

/**
 * Submit-time rule (section 5): trim; if empty build it from name and company; replace each of
 * \ / : * ? " < > | by '_'; remove all whitespace. Undefined means "send no custom filename".
 */
export function finalizeFilename(filename: string, fullName: string, companyName: string): string | undefined {
  let name = filename.trim();
  if (name === '') name = autoFilename(fullName, companyName) ?? '';
  name = name.replace(UNSAFE_CHARS, '_').replace(/\s+/g, '');
  return name === '' ? undefined : name;
}

/** The saved file name of a generated letter: `{custom}.ext`, else `Cover_Letter.ext`. */
export function downloadFilename(customFilename: string | undefined, format: 'docx' | 'pdf'): string {
  return `${customFilename && customFilename.trim() !== '' ? customFilename : 'Cover_Letter'}.${format}`;
}
