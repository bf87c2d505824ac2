// POST /api/register (SPEC.md sections 4 and 8): the new account is signed in at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUser, type TRegisterRequest, type TUser } from '../../shared/auth.ts';
import { toast } from '../components/ui/use-toast.ts';
import { requestJson } from '../lib/api-client.ts';
import { authErrorMessage } from './auth-error-message.ts';
import { setCurrentUser } from './get-user.ts';

export function register(body: TRegisterRequest): Promise<TUser> {
  return requestJson(ZUser, 'POST', '/api/register', body);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation<TUser, Error, TRegisterRequest>({
    mutationFn: register,
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      toast({ title: 'Registration successful', description: 'Your account has been created!' });
    },
    onError: (err) => {
      toast({ title: 'Registration failed', description: authErrorMessage(err) ?? 'Could not create account', variant: 'destructive' });
    },
  });
}
