import { HelpCircle } from 'lucide-react';

/** The mark on a field the parser read with low confidence (shared/profile.ts UNSURE_BELOW). */
export function UnsureBadge({ id }: { id?: string }) {
  return (
    <span id={id} className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-testid="unsure-mark">
      <HelpCircle className="size-3.5" aria-hidden="true" />
      Unsure<span className="sr-only">: we may have read this wrong, please check it</span>
    </span>
  );
}
