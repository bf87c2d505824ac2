import { use, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useUser } from '../../api/get-user.ts';
import { Spinner } from '../ui/spinner.tsx';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}

/** Sends a signed-out visitor to /auth, once `beforeSignIn` (the sign-in page's code) has loaded. */
export function RedirectToSignIn({ beforeSignIn }: { beforeSignIn?: () => Promise<unknown> }) {
  if (beforeSignIn) use(beforeSignIn());
  return <Redirect to="/auth" replace />;
}

export interface GuardProps {
  children: ReactNode;
  /** Loads the /auth page's code; returns the same promise on every call. */
  beforeSignIn?: () => Promise<unknown>;
}

/** Signed-in only: a spinner while the current user loads, then /auth when signed out. */
export function ProtectedRoute({ children, beforeSignIn }: GuardProps) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <RedirectToSignIn beforeSignIn={beforeSignIn} />;
  return <>{children}</>;
}
