import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useUser } from '../../api/use-user.ts';
import { Spinner } from '../ui/spinner.tsx';

export const ADMIN_STATUS_URL = '/api/admin/check-admin-status';

/** Admin status from the server; false on 401 or any error (SPEC.md section 6). */
async function fetchIsAdmin(signal: AbortSignal): Promise<boolean> {
  try {
    const res = await fetch(ADMIN_STATUS_URL, { credentials: 'include', signal });
    if (!res.ok) return false;
    const body = (await res.json()) as { isAdmin?: unknown };
    return body.isAdmin === true;
  } catch {
    return false;
  }
}

export function useIsAdmin(enabled = true) {
  const { user } = useUser();
  return useQuery({
    queryKey: [ADMIN_STATUS_URL, user?.id ?? null],
    queryFn: ({ signal }) => fetchIsAdmin(signal),
    enabled: enabled && Boolean(user),
    staleTime: 0,
  });
}

function AdminLoading() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-700">
      <Spinner className="size-8" label="" />
      <p>Loading admin dashboard...</p>
    </div>
  );
}

/** Admins only: not signed in → /auth; signed in but not admin → /dashboard. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  const admin = useIsAdmin();
  if (isLoading) return <AdminLoading />;
  if (!user) return <Redirect to="/auth" replace />;
  if (admin.isPending) return <AdminLoading />;
  if (!admin.data) return <Redirect to="/dashboard" replace />;
  return <>{children}</>;
}
