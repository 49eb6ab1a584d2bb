import { unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { comments as COMMENTS_TEXT } from '@/messages/comments';
import { api } from '../../api-client';
import type { AdminComment } from './comments';
import { invalidateComments } from './invalidate-comments';

/** POST /api/contests/comments/{id}/unhide: the comment is shown to the public again. */
export async function unhideComment(id: number): Promise<AdminComment> {
  return unwrap(
    await api.POST('/api/contests/comments/{id}/unhide', { params: { path: { id } } }),
    COMMENTS_TEXT.unhideFailed,
  );
}

export function useUnhideComment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unhideComment, onSettled: () => invalidateComments(queryClient) });
}
