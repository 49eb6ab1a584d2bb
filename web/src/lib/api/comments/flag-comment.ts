import { unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { comments as COMMENTS_TEXT } from '@/messages/comments';
import { commentKeys } from './comment-keys';

/** POST /api/contests/comments/{id}/flag (once per reader); answers the API's thank-you message. */
export async function flagComment(id: number, reason: string): Promise<string> {
  const body = reason ? { reason } : {};
  const { detail } = unwrap(
    await api.POST('/api/contests/comments/{id}/flag', { params: { path: { id } }, body }),
    COMMENTS_TEXT.flagFailed,
  );
  return detail;
}

/** Flags a comment; the list is read again, since enough flags hide it until a moderator looks. */
export function useFlagComment(participantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => flagComment(id, reason),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: commentKeys.ofParticipant(participantId) });
    },
  });
}
