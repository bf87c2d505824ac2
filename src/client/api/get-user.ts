// GET /api/user: the current user, or null when signed out (a 401 means none).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZUser, type TUser } from '../../shared/auth.ts';
import { throwIfResNotOk } from '../lib/api-client.ts';

export const userQueryKey = ['/api/user'] as const;

export async function getUser(signal?: AbortSignal): Promise<TUser | null> {
  const res = await fetch('/api/user', { credentials: 'include', signal });
  if (res.status === 401) return null;
  await throwIfResNotOk(res);
  return ZUser.parse(await res.json());
}

export const getUserQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: ({ signal }) => getUser(signal) });

export function useUser() {
  const query = useQuery(getUserQueryOptions());
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

/**
 * Sets the new current user, then resets every other cached query: data of the previous account is
 * dropped, and queries still on screen refetch under the new identity.
 */
export function setCurrentUser(queryClient: QueryClient, user: TUser | null): void {
  queryClient.setQueryData(userQueryKey, user);
  void queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
}
