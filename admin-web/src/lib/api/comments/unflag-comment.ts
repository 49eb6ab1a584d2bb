import { unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { comments as COMMENTS_TEXT } from '@/messages/comments';
import { api } from '../../api-client';
import type { AdminComment } from './comments';
import { invalidateComments } from './invalidate-comments';

/** POST /api/contests/comments/{id}/unflag: its flags are dismissed and it leaves the flagged list. */
export async function unflagComment(id: number): Promise<AdminComment> {
  return unwrap(
    await api.POST('/api/contests/comments/{id}/unflag', { params: { path: { id } } }),
    COMMENTS_TEXT.unflagFailed,
  );
}

export function useUnflagComment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unflagComment, onSettled: () => invalidateComments(queryClient) });
}
