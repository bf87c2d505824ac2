// Wraps an external (model) writer in the writer's contract: bounded time, the same checks as every writer, one
// repair turn with the list of problems, then the built-in writer. The user always gets a text.
import { draftCoverLetter } from '../realise/realise-letter.ts';
import { findLetterDefects } from '../check/letter-gate.ts';
import { TAILORED_SECTIONS, WORD_BANDS } from '../../../shared/style.ts';
import { countWords } from '../../../shared/word-count.ts';
import { findPlaceholders } from '../../../shared/placeholders.ts';
import type { CoverLetterInput, GroundingReport, TailoredResumeInput, Writer } from '../../types.ts';
import { isRevisableWriter, type RevisableWriter } from './prompt-writer.ts';
import { findUnsupportedClaims, findUnsupportedResumeClaims, type Claim } from './find-claims.ts';

export type WriteKind = 'cover-letter' | 'tailored-resume';

/** How the primary writer fared. */
export type PrimaryOutcome = 'accepted' | 'repaired' | 'rejected' | 'timeout' | 'error';

export interface WriteReport {
  kind: WriteKind;
  /** Name of the writer whose text was returned. */
  writer: string;
  usedFallback: boolean;
  primary: {
    name: string;
    outcome: PrimaryOutcome;
    /** Answers received from the primary: 0 (failed before answering), 1, or 2 (after the repair turn). */
    attempts: number;
    /** Problems in the primary's last answer; empty when it was accepted. */
    problems: string[];
    /** Transport or protocol error message, when the primary failed that way. */
    error?: string;
  };
  /** Grounding of the returned text. */
  grounding: GroundingReport;
  /** What the guard did about claims in a model's letter that the resume does not support, quoting each claim. */
  guard?: GuardReport;
}

/**
 * 'removed': the sentences making the claims were taken out and the rest of the model's letter kept; 'repaired': the
 * model removed them when asked; 'replaced': they stayed, and the built-in writer's letter was sent instead.
 */
export interface GuardReport {
  action: 'removed' | 'repaired' | 'replaced';
  claims: Claim[];
}

export interface WriteResult {
  text: string;
  report: WriteReport;
}

export type WriteInput = CoverLetterInput | TailoredResumeInput;

export interface GuardedWriterOptions {
  primary: Writer;
  fallback: Writer;
  /** Grounding check of a text against the input's profile (and job), e.g. checkGrounding from check-grounding.ts. */
  check: (text: string, input: WriteInput) => GroundingReport;
  /** Time for the primary writer, repair turn included; past it the fallback writes. */
  timeoutMs: number;
  /** Called with every result, for logging or metrics; the *WithReport methods return the same data. */
  onResult?: (result: WriteResult) => void;
}

export interface GuardedWriter extends Writer {
  writeCoverLetterWithReport(input: CoverLetterInput, signal?: AbortSignal): Promise<WriteResult>;
  writeTailoredResumeWithReport(input: TailoredResumeInput, signal?: AbortSignal): Promise<WriteResult>;
}

function describeGrounding(report: GroundingReport): string[] {
  return report.unsupported.map(
    (claim) => `The resume does not support the ${claim.kind} "${claim.text}"; remove it or replace it with a fact from the resume.`,
  );
}

const BLOCKING_DEFECTS = new Set(['doubled-punctuation', 'glued']);

// The built-in letter's length for an input, drafted once: a model's letter is checked again after each repair.
const builtinWordsByInput = new WeakMap<CoverLetterInput, number>();
function builtinWords(input: CoverLetterInput): number {
  let words = builtinWordsByInput.get(input);
  if (words === undefined) builtinWordsByInput.set(input, (words = draftCoverLetter(input).words));
  return words;
}

