// Placeholder: another engineer replaces this page (keep the file name and the export).
import { usePageTitle } from '../lib/use-page-title.ts';

export function SubscriptionPage() {
  usePageTitle('Upgrade Your Experience');
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Upgrade Your Experience</h1>
      <p className="mt-4 text-slate-600">Coming soon</p>
    </div>
  );
}
