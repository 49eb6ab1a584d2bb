import { useCallback, useEffect, useRef, useState } from 'react';
import { focusFirstError } from '../utils/focus-first-error';

/**
 * A container whose first problem is focused (focusFirstError) once the render that draws it is done:
 * call `refused()` when a submit is refused or fails.
 */
export function useFocusFirstError<T extends HTMLElement>() {
  const container = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) focusFirstError(container.current);
  }, [requests]);
  const refused = useCallback(() => setRequests((count) => count + 1), []);
  return { container, refused };
}
