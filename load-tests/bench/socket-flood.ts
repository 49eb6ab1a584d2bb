/**
 * Child process of `npm run bench -- --socket-flood`: one anonymous socket on /contests that, when
 * the bench says go, sends `messages` × `get_ranking {contest_id, limit}` at once and counts what
 * comes back (snapshots, `error` messages by code, a disconnection) until every message is answered,
 * the server disconnects it, or `timeoutSeconds` pass. In a process of its own, so decoding the
 * answers does not slow the bench's own `/api/health/` timings.
 */
import { io, type Socket } from 'socket.io-client';
import { childMain, sendPhase } from './child-protocol';

export interface SocketFloodInput {
  url: string;
  contestId: number;
  messages: number;
  limit: number;
  timeoutSeconds: number;
}

export interface SocketFloodResult {
  sent: number;
  /** `ranking_update` answers, and their total length as JSON (characters). */
  snapshots: number;
  snapshotCharacters: number;
  /** `error` messages by code. */
  errors: Record<string, number>;
  /** The server's reason when it closed the socket, or null if it stayed connected. */
  disconnected: string | null;
  /** From the first message sent to the last answer or the disconnection. */
  seconds: number;
}

function connect(url: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(`${url}/contests`, { transports: ['websocket'], forceNew: true, reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function waitForGo(): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: { type?: string }) => {
      if (message.type !== 'go') return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
  });
}

async function run(input: SocketFloodInput): Promise<SocketFloodResult> {
  const socket = await connect(input.url);
  const result: SocketFloodResult = {
    sent: 0,
    snapshots: 0,
    snapshotCharacters: 0,
    errors: {},
    disconnected: null,
    seconds: 0,
  };
  let started = 0;
  let lastAt = 0;
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, input.timeoutSeconds * 1000);
    const check = () => {
      const answered = result.snapshots + Object.values(result.errors).reduce((sum, count) => sum + count, 0);
      if (result.disconnected !== null || (result.sent === input.messages && answered >= input.messages)) {
        clearTimeout(timer);
        resolve();
      }
    };
    socket.on('ranking_update', (message: unknown) => {
      lastAt = performance.now();
      result.snapshots += 1;
      result.snapshotCharacters += JSON.stringify(message).length;
      check();
    });
    socket.on('error', (message: { code?: number }) => {
      lastAt = performance.now();
      const code = String(message.code ?? 'none');
      result.errors[code] = (result.errors[code] ?? 0) + 1;
      check();
    });
    socket.on('disconnect', (reason: string) => {
      lastAt = performance.now();
      result.disconnected = reason;
      check();
    });
  });
  await sendPhase('ready');
  await waitForGo();
  started = performance.now();
  for (let index = 0; index < input.messages; index += 1) {
    socket.emit('get_ranking', { contest_id: input.contestId, limit: input.limit });
    result.sent += 1;
  }
  await done;
  const final = { ...result, seconds: (Math.max(lastAt, started) - started) / 1000 };
  socket.disconnect();
  return final;
}

childMain(run);
