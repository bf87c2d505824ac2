import { CheckCircle2, CircleAlert, CircleDashed } from 'lucide-react';
import type { TMatchReport } from '../../../shared/letters.ts';
import { cn } from '../../lib/cn.ts';

function scoreTone(score: number): string {
  if (score >= 70) return 'bg-emerald-100 text-emerald-900 ring-emerald-300';
  if (score >= 40) return 'bg-amber-100 text-amber-950 ring-amber-300';
  return 'bg-red-100 text-red-900 ring-red-300';
}

/** Compact match report under the letter: score, met/partly requirements with evidence, missing keywords. */
export function MatchPanel({ match }: { match: TMatchReport }) {
  const met = match.requirements.filter((r) => r.verdict === 'met');
  const partly = match.requirements.filter((r) => r.verdict === 'partly');
  const shown = [...met, ...partly];
  const missingReqs = match.requirements.filter((r) => r.verdict === 'missing').length;
  return (
    <section aria-labelledby="match-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="match-panel">
      <div className="flex items-center gap-4">
        <div
          className={cn('flex size-16 shrink-0 flex-col items-center justify-center rounded-full ring-2', scoreTone(match.score))}
          data-testid="match-score"
        >
          <span className="text-xl font-bold leading-none tabular-nums">{match.score}</span>
          <span className="text-[10px] font-medium uppercase tracking-wide">/ 100</span>
        </div>
        <div>
          <h2 id="match-title" className="text-lg font-semibold text-slate-900">
            How your resume matches this job
          </h2>
          <p className="text-sm text-slate-600">
            {met.length} met, {partly.length} partly met, {missingReqs} not found in your resume. The letter only claims what your resume shows.
          </p>
        </div>
      </div>

      {shown.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-100">
          {shown.map((r, i) => (
            <li key={`${r.requirement}-${i}`} className="flex gap-3 py-2.5">
              {r.verdict === 'met' ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
              ) : (
                <CircleDashed className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
              )}
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">
                  <span className="sr-only">{r.verdict === 'met' ? 'Met: ' : 'Partly met: '}</span>
                  {r.requirement}
                  {r.verdict === 'partly' ? <span className="ml-2 text-xs font-normal text-amber-800">partly</span> : null}
                </p>
                {r.evidence ? <p className="mt-0.5 break-words text-slate-600">“{r.evidence}”</p> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-4">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
          <CircleAlert className="size-4 text-slate-600" aria-hidden="true" />
          Missing keywords
        </h3>
        {match.missingKeywords.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" data-testid="missing-keywords">
            {match.missingKeywords.map((k) => (
              <li key={k} className="rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 text-xs text-slate-800">
                {k}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">None: your resume covers every keyword we found in the job description.</p>
        )}
        {match.missingKeywords.length > 0 ? (
          <p className="mt-2 text-xs text-slate-600">Add these to your resume only if they truly describe your experience.</p>
        ) : null}
      </div>
    </section>
  );
}
