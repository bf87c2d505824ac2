import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export interface SpinnerProps {
  className?: string;
  /** Accessible text announced to screen readers; omit for a purely decorative spinner. */
  label?: string;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={cn('size-6 animate-spin text-indigo-600 motion-reduce:animate-none', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
