import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { requestIdOf } from '@app/tracing';
import { createLogger, fastifyLogging, logRequests } from './logging';

interface Line {
  level: number;
  reqId?: string;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
  msg: string;
}

/** A Fastify server whose logger writes its lines into `lines`, with the routes logRequests serves. */
async function server(lines: Line[]): Promise<FastifyInstance> {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  const fastify = Fastify({ ...fastifyLogging(createLogger({ logLevel: 'info' }, sink)), genReqId: requestIdOf });
  logRequests(fastify);
  fastify.get('/ok', () => Promise.resolve({ ok: true }));
  fastify.get('/boom', (_request, reply) => reply.code(503).send({ detail: 'indisponible' }));
  const silent = fastify.log.child({}, { level: 'silent' });
  fastify.post('/quiet', { childLoggerFactory: () => silent }, () => Promise.resolve({ ok: true }));
  await fastify.ready();
  return fastify;
}

describe('logRequests', () => {
  it('writes one line per answered request, with its request id bound', async () => {
    const lines: Line[] = [];
    const fastify = await server(lines);
    await fastify.inject({ method: 'GET', url: '/ok', headers: { 'x-request-id': 'demande-0001' } });
    await fastify.close();

    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: 'demande-0001',
        req: { id: 'demande-0001', method: 'GET', url: '/ok' },
        res: { statusCode: 200 },
      }),
    ]);
  });

  it('writes a 5xx at the error level', async () => {
    const lines: Line[] = [];
    const fastify = await server(lines);
    await fastify.inject({ method: 'GET', url: '/boom' });
    await fastify.close();

    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([
      expect.objectContaining({ level: 50, res: { statusCode: 503 } }),
    ]);
  });

  it('writes nothing for a route whose requests get a silent logger', async () => {
    const lines: Line[] = [];
    const fastify = await server(lines);
    await fastify.inject({ method: 'POST', url: '/quiet' });
    await fastify.inject({ method: 'GET', url: '/ok' });
    await fastify.close();

    expect(lines.filter((line) => line.msg === 'request completed').map((line) => line.req?.url)).toEqual(['/ok']);
  });
});
