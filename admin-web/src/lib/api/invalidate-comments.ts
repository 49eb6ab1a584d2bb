import type { QueryClient } from '@tanstack/react-query';
import { commentStatsKey } from './comment-stats';
import { commentsKey } from './comments';
import { flaggedCommentsKey } from './flagged-comments';

/** A moderation decision moves a comment between tabs and changes every count: all three reads are refetched. */
export const invalidateComments = (queryClient: QueryClient) =>
  Promise.all(
    [commentsKey, flaggedCommentsKey, commentStatsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
