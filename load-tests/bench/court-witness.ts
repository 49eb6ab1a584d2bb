import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@app/testing';
import { appCommand, assertRunning, type StartedProcess, startProcess, stopProcess } from './stack';

/** The witness's name in its cosignatures, and in TRANSPARENCY_COURT_WITNESS. */
const WITNESS_NAME = 'huissier.bench/temoin';

export interface CourtWitness {
  process: StartedProcess;
  /** What names it to the API and the worker: TRANSPARENCY_WITNESSES, a quorum of 1, the court officer's. */
  settings: Record<string, string>;
  /** Removes its folder (its key and memory); once it is stopped. */
  dispose(): Promise<void>;
}

/** Until the witness answers its status, which carries its verifier key (made at its first start). */
async function verifierKeyOf(url: string, started: StartedProcess, timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    assertRunning([started], 'start-up');
    try {
      const response = await fetch(`${url}/status.json`);
      if (response.ok) return ((await response.json()) as { verifier_key: string }).verifier_key;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url}/status.json did not answer within ${timeoutMs} ms; see ${started.log}`);
}

/**
 * The court officer's witness (services/witness) as its operator runs it: a process of its own, compiled or
 * from the sources as the API and the worker are, following the bench's log, its key made at its first
 * start in a temporary folder of its own.
 */
export async function startCourtWitness(logVerifierKey: string, runtime: 'dist' | 'ts-node'): Promise<CourtWitness> {
  const folder = await mkdtemp(join(tmpdir(), 'bench-witness-'));
  const port = await freePort();
  const started = startProcess('witness', appCommand('witness', runtime), {
    PATH: process.env.PATH,
    WITNESS_NAME,
    WITNESS_LOGS: logVerifierKey,
    WITNESS_FOLDER: folder,
    WITNESS_PORT: String(port),
    LOG_LEVEL: 'warn',
  });
  const url = `http://127.0.0.1:${port}`;
  const dispose = () => rm(folder, { recursive: true, force: true });
  const key = await verifierKeyOf(url, started).catch(async (error: unknown) => {
    await stopProcess(started);
    await dispose();
    throw error;
  });
  return {
    process: started,
    settings: {
      TRANSPARENCY_WITNESSES: `${key} ${url}`,
      TRANSPARENCY_WITNESS_QUORUM: '1',
      TRANSPARENCY_COURT_WITNESS: WITNESS_NAME,
    },
    dispose,
  };
}
