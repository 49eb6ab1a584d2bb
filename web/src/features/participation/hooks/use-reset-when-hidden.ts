import { useEffect, useRef } from 'react';

/**
 * Calls `reset` when the page is hidden (another tab or app), so a child's details are not left
 * on a shared phone. Opening the photo picker hides the page on Android: the returned `pickingFile`
 * callback marks that moment so the reset is skipped until the page is visible again.
 */
export function useResetWhenHidden(reset: () => void, enabled = true): { pickingFile: () => void } {
  const picking = useRef(false);
  const latestReset = useRef(reset);
  useEffect(() => {
    latestReset.current = reset;
  });
  useEffect(() => {
    if (!enabled) return;
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        picking.current = false;
      } else if (!picking.current) {
        latestReset.current();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [enabled]);
  return {
    pickingFile: () => {
      picking.current = true;
    },
  };
}
