import { makePack, makePurchase, startCheckout } from './support/payment-fixtures';
import { type PaymentStack, startPaymentStack } from './support/payment-stack';

/** The routes a provider, or a browser it sends back, calls without signing in; the field naming the payment. */
const PROVIDER_ROUTES = [
  { method: 'POST', path: '/api/payments/cinetpay/callback/', field: 'cpm_trans_id' },
  { method: 'POST', path: '/api/payments/cinetpay/return/', field: 'transaction_id' },
  { method: 'GET', path: '/api/payments/cinetpay/return/', field: 'transaction_id' },
  { method: 'GET', path: '/api/payments/intouch/callback/', field: 'command_number' },
  { method: 'POST', path: '/api/payments/intouch/callback/', field: 'command_number' },
  { method: 'GET', path: '/api/payments/intouch/return/', field: 'transaction_id' },
  { method: 'POST', path: '/api/payments/paydunya/ipn/', field: 'data[invoice][token]' },
  { method: 'GET', path: '/api/payments/paydunya/return/', field: 'token' },
  { method: 'GET', path: '/api/payments/paydunya/cancel/', field: 'token' },
] as const;

type ProviderRoute = (typeof PROVIDER_ROUTES)[number];

/** Calls per address and window in this file: low, so that a test can spend them. */
const CALLS_PER_ADDRESS = 12;

