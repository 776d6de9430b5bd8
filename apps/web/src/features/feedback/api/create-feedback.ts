import { useMutation } from '@tanstack/react-query';
import type { CreateFeedbackRequest, CreateFeedbackResponse } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export function createFeedback(input: CreateFeedbackRequest): Promise<CreateFeedbackResponse> {
  return apiRequest<CreateFeedbackResponse>('/api/feedback', {
    method: 'POST',
    body: { ...input },
  });
}

export function useCreateFeedback() {
  return useMutation({ mutationFn: createFeedback });
}
