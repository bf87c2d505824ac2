// The profile a letter is written from when the user corrected what the parser read: their jobs,
// education, certifications and skills replace the parser's; the rest of the reading (name,
// contact, summary, projects, every source line) stays. The grounding check accepts a corrected
// employer or title because the index it checks against holds every structured field.
import type { EducationEntry, ExperienceEntry, ResumeProfile } from '../../engine/types.ts';
import type { TEditableProfile } from '../../shared/profile.ts';

const YEAR = /\b(?:19|20)\d{2}\b/g;
const OPEN_END = /\b(?:present|current|currently|now|today|ongoing)\b/i;

/** Years for ordering and tense, from the dates as the user wrote them ('2019 – Present'). */
export function readYears(dates: string): Pick<ExperienceEntry, 'startYear' | 'endYear' | 'current'> {
  const years = [...dates.matchAll(YEAR)].map((m) => Number(m[0]));
  const current = OPEN_END.test(dates);
  if (years.length === 0) return current ? { current: true } : {};
  const startYear = Math.min(...years);
  return current ? { startYear, endYear: null, current: true } : { startYear, endYear: Math.max(...years) };
}

const orUndefined = (s: string) => (s === '' ? undefined : s);

function toExperience(e: TEditableProfile['experience'][number]): ExperienceEntry {
  return {
    title: orUndefined(e.title),
    company: orUndefined(e.company),
    location: orUndefined(e.location),
    dates: orUndefined(e.dates),
    ...readYears(e.dates),
    bullets: e.bullets,
  };
}

function toEducation(e: TEditableProfile['education'][number]): EducationEntry {
  return { degree: orUndefined(e.degree), institution: orUndefined(e.institution), dates: orUndefined(e.dates), details: e.details };
}

export function applyCorrection(profile: ResumeProfile, corrected: TEditableProfile): ResumeProfile {
  return {
    ...profile,
    // The user's order is kept: they may have put the role they want leading on top.
    experience: corrected.experience.map(toExperience),
    education: corrected.education.map(toEducation),
    certifications: corrected.certifications,
    skills: corrected.skills,
  };
}
