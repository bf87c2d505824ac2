import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: LucideIcon;
  loading?: boolean;
}

/** One figure with its label and a short line of context. */
export function StatCard({ title, value, hint, icon: Icon, loading }: StatCardProps) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-sm font-medium text-slate-600">{title}</h3>
        {Icon ? <Icon aria-hidden="true" className="size-5 shrink-0 text-indigo-600" /> : null}
      </div>
      <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums" aria-busy={loading || undefined}>
        {loading ? <>
            <span aria-hidden="true" className="inline-block h-8 w-20 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
            <span className="sr-only">Loading</span>
          </> : value}
      </p>
      {hint && !loading ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
    </Card>
  );
}

export function QueryError({ what }: { what: string }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      Could not load {what}. Please reload the page.
    </p>
  );
}
