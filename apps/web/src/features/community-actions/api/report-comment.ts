import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { changeCachedComments } from './comments-cache.ts';
import { reportBody, type ReportInput } from './report-story.ts';

/** POST a report of a comment; a second one by the same parent is accepted and changes nothing. */
export function reportComment(commentId: number, input: ReportInput): Promise<{ reported: true }> {
  return apiRequest(`/api/community/comments/${commentId}/report`, {
    method: 'POST',
    body: reportBody(input),
    token: 'user',
  });
}

/** Sent from the report dialog; once accepted the comment is marked reported. */
export function useReportComment(storyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, ...input }: ReportInput & { commentId: number }) =>
      reportComment(commentId, input),
    onSuccess: (_answer, { commentId }) =>
      changeCachedComments(queryClient, storyId, {
        comments: (comments) =>
          comments.map((comment) =>
            comment.id === commentId ? { ...comment, reported: true } : comment,
          ),
      }),
  });
}
