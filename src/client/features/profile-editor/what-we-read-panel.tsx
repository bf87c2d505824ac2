// "What we read" under a result: the jobs, education, certifications and skills the text was
// written from, the fields the parser was unsure of marked, and "Correct and regenerate", which
// opens the editor here and, once the correction is saved, regenerates from it (no new upload).
import { ScanSearch } from 'lucide-react';
import { useId, useState } from 'react';
import { formatLongDate } from '../../../shared/display.ts';
import { unsureFields, type TEditableProfile, type TProfileReading } from '../../../shared/profile.ts';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useResumeProfile, useSaveResumeProfile } from './api/resume-profile.ts';
import { ProfileEditor } from './profile-editor.tsx';
import { UnsureBadge } from './unsure-badge.tsx';

export interface WhatWeReadPanelProps {
  resumeId: number;
  /** Runs the regeneration once the correction is saved. */
  onCorrected: () => void;
}

function countUnsure(p: TProfileReading): number {
  return [...p.experience, ...p.education].reduce((n, e) => n + unsureFields(e.confidence).length, 0);
}

function Fact({ value, unsure, empty }: { value: string; unsure: boolean; empty: string }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {value ? <span>{value}</span> : <span className="italic text-slate-600">{empty}</span>}
      {unsure ? <UnsureBadge /> : null}
    </span>
  );
}

/** The reading as a compact list; shown as read (with marks) or as the user corrected it. */
export function ProfileSummary({ profile }: { profile: TProfileReading }) {
  return (
    <dl className="grid gap-4 text-sm text-slate-800" data-testid="profile-summary">
      <div>
        <dt className="font-semibold text-slate-900">Jobs</dt>
        <dd>
          {profile.experience.length === 0 ? (
            <p className="italic text-slate-600">No jobs found</p>
          ) : (
            <ol className="mt-1 grid gap-1.5">
              {profile.experience.map((e, i) => {
                const unsure = new Set(unsureFields(e.confidence));
                return (
                  <li key={i} className="flex flex-wrap items-center gap-x-2" data-testid="read-job">
                    <Fact value={e.title} unsure={unsure.has('title')} empty="no title" />
                    <span aria-hidden="true">·</span>
                    <Fact value={e.company} unsure={unsure.has('company')} empty="no employer" />
                    <span aria-hidden="true">·</span>
                    <Fact value={e.dates} unsure={unsure.has('dates')} empty="no dates" />
                  </li>
                );
              })}
            </ol>
          )}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-900">Education</dt>
        <dd>
          {profile.education.length === 0 ? (
            <p className="italic text-slate-600">No education found</p>
          ) : (
            <ol className="mt-1 grid gap-1.5">
              {profile.education.map((e, i) => {
                const unsure = new Set(unsureFields(e.confidence));
                return (
                  <li key={i} className="flex flex-wrap items-center gap-x-2">
                    <Fact value={e.degree} unsure={unsure.has('degree')} empty="no degree" />
                    <span aria-hidden="true">·</span>
                    <Fact value={e.institution} unsure={unsure.has('institution')} empty="no institution" />
                    {e.dates ? <span>· {e.dates}</span> : null}
                  </li>
                );
              })}
            </ol>
          )}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-900">Certifications</dt>
        <dd>{profile.certifications.length ? profile.certifications.join(', ') : <span className="italic text-slate-600">None found</span>}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-900">Skills</dt>
        <dd>{profile.skills.length ? profile.skills.join(', ') : <span className="italic text-slate-600">None found</span>}</dd>
      </div>
    </dl>
  );
}

export function WhatWeReadPanel({ resumeId, onCorrected }: WhatWeReadPanelProps) {
  const id = useId();
  const profile = useResumeProfile(resumeId);
  const save = useSaveResumeProfile(resumeId);
  const [editing, setEditing] = useState(false);
  const view = profile.data;
  if (!view) return null;
  const shown = view.corrected ?? view.read;
  const unsure = view.corrected ? 0 : countUnsure(view.read);

  const saveAndRegenerate = (corrected: TEditableProfile) => {
    save.mutate(corrected, {
      onSuccess: () => {
        setEditing(false);
        onCorrected();
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="what-we-read">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <ScanSearch className="size-5 text-indigo-600" aria-hidden="true" />
            What we read
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {view.corrected
              ? `Written from your corrections${view.correctedAt ? ` of ${formatLongDate(view.correctedAt)}` : ''}.`
              : 'The facts we read from your resume. This was written from them; if we misread something, correct it.'}
          </p>
          {unsure > 0 ? (
            <p className="mt-1 text-sm font-medium text-amber-900" data-testid="unsure-count">
              We were unsure of {unsure} {unsure === 1 ? 'field' : 'fields'}, marked below.
            </p>
          ) : null}
        </div>
        <Button type="button" variant="outline" onClick={() => setEditing((e) => !e)} aria-expanded={editing} aria-controls={`${id}-editor`}>
          Correct and regenerate
        </Button>
      </div>
      <div className="mt-4">
        <ProfileSummary profile={shown} />
      </div>
      <div id={`${id}-editor`} className={editing ? 'mt-6 border-t border-slate-200 pt-6' : undefined}>
        {editing ? (
          <ProfileEditor
            initial={shown}
            submitLabel="Save and regenerate"
            saving={save.isPending}
            serverError={save.error ? (errorMessage(save.error) ?? 'Your corrections could not be saved. Please try again.') : null}
            onSave={saveAndRegenerate}
            onCancel={() => setEditing(false)}
          />
        ) : null}
      </div>
    </section>
  );
}
