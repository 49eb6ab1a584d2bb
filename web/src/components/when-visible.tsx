import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once its place comes near the screen (within `margin`): a section below the fold
 * costs a phone on metered data nothing until the visitor scrolls towards it — neither its code, nor
 * its requests, nor its photos. `ready`: whether what is above has taken its height (its data came),
 * so that the place is judged where it will stay. The server and the browser's first render both show
 * the placeholder (its height from `placeholderClass`: the pages' security policy allows no inline
 * style), so a page rendered on the server is taken over unchanged. Without IntersectionObserver, at once.
 */
export function WhenVisible({
  children,
  ready = true,
  placeholderClass,
  margin = '200px',
}: {
  children: ReactNode;
  ready?: boolean;
  /** Gives the placeholder the section's height, so that what follows does not jump when it comes. */
  placeholderClass?: string;
  margin?: string;
}) {
  const [shown, setShown] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown || !ready) return;
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, ready, margin]);
  return shown ? children : <div ref={place} className={placeholderClass} aria-hidden="true" />;
}
