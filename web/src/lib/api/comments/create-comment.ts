import { ApiError, unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { comments as COMMENTS_TEXT } from '@/messages/comments';
import { commentKeys } from './comment-keys';
import { type Comment, editLoadedComments } from './get-participant-comments';

/**
 * POST /api/contests/participants/{id}/comment. Past the per-reader limit the API answers 429 with
 * Retry-After (seconds): the message says how long to wait.
 */
export async function createComment(participantId: number, text: string): Promise<Comment> {
  const result = await api.POST('/api/contests/participants/{id}/comment', {
    params: { path: { id: participantId } },
    body: { text },
  });
  const retryAfter = Number(result.response.headers.get('Retry-After'));
  if (result.response.status === 429 && retryAfter > 0) {
    throw new ApiError(429, COMMENTS_TEXT.rateLimited(Math.ceil(retryAfter / 60)), result.error);
  }
  return unwrap(result, COMMENTS_TEXT.createFailed);
}

/** Publishes a comment: it goes on top of the list at once, then the list is read again. */
export function useCreateComment(participantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => createComment(participantId, text),
    onSuccess: (comment) => {
      editLoadedComments(
        queryClient,
        participantId,
        (comments, page) => (page === 0 ? [comment, ...comments] : comments),
        1,
      );
      void queryClient.invalidateQueries({ queryKey: commentKeys.ofParticipant(participantId) });
    },
  });
}
