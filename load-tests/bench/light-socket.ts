import { EventEmitter } from 'node:events';

/**
 * A socket.io v5-protocol packet parser for socket.io-client (`io(url, { parser })`) that decodes a
 * broadcast once per process instead of once per socket. Thousands of sockets in one bench process
 * receive the same `ranking_update` text within milliseconds; JSON-parsing it for each of them
 * made the client, not the server, the slowest part of the measured latency. Text packets only
 * (the live feed sends no binary).
 *
 * Packet text: <type>[<namespace>,][<ack id>][<JSON payload>], e.g.
 * `2/contests,["ranking_update",{…}]`.
 */
interface Packet {
  type: number;
  nsp: string;
  data?: unknown;
  id?: number;
}

/** Broadcasts shorter than this are parsed every time (connect, errors): caching them gains nothing. */
const CACHE_MIN_LENGTH = 256;
const CACHE_SIZE = 8;
const recent: { text: string; packet: Packet }[] = [];

/** Distinct large packets decoded in this process (broadcasts) and their total length in characters. */
export const broadcastStats = { packets: 0, characters: 0 };

export class Encoder {
  encode(packet: Packet): string[] {
    if (packet.type === 5 || packet.type === 6) throw new Error('binary packets are not supported by the bench parser');
    let text = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
    if (packet.id !== undefined && packet.id !== null) text += String(packet.id);
    if (packet.data !== undefined) text += JSON.stringify(packet.data);
    return [text];
  }
}

export function decodePacket(text: string): Packet {
  const type = Number(text.charAt(0));
  if (!Number.isInteger(type) || type < 0 || type > 4)
    throw new Error(`unknown socket.io packet type in ${text.slice(0, 40)}`);
  let index = 1;
  let nsp = '/';
  if (text.charAt(index) === '/') {
    const comma = text.indexOf(',', index);
    const end = comma === -1 ? text.length : comma;
    nsp = text.slice(index, end);
    index = end + 1;
  }
  let id: number | undefined;
  const idStart = index;
  while (index < text.length && text.charCodeAt(index) >= 48 && text.charCodeAt(index) <= 57) index += 1;
  if (index > idStart) id = Number(text.slice(idStart, index));
  const packet: Packet = { type, nsp };
  if (id !== undefined) packet.id = id;
  if (index < text.length) packet.data = JSON.parse(text.slice(index));
  return packet;
}

export class Decoder extends EventEmitter {
  add(chunk: unknown): void {
    if (typeof chunk !== 'string') throw new Error('binary packets are not supported by the bench parser');
    if (chunk.length >= CACHE_MIN_LENGTH) {
      for (const entry of recent) {
        if (entry.text.length === chunk.length && entry.text === chunk) {
          this.emit('decoded', entry.packet);
          return;
        }
      }
    }
    const packet = decodePacket(chunk);
    // Cached packets are shared by every socket: events without an ack id are never modified.
    if (chunk.length >= CACHE_MIN_LENGTH && packet.id === undefined) {
      broadcastStats.packets += 1;
      broadcastStats.characters += chunk.length;
      recent.unshift({ text: chunk, packet });
      if (recent.length > CACHE_SIZE) recent.pop();
    }
    this.emit('decoded', packet);
  }

  destroy(): void {
    this.removeAllListeners();
  }
}

export const cachingParser = { Encoder, Decoder };
