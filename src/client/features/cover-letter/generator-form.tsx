import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { RESUME_REQUIRED_MESSAGE, ZJobDescription } from '../../../shared/cover-letter-rules.ts';
import { finalizeFilename, autoFilename } from '../../../shared/filename.ts';
import { DEFAULT_STYLE, type StyleSettings } from '../../../shared/style.ts';
import { countWords, formatWordCount } from '../../../shared/word-count.ts';
import type { GeneratorSubmission } from '../../api/generator-submission.ts';
import type { SavedResume } from '../../components/documents/saved-resume-picker.tsx';
import { useUser } from '../../api/get-user.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { track } from '../../lib/analytics.ts';
import { cn } from '../../lib/cn.ts';
import { AdvancedOptions } from './advanced-options.tsx';
import { ResumeDropZone } from './resume-drop-zone.tsx';

// Only a signed-in user has saved resumes; the landing page (signed out) does not load the picker's code.
const SavedResumePicker = lazy(() => import('../../components/documents/saved-resume-picker.tsx').then((m) => ({ default: m.SavedResumePicker })));

export interface GeneratorFormProps {
  onSubmit: (submission: GeneratorSubmission) => void;
  /** Premium accounts may change the advanced settings. */
  isPremium: boolean;
  /** Values to start from (e.g. when coming back to the form after an error). */
  initial?: Partial<GeneratorSubmission> | null;
  busy?: boolean;
  className?: string;
}

/** The cover letter form of SPEC.md section 2, with its submit-time rules (section 5). */
export function GeneratorForm({ onSubmit, isPremium, initial, busy, className }: GeneratorFormProps) {
  const id = useId();
  const { user } = useUser();
  const [jobDescription, setJobDescription] = useState(initial?.jobDescription ?? '');
  const [resume, setResume] = useState<File | null>(initial?.resume ?? null);
  const [savedResume, setSavedResume] = useState<SavedResume | null>(initial?.savedResume ?? null);
  const [fullName, setFullName] = useState(initial?.fullName ?? '');
  const [companyName, setCompanyName] = useState(initial?.companyName ?? '');
  const [filename, setFilename] = useState(initial?.customFilename ?? '');
  const [settings, setSettings] = useState<StyleSettings>(initial?.settings ?? DEFAULT_STYLE);

  // Auto-fill (SPEC.md section 4): a change of name or company refills the filename.
  function refill(nextName: string, nextCompany: string) {
    const auto = autoFilename(nextName, nextCompany);
    if (auto !== undefined) setFilename(auto);
    else if (filename === autoFilename(fullName, companyName)) setFilename('');
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    // The shared rules of the job description (required, at most 20,000 characters) and of the resume.
    const jd = ZJobDescription.safeParse(jobDescription);
    if (!jd.success) {
      window.alert(jd.error.issues[0]?.message);
      return;
    }
    if (!resume && !savedResume) {
      window.alert(RESUME_REQUIRED_MESSAGE);
      return;
    }
    const customFilename = finalizeFilename(filename, fullName, companyName);
    // Free accounts always send the defaults of the premium-only settings.
    const sent: StyleSettings = isPremium
      ? settings
      : { ...settings, focusAreas: DEFAULT_STYLE.focusAreas, languageStyle: DEFAULT_STYLE.languageStyle, industrySpecificity: DEFAULT_STYLE.industrySpecificity };
    track('cover_letter_form_submitted', {
      job_description_length: jobDescription.length,
      job_description_word_count: countWords(jobDescription),
      resume_file_type: resume ? resume.type || 'unknown' : 'saved',
      resume_file_size: resume?.size ?? 0,
      has_custom_filename: Boolean(customFilename),
      has_full_name: fullName.trim() !== '',
      has_company_name: companyName.trim() !== '',
    });
    onSubmit({ jobDescription, resume, ...(resume || !savedResume ? {} : { savedResume }), fullName, companyName, customFilename, settings: sent });
  }

  const words = countWords(jobDescription);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8', className)}
      data-testid="generator-form"
    >
      <div className="mb-6">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
          Create Your Perfect Cover Letter
        </h2>
        <p className="mt-1 text-slate-600">Our AI crafts a personalised cover letter from your resume and the job description in seconds.</p>
      </div>

      <div className="grid gap-6">
        <div className="grid gap-2">
          <div className="flex items-end justify-between gap-2">
            <Label htmlFor={`${id}-jd`}>Job Description</Label>
            <span id={`${id}-jd-count`} className="text-xs tabular-nums text-slate-600" data-testid="jd-word-count">
              {formatWordCount(words)}
            </span>
          </div>
          <Textarea
            id={`${id}-jd`}
            name="jobDescription"
            rows={8}
            value={jobDescription}
            onChange={(e) => setJobDescription(e.target.value)}
            placeholder="Paste the full job description here..."
            aria-describedby={`${id}-jd-count`}
            className="min-h-40"
          />
        </div>

        <ResumeDropZone
          file={resume}
          onFileChange={(file) => {
            setResume(file);
            if (file) setSavedResume(null);
          }}
        />
        {user ? (
          <Suspense fallback={null}>
            <SavedResumePicker value={resume ? null : savedResume} onChange={setSavedResume} />
          </Suspense>
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>
              Full Name <span className="font-normal text-slate-600">(optional)</span>
            </Label>
            <Input
              id={`${id}-name`}
              name="fullName"
              autoComplete="name"
              value={fullName}
              placeholder="e.g. Jane Smith"
              onChange={(e) => {
                setFullName(e.target.value);
                refill(e.target.value, companyName);
              }}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-company`}>
              Company Name <span className="font-normal text-slate-600">(optional)</span>
            </Label>
            <Input
              id={`${id}-company`}
              name="companyName"
              autoComplete="organization"
              value={companyName}
              placeholder="e.g. Acme Inc."
              onChange={(e) => {
                setCompanyName(e.target.value);
                refill(fullName, e.target.value);
              }}
            />
          </div>
        </div>

        <div className="grid gap-2">
          <Label htmlFor={`${id}-filename`}>
            Filename <span className="font-normal text-slate-600">(optional)</span>
          </Label>
          <Input
            id={`${id}-filename`}
            name="customFilename"
            value={filename}
            placeholder="Auto-generated from name and company"
            aria-describedby={`${id}-filename-note`}
            onChange={(e) => setFilename(e.target.value)}
          />
          <p id={`${id}-filename-note`} className="text-xs text-slate-600">
            Auto-generated from name and company. The extension (.pdf or .docx) is added automatically and spaces are removed.
          </p>
        </div>

        <AdvancedOptions settings={settings} onChange={setSettings} isPremium={isPremium} />

        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          <Sparkles aria-hidden="true" />
          Generate Cover Letter
        </Button>
      </div>
    </form>
  );
}
