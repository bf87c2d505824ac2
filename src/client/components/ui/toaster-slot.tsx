import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from './use-toast.ts';

// The toast UI (Radix Toast) loads with the first toast, so pages that raise none never fetch it.
const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/** Mount once near the root in place of <Toaster />. */
export function ToasterSlot() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
