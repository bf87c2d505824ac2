import { AlertTriangle, ArrowLeft, Download, Edit3, FileText, Loader2, RefreshCw, Save } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { RECOMMENDED_MAX_WORDS } from '../../../shared/constants.ts';
import { downloadFilename } from '../../../shared/filename.ts';
import type { TWriterReport } from '../../../shared/letters.ts';
import { findPlaceholders, replacePlaceholder, splitByPlaceholders } from '../../../shared/placeholders.ts';
import { countWords, formatWordCount } from '../../../shared/word-count.ts';
import { downloadDocument } from '../../api/download-document.ts';
import { WriterNote } from '../../components/documents/writer-note.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../../components/ui/tooltip.tsx';
import { track } from '../../lib/analytics.ts';
import { cn } from '../../lib/cn.ts';
import { PlaceholderButton } from './placeholder-button.tsx';

export const UNFILLED_TOOLTIP = 'You have unfilled placeholders in your cover letter';

export interface ResultsViewProps {
  /** The letter as generated; new content resets edits. */
  content: string;
  customFilename: string | undefined;
  onRegenerate: () => void;
  /** Regeneration needs a held resume. */
  canRegenerate: boolean;
  /** Back to the form (inputs kept). */
  onStartOver?: () => void;
  /** The writer's note that the resume could not fill the chosen length. */
  notice?: string;
  /** Which writer wrote the letter (and why a model's answer was replaced). */
  writer?: TWriterReport;
  children?: ReactNode;
}

type Format = 'docx' | 'pdf';

export function ResultsView({ content, customFilename, onRegenerate, canRegenerate, onStartOver, notice, writer, children }: ResultsViewProps) {
  const [text, setText] = useState(content);
  const [editing, setEditing] = useState(false);
  const [openPlaceholder, setOpenPlaceholder] = useState<number | null>(null);
  const [downloading, setDownloading] = useState<Format | null>(null);

  // New letter content resets the edits and word count (SPEC.md section 4).
  useEffect(() => {
    setText(content);
    setEditing(false);
    setOpenPlaceholder(null);
  }, [content]);

  const words = countWords(text);
  const tooLong = words > RECOMMENDED_MAX_WORDS;
  const placeholderCount = findPlaceholders(text).length;
  const hasPlaceholders = placeholderCount > 0;

  useEffect(() => {
    if (hasPlaceholders) track('cover_letter_has_placeholders', { placeholder_count: placeholderCount });
  }, [hasPlaceholders, placeholderCount]);

  async function download(format: Format) {
    setDownloading(format);
    track('cover_letter_download', { format, has_unfilled_placeholders: hasPlaceholders, word_count: words });
    try {
      const saveAs = downloadFilename(customFilename, format);
      await downloadDocument({ format, content: text, filename: saveAs.replace(/\.(docx|pdf)$/i, ''), saveAs });
    } catch {
      window.alert(`Failed to download as ${format.toUpperCase()}. Please try again.`);
    } finally {
      setDownloading(null);
    }
  }

  function downloadButton(format: Format) {
    const button = (
      <Button type="button" variant={format === 'docx' ? 'default' : 'outline'} onClick={() => void download(format)} disabled={downloading !== null || text.trim() === ''}>
        {downloading === format ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
        Download {format.toUpperCase()}
      </Button>
    );
    if (!hasPlaceholders) return button;
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          {/* A span keeps the tooltip reachable even while the button is disabled. */}
          <span className="inline-flex">
            {button}
          </span>
        </TooltipTrigger>
        <TooltipContent>{UNFILLED_TOOLTIP}</TooltipContent>
      </Tooltip>
    );
  }

  return (
    <TooltipProvider delayDuration={150}>
      <div className="grid gap-6">
        <section aria-labelledby="letter-title" className="rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="results-view">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
            <h2 id="letter-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <FileText className="size-5 text-indigo-600" aria-hidden="true" />
              Your Cover Letter
            </h2>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => setEditing((e) => !e)} aria-pressed={editing}>
                {editing ? <Save aria-hidden="true" /> : <Edit3 aria-hidden="true" />}
                {editing ? 'Save' : 'Edit'}
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={onRegenerate} disabled={!canRegenerate}>
                <RefreshCw aria-hidden="true" />
                Regenerate
              </Button>
            </div>
          </div>

          <div className="px-5 py-5">
            {hasPlaceholders ? (
              <p role="status" className="mb-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="placeholder-notice">
                <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                <span>
                  <strong className="font-semibold">Please fill in all placeholders</strong>
                  <span className="text-amber-900"> — click a highlighted [placeholder] to replace it.</span>
                </span>
              </p>
            ) : null}

            {editing ? (
              <Textarea
                aria-label="Cover letter text"
                value={text}
                onChange={(e) => setText(e.target.value)}
                className="min-h-[28rem] font-serif text-[15px] leading-relaxed"
                data-testid="letter-editor"
              />
            ) : (
              <div className="whitespace-pre-wrap break-words font-serif text-[15px] leading-relaxed text-slate-900" data-testid="letter-text">
                {splitByPlaceholders(text).map((part, i) =>
                  part.type === 'text' ? (
                    <span key={i}>{part.text}</span>
                  ) : (
                    <PlaceholderButton
                      key={`${i}-${part.placeholder.start}-${part.placeholder.inner}`}
                      placeholder={part.placeholder}
                      open={openPlaceholder === part.placeholder.index}
                      onOpenChange={(open) => setOpenPlaceholder(open ? part.placeholder.index : null)}
                      onReplace={(value) => {
                        setText((t) => replacePlaceholder(t, part.placeholder.index, value));
                        setOpenPlaceholder(null);
                      }}
                    />
                  ),
                )}
              </div>
            )}

            {notice ? (
              <p role="status" className="mt-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="length-notice">
                <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                {notice}
              </p>
            ) : null}
            <WriterNote report={writer} />
            {tooLong ? (
              <p role="status" className="mt-4 flex items-start gap-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="length-warning">
                <AlertTriangle className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
                {editing
                  ? 'Your cover letter exceeds the recommended 400-word limit. Consider making it more concise.'
                  : 'Your cover letter exceeds the recommended 400-word limit. Consider editing to make it more concise.'}
              </p>
            ) : null}
          </div>

          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-5 py-4">
            <p className={cn('text-sm tabular-nums', tooLong ? 'font-medium text-red-700' : 'text-slate-600')} data-testid="letter-word-count">
              {formatWordCount(words)}
              {tooLong ? ' (exceeds recommended 400 word limit)' : ''}
            </p>
            <div className="flex flex-wrap gap-2">
              {downloadButton('docx')}
              {downloadButton('pdf')}
            </div>
          </div>
        </section>
        {children}
        {onStartOver ? (
          <div>
            <Button type="button" variant="ghost" onClick={onStartOver}>
              <ArrowLeft aria-hidden="true" />
              Back to the form
            </Button>
          </div>
        ) : null}
      </div>
    </TooltipProvider>
  );
}
