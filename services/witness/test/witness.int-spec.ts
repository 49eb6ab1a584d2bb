import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ed25519 } from '@noble/curves/ed25519';
import {
  consistencyProof,
  formatCheckpoint,
  type Hash,
  hashChildren,
  hashLeaf,
  parseNoteVerifierKey,
  noteVerifierKey,
  signNote,
  splitPoint,
  toBase64,
  verifyCosignature,
} from '@app/contracts';
import { type RunningWitness, startWitness } from '../src';

const ORIGIN = 'bebestar.example/api/transparency/log';
const logSeed = ed25519.utils.randomPrivateKey();
const LOG_KEY = noteVerifierKey(ORIGIN, ed25519.getPublicKey(logSeed));

const leaves = Array.from({ length: 64 }, (_, i) => hashLeaf(new TextEncoder().encode(`vote ${i}`)));
const range = (start: number, end: number): Promise<Hash> => {
  if (end - start === 1) return Promise.resolve(leaves[start]);
  const k = splitPoint(end - start);
  return Promise.all([range(start, start + k), range(start + k, end)]).then(([l, r]) => hashChildren(l, r));
};
const checkpoint = async (
  size: number,
  { seed = logSeed, origin = ORIGIN, root }: { seed?: Uint8Array; origin?: string; root?: Hash } = {},
) => signNote(formatCheckpoint({ origin, size, root: root ?? (await range(0, size)), extensions: [] }), origin, seed);
const body = async (old: number, note: string, proof?: Hash[]) =>
  [
    `old ${old}`,
    ...(proof ?? (old === 0 ? [] : await consistencyProof(old, Number(note.split('\n')[1]), range))).map(toBase64),
    '',
    note,
  ].join('\n');

/** A witness (C2SP tlog-witness) over real HTTP, with its memory in a folder of its own. */
describe('the witness', () => {
  let folder: string;
  let witness: RunningWitness;
  const start = async () => {
    witness = await startWitness({ name: 'huissier.example/temoin', logs: [LOG_KEY], folder });
  };
  const submit = async (text: string) => {
    const response = await fetch(`${witness.url}/add-checkpoint`, { method: 'POST', body: text });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'witness-'));
    await start();
  });
  afterAll(async () => {
    await witness.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('cosigns a log’s first checkpoint with a cosignature that verifies with its key', async () => {
    const note = await checkpoint(10);
    const answer = await submit(await body(0, note));
    expect(answer.status).toBe(200);
    const time = verifyCosignature(note + answer.text, parseNoteVerifierKey(witness.verifierKey)!);
    expect(Math.abs(time! - Date.now() / 1000)).toBeLessThan(60);
  });

  it('cosigns a growth proven consistent, and refuses a bad proof (422), journaled', async () => {
    expect((await submit(await body(10, await checkpoint(20)))).status).toBe(200);
    const tampered = await consistencyProof(20, 30, range);
    tampered[0] = leaves[0];
    const refused = await submit(await body(20, await checkpoint(30), tampered));
    expect(refused.status).toBe(422);
    expect((await submit(await body(20, await checkpoint(30)))).status).toBe(200);
  });

  it('never cosigns a fork: the same size with another root is a 409 and evidence in the journal', async () => {
    const fork = await checkpoint(30, { root: leaves[7] });
    const answer = await submit(await body(30, fork, []));
    expect(answer.status).toBe(409);
    const status = (await (await fetch(`${witness.url}/status.json`)).json()) as {
      journal: { outcome: string; size: number; reason?: string }[];
    };
    expect(status.journal[0]).toMatchObject({
      outcome: 'refused',
      size: 30,
      reason: expect.stringContaining('Fourche'),
    });
  });

  it('never rolls back: an older size is a 400, and a wrong old size a 409 telling the size it holds', async () => {
    expect((await submit(await body(30, await checkpoint(25), []))).status).toBe(400);
    const stale = await submit(await body(20, await checkpoint(40)));
    expect(stale).toMatchObject({ status: 409, type: 'text/x.tlog.size', text: '30\n' });
  });

  it('answers 404 for a log it does not follow, 403 for a signature it cannot verify, 400 for a malformed body', async () => {
    expect((await submit(await body(0, await checkpoint(5, { origin: 'autre.example/log' })))).status).toBe(404);
    expect(
      (await submit(await body(30, await checkpoint(40, { seed: ed25519.utils.randomPrivateKey() })))).status,
    ).toBe(403);
    expect((await submit('old 01\n\nrien\n')).status).toBe(400);
  });

  it('cosigns one of two racing submissions from the same size, never both', async () => {
    const [a, b] = await Promise.all([
      submit(await body(30, await checkpoint(40))),
      submit(await body(30, await checkpoint(50))),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('keeps its key and what it cosigned across a restart', async () => {
    const before = witness.verifierKey;
    await witness.close();
    await start();
    expect(witness.verifierKey).toBe(before);
    const answer = await submit(await body(0, await checkpoint(60)));
    expect(answer.status).toBe(409);
    expect(['40\n', '50\n']).toContain(answer.text);
    const page = await (await fetch(`${witness.url}/`)).text();
    expect(page).toContain('Témoin huissier.example/temoin');
    expect(page).toContain('refusé : Fourche');
  });
});
