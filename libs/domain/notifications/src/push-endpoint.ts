/**
 * The one spelling an endpoint is stored and looked up under: the URL's own serialisation (scheme and
 * host lower-cased, a default port dropped), so that `https://FCM.googleapis.com:443/x` and
 * `https://fcm.googleapis.com/x`, one subscription, are one row and one owner. Text that is no URL is
 * left as it is (it is refused or matches nothing).
 */
export function normalisePushEndpoint(endpoint: string): string {
  try {
    return new URL(endpoint).href;
  } catch {
    return endpoint;
  }
}

/**
 * Whether a subscription's endpoint may be posted to: an https address of one of the browsers' push
 * services (PUSH_SERVICE_HOSTS, a host or a parent domain of it) on the default port, or the test
 * push service's origin. Nothing else, so that a subscription cannot make the worker call an address
 * of the subscriber's choosing (a private network, the API itself).
 */
export function pushEndpointAllowed(
  endpoint: string,
  { serviceHosts, testOrigin }: { serviceHosts: readonly string[]; testOrigin: string | null },
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (testOrigin !== null && url.origin === new URL(testOrigin).origin) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return serviceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** A browser's P-256 public key (65 bytes, uncompressed) in base64url. */
export function isPushPublicKey(value: string): boolean {
  if (!/^[A-Za-z0-9_-]{87}$/.test(value)) return false;
  const bytes = Buffer.from(value, 'base64url');
  return bytes.length === 65 && bytes[0] === 0x04;
}

/** A subscription's 16-byte authentication secret in base64url. */
export const isPushAuthSecret = (value: string): boolean =>
  /^[A-Za-z0-9_-]{22}$/.test(value) && Buffer.from(value, 'base64url').length === 16;
