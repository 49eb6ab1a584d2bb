/**
 * The open-loop generator's HTTP/1.1 client: keep-alive sockets to one server, one request at a time on
 * each (as a phone's browser does, no pipelining), each request's head written as one string and each
 * answer read by http-parser-js. node:http's client builds, validates and parses the same exchange in
 * objects and events at about twice the CPU per request, which the bench's box would take from the
 * server it measures.
 */
import { connect, type Socket } from 'node:net';
import { HTTPParser } from 'http-parser-js';

export interface PoolAnswer {
  status: number;
  body: string;
}

interface Exchange {
  head: string;
  resolve: (answer: PoolAnswer) => void;
  reject: (error: Error) => void;
}

export class PoolTimeoutError extends Error {
  constructor(milliseconds: number) {
    super(`no answer in ${milliseconds} ms`);
  }
}

class Connection {
  readonly socket: Socket;
  private readonly parser = new HTTPParser(HTTPParser.RESPONSE);
  private chunks: Buffer[] = [];
  private status = 0;
  private keepAlive = true;
  exchange: Exchange | null = null;

  constructor(
    host: string,
    port: number,
    timeoutMs: number,
    private readonly onFree: (connection: Connection) => void,
    private readonly onGone: (connection: Connection) => void,
  ) {
    this.socket = connect(port, host);
    this.socket.setNoDelay(true);
    this.socket.setTimeout(timeoutMs, () => {
      if (this.exchange) this.fail(new PoolTimeoutError(timeoutMs));
    });
    this.parser[HTTPParser.kOnHeadersComplete] = (info) => {
      this.status = info.statusCode;
      this.keepAlive = info.shouldKeepAlive;
    };
    this.parser[HTTPParser.kOnBody] = (chunk: Buffer, start: number, length: number) => {
      this.chunks.push(chunk.subarray(start, start + length));
    };
    this.parser[HTTPParser.kOnMessageComplete] = () => this.complete();
    this.socket.on('data', (data: Buffer) => {
      const parsed = this.parser.execute(data);
      if (parsed instanceof Error) this.fail(parsed);
    });
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  send(exchange: Exchange): void {
    this.exchange = exchange;
    this.socket.write(exchange.head, 'latin1');
  }

  private complete(): void {
    const exchange = this.exchange;
    const body =
      this.chunks.length === 1 ? this.chunks[0].toString('utf8') : Buffer.concat(this.chunks).toString('utf8');
    this.chunks = [];
    this.exchange = null;
    if (!exchange) return;
    if (this.keepAlive) this.onFree(this);
    else this.close();
    exchange.resolve({ status: this.status, body });
  }

  private fail(error: Error): void {
    const exchange = this.exchange;
    this.exchange = null;
    this.close();
    exchange?.reject(error);
  }

  close(): void {
    this.onGone(this);
    this.socket.destroy();
  }
}

/**
 * Up to `maxSockets` connections, opened as requests need them and kept; a request finding them all busy
 * waits for the first to be free (that wait is the client's, and the open loop counts it in the latency).
 */
export class KeepAlivePool {
  private readonly idle: Connection[] = [];
  private readonly open = new Set<Connection>();
  private readonly waiting: Exchange[] = [];
  private readonly hostHeader: string;

  constructor(
    private readonly target: URL,
    private readonly maxSockets: number,
    private readonly timeoutMs: number,
  ) {
    this.hostHeader = `host: ${target.host}\r\n`;
  }

  /** Sends `method path` with the header lines given (each ending in CRLF) and an empty body. */
  request(method: string, path: string, headerLines: string): Promise<PoolAnswer> {
    return new Promise<PoolAnswer>((resolve, reject) => {
      const exchange = {
        head: `${method} ${path} HTTP/1.1\r\n${this.hostHeader}${headerLines}content-length: 0\r\n\r\n`,
        resolve,
        reject,
      };
      const connection = this.idle.pop() ?? (this.open.size < this.maxSockets ? this.connect() : null);
      if (connection) connection.send(exchange);
      else this.waiting.push(exchange);
    });
  }

  close(): void {
    for (const connection of [...this.open]) connection.close();
  }

  private connect(): Connection {
    const connection = new Connection(
      this.target.hostname,
      Number(this.target.port),
      this.timeoutMs,
      (free) => this.release(free),
      (gone) => this.forget(gone),
    );
    this.open.add(connection);
    return connection;
  }

  private release(connection: Connection): void {
    const next = this.waiting.shift();
    if (next) connection.send(next);
    else this.idle.push(connection);
  }

  private forget(connection: Connection): void {
    if (!this.open.delete(connection)) return;
    const index = this.idle.indexOf(connection);
    if (index >= 0) this.idle.splice(index, 1);
    const next = this.waiting.shift();
    if (next) this.connect().send(next);
  }
}

/** Header lines in wire form, each ending in CRLF. */
export function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
}
