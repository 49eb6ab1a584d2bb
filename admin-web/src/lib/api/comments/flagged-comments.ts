import { unwrap } from '@bebe-star/web-common/api-errors';
import type { operations } from '@contracts/api-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { comments as COMMENTS_TEXT } from '@/messages/comments';
import { api } from '../../api-client';
import type { CommentPage } from './comments';
import { commentKeys } from './comment-keys';

export type FlaggedCommentQuery = Omit<
  NonNullable<operations['CommentModerationController_flagged']['parameters']['query']>,
  'status'
>;

/** GET /api/contests/comments/flagged: one page of the comments readers flagged since their last review. */
export async function getFlaggedComments(query: FlaggedCommentQuery): Promise<CommentPage> {
  return unwrap(await api.GET('/api/contests/comments/flagged', { params: { query } }), COMMENTS_TEXT.loadFailed);
}

export const flaggedCommentsQuery = (query: FlaggedCommentQuery) =>
  queryOptions({
    queryKey: commentKeys.flagged(query),
    queryFn: () => getFlaggedComments(query),
    placeholderData: keepPreviousData,
  });

export const useFlaggedComments = (query: FlaggedCommentQuery, enabled = true) =>
  useQuery({ ...flaggedCommentsQuery(query), enabled });
