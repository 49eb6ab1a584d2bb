import type { INestApplication } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { AppConfig } from '@app/config';
import { createRedis } from '@app/redis';
import { createAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

/** Client messages are a contest id and a limit: anything larger is not ours. */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

/**
 * socket.io on the app's own HTTP server (the API's, or a live process's), rooms shared between
 * processes through the Redis adapter (its channels carry the environment's key prefix), CORS as for
 * HTTP, WebSocket only when several processes share the port (`processesOnPort`). Owns the adapter's
 * two Redis connections and closes them when the app closes.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly pubClient: Redis;
  private readonly subClient: Redis;

  constructor(
    app: INestApplication,
    private readonly config: AppConfig,
    private readonly processesOnPort: number,
  ) {
    super(app);
    this.pubClient = createRedis(config, { keyPrefix: '' });
    // The adapter puts this one in subscriber mode, where it can run nothing else.
    this.subClient = this.pubClient.duplicate();
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      serveClient: false,
      maxHttpBufferSize: MAX_CLIENT_MESSAGE_BYTES,
      // A broadcast is encoded once and the same frame written to every socket of its room: compressing
      // it per socket would cost the CPU the fan-out needs, for deltas of a few hundred bytes.
      perMessageDeflate: false,
      cors: { origin: this.config.http.corsOrigins, credentials: true },
      // Several processes share the port and the kernel spreads connections between them: an HTTP
      // long-polling session would reach a process that does not know it. WebSocket only then.
      ...(this.processesOnPort > 1 ? { transports: ['websocket' as const] } : {}),
    }) as Server;
    server.adapter(createAdapter(this.pubClient, this.subClient, { key: `${this.config.redis.keyPrefix}socket.io` }));
    return server;
  }

  /**
   * Closes the sockets, but not the HTTP server they share with the app: the app's own close ends that,
   * with its keep-alive connections (http/request-guards.ts). socket.io's close would close it here and
   * wait for every connection to end, before the app's close has begun: a keep-alive connection whose
   * answer was in flight at that instant would hold the shutdown for Fastify's keep-alive timeout (72 s).
   */
  override async close(server: Server): Promise<void> {
    if (server.httpServer !== this.httpServer) return super.close(server);
    // Every engine.io client closed, WebSocket and long-polling alike: each socket of every namespace is told.
    server.engine.close();
  }

  override async dispose(): Promise<void> {
    await Promise.all(
      [this.pubClient, this.subClient].map(async (client) => {
        if (client.status !== 'end') await client.quit();
      }),
    );
  }
}
