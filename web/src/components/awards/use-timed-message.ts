import { useCallback, useEffect, useState } from 'react';

/** A message shown for `ms` milliseconds, then cleared (the spec's success notices); each `show` restarts the wait. */
export function useTimedMessage(ms: number): [string | null, (message: string) => void] {
  const [shown, setShown] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  return [shown?.text ?? null, useCallback((text: string) => setShown({ text }), [])];
}
