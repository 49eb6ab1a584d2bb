import proxyAddr from '@fastify/proxy-addr';
import { LRUCache } from 'lru-cache';

/**
 * Addresses whose answer is kept: the proxies themselves, and the clients behind them, of which a carrier's
 * NAT puts thousands of phones on a few addresses.
 */
const ANSWERS_KEPT = 10_000;

/**
 * Fastify's `trustProxy` for `TRUSTED_PROXIES` (addresses, CIDR ranges, or proxy-addr's names such as
 * `loopback`), or false when there are none: `X-Forwarded-For` is read only from a peer in the list. proxy-addr's
 * own check parses each address it is asked about, at every request (twice behind a proxy: the proxy's, then
 * the client's); whether an address is trusted never changes, so each answer is kept.
 */
export function trustedProxies(proxies: string[]): false | ((address: string, hop: number) => boolean) {
  if (proxies.length === 0) return false;
  const trusts = proxyAddr.compile(proxies);
  const answers = new LRUCache<string, boolean>({ max: ANSWERS_KEPT });
  return (address, hop) => {
    let trusted = answers.get(address);
    if (trusted === undefined) {
      trusted = trusts(address, hop);
      answers.set(address, trusted);
    }
    return trusted;
  };
}