describe('what providers and their browsers send us', () => {
  let stack: PaymentStack;
  /** Each test calls from addresses of its own (the API trusts the test's X-Forwarded-For). */
  let nextAddress = 1;
  const newAddress = () => `198.51.100.${nextAddress++}`;

  beforeAll(async () => {
    stack = await startPaymentStack({
      TRUSTED_PROXIES: '127.0.0.1',
      RATE_LIMIT_PAYMENT_CALLS_PER_IP: String(CALLS_PER_ADDRESS),
    });
  });
  afterAll(() => stack.close());

  /** How many events are stored, and the largest payload's size (bytes of JSON). */
  const events = async (): Promise<{ count: number; largest: number }> => {
    const rows: { payload: unknown }[] = await stack.api.db.query('SELECT payload FROM payment_events');
    const sizes = rows.map(({ payload }) => Buffer.byteLength(JSON.stringify(payload)));
    return { count: rows.length, largest: Math.max(0, ...sizes) };
  };

  const lastEvent = async (): Promise<{ verdict: string; payload: Record<string, unknown> }> => {
    const [row]: { verdict: string; payload: Record<string, unknown> }[] = await stack.api.db.query(
      'SELECT verdict, payload FROM payment_events ORDER BY id DESC LIMIT 1',
    );
    return row;
  };

  /** One call of `route` from `address`: the fields as its query (GET), or as a form or JSON body (POST). */
  function call(route: ProviderRoute, address: string, fields: string, json?: unknown) {
    const headers = { 'x-forwarded-for': address };
    if (route.method === 'GET') {
      return stack.api.app.inject({ method: 'GET', url: `${route.path}?${fields}`, headers });
    }
    return json === undefined
      ? stack.api.app.inject({
          method: 'POST',
          url: route.path,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: fields,
        })
      : stack.api.app.inject({
          method: 'POST',
          url: route.path,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(json),
        });
  }

  describe('a NUL byte or a broken character', () => {
    it.each(PROVIDER_ROUTES)('is refused with a French 400 by $method $path, and nothing is stored', async (route) => {
      const address = newAddress();
      const before = await events();
      const sent = [
        call(route, address, `${encodeURIComponent(route.field)}=a%00b`),
        call(route, address, `x=%00`),
        call(route, address, `x%00y=1&${encodeURIComponent(route.field)}=BS1`),
      ];
      if (route.method === 'POST') {
        sent.push(call(route, address, '', { [route.field]: 'a\u0000b', data: { invoice: { token: '\u0000' } } }));
        sent.push(call(route, address, '', { 'cl\u0000é': '1' }));
        sent.push(call(route, address, '', { x: '\uD800' }));
      }
      for (const response of await Promise.all(sent)) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          detail: expect.stringMatching(/caractères non autorisés/) as unknown,
        });
      }
      expect(await events()).toEqual(before);
    });
  });

  describe('what is stored of a message', () => {
    it('keeps a refused notification to a few kilobytes, with its size as received', async () => {
      const route = PROVIDER_ROUTES[0];
      const undocumented = Array.from({ length: 200 }, (_, index) => `champ${index}=${'y'.repeat(100)}`).join('&');
      const response = await call(
        route,
        newAddress(),
        `cpm_trans_id=BS404&cpm_site_id=105900001&cpm_designation=${'x'.repeat(1_000_000)}&${undocumented}`,
      );
      expect(response.statusCode).toBe(401);
      const { verdict, payload } = await lastEvent();
      expect(verdict).toBe('rejected_signature');
      expect(JSON.stringify(payload).length).toBeLessThanOrEqual(4096);
      expect(payload).toMatchObject({
        cpm_trans_id: 'BS404',
        cpm_site_id: '105900001',
        truncated: { original_bytes: expect.any(Number) as unknown },
      });
      expect((payload.truncated as { original_bytes: number }).original_bytes).toBeGreaterThan(1_000_000);
      expect(Object.keys(payload).filter((name) => name.startsWith('champ'))).toEqual([]);
    });

    it.each(PROVIDER_ROUTES)('keeps only the fields the provider documents, from $method $path', async (route) => {
      const fields = `${encodeURIComponent(route.field)}=BS-inconnu&pirate=${'z'.repeat(50_000)}&autre=1`;
      const response = await call(route, newAddress(), fields);
      expect(response.statusCode).toBeLessThan(500);
      const { payload } = await lastEvent();
      const text = JSON.stringify(payload);
      expect(text).toContain('BS-inconnu');
      expect(text).not.toContain('pirate');
      expect(text).not.toContain('autre');
      expect(text.length).toBeLessThanOrEqual(4096);
      expect((await events()).largest).toBeLessThanOrEqual(4096);
    });

    it("keeps a known payment's return with its documented fields only", async () => {
      const purchase = await makePurchase(stack.api);
      const pack = await makePack(stack.api, { votes: 10 });
      const checkout = await startCheckout(stack, 'cinetpay', purchase, pack.id);
      const response = await call(
        PROVIDER_ROUTES[2],
        newAddress(),
        `transaction_id=${checkout.transaction_id}&token=${'t'.repeat(10_000)}&pirate=1`,
      );
      expect(response.statusCode).toBe(303);
      const [row]: { payload: Record<string, unknown> }[] = await stack.api.db.query(
        `SELECT payload FROM payment_events WHERE payment_id = $1 AND source = 'return'`,
        [checkout.id],
      );
      expect(Object.keys(row.payload).sort()).toEqual(['token', 'transaction_id', 'truncated']);
      expect(row.payload.transaction_id).toBe(checkout.transaction_id);
      expect((row.payload.token as string).length).toBeLessThanOrEqual(256);
    });
  });

  describe('calls from one address', () => {
    it('are limited per address with a French 429, the refused ones stored nowhere', async () => {
      const address = newAddress();
      const route = PROVIDER_ROUTES[7];
      for (let index = 0; index < CALLS_PER_ADDRESS; index += 1) {
        expect((await call(route, address, `token=limite-${index}`)).statusCode).toBe(303);
      }
      const before = await events();
      for (const other of [route, PROVIDER_ROUTES[0], PROVIDER_ROUTES[3]]) {
        const refused = await call(other, address, 'token=limite-trop');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ detail: expect.stringMatching(/^Trop de/) as unknown });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await events()).toEqual(before);
      expect((await call(route, newAddress(), 'token=autre-adresse')).statusCode).toBe(303);
    });
  });
});
