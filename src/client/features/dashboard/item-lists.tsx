// The three dashboard lists: cover letters, tailored resumes, original resumes.
import { Download, ExternalLink, Eye, FileText, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { inferCompanyName } from '../../../shared/company-name.ts';
import { PREVIEW } from '../../../shared/constants.ts';
import { formatIsoDay, formatLongDate, truncate } from '../../../shared/display.ts';
import type { TCoverLetter, TResume } from '../../../shared/letters.ts';
import { RESUME_LENGTH_LABELS } from '../../../shared/style.ts';
import type { TTailoredResume } from '../../../shared/tailored.ts';
import { downloadDocument } from '../../api/download-document.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useDeleteCoverLetter } from './api/delete-cover-letter.ts';
import { useDeleteResume } from './api/delete-resume.ts';
import { useDeleteTailoredResume } from './api/delete-tailored-resume.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { TextViewer } from './text-viewer.tsx';

/** The posting a letter was written for (captured by the browser extension). */
function PostingLink({ url }: { url: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="flex items-center gap-1 truncate text-sm text-indigo-700 underline" data-testid="posting-url">
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{displayPostingUrl(url)}</span>
      <span className="sr-only">(job posting, opens in a new tab)</span>
    </a>
  );
}

function displayPostingUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return url;
  }
}

function EmptyState({ title, text, href, action }: { title: string; text: string; href: string; action: string }) {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <FileText className="size-10 text-slate-400" aria-hidden="true" />
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        <p className="max-w-sm text-sm text-slate-600">{text}</p>
        <Button asChild>
          <Link href={href}>{action}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={label}>
      {children}
    </ul>
  );
}

function ViewButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="sm" variant="outline" onClick={onClick}>
      <Eye aria-hidden="true" /> View
    </Button>
  );
}

function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={onClick} aria-label={label}>
      <Trash2 aria-hidden="true" /> Delete
    </Button>
  );
}

function useDeleteFlow(what: string, title: string, remove: (id: number) => Promise<void>) {
  const [target, setTarget] = useState<number | null>(null);
  const confirm = async () => {
    const id = target;
    setTarget(null);
    if (id === null) return;
    try {
      await remove(id);
      toast({ title, description: `Your ${what} has been deleted.` });
    } catch {
      toast({ title: 'Deletion Failed', description: `There was a problem deleting your ${what}. Please try again.`, variant: 'destructive' });
    }
  };
  const dialog = <ConfirmDelete what={what} open={target !== null} onOpenChange={(o) => !o && setTarget(null)} onConfirm={confirm} />;
  return { ask: setTarget, dialog };
}

function Preview({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      <p className="text-sm text-slate-800">{children}</p>
    </div>
  );
}

async function downloadLetter(letter: TCoverLetter, format: 'docx' | 'pdf') {
  toast({ title: 'Download Started', description: `Your cover letter is downloading as ${format.toUpperCase()}.` });
  try {
    await downloadDocument({ format, content: letter.content, filename: `Cover_Letter_${formatIsoDay(letter.createdAt)}` });
  } catch {
    toast({ title: 'Download Failed', description: 'There was a problem downloading your cover letter. Please try again.', variant: 'destructive' });
  }
}

