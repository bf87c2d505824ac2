import { AlertCircle, FileText, Upload, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { track } from '../../lib/analytics.ts';
import { cn } from '../../lib/cn.ts';
import { RESUME_ACCEPT, checkResumeFile, fileKind, formatBytes } from './resume-file.ts';

export interface ResumeDropZoneProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
}

/** Resume upload: click to browse or drag and drop; initial, selected and error states. */
export function ResumeDropZone({ file, onFileChange }: ResumeDropZoneProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  function clearInput() {
    if (inputRef.current) inputRef.current.value = '';
  }

  function accept(next: File | undefined) {
    if (!next) return;
    const check = checkResumeFile(next);
    if (!check.ok) {
      setError(check.message);
      onFileChange(null);
      clearInput();
      track('resume_upload_error', { error_type: check.errorType, file_type: next.type || 'unknown', file_size: next.size });
      return;
    }
    setError(null);
    onFileChange(next);
    track('resume_file_uploaded', { file_type: next.type || fileKind(next) || 'unknown', file_size: next.size, file_name_length: next.name.length });
  }

  function remove() {
    onFileChange(null);
    setError(null);
    clearInput();
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    accept(e.dataTransfer.files?.[0]);
  }

  const inputId = `${id}-resume`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium leading-none text-slate-800" id={`${id}-label`}>
        Resume
      </span>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={RESUME_ACCEPT}
        className="peer sr-only"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        aria-invalid={error ? true : undefined}
        data-testid="resume-input"
        onChange={(e) => accept(e.target.files?.[0])}
      />
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4" data-testid="resume-selected">
          <FileText className="size-8 shrink-0 text-emerald-700" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">{file.name}</p>
            <p className="text-xs text-slate-600">{formatBytes(file.size)}</p>
          </div>
          <Button type="button" variant="ghost" size="icon" onClick={remove} aria-label={`Remove ${file.name}`}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="resume-drop-zone"
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-600 peer-focus-visible:ring-offset-2',
            error ? 'border-red-400 bg-red-50' : dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-slate-50 hover:border-indigo-400 hover:bg-indigo-50/50',
          )}
        >
          {error ? <AlertCircle className="mb-1 size-8 text-red-700" aria-hidden="true" /> : <Upload className="mb-1 size-8 text-indigo-600" aria-hidden="true" />}
          {error ? (
            <>
              <span id={errorId} role="alert" className="text-sm font-medium text-red-800">
                {error}
              </span>
              <span id={hintId} className="text-xs text-red-800">
                Please upload a PDF or DOCX file (max 5MB)
              </span>
            </>
          ) : (
            <span id={hintId} className="flex flex-col gap-1">
              <span className="text-sm font-medium text-slate-900">Drag and drop your resume here</span>
              <span className="text-sm text-indigo-700">or click to browse files</span>
              <span className="text-xs text-slate-600">Supports PDF and DOCX (max 5MB)</span>
            </span>
          )}
        </label>
      )}
    </div>
  );
}
