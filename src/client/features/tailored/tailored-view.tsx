import { ArrowLeft, Download, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { TAILORED_JD_MAX, TAILORED_JD_MIN } from '../../../shared/constants.ts';
import type { TMatchReport } from '../../../shared/letters.ts';
import { RESUME_LENGTHS, ROLE_TYPES, type ResumeLength, type RoleType } from '../../../shared/style.ts';
import { errorMessage } from '../../api/http.ts';
import { downloadDocument } from '../../api/use-dashboard.ts';
import { requestTailoredResume } from '../../api/use-tailor.ts';
import { useUser } from '../../api/use-user.ts';
import { useSignInModal } from '../../components/auth/sign-in-modal.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FileUpload } from '../../components/ui/file-upload.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { TailoredMatchPanel, TailoredPreview } from './tailored-preview.tsx';

const ROLE_LABELS: Record<RoleType, string> = { technical: 'Technical', creative: 'Creative', management: 'Management', 'entry-level': 'Entry-level' };
const LENGTH_LABELS: Record<ResumeLength, string> = { short: 'Short (1 page)', medium: 'Medium (1-2 pages)', comprehensive: 'Comprehensive (2+ pages)' };
const SWITCHES = [
  { key: 'includeKeywords', label: 'Match job keywords' },
  { key: 'highlightProjects', label: 'Showcase relevant projects' },
  { key: 'focusOnRecent', label: 'Prioritize recent experience' },
] as const;
type SwitchKey = (typeof SWITCHES)[number]['key'];

const ACCEPT = ['.pdf', '.docx'];

function validate(file: File | null, jd: string): { file?: string; jobDescription?: string } {
  const errors: { file?: string; jobDescription?: string } = {};
  if (!file) errors.file = 'Please upload your resume.';
  else if (!/\.(pdf|docx)$/i.test(file.name)) errors.file = 'Only PDF and DOCX files are accepted';
  else if (file.size > 5 * 1024 * 1024) errors.file = 'File size must be less than 5MB';
  const trimmed = jd.trim();
  if (trimmed.length < TAILORED_JD_MIN) errors.jobDescription = 'Job description must be at least 30 characters';
  else if (trimmed.length >= TAILORED_JD_MAX) errors.jobDescription = 'Job description must be less than 10,000 characters';
  return errors;
}

export function TailoredView() {
  usePageTitle('Tailor Your Resume');
  const { user } = useUser();
  const signIn = useSignInModal();
  const [, navigate] = useLocation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [jobDescription, setJobDescription] = useState('');
  const [jdError, setJdError] = useState<string | null>(null);
  const [roleType, setRoleType] = useState<RoleType>('technical');
  const [preferredLength, setPreferredLength] = useState<ResumeLength>('medium');
  const [switches, setSwitches] = useState<Record<SwitchKey, boolean>>({ includeKeywords: true, highlightProjects: true, focusOnRecent: true });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ text: string; before: TMatchReport | null; after: TMatchReport | null } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = validate(file, jobDescription);
    setFileError(errors.file ?? null);
    setJdError(errors.jobDescription ?? null);
    if (errors.file || errors.jobDescription || !file) return;
    if (!user) {
      signIn.open('Please sign in to generate a tailored resume');
      return;
    }
    setError(null);
    setSubmitting(true);
    const outcome = await requestTailoredResume(file, jobDescription.trim(), { roleType, preferredLength, ...switches });
    setSubmitting(false);
    if (outcome.kind === 'ok') {
      setResult({ text: outcome.text, before: outcome.matchBefore, after: outcome.matchAfter });
      window.scrollTo({ top: 0 });
    } else if (outcome.kind === 'limit') {
      navigate('/dashboard', { replace: true, state: { showLimitDialog: true, limitInfo: outcome.limit } });
    } else if (outcome.kind === 'timeout') {
      setError('Request timed out after 60 seconds. Please try again.');
      toast({ title: 'Timeout Error', description: 'The request took too long to complete. Please try again.', variant: 'destructive' });
    } else {
      setError(outcome.message || 'An error occurred while generating your tailored resume');
    }
  };

  const download = async (format: 'docx' | 'pdf') => {
    if (!result) return;
    try {
      await downloadDocument(format, result.text, 'Tailored_Resume', 'resume');
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
          <TailoredMatchPanel before={result.before} after={result.after} />
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
                          {ROLE_LABELS[r]}
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
                          {LENGTH_LABELS[l]}
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
