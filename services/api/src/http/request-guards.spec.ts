import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { closeConnectionsWhenClosing } from './request-guards';

/** A GET on a keep-alive agent, resolved with the answer's headers once its body has been read. */
function get(agent: Agent, port: number, path: string): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    request({ agent, port, host: '127.0.0.1', path }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.headers));
    })
      .on('error', reject)
      .end();
  });
}

describe('closeConnectionsWhenClosing', () => {
  it('keeps connections alive while serving, and closes the one whose answer was in flight at the shutdown', async () => {
    const fastify = Fastify();
    closeConnectionsWhenClosing(fastify);
    let answer!: () => void;
    const reached = new Promise<void>((arrived) => {
      fastify.get('/slow', async () => {
        arrived();
        await new Promise<void>((resolve) => (answer = resolve));
        return { ok: true };
      });
    });
    fastify.get('/fast', () => ({ ok: true }));
    // The slow answer is written once the shutdown has begun (in a hook of the close's first step).
    fastify.addHook('preClose', (done) => {
      answer();
      done();
    });
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    const { port } = fastify.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });

    expect((await get(agent, port, '/fast')).connection).toBe('keep-alive');
    const slow = get(agent, port, '/slow');
    await reached;
    const closed = fastify.close();

    expect((await slow).connection).toBe('close');
    // Without the header the server would wait for the connection's keep-alive timeout (72 s) here.
    await closed;
    agent.destroy();
  });
});
