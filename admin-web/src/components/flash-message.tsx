import { useCallback, useEffect, useState } from 'react';

export interface Flash {
  kind: 'success' | 'error';
  text: string;
}

/** A message shown for `durationMs` (the spec's 3 seconds), then gone; a new one replaces it. */
export function useFlash(durationMs = 3000) {
  const [flash, setFlash] = useState<(Flash & { shownAt: number }) | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), durationMs);
    return () => clearTimeout(timer);
  }, [flash, durationMs]);
  const show = useCallback((next: Flash) => setFlash({ ...next, shownAt: Date.now() }), []);
  return [flash, show] as const;
}

/** The live region where flash messages appear (present before them, so screen readers announce them). */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  return (
    <div className="flash-area" aria-live="polite">
      {flash && (
        <p className={`flash flash--${flash.kind}`} role={flash.kind === 'error' ? 'alert' : 'status'}>
          {flash.text}
        </p>
      )}
    </div>
  );
}
