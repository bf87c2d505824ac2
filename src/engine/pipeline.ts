// The engine's entry points for the server: job text in, letter or tailored resume out, with the match
// and grounding reports that go with them. Pure: the caller passes the date and the seed.
import type { GroundingReport, JobAnalysis, MatchReport, ResumeProfile } from './types.ts';
import { DEFAULT_STYLE, type StyleSettings, type TailorOptions } from '../shared/style.ts';
import { analyzeJobDescription } from './job/analyze-job.ts';
import { matchProfileToJob } from './match/match-profile.ts';
import { createWriterChain, type WriterChain, type WriterReport } from './write/writers/writer-chain.ts';
import { readTailoredResume } from './write/realise/compose-tailored-resume.ts';
import { shortLetterNotice } from './write/realise/realise-letter.ts';
import { countWords } from '../shared/word-count.ts';

export interface BuildLetterArgs {
  profile: ResumeProfile;
  jobText: string;
  /** Missing fields take the defaults (balanced, standard, balanced, moderate, moderate). */
  settings?: Partial<StyleSettings>;
  fullName?: string;
  /** The user's company name wins over the one inferred from the job text. */
  companyName?: string;
  date: Date;
  seed: number;
  /** Default: the built-in writer (createWriterChain({ kind: 'builtin' })). */
  writer?: WriterChain;
  signal?: AbortSignal;
}

export interface LetterResult {
  letter: string;
  /** Set when the resume could not fill the chosen length: the results view shows it. */
  notice?: string;
  job: JobAnalysis;
  match: MatchReport;
  /** Which writer wrote the letter, whether it fell back and why, and its grounding check. */
  report: WriterReport;
  /** The grounding check of the letter (the report's, run once). */
  grounding: GroundingReport;
}

export interface BuildTailoredResumeArgs {
  profile: ResumeProfile;
  jobText: string;
  options: TailorOptions;
  /** The day it is written: what 'Present' means for the years of work in the summary. */
  date?: Date;
  writer?: WriterChain;
  signal?: AbortSignal;
}

export interface TailoredResumeResult {
  content: string;
  job: JobAnalysis;
  /** The original resume against the job. */
  match: MatchReport;
  /** The tailored text, read back, against the same job: the 'after' score. */
  matchAfter: MatchReport;
  report: WriterReport;
  grounding: GroundingReport;
}

const builtin = (): WriterChain => createWriterChain({ kind: 'builtin' });

/** Analyses a job description once; the result can be reused across letters and resumes. */
export function prepareJob(text: string, companyName?: string): JobAnalysis {
  const job = analyzeJobDescription(text);
  const company = companyName?.trim();
  return company ? { ...job, company } : job;
}

export async function buildLetter(args: BuildLetterArgs): Promise<LetterResult> {
  const job = prepareJob(args.jobText, args.companyName);
  // The letter's date says what 'Present' means on the resume.
  const match = matchProfileToJob(args.profile, job, { referenceYear: args.date.getUTCFullYear() });
  const settings: StyleSettings = { ...DEFAULT_STYLE, ...stripUndefined(args.settings ?? {}) };
  const { text: letter, report } = await (args.writer ?? builtin()).writeCoverLetter(
    { profile: args.profile, job, match, settings, fullName: args.fullName?.trim() || undefined, companyName: job.company, date: args.date, seed: args.seed, jobText: args.jobText },
    args.signal,
  );
  return { letter, notice: shortLetterNotice(countWords(letter), settings.wordLimit), job, match, report, grounding: report.grounding };
}

export async function buildTailoredResume(args: BuildTailoredResumeArgs): Promise<TailoredResumeResult> {
  const job = prepareJob(args.jobText);
  const match = matchProfileToJob(args.profile, job);
  const { text: content, report } = await (args.writer ?? builtin()).writeTailoredResume({ profile: args.profile, job, match, options: args.options, referenceYear: args.date?.getUTCFullYear() }, args.signal);
  const matchAfter = matchProfileToJob(readTailoredResume(content), job);
  return { content, job, match, matchAfter, report, grounding: report.grounding };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
