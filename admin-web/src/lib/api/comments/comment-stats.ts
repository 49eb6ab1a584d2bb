import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { comments as COMMENTS_TEXT } from '@/messages/comments';
import { api } from '../../api-client';
import { commentKeys } from './comment-keys';

export type CommentStats = components['schemas']['CommentStatsResponse'];

/** GET /api/contests/comments/stats: total, visible, hidden and flagged comments. */
export async function getCommentStats(): Promise<CommentStats> {
  return unwrap(await api.GET('/api/contests/comments/stats'), COMMENTS_TEXT.loadFailed);
}

export const commentStatsQuery = () => queryOptions({ queryKey: commentKeys.stats(), queryFn: getCommentStats });

export const useCommentStats = () => useQuery(commentStatsQuery());
