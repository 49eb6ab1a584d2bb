import { createServer, type Server, type Socket, connect } from 'node:net';

/** One direction of a proxied connection, delaying each chunk by the proxy's latency, in order. */
class DelayedPipe {
  private lastDue = 0;

  constructor(
    private readonly proxy: TcpProxy,
    private readonly to: Socket,
  ) {}

  write(chunk: Buffer): void {
    const latency = this.proxy.latencyMs;
    if (latency === 0 && this.lastDue <= Date.now()) {
      this.to.write(chunk);
      return;
    }
    const due = Math.max(Date.now() + latency, this.lastDue);
    this.lastDue = due;
    setTimeout(() => this.to.writable && this.to.write(chunk), due - Date.now());
  }
}

/**
 * A TCP proxy between the API or the worker and PostgreSQL or Redis, for network faults: latency on
 * every chunk, every connection reset at once, or a partition (connections dropped and new ones
 * refused) for a while.
 */
export class TcpProxy {
  latencyMs = 0;
  private partitioned = false;
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;

  constructor(private readonly targetPort: number) {}

  async listen(): Promise<number> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('proxy has no port');
    return address.port;
  }

  /** Every open connection reset (RST), as a restarted router or a dead NAT entry does. */
  resetAll(): number {
    const count = this.sockets.size;
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
    return count;
  }

  /** For `ms`: existing connections reset, new ones refused; then the network comes back. */
  async partition(ms: number): Promise<void> {
    this.partitioned = true;
    this.resetAll();
    await new Promise((resolve) => setTimeout(resolve, ms));
    this.partitioned = false;
  }

  async close(): Promise<void> {
    this.resetAll();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private accept(client: Socket): void {
    if (this.partitioned) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(this.targetPort, '127.0.0.1');
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    this.sockets.add(client);
    this.sockets.add(upstream);
    const toUpstream = new DelayedPipe(this, upstream);
    const toClient = new DelayedPipe(this, client);
    client.on('data', (chunk: Buffer) => toUpstream.write(chunk));
    upstream.on('data', (chunk: Buffer) => toClient.write(chunk));
    const close = (socket: Socket, peer: Socket) => () => {
      this.sockets.delete(socket);
      if (!peer.destroyed) peer.destroy();
    };
    client.on('close', close(client, upstream));
    upstream.on('close', close(upstream, client));
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  }
}
