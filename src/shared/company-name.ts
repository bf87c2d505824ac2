// The company name shown on a cover-letter card (SPEC.md section 5), in SPEC's order of sources.

const SUFFIXES = 'Inc|LLC|Ltd|Corporation|Group|Technologies|Company|Partners|Associates';
const GENERIC = new Set([
  'our team', 'the team', 'the company', 'our company', 'this role', 'the role', 'this position', 'the position',
  'a team', 'a company', 'us', 'our client', 'the client', 'this company', 'your team', 'a growing team',
  'an exciting company', 'a leading company', 'the business', 'our business', 'this opportunity',
]);
// Capitalised words, optionally joined by '&', 'of', 'and', 'de' or 'the' before another capitalised word.
const NAME = "[A-Z][\\w&.'-]*(?:\\s+(?:(?:&|of|and|de|the)\\s+)?[A-Z][\\w&.'-]*)*";

function valid(candidate: string | undefined): string | undefined {
  if (!candidate) return undefined;
  const name = candidate.trim().replace(/[.,;:!]+$/, '').trim();
  if (name.length <= 2 || name.length >= 40) return undefined;
  if (GENERIC.has(name.toLowerCase())) return undefined;
  if (/^(the|a|an|our|this|your)\b/i.test(name) && GENERIC.has(name.toLowerCase().replace(/\s+/g, ' '))) return undefined;
  return name;
}

const JD_PATTERNS: RegExp[] = [
  new RegExp(`\\b(${NAME}\\s*,?\\s+(?:${SUFFIXES}))\\b\\.?`),
  new RegExp(`\\bjoin the team at\\s+(${NAME})`),
  new RegExp(`\\b(?:position|opportunity)\\s+at\\s+(${NAME})`),
  new RegExp(`\\b(${NAME})\\s+is\\s+(?:looking|hiring|seeking)\\b`),
  new RegExp(`\\bwork for\\s+(${NAME})`),
  new RegExp(`\\bjoin\\s+(${NAME})`),
  new RegExp(`\\bat\\s+(${NAME})`),
  new RegExp(`\\bwith\\s+(${NAME})`),
];

export function companyFromJobDescription(jobDescription: string): string | undefined {
  for (const pattern of JD_PATTERNS) {
    const re = new RegExp(pattern.source, 'g');
    for (const m of jobDescription.matchAll(re)) {
      const found = valid(m[1]);
      if (found) return found;
    }
  }
  return undefined;
}

export function companyFromSalutation(letter: string): string | undefined {
  const m = /Dear\s+(.+?)\s+(?:Hiring|Team|Manager)\b/.exec(letter);
  const name = m?.[1]?.trim();
  if (!name || name.length < 3 || name.length > 29) return undefined;
  if (/^(Sir|Madam|Hiring)$/i.test(name)) return undefined;
  return name;
}

const TITLE_WORDS = /\b(Engineer|Developer|Designer|Manager|Analyst|Director|Specialist|Consultant)\b/;

export function titleFromJobDescription(jobDescription: string): string | undefined {
  const first = jobDescription.trim().split('\n')[0]?.trim() ?? '';
  if (first && first.length < 40 && TITLE_WORDS.test(first)) return first;
  return undefined;
}

export function firstLineOfJobDescription(jobDescription: string): string | undefined {
  const first = jobDescription.trim().split('\n')[0]?.trim() ?? '';
  return first.length >= 6 && first.length <= 39 ? first : undefined;
}

export interface CompanySource {
  id: number | string;
  companyName?: string | null;
  jobDescription: string;
  content: string;
}

/** Name for a card and whether it came from the database ('DB') or was inferred ('Extracted'). */
export function inferCompanyName(letter: CompanySource): { name: string; source: 'DB' | 'Extracted' } {
  const stored = letter.companyName?.trim();
  if (stored) return { name: stored, source: 'DB' };
  const name =
    companyFromJobDescription(letter.jobDescription) ??
    companyFromSalutation(letter.content) ??
    titleFromJobDescription(letter.jobDescription) ??
    firstLineOfJobDescription(letter.jobDescription) ??
    `Job Application ${letter.id}`;
  return { name, source: 'Extracted' };
}
