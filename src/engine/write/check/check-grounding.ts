import { TAILORED_SECTIONS } from '../../../shared/style.ts';
import type { GroundingReport, JobAnalysis, ResumeProfile, UnsupportedClaim } from '../../types.ts';
import { findLexiconTerms } from '../../lexicon/find-lexicon-terms.ts';
import { containsRoleNoun } from '../../job/infer-title.ts';
import { carriesNarrowerTerm, extractNumbers, indexResume } from '../../match/resume-index.ts';
import { trimEndChars } from '../../../shared/trim-chars.ts';

// The grounding rule, kept deliberately simple so every writer can be held to it:
// 1. Every lexicon term in the text (skill, tool, certification, degree, domain term) must be one the resume
//    carries, alias-resolved ('k8s' in the resume supports 'Kubernetes' in the letter). A job-only term is
//    flagged even when phrased as the company's need: the built-in writer never mentions one, and an
//    external model's output that does is repaired or replaced.
// 2. Every number (digits, percentages, money, years) must appear in the resume. The letter's date line
//    is exempt: the engine was given that date.
// 3. A capitalised name after 'at', 'with', 'for', 'from' or 'joined' is an employer claim; a capitalised
//    phrase ending in a role noun ('Senior Engineer') is a title claim. Each must appear in the resume.
// The job's own company name and position title are masked first: naming the job applied for is not a
// claim about the candidate.

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const DATE_LINE = new RegExp(String.raw`^\s*(?:${MONTHS})\s+\d{1,2},\s+\d{4}\s*$`);
const ALLOWED_PHRASES = new Set(['hiring manager', 'hiring team', 'dear hiring manager', 'recruiting team', 'talent team', 'hiring committee']);
const NOT_EMPLOYER = new RegExp(String.raw`^(?:I|The|This|That|Your|My|Our|These|Those|It|We|You|Dear|Hiring|Team|${MONTHS}|Monday|Tuesday|Wednesday|Thursday|Friday)$`);
const MASK = '§';
// 'I have not yet worked with X', 'I haven't used X yet', 'I have never used X': a gap owned, no claim to have X.
export const OWNED_GAP_LEAD = String.raw`I (?:have not|haven't|haven’t|have never) (?:yet )?(?:worked with|worked in|worked on|used) `;
// 'The role requires current Mississippi State licensure, and I am ready to meet that requirement': the posting's
// requirement named as the posting's, no claim to hold it.
export const REQUIREMENT_MET = String.raw`The (?:role|position|job) requires ([^,.;!?\n]+)(?=, and I(?: am|'m) (?:ready|prepared) to\b)`;
const REQUIREMENT_NAMED = new RegExp(String.raw`\b${REQUIREMENT_MET}`, 'g');
// The object of that sentence, up to the clause's end.
const NOT_DONE = new RegExp(String.raw`\b${OWNED_GAP_LEAD}([^,.;!?\n]+)`, 'g');

function maskAll(text: string, phrase: string | undefined): string {
  if (!phrase || phrase.trim().length < 2) return text;
  const escaped = phrase.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return text.replace(new RegExp(escaped, 'gi'), (m) => MASK.repeat(m.length));
}

function isSupportedName(lowerText: string, phrase: string): boolean {
  return lowerText.includes(phrase.toLowerCase().replace(/\s+/g, ' '));
}

/** Cuts a capitalised run at a pronoun ('Globex I was') and drops trailing joiners and punctuation. */
function tidyPhrase(raw: string): string {
  const words = raw.split(/\s+/);
  const stop = words.findIndex((w, i) => i > 0 && /^(I|We|You|He|She|They|My|Our|It)$/.test(w));
  let out = (stop > 0 ? words.slice(0, stop) : words).join(' ');
  out = trimEndChars(out, ".,'’");
  const ws = out.split(' ');
  while (ws.length > 1 && /^(?:and|of|&)$/.test(ws[ws.length - 1])) ws.pop();
  return ws.join(' ').trimEnd();
}

