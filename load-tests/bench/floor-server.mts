/**
 * The floor's server (`npm run bench -- --floor`, floor.ts): Fastify alone on the vote's address, answering
 * each vote as the API does on the wire (201, its headers and a body of the same size) without any of its
 * work; with FLOOR_SCRIPTS > 0, it first calls that many trivial Lua scripts together on an auto-pipelined
 * ioredis connection, as the reservation does. What it costs per request is what the API cannot go below
 * with this protocol, framework and Redis client. It imports no source of ours and runs with Node's own
 * type stripping, as the compiled API runs without ts-node.
 */
import Fastify from 'fastify';
import Redis from 'ioredis';

/** A script that touches keys as a reservation does: a counter with an expiry, and a read. */
const SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], 600000) end
return {count, redis.call('PTTL', KEYS[2])}
`;

/**
 * The API's headers on a vote's answer from a browser (CORS, security headers of an API path, no caching, a new
 * device id, the request's id), besides those Node adds (date, connection, content-length).
 */
const HEADERS = {
  vary: 'Origin',
  'access-control-allow-credentials': 'true',
  'access-control-expose-headers': 'X-Request-Id, Retry-After',
  'cross-origin-resource-policy': 'same-site',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'set-cookie':
    'bs_device=Yp3kQ0r9cN2vXw7hT1bLzA.f8Jd2KqLm0Pz4Xc9Vb1NsQ; Max-Age=34560000; Path=/; HttpOnly; SameSite=Lax',
  'cache-control': 'no-store',
  'x-request-id': '08f5d34d-1ad2-4548-9178-287ec7fa2913',
};
const LEAF_HASH = '9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d1f';

const scripts = Number(process.env.FLOOR_SCRIPTS ?? '0');
const redis = new Redis(process.env.FLOOR_REDIS_URL ?? 'redis://127.0.0.1:6379', {
  keyPrefix: process.env.FLOOR_KEY_PREFIX ?? 'bench:floor:',
  enableAutoPipelining: true,
});
redis.defineCommand('floorReserve', { numberOfKeys: 2, lua: SCRIPT });
const reserve = (key: string) =>
  (redis as unknown as { floorReserve: (a: string, b: string) => Promise<unknown> }).floorReserve(key, `${key}:t`);

const app = Fastify({ logger: false, keepAliveTimeout: 72_000 });
let answered = 0;
app.post<{ Params: { id: string } }>('/api/contests/participants/:id/vote/', async (request, reply) => {
  answered += 1;
  const participant = Number(request.params.id);
  if (scripts > 0) {
    await Promise.all(Array.from({ length: scripts }, (_, script) => reserve(`{${participant}}:${script}`)));
  }
  // A vote's answer, of the same fields and size as the API's.
  return reply
    .code(201)
    .headers(HEADERS)
    .send({
      id: answered,
      receipt: { ledger_id: answered, leaf_hash: LEAF_HASH },
      participant,
      contest: 1,
      vote_count: 10_000 + (answered % 5_000),
      next_vote_at: new Date(Date.now() + 600_000).toISOString(),
      status: 'counted',
      detail: 'Merci pour votre vote !',
    });
});

void app.listen({ host: '127.0.0.1', port: 0 }).then(() => {
  const address = app.server.address();
  process.send?.({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
});
process.once('message', () => {
  void app
    .close()
    .then(() => redis.quit())
    .then(() => process.exit(0));
});
