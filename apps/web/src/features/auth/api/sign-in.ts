import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest, RegisterRequest } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApplyUserSession } from '../../../lib/session/sign-in.ts';

/** Login and registration both answer a session; it is stored and the parent's own lists are refetched. */
function useSessionMutation<Input extends object>(path: string) {
  const applySession = useApplyUserSession();
  return useMutation({
    mutationFn: (input: Input) =>
      apiRequest<AuthResponse>(path, {
        method: 'POST',
        body: { ...input } as Record<string, unknown>,
        token: 'none',
      }),
    onSuccess: (response) => {
      if (!response?.user || !response.authToken) throw new Error('invalid response');
      applySession(response.user, response.authToken);
    },
  });
}

export const useLogin = () => useSessionMutation<LoginRequest>('/api/auth/login');
export const useRegister = () => useSessionMutation<RegisterRequest>('/api/auth/register');