export function checkGrounding(text: string, profile: ResumeProfile, job?: JobAnalysis): GroundingReport {
  const index = indexResume(profile);
  const unsupported: UnsupportedClaim[] = [];
  const seen = new Set<string>();
  const flag = (kind: UnsupportedClaim['kind'], claim: string) => {
    const key = `${kind}:${claim.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    unsupported.push({ kind, text: claim });
  };

  let body = text
    .split('\n')
    .map((line) => (DATE_LINE.test(line) ? '' : line))
    .join('\n');
  body = maskAll(body, job?.position);
  // 'Merchandiser, Philadelphia': the letter names the role without the place.
  // 'Teacher, Elementary Dual Language Spanish Immersion': the letter names it in its natural order (before the head alone).
  const [head, ...rest] = job?.position?.split(', ') ?? [];
  if (head && rest.length === 1) body = maskAll(body, `${rest[0]} ${head}`);
  body = maskAll(body, job?.position?.split(', ')[0]);
  body = maskAll(body, job?.company);
  body = maskAll(body, profile.name);
  // What the candidate says they have not done ('I have not yet worked with Tableau, but …') is no claim to have it.
  body = body.replace(NOT_DONE, (m, clause: string) => {
    // The object ends where 'yet' or 'but' goes on ('I haven't used X yet, …', 'I have not used X but I …').
    const cut = clause.search(/ (?:yet|but)\b/);
    const object = cut >= 0 ? clause.slice(0, cut) : clause;
    return m.slice(0, m.length - clause.length) + MASK.repeat(object.length) + clause.slice(object.length);
  });

  body = body.replace(REQUIREMENT_NAMED, (m, named: string) => m.slice(0, m.length - named.length) + MASK.repeat(named.length));

  for (const hit of findLexiconTerms(body)) {
    if (index.terms.has(hit.term)) continue;
    // A soft skill the realiser inflected ('Collaborating …' → 'I collaborate …') is the resume's own word.
    const surface = body.slice(hit.index, hit.index + hit.length).toLowerCase();
    if (hit.category === 'soft-skill' && surface.length >= 6 && index.lowerText.includes(surface.slice(0, 6))) continue;
    const kind = hit.category === 'certification' ? 'certification' : hit.category === 'degree' ? 'degree' : 'skill';
    // A tool the resume names in a narrower form ('Salesforce' for 'Salesforce Certified Administrator', 'SQL' for
    // 'SQL Server'), as the match counts it; a credential or degree must be the resume's own.
    if (kind === 'skill' && carriesNarrowerTerm(index, hit.term)) continue;
    flag(kind, body.slice(hit.index, hit.index + hit.length));
  }

  // Digits inside a word ('k8s', 'p95', 'EC2') are names, not figures.
  for (const m of body.matchAll(/(?<![A-Za-z0-9.])\$?\d+(?:,\d{3})*(?:\.\d+)?(?:%|[kKmMbBx](?![A-Za-z]))?(?![A-Za-z0-9])/g)) {
    const [n] = extractNumbers(m[0]);
    if (n !== undefined && !index.numbers.has(n)) flag('number', m[0]);
  }

  const lowerResume = index.lowerText;
  // Dots only inside a word ('Node.js'), so a phrase never runs across a sentence end.
  const capWord = String.raw`[A-Z][\w&'’-]*(?:\.[\w&'’-]+)*`;
  const capPhrase = String.raw`(${capWord}(?:[ \t]+(?:of|and|&|${capWord}))*)`;
  for (const m of body.matchAll(new RegExp(String.raw`\b(?:[Aa]t|[Ww]ith|[Ff]or|[Ff]rom|[Jj]oined)[ \t]+${capPhrase}`, 'g'))) {
    const phrase = tidyPhrase(m[1]);
    if (NOT_EMPLOYER.test(phrase) || ALLOWED_PHRASES.has(phrase.toLowerCase())) continue;
    // Tools after 'with' ('with Kubernetes') are skills, judged by rule 1.
    if (findLexiconTerms(phrase).length > 0) continue;
    // 'Cloudline and Pipedrive Partners' names two employers; each must be in the resume.
    const parts = isSupportedName(lowerResume, phrase) ? [] : splitOnAnd(phrase);
    for (const part of parts) if (!isSupportedName(lowerResume, part)) flag(containsRoleNoun(part) ? 'title' : 'employer', part);
  }
  for (const m of body.matchAll(new RegExp(capPhrase, 'g'))) {
    const phrase = tidyPhrase(m[1]).replace(/^(?:As|A|An|The|My|Dear|At|In|For|With|From)\s+/, '');
    if (!containsRoleNoun(phrase) || ALLOWED_PHRASES.has(phrase.toLowerCase()) || (TAILORED_SECTIONS as readonly string[]).includes(phrase)) continue;
    if (isSupportedName(lowerResume, phrase)) continue;
    // 'Adobe Illustrator and Adobe Photoshop' joins two supported names; each part holding a role noun must be in the resume.
    const parts = splitOnAnd(phrase);
    if (parts.length === 1) flag('title', phrase);
    else for (const part of parts) if (containsRoleNoun(part) && !isSupportedName(lowerResume, part) && findLexiconTerms(part).length === 0) flag('title', part);
  }

  return { ok: unsupported.length === 0, unsupported };
}

function splitOnAnd(phrase: string): string[] {
  return phrase
    .split(/\band\b/)
    .map((x) => x.trim())
    .filter(Boolean);
}
