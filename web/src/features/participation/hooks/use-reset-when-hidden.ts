import { useEffect, useRef } from 'react';

/**
 * Calls `reset` when the page is hidden (another tab or app), so a child's details are not left
 * on a shared phone. Leaving on purpose (the photo picker, which hides the page on Android; the
 * terms opened in another tab) is marked with the returned `leavingOnPurpose` callback: the reset
 * is then skipped until the page is visible again.
 */
export function useResetWhenHidden(reset: () => void, enabled = true): { leavingOnPurpose: () => void } {
  const leaving = useRef(false);
  const latestReset = useRef(reset);
  useEffect(() => {
    latestReset.current = reset;
  });
  useEffect(() => {
    if (!enabled) return;
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        leaving.current = false;
      } else if (!leaving.current) {
        latestReset.current();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [enabled]);
  return {
    leavingOnPurpose: () => {
      leaving.current = true;
    },
  };
}
