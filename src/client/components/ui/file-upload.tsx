// Generic file picker (SPEC.md section 5): default max 5 MB, types checked against an accept list.
import { FileText, Upload, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

export interface FileUploadProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  onError: (message: string | null) => void;
  /** Accepted extensions, e.g. ['.pdf', '.docx']. */
  accept: string[];
  maxBytes?: number;
  error?: string | null;
  hint?: string;
}

export function validateFile(file: File, accept: string[], maxBytes = MAX_UPLOAD_BYTES): string | null {
  const name = file.name.toLowerCase();
  if (!accept.some((ext) => name.endsWith(ext.toLowerCase()))) {
    return `File type not accepted. Please upload a valid file type (${accept.join(', ')})`;
  }
  if (file.size > maxBytes) return `File size must be less than ${Math.round(maxBytes / 1024 / 1024)}MB`;
  return null;
}

export function FileUpload({ label, file, onChange, onError, accept, maxBytes = MAX_UPLOAD_BYTES, error, hint }: FileUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const pick = (f: File | undefined) => {
    if (!f) return;
    const problem = validateFile(f, accept, maxBytes);
    if (problem) {
      onChange(null);
      onError(problem);
      if (input.current) input.current.value = '';
      return;
    }
    onError(null);
    onChange(f);
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <div
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
          error ? 'border-red-400 bg-red-50' : file ? 'border-emerald-400 bg-emerald-50' : 'border-slate-300 bg-white hover:border-indigo-400',
        )}
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          pick(e.dataTransfer.files[0]);
        }}
      >
        {file ? (
          <div className="flex items-center gap-2 text-sm text-slate-900">
            <FileText className="size-5 text-emerald-700" aria-hidden="true" />
            <span className="break-all">{file.name}</span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${file.name}`}
              onClick={() => {
                onChange(null);
                if (input.current) input.current.value = '';
              }}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        ) : (
          <>
            <Upload className="size-6 text-slate-500" aria-hidden="true" />
            <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
              Choose file
            </Button>
            {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
          </>
        )}
        <input
          ref={input}
          id={id}
          type="file"
          className="sr-only"
          accept={accept.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => pick(e.target.files?.[0])}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
