import type { Flash } from '@/components/flash-message';
import { useHideComment } from '@/lib/api/comments/hide-comment';
import { useUnflagComment } from '@/lib/api/comments/unflag-comment';
import { useUnhideComment } from '@/lib/api/comments/unhide-comment';
import { comments as COMMENTS_TEXT } from '@/messages/comments';

export type ModerationAction = 'hide' | 'unhide' | 'unflag';

/** The spec's message after each action, success or failure (shown 3 seconds). */
const OUTCOMES: Record<ModerationAction, { done: string; failed: string }> = {
  hide: { done: COMMENTS_TEXT.hidden, failed: COMMENTS_TEXT.hideFailed },
  unhide: { done: COMMENTS_TEXT.unhidden, failed: COMMENTS_TEXT.unhideFailed },
  unflag: { done: COMMENTS_TEXT.unflagged, failed: COMMENTS_TEXT.unflagFailed },
};

/** Hide, show again or clear the flags of a comment, then say how it went. */
export function useModeration(showFlash: (flash: Flash) => void) {
  const mutations = { hide: useHideComment(), unhide: useUnhideComment(), unflag: useUnflagComment() };
  const moderate = (action: ModerationAction, commentId: number) =>
    mutations[action].mutate(commentId, {
      onSuccess: () => showFlash({ kind: 'success', text: OUTCOMES[action].done }),
      onError: () => showFlash({ kind: 'error', text: OUTCOMES[action].failed }),
    });
  const pendingId = Object.values(mutations).find((mutation) => mutation.isPending)?.variables ?? null;
  return { moderate, pendingId };
}
