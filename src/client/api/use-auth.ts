// Account mutations (SPEC.md sections 4 and 8): each sets the current-user query data and raises
// the catalogue's toasts. Failure toasts show the server's human message, never "401: {json}".
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TLoginRequest, TRegisterRequest, TUser } from '../../shared/auth.ts';
import { toast } from '../components/ui/use-toast.ts';
import { ApiError, apiRequest } from './http.ts';
import { USER_KEY } from './use-user.ts';

function humanMessage(err: unknown): string | undefined {
  if (err instanceof ApiError) return err.serverMessage;
  if (err instanceof Error && err.message) return err.message;
  return undefined;
}

/**
 * Sets the new current user, then resets every other cached query: data of the previous account is
 * dropped, and queries still on screen refetch under the new identity.
 */
function resetAccountData(queryClient: QueryClient, user: TUser | null): void {
  queryClient.setQueryData(USER_KEY, user);
  void queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<TUser, Error, TLoginRequest>({
    mutationFn: async (body) => (await apiRequest('POST', '/api/login', body)).json(),
    onSuccess: (user) => {
      resetAccountData(queryClient, user);
      toast({ title: 'Login successful', description: `Welcome back, ${user.username}` });
    },
    onError: (err) => {
      toast({ title: 'Login failed', description: humanMessage(err) ?? 'Invalid username or password', variant: 'destructive' });
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation<TUser, Error, TRegisterRequest>({
    mutationFn: async (body) => (await apiRequest('POST', '/api/register', body)).json(),
    onSuccess: (user) => {
      resetAccountData(queryClient, user);
      toast({ title: 'Registration successful', description: 'Your account has been created!' });
    },
    onError: (err) => {
      toast({ title: 'Registration failed', description: humanMessage(err) ?? 'Could not create account', variant: 'destructive' });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: () => {
      resetAccountData(queryClient, null);
      toast({ title: 'Logged out', description: 'You have been logged out successfully' });
    },
    onError: (err) => {
      toast({ title: 'Logout failed', description: humanMessage(err) ?? 'An error occurred during logout', variant: 'destructive' });
    },
  });
}
