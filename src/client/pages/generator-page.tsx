// Placeholder: another engineer replaces this page (keep the file name, the export and the prop).
import { usePageTitle } from '../lib/use-page-title.ts';

export interface GeneratorPageProps {
  /** 'generator' for /generator, 'create' for /create-cover-letter (adds the banner and Related Resources). */
  variant: 'generator' | 'create';
}

export function GeneratorPage({ variant }: GeneratorPageProps) {
  usePageTitle('Create a Cover Letter');
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6" data-variant={variant}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Create Your Cover Letter</h1>
      <p className="mt-4 text-slate-600">Coming soon</p>
    </div>
  );
}
