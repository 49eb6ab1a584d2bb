import { useSearchParams } from 'react-router-dom';

/** Pages the user is never sent back to after signing in. */
const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];

/**
 * Where to go after signing in: `returnUrl` (or `redirect`, set after a failed token refresh) when
 * it is a path of this site, else `/`. Anything else (`https://…`, `//host`, `/\host`, `javascript:`)
 * is ignored so a link cannot send the user to another site.
 */
export function safeReturnPath(search: URLSearchParams): string {
  for (const candidate of [search.get('returnUrl'), search.get('redirect')]) {
    if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) continue;
    const url = new URL(candidate, window.location.origin);
    if (url.origin !== window.location.origin) continue;
    if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) continue;
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return '/';
}

/** The safe return path of the current page's query. */
export function useReturnPath(): string {
  const [search] = useSearchParams();
  return safeReturnPath(search);
}

/** `?returnUrl=…` carrying the current return path to the sibling auth pages (nothing when it is `/`). */
export function returnQuery(path: string): string {
  return path === '/' ? '' : `?returnUrl=${encodeURIComponent(path)}`;
}
