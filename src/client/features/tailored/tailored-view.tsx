import { ArrowLeft, Download, Loader2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { RESUME_LENGTH_LABELS, RESUME_LENGTHS, ROLE_TYPE_LABELS, ROLE_TYPES, type ResumeLength, type RoleType } from '../../../shared/style.ts';
import { ZTailoredJobDescription, ZTailoredResumeFile } from '../../../shared/tailored.ts';
import { downloadDocument } from '../../api/download-document.ts';
import { useUser } from '../../api/get-user.ts';
import { useSignInModal } from '../../components/auth/sign-in-modal.tsx';
import { SavedResumePicker, type SavedResume } from '../../components/documents/saved-resume-picker.tsx';
import { WriterNote } from '../../components/documents/writer-note.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FileUpload } from '../../components/ui/file-upload.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { TAILOR_FALLBACK_ERROR, TailorError, useTailorResume, type TailorFailure, type TailoredResult } from './api/tailor-resume.ts';
import { TailoredMatchPanel, TailoredPreview } from './tailored-preview.tsx';

const SWITCHES = [
  { key: 'includeKeywords', label: 'Match job keywords' },
  { key: 'highlightProjects', label: 'Showcase relevant projects' },
  { key: 'focusOnRecent', label: 'Prioritize recent experience' },
] as const;
type SwitchKey = (typeof SWITCHES)[number]['key'];

const ACCEPT = ['.pdf', '.docx'];

/** The shared rules of the form (SPEC.md section 5): the file first, then the job description. */
function validate(file: File | null, jd: string): { file?: string; jobDescription?: string } {
  const fileCheck = ZTailoredResumeFile.safeParse(file);
  const jdCheck = ZTailoredJobDescription.safeParse(jd);
  return {
    file: fileCheck.success ? undefined : fileCheck.error.issues[0]?.message,
    jobDescription: jdCheck.success ? undefined : jdCheck.error.issues[0]?.message,
  };
}

/** What the view shows for a failed request. */
function failureOf(err: unknown): TailorFailure {
  if (err instanceof TailorError) return err.failure;
  return { kind: 'error', message: err instanceof Error && err.message ? err.message : TAILOR_FALLBACK_ERROR };
}

export interface TailoredViewProps {
  /** Shown under the result: what was read from the resume, and a way to correct it and tailor again. */
  renderProfile?: (resumeId: number, retailor: () => void) => ReactNode;
}

export function TailoredView({ renderProfile }: TailoredViewProps = {}) {
  usePageTitle('Tailor Your Resume');
  const { user } = useUser();
  const signIn = useSignInModal();
  const [, navigate] = useLocation();
  const [file, setFile] = useState<File | null>(null);
  const [savedResume, setSavedResume] = useState<SavedResume | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [jobDescription, setJobDescription] = useState('');
  const [jdError, setJdError] = useState<string | null>(null);
  const [roleType, setRoleType] = useState<RoleType>('technical');
  const [preferredLength, setPreferredLength] = useState<ResumeLength>('medium');
  const [switches, setSwitches] = useState<Record<SwitchKey, boolean>>({ includeKeywords: true, highlightProjects: true, focusOnRecent: true });
  const tailor = useTailorResume();
  const submitting = tailor.isPending;
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TailoredResult | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errors = validate(file, jobDescription);
    // A saved resume stands in for the file.
    const fileProblem = savedResume && !file ? undefined : errors.file;
    setFileError(fileProblem ?? null);
    setJdError(errors.jobDescription ?? null);
    if (fileProblem || errors.jobDescription || (!file && !savedResume)) return;
    if (!user) {
      signIn.open('Please sign in to generate a tailored resume');
      return;
    }
    run(file, file ? undefined : savedResume?.id);
  };

  const run = (upload: File | null, resumeId: number | undefined) => {
    setError(null);
    tailor.mutate(
      { file: upload, resumeId, jobDescription: jobDescription.trim(), options: { roleType, preferredLength, ...switches } },
      {
        onSuccess: (answer) => {
          setResult(answer);
          window.scrollTo({ top: 0 });
        },
        onError: (err) => {
          const failure = failureOf(err);
          if (failure.kind === 'limit') {
            navigate('/dashboard', { replace: true, state: { showLimitDialog: true, limitInfo: failure.limit } });
          } else if (failure.kind === 'timeout') {
            setError('Request timed out after 60 seconds. Please try again.');
            toast({ title: 'Timeout Error', description: 'The request took too long to complete. Please try again.', variant: 'destructive' });
          } else {
            setError(failure.message || TAILOR_FALLBACK_ERROR);
          }
        },
      },
    );
  };

  const download = async (format: 'docx' | 'pdf') => {
    if (!result) return;
    try {
      await downloadDocument({ format, content: result.text, filename: 'Tailored_Resume', kind: 'resume' });
    } catch (err) {
      const message = `Failed to generate ${format.toUpperCase()} file`;
      setError(message);
      toast({ title: 'Download Failed', description: errorMessage(err) ?? `Could not download ${format.toUpperCase()} file`, variant: 'destructive' });
    }
  };

  const reset = () => {
    setResult(null);
    setError(null);
    setFile(null);
    setSavedResume(null);
    setFileError(null);
    setJobDescription('');
    setJdError(null);
    setRoleType('technical');
    setPreferredLength('medium');
    setSwitches({ includeKeywords: true, highlightProjects: true, focusOnRecent: true });
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" className="mb-4">
        <Link href="/dashboard">
          <ArrowLeft aria-hidden="true" /> Back to Dashboard
        </Link>
      </Button>
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Tailor Your Resume</h1>
        <p className="mt-2 text-slate-700">
          Reorder and focus your real experience on what this job asks for. We never add skills or jobs your resume doesn't have.
        </p>
      </header>

      {submitting ? (
        <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/95 p-6 text-center" role="status" aria-live="polite">
          <Loader2 className="size-12 animate-spin text-indigo-700 motion-reduce:animate-none" aria-hidden="true" />
          <h2 className="text-2xl font-semibold text-slate-900">Tailoring Your Resume</h2>
          <p className="text-slate-700">We're optimizing your resume for this specific job...</p>
        </div>
      ) : null}

      {result ? (
        <div className="space-y-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 className="text-2xl font-semibold text-emerald-800">Your Tailored Resume is Ready!</h2>
          </div>
          {error ? (
            <Alert variant="destructive">
              <AlertTitle>Error</AlertTitle>
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
          <TailoredPreview text={result.text} />
          <WriterNote report={result.writer} document="tailored resume" />
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => download('docx')}>
              <Download aria-hidden="true" /> Download as DOCX
            </Button>
            <Button onClick={() => download('pdf')} variant="secondary">
              <Download aria-hidden="true" /> Download as PDF
            </Button>
            <Button variant="outline" onClick={reset}>
              Create Another Tailored Resume
            </Button>
            <Button variant="ghost" asChild>
              <Link href="/dashboard">Return to Dashboard</Link>
            </Button>
          </div>
          <TailoredMatchPanel before={result.matchBefore} after={result.matchAfter} />
          {renderProfile && result.resumeId != null ? renderProfile(result.resumeId, () => run(null, result.resumeId ?? undefined)) : null}
        </div>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Resume and job</CardTitle>
            <CardDescription>Upload your resume, paste the job description and choose how to tailor it.</CardDescription>
          </CardHeader>
          <CardContent>
            {error ? (
              <Alert variant="destructive" className="mb-6">
                <AlertTitle>Error</AlertTitle>
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            ) : null}
            <form className="space-y-6" onSubmit={submit} noValidate>
              <FileUpload
                label="Resume (PDF or DOCX, max 5MB)"
                file={file}
                onChange={setFile}
                onError={setFileError}
                accept={ACCEPT}
                error={fileError}
                hint="PDF or DOCX, up to 5MB"
              />
              <SavedResumePicker
                value={file ? null : savedResume}
                onChange={(picked) => {
                  setSavedResume(picked);
                  if (picked) setFileError(null);
                }}
              />
              <div className="space-y-2">
                <Label htmlFor="tailor-jd">Job description</Label>
                <Textarea
                  id="tailor-jd"
                  rows={8}
                  value={jobDescription}
                  onChange={(e) => setJobDescription(e.target.value)}
                  placeholder="Paste the full job description here"
                  aria-invalid={jdError ? true : undefined}
                  aria-describedby={jdError ? 'tailor-jd-error' : undefined}
                />
                {jdError ? (
                  <p id="tailor-jd-error" className="text-sm text-red-700" role="alert">
                    {jdError}
                  </p>
                ) : null}
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="space-y-2">
                  <Label htmlFor="tailor-role">Role Type</Label>
                  <Select value={roleType} onValueChange={(v) => setRoleType(v as RoleType)}>
                    <SelectTrigger id="tailor-role">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {ROLE_TYPES.map((r) => (
                        <SelectItem key={r} value={r}>
                          {ROLE_TYPE_LABELS[r]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
                <div className="space-y-2">
                  <Label htmlFor="tailor-length">Resume Length</Label>
                  <Select value={preferredLength} onValueChange={(v) => setPreferredLength(v as ResumeLength)}>
                    <SelectTrigger id="tailor-length">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {RESUME_LENGTHS.map((l) => (
                        <SelectItem key={l} value={l}>
                          {RESUME_LENGTH_LABELS[l]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
              </div>
              <fieldset className="space-y-3">
                <legend className="text-sm font-medium text-slate-900">Options</legend>
                {SWITCHES.map((s) => (
                  <div key={s.key} className="flex items-center gap-3">
                    <Switch
                      id={`tailor-${s.key}`}
                      checked={switches[s.key]}
                      onCheckedChange={(checked) => setSwitches((prev) => ({ ...prev, [s.key]: checked }))}
                    />
                    <Label htmlFor={`tailor-${s.key}`}>{s.label}</Label>
                  </div>
                ))}
              </fieldset>
              <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
                Generate Tailored Resume
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
