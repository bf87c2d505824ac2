import { useQuery } from '@tanstack/react-query';
import type { TUser } from '../../shared/auth.ts';
import { getQueryFn } from './http.ts';

export const USER_KEY = ['/api/user'] as const;

/** The current user; null when signed out (a 401 means none). */
export function useUser() {
  const query = useQuery<TUser | null>({ queryKey: USER_KEY, queryFn: getQueryFn({ on401: 'returnNull' }) });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
