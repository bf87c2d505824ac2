import { Redirect } from 'wouter';
import { useIsAdmin } from '../../api/get-admin-status.ts';
import { useUser } from '../../api/get-user.ts';
import { Spinner } from '../ui/spinner.tsx';
import { RedirectToSignIn, type GuardProps } from './protected-route.tsx';

function AdminLoading() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-700">
      <Spinner className="size-8" label="" />
      <p>Loading admin dashboard...</p>
    </div>
  );
}

/** Admins only: not signed in → /auth; signed in but not admin → /dashboard. */
export function AdminRoute({ children, beforeSignIn }: GuardProps) {
  const { user, isLoading } = useUser();
  const admin = useIsAdmin();
  if (isLoading) return <AdminLoading />;
  if (!user) return <RedirectToSignIn beforeSignIn={beforeSignIn} />;
  if (admin.isPending) return <AdminLoading />;
  if (!admin.data) return <Redirect to="/dashboard" replace />;
  return <>{children}</>;
}
