// Prompts for external models. They receive the extracted facts (structured profile, job analysis, match report,
// settings), never the raw files, and the writer's contract of DESIGN.md section 3 spelled out as rules.
import { TAILORED_SECTIONS, WORD_BANDS } from '../../../shared/style.ts';
import type { CoverLetterInput, ResumeProfile, TailoredResumeInput } from '../../types.ts';
import { planLetter } from '../plan/plan-letter.ts';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatPrompt {
  system: string;
  messages: ChatMessage[];
}

/** Long US date in UTC, so the letter's date does not depend on the server's time zone. */
export function formatLetterDate(date: Date): string {
  return date.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}

// `lines` repeats the whole resume as text; the structured fields carry the same facts at a third of the tokens.
function describeProfile(profile: ResumeProfile): Omit<ResumeProfile, 'lines'> {
  const { lines: _lines, ...facts } = profile;
  return facts;
}

const GROUNDING_RULES = [
  'Use ONLY facts present in RESUME_FACTS. Never state a skill, tool, employer, job title, degree, certification, date or number that is not in RESUME_FACTS.',
  'The JOB facts say what the company wants; they are not things the candidate has done. Mention a job requirement as the candidate\'s own only when RESUME_FACTS supports it.',
  'Keep numbers and metrics exactly as written in RESUME_FACTS; do not round, inflate or invent them.',
  'Prefer the job\'s own wording for requirements the resume really meets (ATS keyword matching).',
];

const TONE_HINTS = {
  formal: 'formal and respectful; no contractions',
  balanced: 'professional and warm',
  conversational: 'friendly and direct, first person, contractions allowed',
} as const;
const FOCUS_HINTS = {
  skills: 'lead with the candidate\'s technical and professional skills',
  experience: 'lead with work experience and concrete achievements',
  education: 'lead with education, certifications and training',
  balanced: 'balance skills, experience and education',
} as const;
const LANGUAGE_HINTS = {
  simple: 'plain words and short sentences',
  moderate: 'clear professional vocabulary with varied sentence length',
  sophisticated: 'rich, precise vocabulary and varied, complex sentences',
} as const;
const INDUSTRY_HINTS = {
  minimal: 'avoid jargon; explain in general terms',
  moderate: 'use the field\'s common terms where they fit',
  extensive: 'use the field\'s terminology from the job description wherever the resume supports it',
} as const;

/** The prompt for a cover letter; `seed` asks for a different angle on regeneration. */
export function buildCoverLetterPrompt(input: CoverLetterInput): ChatPrompt {
  const band = WORD_BANDS[input.settings.wordLimit];
  const name = input.fullName || input.profile.name;
  const company = input.companyName || input.job.company;
  const position = input.job.position;
  const system = [
    'You write cover letters for job seekers. Output ONLY the letter as plain text: no markdown, no headings, no commentary before or after.',
    ...GROUNDING_RULES,
    `Length: between ${band.min} and ${band.max} words in total, counting every word from the date to the signature.`,
    'Layout: the date line, a blank line, the greeting, a blank line, paragraphs separated by one blank line, a closing such as "Sincerely," and on the next line the candidate\'s name.',
    'When the request names an addressee, greet them by that name ("Dear Ms. Baghdasaryan,"); otherwise greet the company\'s hiring team or "Dear Hiring Manager,".',
    'Fill in every fact you know. Use a [Bracketed Placeholder] only for something unknown (for example [Company Name] when no company is given); never leave a placeholder for a known value.',
    'Vary sentence openings; avoid clichés and filler lists.',
  ].join('\n');
  const request = {
    date: formatLetterDate(input.date),
    candidateName: name ?? null,
    company: company ?? null,
    addressee: input.job.contact ?? null,
    position: position ?? null,
    style: {
      tone: `${input.settings.tone}: ${TONE_HINTS[input.settings.tone]}`,
      focus: `${input.settings.focusAreas}: ${FOCUS_HINTS[input.settings.focusAreas]}`,
      language: `${input.settings.languageStyle}: ${LANGUAGE_HINTS[input.settings.languageStyle]}`,
      industryTerms: `${input.settings.industrySpecificity}: ${INDUSTRY_HINTS[input.settings.industrySpecificity]}`,
      wordRange: [band.min, band.max],
    },
    variation: input.seed,
  };
  const user = [
    `Write the cover letter. Variation number ${input.seed}: choose a different opening and angle for each variation number.`,
    `LETTER_REQUEST:\n${JSON.stringify(request, null, 2)}`,
    `RESUME_FACTS:\n${JSON.stringify(describeProfile(input.profile), null, 2)}`,
    `JOB:\n${JSON.stringify(input.job, null, 2)}`,
    `MATCH (requirements the resume meets, with the resume line that proves each):\n${JSON.stringify(input.match, null, 2)}`,
    `PLAN (the content to write about, chosen from the match; keep to it, in your own words, as first-person sentences — never paste a line):\n${JSON.stringify(describePlan(input), null, 2)}`,
  ].join('\n\n');
  return { system, messages: [{ role: 'user', content: user }] };
}

