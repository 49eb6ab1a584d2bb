import { trustedProxies } from './trusted-proxies';

describe('trustedProxies', () => {
  it('trusts no peer without a list', () => {
    expect(trustedProxies([])).toBe(false);
  });

  it('trusts the listed addresses, ranges and names only, the same way on every call', () => {
    const trust = trustedProxies(['10.0.0.1', '192.168.0.0/16', 'loopback']);
    if (trust === false) throw new Error('a list gives a function');
    for (let call = 0; call < 2; call += 1) {
      expect(trust('10.0.0.1', 0)).toBe(true);
      expect(trust('192.168.44.3', 1)).toBe(true);
      expect(trust('127.0.0.1', 0)).toBe(true);
      expect(trust('::1', 0)).toBe(true);
      expect(trust('::ffff:10.0.0.1', 0)).toBe(true);
      expect(trust('10.0.0.2', 0)).toBe(false);
      expect(trust('41.82.10.7', 1)).toBe(false);
      expect(trust('not an address', 1)).toBe(false);
    }
  });
});
