import { unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { comments as COMMENTS_TEXT } from '@/messages/comments';
import { commentKeys } from './comment-keys';
import { editLoadedComments } from './get-participant-comments';

/** PATCH /api/contests/comments/{id} with the new text (the author only; the API marks it edited). */
export async function updateComment(id: number, text: string) {
  return unwrap(
    await api.PATCH('/api/contests/comments/{id}', { params: { path: { id } }, body: { text } }),
    COMMENTS_TEXT.editFailed,
  );
}

export function useUpdateComment(participantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => updateComment(id, text),
    onSuccess: (updated) => {
      editLoadedComments(queryClient, participantId, (comments) =>
        comments.map((comment) =>
          comment.id === updated.id ? { ...comment, text: updated.text, is_edited: updated.is_edited } : comment,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: commentKeys.ofParticipant(participantId) });
    },
  });
}
