import { unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { comments as COMMENTS_TEXT } from '@/messages/comments';
import { commentKeys } from './comment-keys';
import { editLoadedComments } from './get-participant-comments';

/** DELETE /api/contests/comments/{id} (the author's own comment). */
export async function deleteComment(id: number): Promise<void> {
  unwrap(await api.DELETE('/api/contests/comments/{id}', { params: { path: { id } } }), COMMENTS_TEXT.deleteFailed);
}

export function useDeleteComment(participantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_, id) => {
      editLoadedComments(queryClient, participantId, (comments) => comments.filter((comment) => comment.id !== id), -1);
      void queryClient.invalidateQueries({ queryKey: commentKeys.ofParticipant(participantId) });
    },
  });
}
