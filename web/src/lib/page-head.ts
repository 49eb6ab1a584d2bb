import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { share as SHARE_TEXT } from '@/messages/share';

/**
 * The photo a link preview shows: an address (absolute or under the site), in the re-encoded media's
 * card size (480 px on its longer side, tens of kilobytes: WhatsApp shows it large and fetches it
 * quickly on slow data).
 */
export interface PreviewImage {
  url: string;
  alt: string;
}

/** What a page's link preview says (Open Graph and Twitter card tags, and the page's title). */
export interface PageHead {
  title: string;
  description: string;
  image: PreviewImage | null;
  /** `profile` for a participant's page, `website` for the others. */
  type: 'website' | 'profile';
}

/** A route's preview, from its parameters and the data its loader asked for (null: the site's own). */
export type HeadOf = (params: Params, queryClient: QueryClient) => PageHead | null;

/** What a route with a loader may add to its `handle`: its link preview. */
export interface HeadRouteHandle {
  head: HeadOf;
}

/** The preview a route's handle declares, if any. */
export function headDeclaredBy(handle: unknown): HeadOf | undefined {
  return (handle as Partial<HeadRouteHandle> | undefined)?.head;
}

/** The site's own preview: the home page's, and any page's that declares none. */
export const SITE_HEAD: PageHead = {
  title: SHARE_TEXT.home.title,
  description: SHARE_TEXT.home.description,
  image: null,
  type: 'website',
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The head elements of a page at `pageUrl` (absolute, the site's public address): its title, its
 * description, and the Open Graph and Twitter card tags a messenger's preview reads without running
 * any script (WhatsApp, Facebook, X). The canonical address is the page's path without its query.
 */
export function headTags(head: PageHead, pageUrl: string): string {
  const page = new URL(pageUrl);
  const canonical = `${page.origin}${page.pathname}`;
  const properties: [string, string][] = [
    ['og:title', head.title],
    ['og:description', head.description],
    ['og:type', head.type],
    ['og:url', canonical],
    ['og:site_name', SHARE_TEXT.siteName],
    ['og:locale', 'fr_FR'],
  ];
  const names: [string, string][] = [
    ['description', head.description],
    ['twitter:card', head.image ? 'summary_large_image' : 'summary'],
    ['twitter:title', head.title],
    ['twitter:description', head.description],
  ];
  if (head.image) {
    const image = new URL(head.image.url, page.origin).href;
    properties.push(['og:image', image], ['og:image:alt', head.image.alt]);
    names.push(['twitter:image', image], ['twitter:image:alt', head.image.alt]);
  }
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...properties.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    ...names.map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}" />`),
  ].join('');
}
