import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components, operations } from '@contracts/api-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { comments as COMMENTS_TEXT } from '@/messages/comments';
import { api } from '../../api-client';
import { commentKeys } from './comment-keys';

export type AdminComment = components['schemas']['AdminCommentResponse'];
export type CommentQuery = NonNullable<operations['CommentModerationController_list']['parameters']['query']>;
export type CommentPage = components['schemas']['PageResponse'] & { results: AdminComment[] };

/** GET /api/contests/comments: one page of comments, all of them or only the hidden ones (`status`). */
export async function getComments(query: CommentQuery): Promise<CommentPage> {
  return unwrap(await api.GET('/api/contests/comments', { params: { query } }), COMMENTS_TEXT.loadFailed);
}

export const commentsQuery = (query: CommentQuery) =>
  queryOptions({
    queryKey: commentKeys.list(query),
    queryFn: () => getComments(query),
    placeholderData: keepPreviousData,
  });

export const useComments = (query: CommentQuery, enabled = true) => useQuery({ ...commentsQuery(query), enabled });
