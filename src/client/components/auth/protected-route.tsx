import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { Spinner } from '../ui/spinner.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}

/** Signed-in only: a spinner while the current user loads, then /auth when signed out. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to="/auth" replace />;
  return <>{children}</>;
}
