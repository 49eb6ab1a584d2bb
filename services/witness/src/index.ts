import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ed25519 } from '@noble/curves/ed25519';
import {
  fromBase64,
  isKeyName,
  NOTE_COSIGNATURE_V1,
  noteVerifierKey,
  parseNoteVerifierKey,
  toBase64,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { WitnessIdentity } from './add-checkpoint';
import { createWitnessApp } from './witness-app';
import { WitnessStore } from './witness-store';

export interface WitnessOptions {
  /** The witness's name in its cosignatures (a schema-less URL, e.g. `huissier.example/temoin`). */
  name: string;
  /** The verifier keys of the logs it follows (C2SP signed-note: `<origin>+<id>+<key>`). */
  logs: string[];
  /** Its folder: its key (`witness.key`, made at the first start), positions and journal. */
  folder: string;
  host?: string;
  port?: number;
  logger?: boolean | { level: string };
}

export interface RunningWitness {
  url: string;
  name: string;
  /** What logs and readers verify its cosignatures with (signature type cosignature/v1). */
  verifierKey: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The witness's Ed25519 seed: read from its folder, or made there once (readable by its owner only). */
async function seedOf(folder: string): Promise<Uint8Array> {
  const path = join(folder, 'witness.key');
  const stored = await readFile(path, 'utf8').catch(() => null);
  if (stored !== null) return fromBase64(stored.trim());
  const seed = randomBytes(32);
  const file = await open(path, 'wx', 0o600);
  try {
    await file.writeFile(`${toBase64(seed)}\n`);
    await file.sync();
  } finally {
    await file.close();
  }
  return seed;
}

/** Starts a witness (C2SP tlog-witness) on `host`:`port` (port 0: any free port). */
export async function startWitness(options: WitnessOptions): Promise<RunningWitness> {
  if (!isKeyName(options.name)) throw new Error(`WITNESS_NAME: not a key name (no space, no "+"): ${options.name}`);
  const logs = new Map(
    options.logs.map((text) => {
      const key = parseNoteVerifierKey(text);
      if (!key) throw new Error(`WITNESS_LOGS: not a log's verifier key: ${text}`);
      return [key.name, key] as const;
    }),
  );
  await mkdir(options.folder, { recursive: true, mode: 0o700 });
  const seed = await seedOf(options.folder);
  const identity: WitnessIdentity = { name: options.name, seed, logs };
  const verifierKey = noteVerifierKey(options.name, ed25519.getPublicKey(seed), NOTE_COSIGNATURE_V1);
  const app = createWitnessApp(identity, verifierKey, await WitnessStore.open(options.folder), options.logger);
  const address = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  return { url: address, name: options.name, verifierKey, app, close: () => app.close() };
}
