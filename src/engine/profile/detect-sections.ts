// Section headings: recognised by meaning (synonyms), then by look (ALL CAPS, bold, larger font).

export type SectionKind = 'summary' | 'experience' | 'skills' | 'education' | 'certifications' | 'projects' | 'other';

// Order matters: 'Licenses & Certifications' is certifications before 'Education & Training' is education.
const SECTION_TERMS: Array<[SectionKind, RegExp]> = [
  ['certifications', /\b(certifications?|certificates|licen[cs]es?|licensure|credentials|accreditations?)\b/],
  ['projects', /\b(projects?|portfolio|selected work)\b/],
  ['skills', /\b(skills?|competenc(ies|e)|expertise|technologies|tools|proficienc(ies|y)|tech stack|strengths|capabilities)\b/],
  ['experience', /\b(experience|employment|work history|career history|professional background|positions held|work)\b/],
  ['education', /\b(education|academic|training|qualifications? and education|schooling|coursework)\b/],
  ['summary', /\b(summary|profile|objective|about me|about|overview|introduction|qualifications)\b/],
  ['other', /\b(awards?|honou?rs|volunteer(ing)?|publications?|languages|interests|hobbies|references|activities|affiliations|memberships|leadership|achievements|additional information)\b/],
];

export interface HeadingLook {
  text: string;
  bold: boolean;
  fontSize: number;
}

/** Returns the section a line opens, or undefined when the line is content. */
/**
 * `hasFormatting` is false for plain text: then a short line naming a section is enough. With
 * formatting, a heading must also look like one, so a skill such as 'Patient Education' in a
 * glyph-less list is not mistaken for the Education heading.
 */
export function detectSectionHeading(line: HeadingLook, bodyFontSize: number, hasFormatting: boolean): SectionKind | undefined {
  const raw = line.text.replace(/[:：]\s*$/, '').trim();
  if (!raw || raw.length > 48) return undefined;
  if (/[@\d]|https?:|www\.|\|/.test(raw)) return undefined;
  if (/[.,;!?]$/.test(raw) || /^[•▪‣◦●■\-*–]/.test(raw)) return undefined;
  const words = raw.split(/\s+/);
  if (words.length > 5) return undefined;
  const lower = raw.toLowerCase().replace(/&/g, ' and ');
  const letters = raw.replace(/[^A-Za-z]/g, '');
  const allCaps = letters.length >= 3 && letters === letters.toUpperCase();
  const looksLikeHeading =
    allCaps || line.bold || (bodyFontSize > 0 && line.fontSize > bodyFontSize * 1.08) || (!hasFormatting && words.length <= 3);
  if (!looksLikeHeading) return undefined;
  for (const [kind, re] of SECTION_TERMS) {
    if (re.test(lower)) {
      // 'Work' alone is only a heading when short ('Work', 'Work Experience'), not 'Work Ethic'.
      if (kind === 'experience' && /^work\b/.test(lower) && !/experience|history|work$/.test(lower)) continue;
      return kind;
    }
  }
  // An unknown heading still ends the previous section, but only when it clearly looks like one.
  if (allCaps && words.length <= 4 && (line.bold || line.fontSize > bodyFontSize * 1.08)) return 'other';
  return undefined;
}
