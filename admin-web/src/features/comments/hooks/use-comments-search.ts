import { z } from 'zod';
import { useUrlState } from '@/lib/url-state';

/** The three categories of the moderation screen; flagged comments come first (spec 002). */
export const COMMENT_CATEGORIES = ['flagged', 'all', 'hidden'] as const;
export type CommentCategory = (typeof COMMENT_CATEGORIES)[number];

/** The moderation screen's state as kept in the URL, each field back to its default when invalid. */
const commentsSearchSchema = z.object({
  status: z.enum(COMMENT_CATEGORIES).catch('flagged'),
  search: z.string().trim().min(1).max(100).optional().catch(undefined),
  page: z.preprocess(Number, z.number().int().positive()).catch(1),
});

export type CommentsSearch = z.output<typeof commentsSearchSchema>;

/** Category, search and page of the moderation screen, read from and written to the URL. */
export const useCommentsSearch = () => useUrlState(commentsSearchSchema);
