// Command-line entry of the engine: npm run letter -- resume.pdf job.txt [options]. Unlike the library it may read
// files, the clock and the terminal. Exit codes: 0 done, 1 unexpected failure, 2 usage error, 3 unreadable input.
import { readFile, writeFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_STYLE,
  FOCUS_AREAS,
  INDUSTRY_SPECIFICITY,
  LANGUAGE_STYLES,
  RESUME_LENGTHS,
  ROLE_TYPES,
  TONES,
  WORD_BANDS,
  WORD_LIMITS,
  type StyleSettings,
  type TailorOptions,
} from '../shared/style.ts';
import { MAX_UPLOAD_BYTES } from '../shared/constants.ts';
import { countWords } from '../shared/word-count.ts';
import { extractDocument } from './extract/extract-document.ts';
import { buildLetter, buildTailoredResume } from './pipeline.ts';
import { parseResume } from './profile/parse-resume.ts';
import { renderLetterDocx, renderResumeDocx } from './render/render-docx.ts';
import { renderLetterPdf, renderResumePdf } from './render/render-pdf.ts';
import { createWriterChain, type WriterReport } from './write/writers/writer-chain.ts';
import { ExtractError, type GroundingReport, type MatchReport } from './types.ts';

const USAGE = `Usage: npm run letter -- <resume.pdf|resume.docx> <job.txt> [options]

Writes a grounded cover letter (default) or a tailored resume from a resume and a job description, then prints
the match report and the grounding report.

Cover letter options:
  --tone       ${TONES.join('|')}            (default ${DEFAULT_STYLE.tone})
  --length     ${WORD_LIMITS.join('|')}  or short|average|long   (default ${DEFAULT_STYLE.wordLimit})
  --focus      ${FOCUS_AREAS.join('|')}      (default ${DEFAULT_STYLE.focusAreas})
  --language   ${LANGUAGE_STYLES.join('|')}              (default ${DEFAULT_STYLE.languageStyle})
  --industry   ${INDUSTRY_SPECIFICITY.join('|')}           (default ${DEFAULT_STYLE.industrySpecificity})
  --seed N     regeneration seed (default 1)
  --name "Full Name"   --company "Company"

Tailored resume:
  --resume                 print a tailored resume instead of a letter
  --role ${ROLE_TYPES.join('|')}   (default technical)
  --resume-length ${RESUME_LENGTHS.join('|')}   (default medium)
  --no-keywords  --no-projects  --no-recent     turn the three switches off

Writer (default: the built-in, offline writer):
  --writer builtin|openai|anthropic
  --base-url URL   OpenAI-compatible endpoint, e.g. http://127.0.0.1:11434/v1 (Ollama); optional for anthropic
  --model NAME     --api-key KEY     --timeout MS (default 30000)

Output:
  --out FILE.pdf|FILE.docx   also render the text to a file
  -h, --help`;

class UsageError extends Error {}

const LENGTH_ALIASES: Record<string, (typeof WORD_LIMITS)[number]> = { short: 'concise', average: 'standard', long: 'detailed' };

