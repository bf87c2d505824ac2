// The dashboard's "View" of an original resume: its profile in the editor, saved as the user's
// correction (the original file and our reading stay beside it), plus the original and its text.
import { ArrowLeft, Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatLongDate } from '../../../shared/display.ts';
import type { TEditableProfile } from '../../../shared/profile.ts';
import { useResumes } from '../../api/get-resumes.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useResetResumeProfile, useResumeProfile, useSaveResumeProfile } from './api/resume-profile.ts';
import { ProfileEditor } from './profile-editor.tsx';

export function ResumeProfileView({ resumeId }: { resumeId: number }) {
  const profile = useResumeProfile(resumeId);
  const resumes = useResumes(true);
  const save = useSaveResumeProfile(resumeId);
  const reset = useResetResumeProfile(resumeId);
  // A new editor (fresh state) after a reset to what we read.
  const [generation, setGeneration] = useState(0);
  const original = resumes.data?.find((r) => r.id === resumeId);

  if (profile.isPending) {
    return <p className="py-12 text-center text-slate-700">Loading your resume...</p>;
  }
  if (profile.isError || !profile.data) {
    return (
      <div className="py-12 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Resume not found</h1>
        <p className="mt-2 text-slate-700">It may have been deleted.</p>
        <Button asChild className="mt-4">
          <Link href="/dashboard">Back to Dashboard</Link>
        </Button>
      </div>
    );
  }
  const view = profile.data;

  const onSave = (corrected: TEditableProfile) =>
    save.mutate(corrected, {
      onSuccess: () => toast({ title: 'Resume profile saved', description: 'Your next letter from this resume starts from your corrections.' }),
    });

  return (
    <div className="grid gap-6">
      <div>
        <Button asChild variant="ghost" className="mb-2">
          <Link href="/dashboard">
            <ArrowLeft aria-hidden="true" /> Back to Dashboard
          </Link>
        </Button>
        <h1 className="break-all text-3xl font-bold tracking-tight text-slate-900">{view.filename}</h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          Check what we read from this resume and fix anything we got wrong. Letters and tailored resumes from this resume are written from
          what you save here; the original file is kept as it is.
        </p>
        <p className="mt-2 text-sm text-slate-700" data-testid="profile-status">
          {view.corrected && view.correctedAt ? `Your corrections, saved ${formatLongDate(view.correctedAt)}.` : 'As we read it: not corrected yet.'}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={`/api/resumes/${resumeId}/file`} download={view.filename}>
              <Download aria-hidden="true" /> Download original
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link href={`/generator?resume=${resumeId}`}>
              <FileText aria-hidden="true" /> Write a cover letter from it
            </Link>
          </Button>
          {view.corrected ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={reset.isPending}
              onClick={() => reset.mutate(undefined, { onSuccess: () => setGeneration((g) => g + 1) })}
            >
              Go back to what we read
            </Button>
          ) : null}
        </div>
      </div>

      <section aria-label="Resume profile" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <ProfileEditor
          key={generation}
          initial={view.corrected ?? view.read}
          submitLabel="Save corrections"
          saving={save.isPending}
          serverError={save.error ? (errorMessage(save.error) ?? 'Your corrections could not be saved. Please try again.') : null}
          onSave={onSave}
        />
      </section>

      {original ? (
        <details className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <summary className="cursor-pointer font-semibold text-slate-900">Text we extracted from your resume</summary>
          <div className="mt-3 whitespace-pre-wrap font-serif text-sm leading-relaxed text-slate-900">{original.extractedText}</div>
        </details>
      ) : null}
    </div>
  );
}
