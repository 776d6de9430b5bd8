import { useMutation } from '@tanstack/react-query';
import type { TestimonialRequest } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/testimonials: a parent's words for the home page, shown once an admin approves them. */
export function createTestimonial(input: TestimonialRequest): Promise<unknown> {
  return apiRequest<unknown>('/api/testimonials', {
    method: 'POST',
    body: { ...input },
    token: 'user',
  });
}

export function useCreateTestimonial() {
  return useMutation({ mutationFn: createTestimonial });
}
