import { WebSocket } from 'ws';

/**
 * A watcher of the live feed as light as the protocol allows, so that the bench's client processes
 * leave the cores to the server: one WebSocket (`ws`), the engine.io v4 and socket.io v5 framing read
 * and written by hand (open, ping → pong, the namespace's connect, events), and a broadcast decoded
 * once per process however many sockets receive it. No reconnection, no buffering, no
 * acknowledgements, no binary packets: what a watcher that counts frames needs.
 *
 * Frames: engine.io `0{…}` open, `2` ping, `3` pong, `4<socket.io packet>`; socket.io packet
 * `<type>[<namespace>,][<JSON payload>]`, e.g. `42/contests,["ranking_update",{…}]`.
 */

/** Broadcasts shorter than this are parsed every time (connect, errors): caching them gains nothing. */
const CACHE_MIN_LENGTH = 256;
const CACHE_SIZE = 8;
const recent: { text: string; event: [string, unknown] }[] = [];

/** Distinct large events decoded in this process (broadcasts) and their total length in characters. */
export const broadcastStats = { packets: 0, characters: 0 };

/** The event of a socket.io EVENT payload (`["name",{…}]`), parsed once for every socket that receives the same text. */
function decodeEvent(json: string): [string, unknown] {
  if (json.length >= CACHE_MIN_LENGTH) {
    for (const entry of recent) if (entry.text.length === json.length && entry.text === json) return entry.event;
  }
  const event = JSON.parse(json) as [string, unknown];
  if (json.length >= CACHE_MIN_LENGTH) {
    broadcastStats.packets += 1;
    broadcastStats.characters += json.length;
    recent.unshift({ text: json, event });
    if (recent.length > CACHE_SIZE) recent.pop();
  }
  return event;
}

type Handler = (payload: unknown) => void;

export class LightSocket {
  connected = false;
  /** Events received, and their socket.io packets' length in characters (the bytes of a frame's payload). */
  events = 0;
  eventCharacters = 0;
  private readonly handlers = new Map<string, Handler[]>();
  private readonly prefix: string;

  private constructor(
    private readonly ws: WebSocket,
    namespace: string,
  ) {
    this.prefix = `${namespace},`;
    ws.on('message', (data: Buffer) => this.onFrame(data.toString()));
    ws.on('error', (error) => this.dispatch('connect_error', error));
    ws.on('close', () => {
      const was = this.connected;
      this.connected = false;
      if (was) this.dispatch('disconnect', 'transport close');
    });
  }

  /** Connects to `namespace` on the socket.io server at `url` (http://host:port). */
  static connect(url: string, namespace: string, timeoutMs: number): Promise<LightSocket> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
      perMessageDeflate: false,
    });
    const socket = new LightSocket(ws, namespace);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        socket.close();
        reject(new Error('connect timeout'));
      }, timeoutMs);
      socket.on('connect', () => {
        clearTimeout(timer);
        resolve(socket);
      });
      socket.on('connect_error', (error) => {
        clearTimeout(timer);
        socket.close();
        reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
      });
    });
  }

  /** `handler` receives the event's payload as the server sent it (the bench trusts its own server's types). */
  on<T = unknown>(event: string, handler: (payload: T) => void): void {
    const list = this.handlers.get(event);
    if (list) list.push(handler as Handler);
    else this.handlers.set(event, [handler as Handler]);
  }

  emit(event: string, payload: unknown): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(`42${this.prefix}${JSON.stringify([event, payload])}`);
  }

  close(): void {
    this.ws.close();
  }

  private onFrame(text: string): void {
    switch (text.charCodeAt(0)) {
      case 48: // '0': engine.io open → connect to the namespace
        this.ws.send(`40${this.prefix}`);
        return;
      case 50: // '2': ping
        this.ws.send('3');
        return;
      case 52: // '4': a socket.io packet
        return this.onPacket(text);
      default:
        return;
    }
  }

  private onPacket(text: string): void {
    const type = text.charCodeAt(1) - 48;
    const body = text.startsWith(this.prefix, 2) ? text.slice(2 + this.prefix.length) : text.slice(2);
    if (type === 0) {
      this.connected = true;
      this.dispatch('connect', undefined);
    } else if (type === 4) {
      this.dispatch('connect_error', body ? JSON.parse(body) : undefined);
    } else if (type === 2) {
      this.events += 1;
      this.eventCharacters += text.length - 1;
      const [event, payload] = decodeEvent(body);
      this.dispatch(event, payload);
    } else if (type === 1) {
      this.close();
    }
  }

  private dispatch(event: string, payload: unknown): void {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
}
