import fc from 'fast-check';
import { PAYMENT_PROVIDER_REGISTRY } from '@app/payments/providers/payment-providers';
import type { GeneratedRequest, Operation } from './openapi-requests';

/**
 * Requests for the routes the payment providers, and the browsers they send back, call without
 * signing in (notifications, returns, cancels): left out of the OpenAPI document, they take raw form,
 * JSON or query fields, which these requests fill with hostile values.
 */

/** Every provider's notification, return and cancel routes, from the registry (a new provider's too). */
export function providerCallOperations(): Operation[] {
  return PAYMENT_PROVIDER_REGISTRY.flatMap(({ id, routes }) =>
    routes.calls
      .filter(({ call }) => call === 'notification' || call === 'return' || call === 'cancel')
      .map(({ method, path }) => ({ method, path: `/api/payments/${id}/${path}/`, parameters: [] })),
  );
}

/** The fields the providers send, so that some requests reach the readers' checks and lookups. */
const PROVIDER_FIELDS = [
  'cpm_trans_id',
  'cpm_site_id',
  'cpm_amount',
  'cpm_currency',
  'cpm_custom',
  'cpm_designation',
  'cpm_error_message',
  'signature',
  'transaction_id',
  'token',
  'command_number',
  'payment_token',
  'payment_status',
  'paid_amount',
  'outcome',
  'data[hash]',
  'data[status]',
  'data[invoice][token]',
  'data[invoice][total_amount]',
  'data[custom_data][transaction_id]',
];

const HOSTILE_NAMES = [
  'x\u0000y',
  '\u0000',
  'a[b][c][d][e]',
  'data[]',
  '__proto__',
  'constructor[prototype][x]',
  'é\uD800',
  'n'.repeat(2000),
];

const HOSTILE_VALUES = [
  '',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x'.repeat(200_000),
  'é'.repeat(5000),
  "' OR 1=1 --",
  '<img src=x onerror=alert(1)>',
  '😀😀😀',
  'BS1',
  '105900001',
  '00',
  'completed',
  '200',
  '9'.repeat(400),
];

/** Bodies that are not a form or an object: broken, too deep, of the wrong kind. */
const HOSTILE_JSON_BODIES = [
  '{',
  'null',
  '[]',
  '"texte"',
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  '{"data":{"invoice":{"token":"\\u0000"}}}',
  '{"__proto__":{"is_staff":true}}',
];

const name = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PROVIDER_FIELDS) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NAMES) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 20 }) },
);
const value = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);
const fieldsArbitrary = fc.array(fc.tuple(name, value), { maxLength: 6 });

/** A name or value as a form or URL carries it; a lone surrogate becomes the invalid UTF-8 it would be sent as. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split('')
      .map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char)))
      .join('');
  }
}

const encoded = (fields: [string, string][]) => fields.map(([key, text]) => `${encode(key)}=${encode(text)}`).join('&');

/** Sets `key` as an own property, even `__proto__`. */
function own(node: Record<string, unknown>, key: string, item: unknown): unknown {
  Object.defineProperty(node, key, { value: item, enumerable: true, writable: true, configurable: true });
  return item;
}

/** A JSON body of the same fields, the bracketed names nested as a form parser would. */
function jsonOf(fields: [string, string][]): string {
  const body: Record<string, unknown> = {};
  for (const [key, text] of fields) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = body;
    for (const part of path.slice(0, -1)) {
      const next = Object.hasOwn(node, part) ? node[part] : undefined;
      node = (typeof next === 'object' && next !== null ? next : own(node, part, {})) as Record<string, unknown>;
    }
    own(node, path.at(-1) ?? key, text);
  }
  return JSON.stringify(body);
}

/** Hostile requests for one of {@link providerCallOperations}: a query (GET), a form or JSON body (POST). */
export function providerCallRequests(operation: Operation): fc.Arbitrary<GeneratedRequest> {
  if (operation.method === 'GET') {
    return fieldsArbitrary.map((fields) => ({
      operation,
      url: fields.length > 0 ? `${operation.path}?${encoded(fields)}` : operation.path,
      headers: {},
    }));
  }
  const form = fieldsArbitrary.map((fields) => ({
    operation,
    url: operation.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: encoded(fields),
  }));
  const json = fc
    .oneof(
      { weight: 4, arbitrary: fieldsArbitrary.map(jsonOf) },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_JSON_BODIES) },
    )
    .map((payload) => ({ operation, url: operation.path, headers: { 'content-type': 'application/json' }, payload }));
  return fc.oneof(form, json);
}
