// Placeholder: another engineer replaces this page (keep the file name, the export and the props).
import { usePageTitle } from '../lib/use-page-title.ts';

export interface GuidePageProps {
  /** /tips/:slug or /resources/:slug */
  section: 'tips' | 'resources';
  slug: string;
}

export function GuidePage({ section, slug }: GuidePageProps) {
  const title = slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6" data-section={section}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">Coming soon</p>
    </div>
  );
}
