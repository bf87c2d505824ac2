// POST /api/logout: forgets the current user and every cached query of the account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../components/ui/use-toast.ts';
import { apiRequest } from '../lib/api-client.ts';
import { authErrorMessage } from './auth-error-message.ts';
import { setCurrentUser } from './get-user.ts';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    mutationFn: logout,
    onSuccess: () => {
      setCurrentUser(queryClient, null);
      toast({ title: 'Logged out', description: 'You have been logged out successfully' });
    },
    onError: (err) => {
      toast({ title: 'Logout failed', description: authErrorMessage(err) ?? 'An error occurred during logout', variant: 'destructive' });
    },
  });
}