/** The built-in writer's plan as facts for a model: the same content choices, every item with its source line. */
export function describePlan(input: CoverLetterInput) {
  const plan = planLetter(input);
  return {
    headline: plan.headline ?? null,
    strongestJobTerms: plan.reasonTerms,
    evidence: plan.evidence.map((e) => ({
      sourceLine: e.source,
      role: e.entry.title ?? null,
      employer: e.entry.company ?? null,
      dates: e.entry.dates ?? null,
      current: e.current,
      answersJobTerms: e.terms,
      answersMustHave: e.mustHave,
    })),
    skillsTheJobAsksFor: plan.skills,
    credentials: plan.credentials,
    education: plan.education ? { degree: plan.education.degree ?? null, school: plan.education.institution ?? null } : null,
    contact: plan.contact,
  };
}

const LENGTH_HINTS = {
  short: 'about one page: the 2-3 most relevant roles, 3-4 bullets each',
  medium: 'one to two pages: the relevant roles, up to 5 bullets each',
  comprehensive: 'two pages or more: every role, the relevant bullets of each',
} as const;

/** The prompt for a tailored resume in SPEC.md's exact plain-text format. */
export function buildTailoredResumePrompt(input: TailoredResumeInput): ChatPrompt {
  const { options } = input;
  const system = [
    'You tailor resumes to a job. Output ONLY the resume as plain text: no markdown, no code fences, no commentary.',
    ...GROUNDING_RULES,
    'Exact format:',
    'Line 1: the candidate\'s full name. Line 2: one contact line (email | phone | location | links, whatever is known).',
    `Then a blank line and these section titles, in this order, each on its own line in capitals, each only if the resume has content for it: ${TAILORED_SECTIONS.join(', ')}.`,
    'Inside a section, entries are separated by one blank line. The first line of an entry is its heading (for EXPERIENCE: "Title, Company | Dates"); the following lines are bullets starting with "- ".',
    'PROFESSIONAL SUMMARY is 2-3 sentences aimed at the job. CORE COMPETENCIES is one line of comma-separated skills from the resume, most relevant to the job first.',
    'Reorder and select bullets by relevance to the job; rephrase for clarity but keep every fact and number as in the resume.',
  ].join('\n');
  const request = {
    roleType: options.roleType,
    length: `${options.preferredLength}: ${LENGTH_HINTS[options.preferredLength]}`,
    includeKeywords: options.includeKeywords
      ? 'use the job\'s keywords where the resume supports them'
      : 'keep the resume\'s own wording',
    highlightProjects: options.highlightProjects ? 'include a PROJECTS section with the relevant projects' : 'omit PROJECTS unless essential',
    focusOnRecent: options.focusOnRecent ? 'give the most recent roles the most space' : 'weigh roles by relevance, not recency',
  };
  const user = [
    'Write the tailored resume.',
    `RESUME_REQUEST:\n${JSON.stringify(request, null, 2)}`,
    `RESUME_FACTS:\n${JSON.stringify(describeProfile(input.profile), null, 2)}`,
    `JOB:\n${JSON.stringify(input.job, null, 2)}`,
    `MATCH:\n${JSON.stringify(input.match, null, 2)}`,
  ].join('\n\n');
  return { system, messages: [{ role: 'user', content: user }] };
}

/** Continues a conversation with the list of problems found in the previous answer (the one repair attempt). */
export function buildRepairPrompt(prompt: ChatPrompt, draft: string, problems: string[]): ChatPrompt {
  const request = [
    'Your text breaks these rules:',
    ...problems.map((problem) => `- ${problem}`),
    'Rewrite the whole text so that it follows every rule. Remove any claim the resume facts do not support rather than rephrasing it. Output only the corrected text.',
  ].join('\n');
  return {
    system: prompt.system,
    messages: [...prompt.messages, { role: 'assistant', content: draft }, { role: 'user', content: request }],
  };
}

/** Removes what chat models wrap around plain text: code fences, a 'plaintext' tag, surrounding blank lines. */
export function cleanModelText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/^\s*```[a-zA-Z]*[ \t]*\n/, '')
    .replace(/\n```\s*$/, '')
    .replace(/^\s*plaintext[ \t]*\n/i, '')
    .trim();
}
