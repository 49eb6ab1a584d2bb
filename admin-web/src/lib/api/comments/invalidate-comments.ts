import { invalidateKeys } from '@bebe-star/web-common/query-client';
import type { QueryClient } from '@tanstack/react-query';
import { commentKeys } from './comment-keys';

/** A moderation decision moves a comment between tabs and changes every count: all three reads are refetched. */
export const invalidateComments = (queryClient: QueryClient) =>
  invalidateKeys(queryClient, [commentKeys.lists(), commentKeys.flaggedLists(), commentKeys.stats()]);
