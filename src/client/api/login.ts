// POST /api/login (SPEC.md sections 4 and 8): sets the current user and raises the catalogue's toasts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUser, type TLoginRequest, type TUser } from '../../shared/auth.ts';
import { toast } from '../components/ui/use-toast.ts';
import { requestJson } from '../lib/api-client.ts';
import { authErrorMessage } from './auth-error-message.ts';
import { setCurrentUser } from './get-user.ts';

export function login(body: TLoginRequest): Promise<TUser> {
  return requestJson(ZUser, 'POST', '/api/login', body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<TUser, Error, TLoginRequest>({
    mutationFn: login,
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      toast({ title: 'Login successful', description: `Welcome back, ${user.username}` });
    },
    onError: (err) => {
      toast({ title: 'Login failed', description: authErrorMessage(err) ?? 'Invalid username or password', variant: 'destructive' });
    },
  });
}
