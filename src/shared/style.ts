// zod/mini: the generator form on the landing page imports this module (see shared/auth.ts).
import * as z from 'zod/mini';

// Style settings of a cover letter (SPEC.md section 3). Defaults are the middle option.
export const TONES = ['formal', 'balanced', 'conversational'] as const;
export const WORD_LIMITS = ['concise', 'standard', 'detailed'] as const;
export const FOCUS_AREAS = ['skills', 'experience', 'education', 'balanced'] as const;
export const LANGUAGE_STYLES = ['simple', 'moderate', 'sophisticated'] as const;
export const INDUSTRY_SPECIFICITY = ['minimal', 'moderate', 'extensive'] as const;

export type Tone = (typeof TONES)[number];
export type WordLimit = (typeof WORD_LIMITS)[number];
export type FocusArea = (typeof FOCUS_AREAS)[number];
export type LanguageStyle = (typeof LANGUAGE_STYLES)[number];
export type IndustrySpecificity = (typeof INDUSTRY_SPECIFICITY)[number];

export const WORD_BANDS: Record<WordLimit, { label: string; min: number; max: number }> = {
  concise: { label: 'Short', min: 100, max: 200 },
  standard: { label: 'Average', min: 200, max: 300 },
  detailed: { label: 'Long', min: 300, max: 400 },
};

export const FOCUS_LABELS: Record<FocusArea, string> = {
  skills: 'Technical Skills',
  experience: 'Work Experience',
  education: 'Education',
  balanced: 'Balanced',
};

export const TONE_LABELS: Record<Tone, string> = { formal: 'Formal', balanced: 'Balanced', conversational: 'Conversational' };
export const LANGUAGE_STYLE_LABELS: Record<LanguageStyle, string> = { simple: 'Simple', moderate: 'Moderate', sophisticated: 'Sophisticated' };
export const INDUSTRY_SPECIFICITY_LABELS: Record<IndustrySpecificity, string> = { minimal: 'Minimal', moderate: 'Moderate', extensive: 'Extensive' };

export const ZStyleSettings = z.object({
  tone: z._default(z.enum(TONES), 'balanced'),
  wordLimit: z._default(z.enum(WORD_LIMITS), 'standard'),
  focusAreas: z._default(z.enum(FOCUS_AREAS), 'balanced'),
  languageStyle: z._default(z.enum(LANGUAGE_STYLES), 'moderate'),
  industrySpecificity: z._default(z.enum(INDUSTRY_SPECIFICITY), 'moderate'),
});
export type StyleSettings = z.infer<typeof ZStyleSettings>;

export const DEFAULT_STYLE: StyleSettings = {
  tone: 'balanced',
  wordLimit: 'standard',
  focusAreas: 'balanced',
  languageStyle: 'moderate',
  industrySpecificity: 'moderate',
};

/** The premium-only "advanced customization" settings (DESIGN.md). */
export const PREMIUM_STYLE_KEYS = ['focusAreas', 'languageStyle', 'industrySpecificity'] as const;

// Tailored resume options.
export const ROLE_TYPES = ['technical', 'creative', 'management', 'entry-level'] as const;
export const RESUME_LENGTHS = ['short', 'medium', 'comprehensive'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];
export type ResumeLength = (typeof RESUME_LENGTHS)[number];
export const ROLE_TYPE_LABELS: Record<RoleType, string> = { technical: 'Technical', creative: 'Creative', management: 'Management', 'entry-level': 'Entry-level' };
export const RESUME_LENGTH_LABELS: Record<ResumeLength, string> = {
  short: 'Short (1 page)',
  medium: 'Medium (1-2 pages)',
  comprehensive: 'Comprehensive (2+ pages)',
};
export interface TailorOptions {
  roleType: RoleType;
  preferredLength: ResumeLength;
  includeKeywords: boolean;
  highlightProjects: boolean;
  focusOnRecent: boolean;
}
export const TAILORED_SECTIONS = [
  'PROFESSIONAL SUMMARY',
  'CORE COMPETENCIES',
  'EXPERIENCE',
  'EDUCATION',
  'CERTIFICATIONS',
  'PROJECTS',
] as const;
