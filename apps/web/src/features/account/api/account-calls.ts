import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, MessageResponse } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { userQueryKey } from '../../../lib/session/get-user.ts';
import { storeUserToken } from '../../../lib/tokens.ts';

const post = <T>(
  path: string,
  body: Record<string, unknown> = {},
  method: 'POST' | 'PATCH' | 'DELETE' = 'POST',
) => apiRequest<T>(path, { method, body, token: 'user' });

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    // With the parent's session when there is one: the CSRF token is bound to the session, and a
    // call without it was refused once, then reissued an anonymous token that the next call refused.
    mutationFn: (token: string) =>
      apiRequest<{ message: string; user?: CurrentUser }>('/api/auth/verify-email', {
        method: 'POST',
        body: { token },
        token: 'user',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) =>
      apiRequest<MessageResponse>('/api/auth/forgot-password', {
        method: 'POST',
        body: { email },
        token: 'none',
      }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiRequest<MessageResponse>('/api/auth/reset-password', {
        method: 'POST',
        body: input,
        token: 'none',
      }),
  });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; language: string; displayName?: string }) =>
      post<CurrentUser>('/api/user/profile', input, 'PATCH'),
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}

export const useChangeEmail = () =>
  useMutation({
    mutationFn: (input: { email: string; currentPassword: string }) =>
      post<MessageResponse>('/api/user/email', input),
  });

/** The answer carries a new token for this session; every other session ends. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      post<MessageResponse & { authToken: string }>('/api/user/password', input),
    onSuccess: (response) => storeUserToken(response.authToken),
  });

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (password: string) => post<MessageResponse>('/api/user', { password }, 'DELETE'),
  });
