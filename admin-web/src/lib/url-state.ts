import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';

export type UrlStateChanges = Record<string, string | number | undefined>;

/**
 * A screen's state (filters, tab, page…) kept in the URL query, read through `schema` (whose fields
 * fall back to their defaults on bad values, so a hand-edited address never breaks the screen).
 * `update` sets the given keys; an empty or undefined value removes the key.
 */
export function useUrlState<Schema extends z.ZodTypeAny>(schema: Schema) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(
    () => schema.parse(Object.fromEntries(searchParams)) as z.output<Schema>,
    [schema, searchParams],
  );
  const update = useCallback(
    (changes: UrlStateChanges) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setSearchParams],
  );
  return [state, update] as const;
}