/** Contract checks of a cover letter beyond grounding: word band, known values filled in. */
export function findCoverLetterProblems(text: string, input: CoverLetterInput): string[] {
  const problems: string[] = [];
  const band = WORD_BANDS[input.settings.wordLimit];
  const words = countWords(text);
  // Below the band is fair only when the resume cannot support it (the built-in plan falls short too).
  const floor = Math.min(band.min, builtinWords(input) - 20);
  if (words < floor || words > band.max) {
    problems.push(`The letter has ${words} words; it must have between ${band.min} and ${band.max} words.`);
  }
  // The built-in writer's gate, for the defects a reader sees as broken text (glued words, doubled punctuation). Its
  // rules of style ('more than one sentence without a resume fact', a run copied from the posting) measure the
  // built-in writer's own sentences; a model's letter that talks about the company is not broken by them.
  for (const d of findLetterDefects(text, { input, jobText: input.jobText ?? '' })) {
    if (!BLOCKING_DEFECTS.has(d.kind)) continue;
    problems.push(`Quality (${d.kind}): "${d.text.slice(0, 160)}" — rewrite it as a grammatical first-person sentence grounded in the resume.`);
  }
  const known = {
    name: input.fullName || input.profile.name,
    company: input.companyName || input.job.company,
    position: input.job.position,
    date: 'known',
    employer: input.companyName || input.job.company,
  };
  for (const placeholder of findPlaceholders(text)) {
    const value = placeholder.kind ? known[placeholder.kind] : undefined;
    if (value) {
      problems.push(`The placeholder [${placeholder.inner}] must be replaced by the known value${value === 'known' ? '' : ` "${value}"`}.`);
    }
  }
  const name = input.fullName || input.profile.name;
  // Apostrophes, accents and the stray marks an extractor leaves ('O’Brien', 'W´ojcik') do not make another name.
  if (name && !foldName(text).includes(foldName(name))) problems.push(`The letter must be signed with the candidate's name "${name}".`);
  if (text.split('\n').some((line) => /^(?:#{1,6}\s|\*\*|```)/.test(line.trimStart()))) problems.push('The letter must be plain text without markdown.');
  return problems;
}

/**
 * Whether the letter's only fault is being short of the chosen band while at least half its floor: a model's short
 * note (four sentences, 80 words) is its style, not a reason to send the built-in letter instead. The model is asked
 * once to lengthen it; a letter still short is kept.
 */
function isOnlyShort(text: string, input: CoverLetterInput, problems: readonly string[]): boolean {
  const band = WORD_BANDS[input.settings.wordLimit];
  const words = countWords(text);
  return problems.length === 1 && problems[0].startsWith('The letter has ') && words < band.min && words * 2 >= band.min;
}

/**
 * A model's bold lead phrases ('**Proven results.** At Acme…'): a letter is plain text, so the markers go and every
 * word stays. Headings and code fences are still markdown the letter must not carry.
 */
export function withoutBold(text: string): string {
  return text.replace(/\*\*([^*\n]+?)\*\*/g, '$1').replace(/(?<![\w_])__([^_\n]+?)__(?![\w_])/g, '$1');
}

function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ');
}

const SECTION_ORDER = new Map<string, number>(TAILORED_SECTIONS.map((title, i) => [title, i]));

/** Contract checks of a tailored resume: SPEC.md's plain-text format. */
export function findTailoredResumeProblems(text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n').map((line) => line.trim());
  const first = lines.find((line) => line !== '');
  if (!first || SECTION_ORDER.has(first.replace(/:$/, ''))) problems.push('Line 1 must be the candidate\'s name.');
  if (lines.length < 2 || !lines[1] || SECTION_ORDER.has(lines[1].replace(/:$/, ''))) problems.push('Line 2 must be the contact line.');
  const titles: string[] = [];
  for (const line of lines) {
    const bare = line.replace(/:$/, '');
    if (SECTION_ORDER.has(bare)) titles.push(bare);
    else if (/^#{1,6}\s|^\*\*.+\*\*$/.test(line)) problems.push(`Markdown is not allowed: "${line}".`);
    else if (/^[*•]\s/.test(line)) problems.push(`Bullets must start with "- ": "${line}".`);
  }
  if (!titles.includes('EXPERIENCE') && !titles.includes('EDUCATION')) {
    problems.push(`Sections must be titled exactly ${TAILORED_SECTIONS.join(', ')}.`);
  }
  const order = titles.map((title) => SECTION_ORDER.get(title) ?? 0);
  if (order.some((position, i) => i > 0 && position <= order[i - 1])) {
    problems.push(`Each section appears once, in this order: ${TAILORED_SECTIONS.join(', ')}.`);
  }
  return problems;
}

// Settles with the promise, or rejects when the signal aborts, so a writer that ignores its signal cannot hold the
// request past the deadline.
function raceSignal<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  return String(error).slice(0, 300);
}

/** The grounding report of a text judged on its claims: a named tool is reported as a skill. */
function claimsGrounding(claims: readonly Claim[]): GroundingReport {
  return { ok: claims.length === 0, unsupported: claims.map((c) => ({ kind: c.kind === 'tool' ? 'skill' : c.kind, text: c.text })) };
}

/** The repair instruction for one unsupported claim; describeFallback reads the kind and the quoted text back. */
function describeClaim(claim: Claim): string {
  return `The resume does not support the ${claim.kind} "${claim.text}" (in: "${claim.sentence.slice(0, 200)}"); remove it or replace it with a fact from the resume.`;
}

/**
 * The letter without the sentences that make the claims, when the rest stands: at most two sentences, never a
 * quarter of the letter's sentences or more. Undefined when a sentence cannot be found as written.
 */
function removeClaimSentences(text: string, claims: readonly Claim[]): string | undefined {
  // Letters after the signature's name ('Jane Doe, CPIM') go, and the name stays.
  const signature = text.trimEnd().split('\n').pop() ?? '';
  const signed = claims
    .filter((c) => c.sentence === signature.trim())
    .reduce((line, c) => line.replace(new RegExp(String.raw`,\s*${c.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\.?(?=\s*(?:,|$))`), ''), signature);
  const sentences = [...new Set(claims.filter((c) => c.sentence !== signature.trim()).map((c) => c.sentence))];
  const total = text.split(/[.!?](?:\s|$)/).length;
  if (sentences.length > 2 || sentences.length * 4 >= total) return undefined;
  const at = text.lastIndexOf(signature);
  let out = signed === signature ? text : text.slice(0, at) + signed + text.slice(at + signature.length);
  for (const sentence of sentences) {
    const at = out.indexOf(sentence);
    if (at < 0) return undefined;
    let end = at + sentence.length;
    while (out[end] === ' ') end++;
    let start = at;
    // A sentence that ends its paragraph takes the space before it; a whole line (a list item) takes its line break.
    if (out[end] === '\n' || end === out.length) while (start > 0 && out[start - 1] === ' ') start--;
    if ((start === 0 || out[start - 1] === '\n') && out[end] === '\n' && out[end + 1] !== '\n') end++;
    out = out.slice(0, start) + out.slice(end);
  }
  // A paragraph left empty goes with its blank line.
  return out.replace(/\n{3,}/g, '\n\n');
}

export function createGuardedWriter(opts: GuardedWriterOptions): GuardedWriter {
  const { primary, fallback, check, timeoutMs } = opts;

  async function write<I extends WriteInput>(
    kind: WriteKind,
    input: I,
    signal: AbortSignal | undefined,
    steps: {
      first: (writer: Writer, signal: AbortSignal) => Promise<string>;
      revise: ((draft: string, problems: string[], signal: AbortSignal) => Promise<string>) | undefined;
      fallback: () => Promise<string>;
      problems: (text: string) => string[];
      /** The primary's text judged on its claims (find-claims.ts) instead of word by word by `check`. */
      claims?: (text: string) => Claim[];
    },
  ): Promise<WriteResult> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const bounded = signal ? AbortSignal.any([signal, deadline]) : deadline;
    const primaryReport: WriteReport['primary'] = { name: primary.name, outcome: 'error', attempts: 0, problems: [] };
    const found: Claim[] = [];
    let lastClaims: Claim[] = [];
    const inspect = (text: string): { grounding: GroundingReport; problems: string[] } => {
      if (steps.claims) {
        lastClaims = steps.claims(text);
        for (const claim of lastClaims) if (!found.some((c) => c.kind === claim.kind && c.text === claim.text)) found.push(claim);
        return { grounding: claimsGrounding(lastClaims), problems: [...lastClaims.map(describeClaim), ...steps.problems(text)] };
      }
      const grounding = check(text, input);
      return { grounding, problems: [...describeGrounding(grounding), ...steps.problems(text)] };
    };
    const finish = (result: WriteResult): WriteResult => {
      opts.onResult?.(result);
      return result;
    };

    try {
      let text = await raceSignal(steps.first(primary, bounded), bounded);
      primaryReport.attempts = 1;
      let verdict = inspect(text);
      if (verdict.problems.length > 0 && steps.revise) {
        primaryReport.problems = verdict.problems;
        text = await raceSignal(steps.revise(text, verdict.problems, bounded), bounded);
        primaryReport.attempts = 2;
        verdict = inspect(text);
      }
      primaryReport.problems = verdict.problems;
      if (verdict.problems.length === 0) {
        primaryReport.outcome = primaryReport.attempts === 1 ? 'accepted' : 'repaired';
        const guard = found.length ? { guard: { action: 'repaired' as const, claims: found } } : {};
        return finish({ text, report: { kind, writer: primary.name, usedFallback: false, primary: primaryReport, grounding: verdict.grounding, ...guard } });
      }
      primaryReport.outcome = 'rejected';
    } catch (error) {
      // The caller gave up: nobody is waiting for a fallback text.
      if (signal?.aborted) throw signal.reason;
      if (deadline.aborted) {
        primaryReport.outcome = 'timeout';
        primaryReport.error = `No acceptable answer within ${timeoutMs} ms`;
      } else {
        primaryReport.outcome = 'error';
        primaryReport.error = describeError(error);
      }
    }

    const text = await steps.fallback();
    const replaced = primaryReport.outcome === 'rejected' && lastClaims.length ? { guard: { action: 'replaced' as const, claims: lastClaims } } : {};
    return finish({
      text,
      report: { kind, writer: fallback.name, usedFallback: true, primary: primaryReport, grounding: check(text, input), ...replaced },
    });
  }

  // A letter is judged on what it claims about the candidate (find-claims.ts). A claim the resume does not support is
  // taken out with its sentence when the rest of the letter stands without it; otherwise the model is asked once to
  // remove it; only a claim that stays sends the built-in writer's letter instead.
  async function writeCoverLetterWithReport(input: CoverLetterInput, signal?: AbortSignal): Promise<WriteResult> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const bounded = signal ? AbortSignal.any([signal, deadline]) : deadline;
    const primaryReport: WriteReport['primary'] = { name: primary.name, outcome: 'error', attempts: 0, problems: [] };
    const finish = (result: WriteResult): WriteResult => {
      opts.onResult?.(result);
      return result;
    };
    const accept = (text: string, outcome: PrimaryOutcome, guard?: GuardReport): WriteResult => {
      primaryReport.outcome = outcome;
      primaryReport.problems = [];
      return finish({
        text,
        report: { kind: 'cover-letter', writer: primary.name, usedFallback: false, primary: primaryReport, grounding: { ok: true, unsupported: [] }, ...(guard ? { guard } : {}) },
      });
    };
    const found: Claim[] = [];
    let lastClaims: Claim[] = [];
    try {
      let text = withoutBold(await raceSignal(primary.writeCoverLetter(input, bounded), bounded));
      primaryReport.attempts = 1;
      for (;;) {
        const claims = findUnsupportedClaims(text, input);
        const problems = findCoverLetterProblems(text, input);
        lastClaims = claims;
        for (const claim of claims) if (!found.some((c) => c.kind === claim.kind && c.text === claim.text)) found.push(claim);
        if (claims.length === 0 && problems.length === 0) {
          return accept(text, primaryReport.attempts === 1 ? 'accepted' : 'repaired', found.length ? { action: 'repaired', claims: found } : undefined);
        }
        if (claims.length > 0) {
          const trimmed = removeClaimSentences(text, claims);
          const left = trimmed === undefined ? [] : findCoverLetterProblems(trimmed, input);
          if (trimmed !== undefined && findUnsupportedClaims(trimmed, input).length === 0 && (left.length === 0 || isOnlyShort(trimmed, input, left))) {
            return accept(trimmed, primaryReport.attempts === 1 ? 'accepted' : 'repaired', { action: 'removed', claims: found });
          }
        }
        primaryReport.problems = [...claims.map(describeClaim), ...problems];
        if (primaryReport.attempts > 1 || !isRevisableWriter(primary)) {
          // A letter short of the band, with nothing else wrong, is kept after the model was asked to lengthen it.
          if (claims.length === 0 && isOnlyShort(text, input, problems)) return accept(text, primaryReport.attempts === 1 ? 'accepted' : 'repaired', found.length ? { action: 'repaired', claims: found } : undefined);
          break;
        }
        text = withoutBold(await raceSignal((primary as RevisableWriter).reviseCoverLetter(input, text, primaryReport.problems, bounded), bounded));
        primaryReport.attempts = 2;
      }
      primaryReport.outcome = 'rejected';
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (deadline.aborted) {
        primaryReport.outcome = 'timeout';
        primaryReport.error = `No acceptable answer within ${timeoutMs} ms`;
      } else {
        primaryReport.outcome = 'error';
        primaryReport.error = describeError(error);
      }
    }
    const text = await fallback.writeCoverLetter(input, signal);
    const claims = primaryReport.outcome === 'rejected' ? lastClaims : [];
    return finish({
      text,
      report: {
        kind: 'cover-letter',
        writer: fallback.name,
        usedFallback: true,
        primary: primaryReport,
        grounding: check(text, input),
        ...(claims.length ? { guard: { action: 'replaced' as const, claims } } : {}),
      },
    });
  }

  const writeTailoredResumeWithReport = (input: TailoredResumeInput, signal?: AbortSignal): Promise<WriteResult> =>
    write('tailored-resume', input, signal, {
      first: (writer, bounded) => writer.writeTailoredResume(input, bounded),
      revise: isRevisableWriter(primary) ? (draft, problems, bounded) => primary.reviseTailoredResume(input, draft, problems, bounded) : undefined,
      fallback: () => fallback.writeTailoredResume(input, signal),
      problems: (text) => findTailoredResumeProblems(text),
      // Like a letter, a model's tailored resume is judged on what it states about the candidate: roles, employers,
      // degrees, certifications, tools and figures the original resume lacks, never a competency in plain words.
      claims: (text) => findUnsupportedResumeClaims(text, input),
    });

  return {
    name: `guarded(${primary.name}→${fallback.name})`,
    writeCoverLetterWithReport,
    writeTailoredResumeWithReport,
    writeCoverLetter: async (input, signal) => (await writeCoverLetterWithReport(input, signal)).text,
    writeTailoredResume: async (input, signal) => (await writeTailoredResumeWithReport(input, signal)).text,
  };
}