export function CoverLetterList({ letters }: { letters: TCoverLetter[] }) {
  const del = useDeleteCoverLetter();
  const flow = useDeleteFlow('cover letter', 'Cover Letter Deleted', (id) => del.mutateAsync(id));
  const [viewing, setViewing] = useState<TCoverLetter | null>(null);
  if (letters.length === 0) {
    return <EmptyState title="No Cover Letters Yet" text="Create your first cover letter from your resume and a job description." href="/generator" action="Create Cover Letter" />;
  }
  return (
    <>
      <CardGrid label="Cover letters">
        {letters.map((letter) => {
          const company = inferCompanyName(letter);
          return (
            <li key={letter.id}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <div className="flex flex-wrap items-center gap-2">
                    <CardTitle className="text-base">{company.name}</CardTitle>
                    <Badge variant={company.source === 'DB' ? 'secondary' : 'outline'}>{company.source}</Badge>
                    {letter.isRegenerated ? <Badge variant="warning">Regenerated</Badge> : null}
                  </div>
                  <CardDescription>{formatLongDate(letter.createdAt)}</CardDescription>
                  {letter.postingUrl ? <PostingLink url={letter.postingUrl} /> : null}
                </CardHeader>
                <CardContent className="flex-1 space-y-3">
                  <Preview label="Job description">{truncate(letter.jobDescription, PREVIEW.jobDescription)}</Preview>
                  <Preview label="Letter">{truncate(letter.content, PREVIEW.letter)}</Preview>
                </CardContent>
                <CardFooter className="flex flex-wrap gap-2">
                  <ViewButton onClick={() => setViewing(letter)} />
                  <Button size="sm" variant="outline" onClick={() => downloadLetter(letter, 'docx')} aria-label={`Download ${company.name} cover letter as DOCX`}>
                    <Download aria-hidden="true" /> Download DOCX
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => downloadLetter(letter, 'pdf')} aria-label={`Download ${company.name} cover letter as PDF`}>
                    <Download aria-hidden="true" /> PDF
                  </Button>
                  <DeleteButton label={`Delete ${company.name} cover letter`} onClick={() => flow.ask(letter.id)} />
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </CardGrid>
      {flow.dialog}
      <TextViewer
        open={viewing !== null}
        onOpenChange={(o) => !o && setViewing(null)}
        title={viewing ? `Cover letter — ${inferCompanyName(viewing).name}` : ''}
        description={viewing ? formatLongDate(viewing.createdAt) : undefined}
        text={viewing?.content ?? ''}
        actions={
          viewing ? (
            <>
              <Button variant="outline" onClick={() => downloadLetter(viewing, 'docx')}>Download DOCX</Button>
              <Button onClick={() => downloadLetter(viewing, 'pdf')}>Download PDF</Button>
            </>
          ) : null
        }
      />
    </>
  );
}

export function TailoredResumeList({ items }: { items: TTailoredResume[] }) {
  const del = useDeleteTailoredResume();
  const flow = useDeleteFlow('tailored resume', 'Tailored Resume Deleted', (id) => del.mutateAsync(id));
  const [viewing, setViewing] = useState<TTailoredResume | null>(null);
  if (items.length === 0) {
    return <EmptyState title="No Tailored Resumes Yet" text="Tailor your resume to a job description in a few seconds." href="/create-tailored-resume" action="Tailor Resume" />;
  }
  return (
    <>
      <CardGrid label="Tailored resumes">
        {items.map((item) => (
          <li key={item.id}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <div className="flex flex-wrap items-center gap-2">
                  <CardTitle className="break-all text-base">{item.filename}</CardTitle>
                  <Badge variant="secondary">{item.roleType}</Badge>
                </div>
                <CardDescription>{formatLongDate(item.createdAt)}</CardDescription>
              </CardHeader>
              <CardContent className="flex-1 space-y-3">
                <Preview label="Job description">{truncate(item.jobDescription, PREVIEW.jobDescription)}</Preview>
                <Preview label="Content">{truncate(item.content, PREVIEW.tailored)}</Preview>
                <p className="text-xs text-slate-600">Length: {RESUME_LENGTH_LABELS[item.preferredLength] ?? item.preferredLength}</p>
              </CardContent>
              <CardFooter className="flex flex-wrap gap-2">
                <ViewButton onClick={() => setViewing(item)} />
                <Button size="sm" variant="outline" asChild>
                  <a href={`/api/tailored-resumes/${item.id}/download`} download>
                    <Download aria-hidden="true" /> Download Template
                  </a>
                </Button>
                <Button size="sm" variant="outline" asChild>
                  <a href={`/api/tailored-resumes/${item.id}/content`} download={`${item.filename.replace(/\.[^.]+$/, '')}-tailored.txt`}>
                    <FileText aria-hidden="true" /> Download Content
                  </a>
                </Button>
                <DeleteButton label={`Delete tailored resume ${item.filename}`} onClick={() => flow.ask(item.id)} />
              </CardFooter>
            </Card>
          </li>
        ))}
      </CardGrid>
      {flow.dialog}
      <TextViewer
        open={viewing !== null}
        onOpenChange={(o) => !o && setViewing(null)}
        title={viewing ? `Tailored resume — ${viewing.filename}` : ''}
        description={viewing ? formatLongDate(viewing.createdAt) : undefined}
        text={viewing?.content ?? ''}
        actions={
          viewing ? (
            <Button asChild>
              <a href={`/api/tailored-resumes/${viewing.id}/download`} download>
                Download Template
              </a>
            </Button>
          ) : null
        }
      />
    </>
  );
}

export function ResumeList({ items }: { items: TResume[] }) {
  const del = useDeleteResume();
  const flow = useDeleteFlow('resume', 'Resume Deleted', (id) => del.mutateAsync(id));
  if (items.length === 0) {
    return <EmptyState title="No Resumes Yet" text="Resumes you upload to create letters appear here." href="/generator" action="Upload a Resume" />;
  }
  return (
    <>
      <CardGrid label="Original resumes">
        {items.map((item) => (
          <li key={item.id}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <CardTitle className="break-all text-base">{item.filename}</CardTitle>
                <CardDescription className="flex flex-wrap items-center gap-2">
                  {formatLongDate(item.createdAt)}
                  {item.correctedAt ? <Badge variant="success">Corrected by you</Badge> : null}
                </CardDescription>
              </CardHeader>
              <CardContent className="flex-1">
                <p className="text-sm text-slate-800">{truncate(item.extractedText, PREVIEW.original)}</p>
              </CardContent>
              <CardFooter className="flex flex-wrap gap-2">
                {/* View opens the resume's profile: what we read, to check and correct (/resumes/:id). */}
                <Button asChild variant="outline" size="sm">
                  <Link href={`/resumes/${item.id}`} aria-label={`View resume ${item.filename}`}>
                    <Eye aria-hidden="true" /> View
                  </Link>
                </Button>
                <DeleteButton label={`Delete resume ${item.filename}`} onClick={() => flow.ask(item.id)} />
              </CardFooter>
            </Card>
          </li>
        ))}
      </CardGrid>
      {flow.dialog}
    </>
  );
}
