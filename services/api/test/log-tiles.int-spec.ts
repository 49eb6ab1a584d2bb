import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  consistencyProof,
  decodeEntryBundle,
  hashLeaf,
  noteVerifierKey,
  openNote,
  parseCheckpoint,
  parseNote,
  parseNoteVerifierKey,
  tileRanges,
  toHex,
  verifyConsistency,
  verifyCosignature,
  verifyLogProof,
} from '@app/contracts';
import { ed25519 } from '@noble/curves/ed25519';
import { freePort } from '@app/testing';
import { LedgerAppender } from '@app/ledger';
import { CheckpointWitnesses, TransparencyLog } from '@app/transparency';
import { TransparencyMetrics } from '@app/transparency/transparency.metrics';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { verifyText } from '../../cli/src/verify';
import { makeUser } from './support/factories';
import { contestLogged } from './support/log-fixtures';
import { logVerifierKey, prepareWitness, type TestWitness } from './support/witnesses';

const run = promisify(execFile);
const CHECKER = join(__dirname, '../../../libs/domain/transparency/conformance/tlog-check.go');

/** `count` free votes cast a minute ago, followed into the log. */
async function votesInto(api: ApiHarness, log: TransparencyLog, count: number): Promise<void> {
  const owner = await makeUser(api);
  const contest = await makeContest(api, { status: 'open' });
  const participant = await makeParticipant(api, contest.id, await makeBaby(api, owner.user.id), owner.user.id);
  const createdAt = new Date(Date.now() - 60_000);
  await api.db.transaction((transaction) =>
    api.app.get(LedgerAppender).appendPastFreeVotes(
      transaction,
      Array.from({ length: count }, () => ({
        contestId: contest.id,
        participantId: participant.id,
        voterId: owner.user.id,
        phoneNumberId: null,
        channel: 'web' as const,
        ipHash: null,
        deviceHash: null,
        idempotencyKey: randomBytes(12).toString('hex'),
        createdAt,
      })),
    ),
  );
  await contestLogged(log, contest.id);
}

/**
 * The vote log in the open standards (C2SP tlog-checkpoint, signed-note, tlog-tiles), checked by the Go
 * checksum database's own packages (Debian's golang-golang-x-mod-dev), which the project did not write.
 */
