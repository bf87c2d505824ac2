// Grammar lints from harper.js (offline, WASM), for the quality gate. A lint counts only when the writer
// introduced it: the same problem in the resume's own line is the candidate's wording, not a defect of ours.
import { LocalLinter } from 'harper.js';
import { binaryInlined } from 'harper.js/binaryInlined';
import type { Defect } from './letter-gate.ts';

const KINDS = new Set(['Agreement', 'Capitalization', 'Repetition', 'Punctuation', 'Formatting', 'Miscellaneous', 'Grammar', 'BoundaryError']);

let linter: Promise<LocalLinter> | undefined;

function getLinter(): Promise<LocalLinter> {
  linter ??= (async () => {
    const l = new LocalLinter({ binary: binaryInlined });
    await l.setup();
    return l;
  })();
  return linter;
}

/**
 * A source's own lints, by its text: linting a whole resume or posting costs several times a letter, and every
 * letter from the same resume or for the same posting asks again. A few recent texts are kept.
 */
const sourceLints = new Map<string, Promise<Set<string>>>();
const SOURCE_LINTS_KEPT = 128;

function problemsOf(l: LocalLinter, source: string): Promise<Set<string>> {
  const text = source.slice(0, 50_000);
  let found = sourceLints.get(text);
  if (!found) {
    found = l.lint(text).then((lints) => new Set(lints.map((x) => `${x.lint_kind()}|${x.get_problem_text()}`)));
    if (sourceLints.size >= SOURCE_LINTS_KEPT) sourceLints.delete(sourceLints.keys().next().value as string);
    sourceLints.set(text, found);
  }
  return found;
}

/**
 * Grammar defects of the letter that its sources (the resume's text, and the posting's) do not have themselves.
 * Each source's own lints are found, and kept, apart.
 */
export async function lintGrammar(letter: string, sources: string[], verbatim: string[] = []): Promise<Defect[]> {
  const sourceText = sources.join('\n');
  // Spans of text given as is (phone numbers, e-mail addresses): their formatting is the candidate's.
  const kept: (readonly [number, number])[] = [];
  for (const v of verbatim.filter((x) => x.length > 3)) {
    for (let at = letter.indexOf(v); at >= 0; at = letter.indexOf(v, at + v.length)) kept.push([at, at + v.length] as const);
  }
  const l = await getLinter();
  const lints = await l.lint(letter);
  const out: Defect[] = [];
  let resumeProblems: Set<string> | undefined;
  for (const lint of lints) {
    if (!KINDS.has(lint.lint_kind())) continue;
    const problem = lint.get_problem_text();
    resumeProblems ??= new Set((await Promise.all(sources.map((t) => problemsOf(l, t)))).flatMap((set) => [...set]));
    if (resumeProblems.has(`${lint.lint_kind()}|${problem}`)) continue;
    // The candidate's own spelling of a name, phone number or term ('Javascript', '555-0136', 'ACLS').
    if (lint.lint_kind() !== 'Repetition' && problem.trim().length >= 2 && sourceText.includes(problem.trim())) continue;
    const span0 = lint.span();
    if (kept.some(([a, b]) => span0.start >= a && span0.end <= b)) continue;
    const before = letter.slice(Math.max(0, span0.start - 8), span0.start);
    // harper reads 'Inc. and' as a new sentence, and wants 'a SAT' where 'an SAT' is the spoken form.
    if (/\b(?:Inc|Co|Ltd|Corp|Jr|Sr|St)\.\s*$/.test(before) && /capital letter/.test(lint.message())) continue;
    if (/indefinite article/.test(lint.message()) && /^an?\s+[A-Z]{2,}/.test(letter.slice(span0.start, span0.start + 12))) continue;
    const span = lint.span();
    out.push({ kind: 'grammar', text: `${lint.lint_kind()}: ${lint.message()} «${letter.slice(Math.max(0, span.start - 30), span.end + 30).replace(/\n/g, ' ')}»` });
  }
  return out;
}
