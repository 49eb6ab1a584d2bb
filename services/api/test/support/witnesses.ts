import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ed25519 } from '@noble/curves/ed25519';
import {
  NOTE_COSIGNATURE_V1,
  type NoteVerifierKey,
  noteVerifierKey,
  parseNoteVerifierKey,
  toBase64,
} from '@app/contracts';
import { freePort } from '@app/testing';
import { type RunningWitness, startWitness } from '../../../witness/src';
import type { ApiHarness } from './api-harness';

const ROOT = join(__dirname, '..', '..', '..', '..');

/** `npm run witness` from its sources, as its operator runs it: resolves once it listens. */
async function spawnWitness(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', '-r', 'tsconfig-paths/register', 'services/witness/src/main.ts'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'info', ...env } },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Its verifier key')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`witness exited (${code}): ${output}`)));
  });
  child.stdout.resume();
  return child;
}

/**
 * A witness (services/witness) whose key and port are chosen before the API starts, so that the API's
 * TRANSPARENCY_WITNESSES can name it; it is started once the log's key is known, stopped and started
 * again on the same port with the same memory, as its operator would. With `process`, it runs as a
 * program of its own (`npm run witness`), as a court officer's machine does.
 */
export interface TestWitness {
  name: string;
  /** Its verifier key, as text (what TRANSPARENCY_WITNESSES and --temoin take). */
  key: string;
  verifier: NoteVerifierKey;
  /** `<key> <url>`: its entry in TRANSPARENCY_WITNESSES. */
  setting: string;
  start(logKey: string): Promise<void>;
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

export async function prepareWitness(name: string, { process: own = false } = {}): Promise<TestWitness> {
  const folder = await mkdtemp(join(tmpdir(), 'witness-'));
  const seed = ed25519.utils.randomPrivateKey();
  await writeFile(join(folder, 'witness.key'), `${toBase64(seed)}\n`, { mode: 0o600 });
  const port = await freePort();
  const key = noteVerifierKey(name, ed25519.getPublicKey(seed), NOTE_COSIGNATURE_V1);
  let running: RunningWitness | null = null;
  let child: ChildProcess | null = null;
  const stop = async () => {
    await running?.close();
    running = null;
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    child = null;
  };
  return {
    name,
    key,
    verifier: parseNoteVerifierKey(key)!,
    setting: `${key} http://127.0.0.1:${port}`,
    async start(logKey) {
      if (own) {
        child = await spawnWitness({
          WITNESS_NAME: name,
          WITNESS_LOGS: logKey,
          WITNESS_FOLDER: folder,
          WITNESS_PORT: String(port),
        });
      } else {
        running = await startWitness({ name, logs: [logKey], folder, port });
      }
    },
    stop,
    async dispose() {
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** The log's verifier key, which the worker records as it starts (start it first). */
export async function logVerifierKey(api: ApiHarness): Promise<string> {
  return (await api.http.get('/api/transparency/log/verifier-key').expect(200)).text;
}
