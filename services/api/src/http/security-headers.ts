import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@app/config';
import { MediaStorage, MediaStore, S3MediaStore } from '@app/media';
import helmet from 'helmet';
import { API_PATHS, DOCUMENTATION_PATH } from './api-paths';

/**
 * What the pages load from Google and Facebook when their sign-in is configured: Google's Identity
 * Services script, its button's frame and style, Facebook's SDK and its login dialog.
 */
function socialSignInSources(config: AppConfig): {
  script: string[];
  frame: string[];
  connect: string[];
  style: string[];
} {
  const google = config.social.google.clientId ? 'https://accounts.google.com/gsi/' : null;
  const facebook = config.social.facebook.appId && config.social.facebook.appSecret;
  return {
    script: [...(google ? [`${google}client`] : []), ...(facebook ? ['https://connect.facebook.net'] : [])],
    frame: [...(google ? [google] : []), ...(facebook ? ['https://www.facebook.com', 'https://web.facebook.com'] : [])],
    connect: [...(google ? [google] : []), ...(facebook ? ['https://graph.facebook.com'] : [])],
    style: google ? [`${google}style`] : [],
  };
}

/**
 * Where the pages' forms may lead besides the site: the providers' hosted checkouts, which a pack's
 * form without script reaches through a 303 (CSP's `form-action` governs a form's redirects too).
 * InTouch's checkout is a page of ours.
 */
function checkoutOrigins(config: AppConfig): string[] {
  if (config.payments.mode === 'sandbox') return [new URL(config.payments.sandbox.url).origin];
  return ['https://checkout.cinetpay.com', 'https://app.paydunya.com'];
}

/**
 * The security headers of every answer (helmet's, CSP included). They depend on the options only, so
 * helmet runs once, at start, and each answer gets the headers it set: its middleware on every request
 * cost about 4 % of a vote's CPU. `styleSrc`: the site and the back office have no inline style (no
 * style attribute in their markup; their scripts set styles through the CSSOM, which CSP allows).
 */
function securityHeaders(
  imageOrigins: string[],
  social: ReturnType<typeof socialSignInSources>,
  formTargets: string[],
  styleSrc: string[] = ["'self'"],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // blob: the participation wizard previews the chosen photo from an object URL before sending it.
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        scriptSrc: ["'self'", ...social.script],
        styleSrc: [...styleSrc, ...social.style],
        frameSrc: ["'self'", ...social.frame],
        connectSrc: ["'self'", ...social.connect],
        formAction: ["'self'", ...formTargets],
        // The pages use the system's fonts.
        fontSrc: ["'self'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The built apps' hashed scripts, styles and images, and the photos: files no browser renders as a
 * document (no SVG, no HTML), whose requests are most of a first visit on metered data.
 */
const HASHED_ASSETS = /^(\/admin)?\/assets\/[^?]+\.(js|css|webp|png|jpe?g|woff2?)(\?|$)/;

/**
 * What of the security headers a subresource needs: HTTPS only, no sniffing, no use by other sites,
 * no referrer from a style sheet's own requests. The rest (CSP, frames, COOP…) rules documents and
 * would add half a kilobyte to each of them.
 */
const SUBRESOURCE_HEADERS = new Set([
  'strict-transport-security',
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
]);

function subresourceHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.has(name.toLowerCase())));
}

/**
 * An API answer's: a subresource's, no framing, and a policy that lets nothing run or load should a
 * browser open it as a document (OWASP's REST Security Cheat Sheet). The documents' policy, half a
 * kilobyte, would ride along every JSON answer, every vote's included.
 */
function apiHeaders(headers: Record<string, string>): Record<string, string> {
  return {
    ...subresourceHeaders(headers),
    'X-Frame-Options': headers['X-Frame-Options'],
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  };
}

/**
 * Every answer's security headers, chosen by its address: the documentation page's (inline styles
 * allowed), an API answer's, a subresource's few, or the documents' whole set; a document served on
 * an API path (`@ServesDocument`) gets the documents' set, its handler its own policy. Photos in a bucket come from its public
 * address (MEDIA_PUBLIC_URL), or from the bucket itself through signed URLs.
 */
export function addSecurityHeaders(app: NestFastifyApplication, config: AppConfig): void {
  const mediaStore = app.get(MediaStore);
  const media = app.get(MediaStorage);
  const imageOrigins =
    mediaStore instanceof S3MediaStore
      ? [media.signsUrls ? mediaStore.origin() : new URL(config.media.publicUrl!).origin]
      : [];
  const social = socialSignInSources(config);
  const formTargets = checkoutOrigins(config);
  const headers = securityHeaders(imageOrigins, social, formTargets);
  // The API's documentation page (Swagger UI's own markup, no visitor's data in it) has inline styles.
  const documentationHeaders = securityHeaders(imageOrigins, social, formTargets, ["'self'", "'unsafe-inline'"]);
  const isSubresource = (url: string) => HASHED_ASSETS.test(url) || url.startsWith(`${config.media.publicPath}/`);
  const leanHeaders = subresourceHeaders(headers);
  const answerHeaders = apiHeaders(headers);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    void reply.headers(
      url.startsWith(DOCUMENTATION_PATH)
        ? documentationHeaders
        : API_PATHS.test(url)
          ? request.routeOptions.config.servesDocument
            ? headers
            : answerHeaders
          : isSubresource(url)
            ? leanHeaders
            : headers,
    );
    done();
  });
}
