import { unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { comments as COMMENTS_TEXT } from '@/messages/comments';
import { api } from '../../api-client';
import type { AdminComment } from './comments';
import { invalidateComments } from './invalidate-comments';

/** POST /api/contests/comments/{id}/hide: the comment is hidden from the public (is_active false). */
export async function hideComment(id: number): Promise<AdminComment> {
  return unwrap(
    await api.POST('/api/contests/comments/{id}/hide', { params: { path: { id } } }),
    COMMENTS_TEXT.hideFailed,
  );
}

export function useHideComment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: hideComment, onSettled: () => invalidateComments(queryClient) });
}
