// "Use a saved resume": beside the upload on the cover-letter and tailored-resume forms, a signed-in
// user may pick one of their stored originals instead of uploading it again. A saved resume is
// written from its corrected profile when the user corrected what we read.
import { useId } from 'react';
import { formatLongDate } from '../../../shared/display.ts';
import { useResumes } from '../../api/get-resumes.ts';
import { useUser } from '../../api/get-user.ts';

export interface SavedResume {
  id: number;
  filename: string;
}

export interface SavedResumePickerProps {
  value: SavedResume | null;
  onChange: (resume: SavedResume | null) => void;
}

export function SavedResumePicker({ value, onChange }: SavedResumePickerProps) {
  const id = useId();
  const { user } = useUser();
  const resumes = useResumes(Boolean(user));
  const items = resumes.data ?? [];
  if (!user || items.length === 0) return null;
  return (
    <div className="grid gap-2" data-testid="saved-resume-picker">
      <label htmlFor={`${id}-saved`} className="text-sm font-medium text-slate-900">
        Or use a saved resume
      </label>
      <select
        id={`${id}-saved`}
        className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
        value={value ? String(value.id) : ''}
        aria-describedby={`${id}-saved-note`}
        onChange={(e) => {
          const picked = items.find((r) => String(r.id) === e.target.value);
          onChange(picked ? { id: picked.id, filename: picked.filename } : null);
        }}
      >
        <option value="">No, I'll upload a file</option>
        {items.map((r) => (
          <option key={r.id} value={r.id}>
            {r.filename} ({formatLongDate(r.createdAt)}){r.correctedAt ? ', with your corrections' : ''}
          </option>
        ))}
      </select>
      <p id={`${id}-saved-note`} className="text-xs text-slate-600">
        A saved resume is written from what you corrected in "What we read", with no new upload.
      </p>
    </div>
  );
}