function pickOption<T extends string>(flag: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${flag} must be one of ${allowed.join(', ')} (got "${value}")`);
}

function parseCommandLine(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      tone: { type: 'string' },
      length: { type: 'string' },
      focus: { type: 'string' },
      language: { type: 'string' },
      industry: { type: 'string' },
      seed: { type: 'string' },
      name: { type: 'string' },
      company: { type: 'string' },
      resume: { type: 'boolean' },
      role: { type: 'string' },
      'resume-length': { type: 'string' },
      'no-keywords': { type: 'boolean' },
      'no-projects': { type: 'boolean' },
      'no-recent': { type: 'boolean' },
      writer: { type: 'string' },
      'base-url': { type: 'string' },
      model: { type: 'string' },
      'api-key': { type: 'string' },
      timeout: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return { help: true as const };
  if (positionals.length !== 2) throw new UsageError('Expected exactly two files: the resume (PDF or DOCX) and the job description (text).');
  const length = values.length ? (LENGTH_ALIASES[values.length] ?? values.length) : undefined;
  const settings: StyleSettings = {
    tone: pickOption('tone', values.tone, TONES, DEFAULT_STYLE.tone),
    wordLimit: pickOption('length', length, WORD_LIMITS, DEFAULT_STYLE.wordLimit),
    focusAreas: pickOption('focus', values.focus, FOCUS_AREAS, DEFAULT_STYLE.focusAreas),
    languageStyle: pickOption('language', values.language, LANGUAGE_STYLES, DEFAULT_STYLE.languageStyle),
    industrySpecificity: pickOption('industry', values.industry, INDUSTRY_SPECIFICITY, DEFAULT_STYLE.industrySpecificity),
  };
  const tailor: TailorOptions = {
    roleType: pickOption('role', values.role, ROLE_TYPES, 'technical'),
    preferredLength: pickOption('resume-length', values['resume-length'], RESUME_LENGTHS, 'medium'),
    includeKeywords: !values['no-keywords'],
    highlightProjects: !values['no-projects'],
    focusOnRecent: !values['no-recent'],
  };
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  if (!Number.isInteger(seed) || seed < 0) throw new UsageError(`--seed must be a non-negative integer (got "${values.seed}")`);
  const timeoutMs = values.timeout === undefined ? 30_000 : Number(values.timeout);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new UsageError(`--timeout must be a positive number of milliseconds`);
  const writer = pickOption('writer', values.writer, ['builtin', 'openai', 'anthropic'] as const, 'builtin');
  if (writer !== 'builtin' && !values.model) throw new UsageError(`--writer ${writer} needs --model`);
  if (writer === 'openai' && !values['base-url']) throw new UsageError('--writer openai needs --base-url (e.g. https://api.openai.com/v1)');
  if (writer === 'anthropic' && !values['api-key']) throw new UsageError('--writer anthropic needs --api-key');
  if (values.out && !['.pdf', '.docx'].includes(extname(values.out).toLowerCase())) throw new UsageError('--out must end in .pdf or .docx');
  return {
    help: false as const,
    resumePath: positionals[0],
    jobPath: positionals[1],
    mode: values.resume ? ('resume' as const) : ('letter' as const),
    settings,
    tailor,
    seed,
    fullName: values.name,
    companyName: values.company,
    writer,
    baseURL: values['base-url'],
    model: values.model ?? '',
    apiKey: values['api-key'] ?? '',
    timeoutMs,
    out: values.out,
  };
}

function formatMatch(match: MatchReport): string {
  const lines = [`Match score: ${match.score}/100`];
  for (const req of match.requirements) {
    const mark = req.verdict === 'met' ? '✔' : req.verdict === 'partly' ? '◐' : '✘';
    lines.push(`  ${mark} [${req.kind}] ${req.requirement}`);
    if (req.evidence) lines.push(`      evidence: ${req.evidence}`);
  }
  lines.push(`Matched keywords: ${match.matchedKeywords.join(', ') || '—'}`);
  lines.push(`Missing keywords: ${match.missingKeywords.join(', ') || '—'}`);
  return lines.join('\n');
}

function formatGrounding(report: GroundingReport): string {
  if (report.ok && report.unsupported.length === 0) return 'Grounding: OK, every claim is supported by the resume.';
  return ['Grounding: UNSUPPORTED claims found:', ...report.unsupported.map((claim) => `  - ${claim.kind}: ${claim.text}`)].join('\n');
}

function formatWriter(report: WriterReport): string {
  return `Writer: ${report.writer}${report.fellBack ? ` (fallback from ${report.requested}: ${report.reason ?? 'no reason given'})` : ''}`;
}

async function readInput(path: string, what: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`Cannot read the ${what} "${path}"${code === 'ENOENT' ? ': no such file' : code ? ` (${code})` : ''}.`);
  }
}

export async function runCli(argv: string[], out: (text: string) => void = (t) => process.stdout.write(t + '\n')): Promise<number> {
  let args: ReturnType<typeof parseCommandLine>;
  try {
    args = parseCommandLine(argv);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    out(USAGE);
    return 0;
  }
  try {
    const resumeBytes = await readInput(args.resumePath, 'resume');
    if (resumeBytes.byteLength > MAX_UPLOAD_BYTES) throw new UsageError('The resume is larger than 5 MB.');
    const jobText = (await readInput(args.jobPath, 'job description')).toString('utf8');
    if (!jobText.trim()) throw new UsageError('The job description file is empty.');

    const document = await extractDocument(new Uint8Array(resumeBytes));
    const profile = parseResume(document);

    // The same pipeline and writer chain the server runs: an external model goes through the guarded
    // writer, and the report says which writer produced the text and why it fell back.
    const writer = createWriterChain(
      args.writer === 'builtin'
        ? { kind: 'builtin' }
        : args.writer === 'openai'
          ? { kind: 'openai', baseURL: args.baseURL ?? '', apiKey: args.apiKey, model: args.model, timeoutMs: args.timeoutMs }
          : { kind: 'anthropic', baseURL: args.baseURL, apiKey: args.apiKey, model: args.model, timeoutMs: args.timeoutMs },
    );
    let writerReport: WriterReport;

    let text: string;
    let match: MatchReport;
    let grounding: GroundingReport;
    let company: string | undefined;
    let afterScore: number | undefined;
    if (args.mode === 'letter') {
      const result = await buildLetter({
        profile,
        jobText,
        settings: args.settings,
        fullName: args.fullName,
        companyName: args.companyName,
        date: new Date(),
        seed: args.seed,
        writer,
      });
      ({ letter: text, match, grounding, report: writerReport } = result);
      company = result.job.company;
    } else {
      const result = await buildTailoredResume({ profile, jobText, options: args.tailor, writer });
      ({ content: text, match, grounding, report: writerReport } = result);
      afterScore = result.matchAfter.score;
      company = result.job.company;
    }

    const rule = '─'.repeat(72);
    out(text);
    out(rule);
    if (args.mode === 'letter') {
      const band = WORD_BANDS[args.settings.wordLimit];
      out(`Words: ${countWords(text)} (band ${band.min}–${band.max})`);
    }
    out(formatMatch(match));
    if (afterScore !== undefined) out(`Tailored resume against the same job: ${afterScore}/100`);
    out(rule);
    out(formatGrounding(grounding));
    out(formatWriter(writerReport));

    if (args.out) {
      const title = args.mode === 'letter' ? `Cover Letter${company ? ` – ${company}` : ''}` : undefined;
      const author = args.fullName ?? profile.name;
      const meta = { title: title ?? `${author ?? 'Tailored'} – Resume`, author, date: new Date() };
      const pdf = extname(args.out).toLowerCase() === '.pdf';
      const bytes =
        args.mode === 'letter'
          ? pdf
            ? await renderLetterPdf(text, meta)
            : await renderLetterDocx(text, meta)
          : pdf
            ? await renderResumePdf(text, meta)
            : await renderResumeDocx(text, meta);
      await writeFile(args.out, bytes);
      out(`Saved ${basename(args.out)} (${bytes.byteLength} bytes).`);
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    if (error instanceof ExtractError) {
      process.stderr.write(`Cannot read the resume: ${error.message} (${error.code})\n`);
      return 3;
    }
    process.stderr.write(`Unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('/src/engine/cli.ts')) {
  process.exitCode = await runCli(process.argv.slice(2));
}
