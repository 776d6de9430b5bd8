import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportReason } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { changeCachedCommunity } from './story-community.ts';

export interface ReportInput {
  reason: ReportReason;
  details?: string;
}

/** The body both reports send: no details key when the parent wrote none. */
export function reportBody({ reason, details }: ReportInput): Record<string, unknown> {
  const text = details?.trim();
  return text ? { reason, details: text } : { reason };
}

/** POST a report of a story; a second one by the same parent is accepted and changes nothing. */
export function reportStory(storyId: number, input: ReportInput): Promise<{ reported: true }> {
  return apiRequest(`/api/community/stories/${storyId}/report`, {
    method: 'POST',
    body: reportBody(input),
    token: 'user',
  });
}

/** Sent from the report dialog, which shows the sending state; once accepted the story is marked reported. */
export function useReportStory(storyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportInput) => reportStory(storyId, input),
    onSuccess: () =>
      changeCachedCommunity(queryClient, storyId, (community) => ({
        ...community,
        reported: true,
      })),
  });
}
