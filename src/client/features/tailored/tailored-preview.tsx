import { parseTailoredResume } from '../../../shared/clean-resume-text.ts';
import type { TMatchReport } from '../../../shared/letters.ts';

const PROSE_SECTIONS = new Set(['PROFESSIONAL SUMMARY', 'CORE COMPETENCIES']);

/** SPEC: name heading, contact line, then the six sections only if present; entries and bullets. */
export function TailoredPreview({ text }: { text: string }) {
  const resume = parseTailoredResume(text);
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8" aria-label="Tailored resume preview">
      <h3 className="text-2xl font-bold text-slate-900">{resume.name}</h3>
      {resume.contact ? <p className="mt-1 text-sm text-slate-700">{resume.contact}</p> : null}
      {resume.sections.map((section) => (
        <section key={section.title} className="mt-6">
          <h4 className="border-b border-slate-200 pb-1 text-sm font-bold tracking-wider text-indigo-800">{section.title}</h4>
          <div className="mt-3 space-y-4">
            {section.entries.map((entry, i) => (
              <div key={i}>
                {/* A bullet-less entry in the summary or competencies is prose, not a heading. */}
                <p className={entry.bullets.length === 0 && PROSE_SECTIONS.has(section.title) ? 'text-slate-800' : 'font-semibold text-slate-900'}>
                  {entry.heading}
                </p>
                {entry.bullets.length > 0 ? (
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
                    {entry.bullets.map((b, j) => (
                      <li key={j}>{b}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}

/** Before/after match of the original and the tailored resume against the job. */
export function TailoredMatchPanel({ before, after }: { before: TMatchReport | null; after: TMatchReport | null }) {
  if (!after) return null;
  const met = after.requirements.filter((r) => r.verdict !== 'missing');
  return (
    <section className="rounded-lg border border-slate-200 bg-slate-50 p-5" aria-labelledby="tailored-match-title">
      <h3 id="tailored-match-title" className="text-lg font-semibold text-slate-900">
        Job match
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {before ? (
          <>
            Original resume <strong className="text-slate-900">{before.score}</strong> → tailored resume{' '}
            <strong className="text-emerald-800">{after.score}</strong> out of 100
          </>
        ) : (
          <>
            Match score <strong className="text-emerald-800">{after.score}</strong> out of 100
          </>
        )}
      </p>
      {met.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold text-slate-900">Requirements your resume supports</h4>
          <ul className="mt-1 space-y-1 text-sm text-slate-800">
            {met.slice(0, 8).map((r) => (
              <li key={r.requirement}>
                <span className="font-medium">{r.requirement}</span>
                {r.evidence ? <span className="text-slate-600"> — “{r.evidence}”</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {after.missingKeywords.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold text-slate-900">Not in your resume (we did not add them)</h4>
          <p className="mt-1 text-sm text-slate-700">{after.missingKeywords.join(', ')}</p>
        </>
      ) : null}
    </section>
  );
}
