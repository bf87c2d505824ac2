import { ShieldCheck } from 'lucide-react';
import type { TWriterReport } from '../../../shared/letters.ts';

type Guard = NonNullable<TWriterReport['guard']>;

const KIND_WORDS: Record<Guard['claims'][number]['kind'], string> = {
  employer: 'the employer',
  title: 'the role',
  degree: 'the degree',
  certification: 'the certification',
  tool: 'the tool',
  number: 'the figure',
};

/** What the guard did, in one sentence before the quoted claims. */
function describeGuard(guard: Guard, document: 'letter' | 'tailored resume' = 'letter'): string {
  const several = guard.claims.length > 1;
  if (guard.action === 'removed') {
    return `We took ${several ? 'sentences' : 'a sentence'} out of your model's ${document} because ${several ? 'they claim' : 'it claims'} what your resume does not support:`;
  }
  if (guard.action === 'repaired') return `Your model's first ${document} claimed what your resume does not support; it took ${several ? 'these claims' : 'this claim'} out when asked:`;
  return `Your model's ${document} claimed what your resume does not support, so it was not used:`;
}

/**
 * Under a model's letter: the claims its letter made that the resume does not support, each quoted with its
 * sentence, and what was done about them. Soft skills never appear here: the guard does not judge them.
 */
export function GuardNote({ report, document = 'letter' }: { report: TWriterReport | undefined; document?: 'letter' | 'tailored resume' }) {
  const guard = report?.guard;
  if (!guard || guard.claims.length === 0) return null;
  return (
    <div data-testid="guard-note" role="status" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p className="flex items-start gap-2">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {describeGuard(guard, document)}
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-10">
        {guard.claims.map((claim) => (
          <li key={`${claim.kind}:${claim.text}`}>
            {KIND_WORDS[claim.kind]} “{claim.text}”
            <span className="text-amber-800">
              {' '}
              — {guard.action === 'removed' ? 'removed' : 'in'}: “{claim.sentence}”
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
