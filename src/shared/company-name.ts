// The company name shown on a cover-letter card (SPEC.md section 5), in SPEC's order of sources.

const SUFFIXES = 'Inc|LLC|Ltd|Corporation|Group|Technologies|Company|Partners|Associates';
const GENERIC = new Set([
  'our team', 'the team', 'the company', 'our company', 'this role', 'the role', 'this position', 'the position',
  'a team', 'a company', 'us', 'our client', 'the client', 'this company', 'your team', 'a growing team',
  'an exciting company', 'a leading company', 'the business', 'our business', 'this opportunity',
]);
// Capitalised words, optionally joined by '&', 'of', 'and', 'de' or 'the' before another capitalised word.
// Patterns run on the text with whitespace runs collapsed to one space, so single spaces keep them linear.
const NAME = "[A-Z][\\w&.'-]*(?: (?:(?:&|of|and|de|the) )?[A-Z][\\w&.'-]*)*";

function valid(candidate: string | undefined): string | undefined {
  if (!candidate) return undefined;
  let name = candidate.trim();
  while (name && '.,;:!'.includes(name[name.length - 1])) name = name.slice(0, -1);
  name = name.trim();
  if (name.length <= 2 || name.length >= 40) return undefined;
  if (GENERIC.has(name.toLowerCase())) return undefined;
  if (/^(the|a|an|our|this|your)\b/i.test(name) && GENERIC.has(name.toLowerCase().replace(/\s+/g, ' '))) return undefined;
  return name;
}

const JD_PATTERNS: RegExp[] = [
  new RegExp(`\\b(${NAME},? (?:${SUFFIXES}))\\b\\.?`),
  new RegExp(`\\bjoin the team at (${NAME})`),
  new RegExp(`\\b(?:position|opportunity) at (${NAME})`),
  new RegExp(`\\b(${NAME}) is (?:looking|hiring|seeking)\\b`),
  new RegExp(`\\bwork for (${NAME})`),
  new RegExp(`\\bjoin (${NAME})`),
  new RegExp(`\\bat (${NAME})`),
  new RegExp(`\\bwith (${NAME})`),
];

export function companyFromJobDescription(jobDescription: string): string | undefined {
  const text = jobDescription.replace(/\s+/g, ' ');
  for (const pattern of JD_PATTERNS) {
    const re = new RegExp(pattern.source, 'g');
    for (const m of text.matchAll(re)) {
      const found = valid(m[1]);
      if (found) return found;
    }
  }
  return undefined;
}

export function companyFromSalutation(letter: string): string | undefined {
  // 'Dear Acme Hiring Manager': the words between 'Dear' and the first Hiring, Team or Manager on that line.
  const at = letter.search(/Dear\s/);
  if (at < 0) return undefined;
  const line = letter.slice(at + 5).split('\n')[0];
  const words = line.trim().split(/[ \t]+/);
  const stop = words.findIndex((w, i) => i > 0 && /^(?:Hiring|Team|Manager)(?:\W|$)/.test(w));
  const name = stop > 0 ? words.slice(0, stop).join(' ').trim() : undefined;
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