describe('the vote log as checkpoints and tiles', () => {
  let api: ApiHarness;
  let log: TransparencyLog;
  let prefix: string;

  beforeAll(async () => {
    const port = await freePort();
    api = await startApi({ PUBLIC_API_URL: `http://127.0.0.1:${port}` });
    await api.app.listen(port, '127.0.0.1');
    prefix = `http://127.0.0.1:${port}/api/transparency/log`;
    log = (await api.startWorker()).get(TransparencyLog);
  });
  afterAll(() => api.close());

  const votes = (count: number) => votesInto(api, log, count);

  const goCheck = (...args: string[]) =>
    run('go', ['run', CHECKER, '-prefix', prefix, ...args], {
      env: { ...process.env, GO111MODULE: 'off', GOPATH: '/usr/share/gocode' },
    });

  it('has no checkpoint before the first vote, in French', async () => {
    const answer = await api.http.get('/api/transparency/log/checkpoint');
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe("Le registre public n'a pas encore de point de contrôle signé.");
  });

  it('serves signed checkpoints, tiles and entry bundles that an independent implementation verifies', async () => {
    await votes(300);
    const older = await log.publishCheckpoint();
    await votes(420);
    await log.publishCheckpoint();

    const vkey = (await api.http.get('/api/transparency/log/verifier-key').expect(200)).text;
    const verifier = parseNoteVerifierKey(vkey)!;
    expect(verifier.name).toBe(prefix.replace('http://', ''));
    const answer = await api.http.get('/api/transparency/log/checkpoint').expect(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    const checkpoint = parseCheckpoint(openNote(answer.text, verifier)!)!;
    expect(checkpoint).toMatchObject({ origin: verifier.name, size: 720 });

    // Full tiles never change: a CDN may keep them; a bundle's entries hash to its level-0 tile.
    const tile = await api.http.get('/api/transparency/log/tile/0/001').buffer(true).expect(200);
    expect(tile.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(tile.body).toHaveLength(8192);
    const bundle = await api.http.get('/api/transparency/log/tile/entries/001').buffer(true).expect(200);
    const entries = decodeEntryBundle(bundle.body)!;
    expect(entries).toHaveLength(256);
    expect(toHex(hashLeaf(entries[5]))).toBe((tile.body as Buffer).subarray(5 * 32, 6 * 32).toString('hex'));
    const partial = await api.http.get('/api/transparency/log/tile/0/002.p/208').buffer(true).expect(200);
    expect(partial.body).toHaveLength(208 * 32);

    // A reader's own proofs from the tiles it downloads, with no trust in the API's JSON.
    const range = tileRanges(
      720,
      async (path) => new Uint8Array(await (await fetch(`${prefix}/${path}`)).arrayBuffer()),
    );
    expect(toHex(await range(0, 720))).toBe(toHex(checkpoint.root));
    const earlier = parseCheckpoint(parseNote(older!)!.text)!;
    expect(verifyConsistency(300, 720, earlier.root, checkpoint.root, await consistencyProof(300, 720, range))).toBe(
      true,
    );

    const file = join(tmpdir(), `checkpoint-${randomBytes(4).toString('hex')}`);
    await writeFile(file, older!);
    const { stdout } = await goCheck('-vkey', vkey, '-index', '517', '-old', file);
    expect(stdout.split('\n').filter((line) => line.startsWith('OK'))).toHaveLength(4);
    expect(stdout).toContain('OK size 300 consistent with size 720');
  }, 120_000);

  it('is caught by the independent checker when a key or a tile is not the log’s', async () => {
    const forged = noteVerifierKey(
      prefix.replace('http://', ''),
      ed25519.getPublicKey(ed25519.utils.randomPrivateKey()),
    );
    await expect(goCheck('-vkey', forged, '-index', '3')).rejects.toMatchObject({
      stdout: expect.stringContaining('FAIL checkpoint'),
    });

    const vkey = (await api.http.get('/api/transparency/log/verifier-key')).text;
    await api.db.query(
      `UPDATE transparency_tiles SET hashes = overlay(hashes PLACING '\\x00'::bytea FROM 1 FOR 1) WHERE level = 0 AND tile_index = 0`,
    );
    await expect(goCheck('-vkey', vkey, '-index', '3')).rejects.toMatchObject({
      stdout: expect.stringContaining('FAIL inclusion of leaf 3'),
    });
  }, 120_000);

  it('signs a checkpoint at most every 10 s while the log grows, and hourly while it does not', async () => {
    // Later than anything the worker's own loop signs meanwhile; each call waits for the log its loop may hold.
    const start = Date.now() + 10 * 3600_000;
    const at = (seconds: number) => new Date(start + seconds * 1000);
    await votes(3);
    expect(await log.publishCheckpointIfDue(at(0), true)).not.toBeNull();
    await votes(2);
    expect(await log.publishCheckpointIfDue(at(5), true)).toBeNull();
    const grown = await log.publishCheckpointIfDue(at(10), true);
    expect(grown).not.toBeNull();
    expect(await log.publishCheckpointIfDue(at(20), true)).toBeNull();
    expect(await log.publishCheckpointIfDue(at(3000), true)).toBeNull();
    expect(await log.publishCheckpointIfDue(at(3610), true)).toBe(grown);
  });

  it('answers a tile it does not hold, or a path that is not one, 404 in French', async () => {
    for (const path of [
      'tile/0/999',
      'tile/0/002',
      'tile/entries/002.p/255',
      'tile/0/5',
      'tile/x/001',
      'tile/0/x000/001',
    ]) {
      const answer = await api.http.get(`/api/transparency/log/${path}`);
      expect(answer.status).toBe(404);
      expect(answer.body.detail).toContain("Cette tuile du registre n'existe pas");
    }
  });
});

/**
 * The log and two witnesses it must both have cosign (C2SP tlog-witness): the published checkpoint is
 * the latest the quorum cosigned, and a witness down holds the publication back, not the votes.
 */
describe('the vote log witnessed', () => {
  let api: ApiHarness;
  let log: TransparencyLog;
  let logKey: string;
  let submissions: CheckpointWitnesses;
  let metrics: TransparencyMetrics;
  let witnesses: TestWitness[];

  beforeAll(async () => {
    witnesses = [await prepareWitness('temoin-0.example'), await prepareWitness('temoin-1.example')];
    api = await startApi({
      TRANSPARENCY_WITNESSES: witnesses.map((witness) => witness.setting).join(','),
      TRANSPARENCY_WITNESS_QUORUM: '2',
    });
    const worker = await api.startWorker();
    log = worker.get(TransparencyLog);
    submissions = worker.get(CheckpointWitnesses);
    metrics = worker.get(TransparencyMetrics);
    // The witnesses are told the log's key, as their operators would be.
    logKey = await logVerifierKey(api);
    for (const witness of witnesses) await witness.start(logKey);
  });
  afterAll(async () => {
    await api.close();
    for (const witness of witnesses) await witness.dispose();
  });

  const published = async () => {
    const note = (await api.http.get('/api/transparency/log/checkpoint').expect(200)).text;
    return {
      size: parseCheckpoint(openNote(note, parseNoteVerifierKey(logKey)!)!)!.size,
      cosigned: witnesses.map((witness) => verifyCosignature(note, witness.verifier) !== null),
    };
  };
  const checkpointNow = async () => {
    await log.publishCheckpoint();
    await submissions.settled();
  };

  it('publishes a checkpoint once both witnesses cosigned it, with their cosignatures', async () => {
    await votesInto(api, log, 5);
    await checkpointNow();
    expect(await published()).toEqual({ size: 5, cosigned: [true, true] });
  });

  /** The worker's counts of the witnesses' answers and of the checkpoints the quorum made final. */
  const answers = async (): Promise<Record<string, number>> => {
    const { values } = await metrics.cosignatures.get();
    const final = (await metrics.finalCheckpoints.get()).values[0]?.value ?? 0;
    return {
      final,
      ...Object.fromEntries(values.map(({ labels, value }) => [`${labels.witness} ${labels.outcome}`, value])),
    };
  };

  it('keeps publishing the last cosigned checkpoint while a witness is down, and catches it up after', async () => {
    const before = await answers();
    await witnesses[1].stop();
    await votesInto(api, log, 3);
    await checkpointNow();
    expect(await published()).toEqual({ size: 5, cosigned: [true, true] });
    // The metrics tell the operator: one witness answered, the other could not be reached, nothing final.
    expect(await answers()).toMatchObject({
      final: before.final,
      'temoin-0.example cosigned': before['temoin-0.example cosigned'] + 1,
      'temoin-1.example failed': (before['temoin-1.example failed'] ?? 0) + 1,
    });

    await witnesses[1].start(logKey);
    await votesInto(api, log, 2);
    await checkpointNow();
    expect(await published()).toEqual({ size: 10, cosigned: [true, true] });
    expect(await answers()).toMatchObject({
      final: before.final + 1,
      'temoin-1.example cosigned': before['temoin-1.example cosigned'] + 1,
    });
  });

  it('gives each receipt an offline proof that checks with no network against the log’s and witnesses’ keys', async () => {
    const published = (await api.http.get('/api/transparency/log/witnesses').expect(200)).body;
    expect(published).toEqual({
      witnesses: witnesses.map((witness) => ({ name: witness.name, verifier_key: witness.key })),
      quorum: 2,
      court_witness: null,
    });
    const [{ ledger_id: ledgerId }]: { ledger_id: string }[] = await api.db.query(
      'SELECT ledger_id FROM transparency_leaves ORDER BY leaf_index LIMIT 1 OFFSET 3',
    );
    const answer = await api.http.get(`/api/transparency/receipts/${ledgerId}/proof/`).expect(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="recu-${ledgerId}.tlog-proof"`);
    const keys = {
      log: parseNoteVerifierKey(logKey)!,
      witnesses: witnesses.map((witness) => witness.verifier),
      quorum: 2,
    };
    const verdict = verifyLogProof(answer.text, keys);
    expect(verdict).toMatchObject({ problems: [], index: 3, leaf: { id: Number(ledgerId) } });
    expect(verdict.cosigners.map((cosigner) => cosigner.name)).toEqual(witnesses.map((witness) => witness.name));
    const cli = verifyText(answer.text, { logKey: keys.log, witnesses: keys.witnesses });
    expect(cli.lines[0]).toBe('Vérifié');
    expect(cli.lines.join('\n')).toContain('Cosigné par le témoin « temoin-1.example »');

    expect(verifyLogProof(answer.text.replace('\nindex 3\n', '\nindex 4\n'), keys).problems).toEqual([
      "Le vote n'est pas dans le registre signé : la preuve ne mène pas à sa racine.",
    ]);
    expect(verifyText(answer.text, {}).lines[0]).toBe('Non vérifié');
  });

  it('has no offline proof for a vote no published checkpoint holds yet', async () => {
    await witnesses[0].stop();
    await votesInto(api, log, 1);
    await checkpointNow();
    const [{ ledger_id: ledgerId }]: { ledger_id: string }[] = await api.db.query(
      'SELECT ledger_id FROM transparency_leaves ORDER BY leaf_index DESC LIMIT 1',
    );
    const answer = await api.http.get(`/api/transparency/receipts/${ledgerId}/proof/`);
    expect(answer.status).toBe(409);
    expect(answer.body.detail).toContain("Ce vote n'est pas encore dans un état signé du registre");
    await witnesses[0].start(logKey);
  });
});
