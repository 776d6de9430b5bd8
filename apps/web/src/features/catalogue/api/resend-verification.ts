import { useMutation } from '@tanstack/react-query';
import type { ResendVerificationResponse } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** The verification prompt of the creation panels asks for the email again (SPEC.md 7). */
export const useResendVerification = () =>
  useMutation({ mutationFn: () => apiRequest<ResendVerificationResponse>('/api/auth/resend-verification', { method: 'POST', body: {}, token: 'user' }) });
