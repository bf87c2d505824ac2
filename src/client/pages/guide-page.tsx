// /tips/:slug and /resources/:slug: short guides written for ApplyKit, rendered from our own markdown.
import { ArrowLeft, ArrowRight, FileText } from 'lucide-react';
import { Marked } from 'marked';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button.tsx';
import { GUIDES, findGuide, guidePath } from '../content/guides/guides.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { NotFoundPage } from './not-found-page.tsx';

export interface GuidePageProps {
  /** /tips/:slug or /resources/:slug */
  section: 'tips' | 'resources';
  slug: string;
}

const SOURCES = import.meta.glob<string>('../content/guides/*.md', { query: '?raw', import: 'default', eager: true });

// Only our own markdown is rendered; raw HTML in it is dropped all the same.
const markdown = new Marked({ gfm: true, renderer: { html: () => '' } });

function guideSource(slug: string): string | undefined {
  return SOURCES[`../content/guides/${slug}.md`];
}

const PROSE =
  'text-slate-800 leading-relaxed [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_a]:text-indigo-700 [&_a]:underline [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-200 [&_blockquote]:bg-slate-50 [&_blockquote]:px-4 [&_blockquote]:py-2 [&_blockquote]:text-slate-700';

export function GuidePage({ section, slug }: GuidePageProps) {
  const guide = findGuide(section, slug);
  const source = guide ? guideSource(guide.slug) : undefined;
  usePageTitle(guide?.title ?? 'Page Not Found');
  const html = useMemo(() => (source ? (markdown.parse(source, { async: false }) as string) : ''), [source]);
  if (!guide || !source) return <NotFoundPage />;

  const others = GUIDES.filter((g) => g.section === section && g.slug !== slug);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link href="/create-cover-letter" className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to create a cover letter
      </Link>
      <article className="mt-6" data-testid="guide">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{section === 'tips' ? 'Cover letter tips' : 'Career resources'}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{guide.title}</h1>
        <p className="mt-2 text-lg text-slate-600">{guide.summary}</p>
        {/* Trusted content: our own markdown files, with raw HTML stripped by the renderer. */}
        <div className={`mt-6 ${PROSE}`} dangerouslySetInnerHTML={{ __html: html }} />
      </article>

      <aside className="mt-10 rounded-2xl border border-indigo-100 bg-indigo-50 p-6" aria-labelledby="guide-cta">
        <h2 id="guide-cta" className="flex items-center gap-2 text-lg font-semibold text-indigo-950">
          <FileText className="size-5 text-indigo-700" aria-hidden="true" />
          Put it into practice
        </h2>
        <p className="mt-1 text-sm text-slate-700">Upload your resume, paste a job description and get a letter grounded in your own experience.</p>
        <Button asChild className="mt-4">
          <Link href="/create-cover-letter">
            Create your cover letter
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </aside>

      <nav aria-label="More guides" className="mt-10">
        <h2 className="text-base font-semibold text-slate-900">More {section === 'tips' ? 'cover letter tips' : 'career resources'}</h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {others.map((g) => (
            <li key={g.slug}>
              <Link href={guidePath(g)} className="text-indigo-700 underline-offset-2 hover:underline">
                {g.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
