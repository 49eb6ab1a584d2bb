import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { type InfiniteData, infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { comments as COMMENTS_TEXT } from '@/messages/comments';
import { commentKeys } from './comment-keys';

export type Comment = components['schemas']['CommentResponse'];
export type CommentPage = components['schemas']['PageResponse'] & { results: Comment[] };

export const COMMENTS_PAGE_SIZE = 10;

/** GET /api/contests/participants/{id}/comments: the visible comments, newest first, one page. */
export async function getParticipantComments(participantId: number, page: number): Promise<CommentPage> {
  return unwrap(
    await api.GET('/api/contests/participants/{id}/comments', {
      params: { path: { id: participantId }, query: { page, page_size: COMMENTS_PAGE_SIZE } },
    }),
    COMMENTS_TEXT.loadFailed,
  );
}

export const participantCommentsQuery = (participantId: number) =>
  infiniteQueryOptions({
    queryKey: commentKeys.ofParticipant(participantId),
    queryFn: ({ pageParam }) => getParticipantComments(participantId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: CommentPage) => (last.current_page < last.total_pages ? last.current_page + 1 : undefined),
  });

/** A participant's comments, page after page ("Voir plus"). */
export const useParticipantComments = (participantId: number) =>
  useInfiniteQuery(participantCommentsQuery(participantId));

/**
 * Changes the loaded comments of a participant at once (before the refetch confirms it): `edit`
 * gets every loaded comment, newest first, and returns the new list; `countChange` adjusts the total.
 */
export function editLoadedComments(
  queryClient: QueryClient,
  participantId: number,
  edit: (comments: Comment[], page: number) => Comment[],
  countChange = 0,
): void {
  queryClient.setQueryData<InfiniteData<CommentPage, number>>(commentKeys.ofParticipant(participantId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({
            ...page,
            results: edit(page.results, index),
            count: page.count + countChange,
          })),
        }
      : data,
  );
}
