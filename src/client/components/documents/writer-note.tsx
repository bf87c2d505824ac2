import { Info } from 'lucide-react';
import type { TWriterReport } from '../../../shared/letters.ts';
import { GuardNote } from './guard-note.tsx';

/** The writer that produced a text, as the results views say it. */
export function describeWriter(report: TWriterReport): string {
  if (report.fellBack) {
    return `Your model's answer was replaced by the built-in writer because ${report.reason ?? 'it did not pass the checks'}.`;
  }
  if (report.writer === 'builtin') return 'Written by the built-in writer, from the facts in your resume.';
  return `Written by your model (${report.writer}) and checked against your resume.`;
}

/** One line under a letter or tailored resume: which writer wrote it, and why a model's answer was replaced. */
export function WriterNote({ report, document = 'letter' }: { report: TWriterReport | undefined; document?: 'letter' | 'tailored resume' }) {
  if (!report) return null;
  return (
    <>
      <p
        role={report.fellBack ? 'status' : undefined}
        data-testid="writer-note"
        className={
          report.fellBack
            ? 'mt-4 flex items-start gap-2 rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-950'
            : 'mt-4 flex items-start gap-2 text-xs text-slate-600'
        }
      >
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {describeWriter(report)}
      </p>
      <GuardNote report={report} document={document} />
    </>
  );
}
