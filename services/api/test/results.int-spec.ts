import type { INestApplicationContext } from '@nestjs/common';
import { type Dossier, dossierProblems } from '@app/contracts';
import { DossierPublisher } from '@app/results';
import { eventually, insertFree, insertHeld, insertPaid, insertReversal, ledgerRow } from '@app/testing';
import { verifyDocument } from '../../cli/src/verify';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeUser } from './support/factories';
import { logVerifierKey, prepareWitness, type TestWitness } from './support/witnesses';

/** The raw body of a binary answer (supertest keeps JSON and text only). */
const binary = (response: unknown, done: (error: Error | null, body: unknown) => void) => {
  const stream = response as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('results dossiers', () => {
  let api: ApiHarness;
  let worker: INestApplicationContext;
  let contestId: number;
  const ids: Record<string, number> = {};

  const results = () => api.http.get(`/api/contests/contests/${contestId}/results/`);
  const download = async (query = ''): Promise<Dossier> => {
    const response = await api.http
      .get(`/api/contests/contests/${contestId}/results/dossier.json${query}`)
      .set('Accept-Encoding', 'identity')
      .buffer(true)
      .parse(binary)
      .expect(200);
    return JSON.parse((response.body as Buffer).toString('utf8')) as Dossier;
  };

  beforeAll(async () => {
    api = await startApi({ TRANSPARENCY_HEAD_INTERVAL_SECONDS: '3600' });
    worker = await api.startWorker();
    const parent = await makeUser(api);
    const contest = await makeContest(api, { title: 'Le plus beau sourire' });
    contestId = contest.id;
    for (const name of ['Awa', 'Binta', 'Coumba']) {
      ids[name] = (
        await makeParticipant(api, contestId, await makeBaby(api, parent.user.id, { name }), parent.user.id)
      ).id;
    }
    // Awa 3 free (one reversed) ; Binta a pack of 10 ; Coumba 2 free ; a held vote released, another rejected.
    const awa = [];
    for (let i = 0; i < 3; i += 1)
      awa.push(await insertFree(api.db, { contestId, participantId: ids.Awa, voterId: 10 + i }));
    await insertReversal(api.db, awa[0]);
    await insertPaid(api.db, { contestId, participantId: ids.Binta, voterId: 20, weight: 10, paymentId: 77 });
    for (let i = 0; i < 2; i += 1) await insertFree(api.db, { contestId, participantId: ids.Coumba, voterId: 30 + i });
    for (const decision of ['release', 'rejection'] as const) {
      const vote = { contestId, participantId: ids.Coumba, voterId: 40 };
      const held = await insertHeld(api.db, { ...vote, idempotencyKey: `held-${decision}` });
      await ledgerRow(api.db, {
        ...vote,
        kind: decision,
        decidesId: held,
        actorId: 1,
        reason: 'Vérifié',
        idempotencyKey: `decision-${held}`,
      });
    }
    await api.db.query("UPDATE contests SET status = 'closed', end_date = now() WHERE id = $1", [contestId]);
  });
  afterAll(() => api.close());

  it('has no dossier for a contest still open', async () => {
    const open = await makeContest(api, { title: 'Encore ouvert' });
    await api.http.get(`/api/contests/contests/${open.id}/results/`).expect(404, {
      detail:
        "Le dossier de résultats de ce concours n'est pas encore disponible : il l'est quelques minutes après sa clôture.",
    });
  });

  it('makes a signed dossier at the close whose every count the leaves prove, and a PDF', async () => {
    // The worker's own round may have made it first, or be making it: either way, once.
    await worker.get(DossierPublisher).publishDue();
    await eventually(async () => (await results()).status === 200, { timeoutMs: 20_000, what: 'first version' });
    const summary = (await results().expect(200)).body;
    expect(summary).toMatchObject({
      contest_id: contestId,
      key_fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      latest: {
        version: 1,
        leaves: 11,
        file_url: `/api/contests/contests/${contestId}/results/dossier.json?version=1`,
      },
    });

    const dossier = await download();
    expect(dossierProblems(dossier)).toEqual([]);
    expect(verifyDocument(dossier, { fingerprint: summary.key_fingerprint }).lines[0]).toBe('Vérifié');
    const counts = Object.fromEntries(dossier.content.participants.map((line) => [line.name, line]));
    expect(counts.Binta).toMatchObject({ rank: 1, paid: 10, free: 0, total: 10 });
    expect(counts.Coumba).toMatchObject({ rank: 2, free: 3, held: 0, rejected: 1, total: 3 });
    expect(counts.Awa).toMatchObject({ rank: 3, free: 3, reversed: 1, total: 2 });
    expect(dossier.content.head.size).toBeGreaterThanOrEqual(11);
    expect(dossier.content.contest.rules.join(' ')).toContain('toutes les 10 minutes');

    const pdf = await api.http
      .get(`/api/contests/contests/${contestId}/results/dossier.pdf`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    const gzipped = await api.http
      .get(`/api/contests/contests/${contestId}/results/dossier.json?version=1`)
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    // The client unpacked the stored gzip itself: the same file.
    expect(JSON.parse((gzipped.body as Buffer).toString('utf8'))).toEqual(dossier);
  });

  it('names the participant whose count was altered in a downloaded dossier', async () => {
    const dossier = await download();
    const awa = dossier.content.participants.find((line) => line.name === 'Awa')!;
    awa.total = 20;
    expect(dossierProblems(dossier)).toContain(
      `« Awa » (n° ${ids.Awa}) : le dossier annonce 20 votes au total, les votes du registre en donnent 2.`,
    );
  });

  it('makes a new version only when the contest’s votes changed after the last one', async () => {
    const publisher = worker.get(DossierPublisher);
    await publisher.publishDue();
    expect((await results().expect(200)).body.versions).toHaveLength(1);
    const [late]: { id: string }[] = await api.db.query(
      `SELECT id FROM vote_ledger WHERE contest_id = $1 AND participant_id = $2 AND kind = 'free' ORDER BY id LIMIT 1`,
      [contestId, ids.Coumba],
    );
    await insertReversal(api.db, Number(late.id));
    await publisher.publishDue();
    // The worker's own round may be making it at this moment (it holds the contest's lock): wait for it.
    await eventually(async () => (await results()).body.versions?.length === 2, {
      timeoutMs: 20_000,
      what: 'second version',
    });
    const summary = (await results().expect(200)).body;
    expect(summary.versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
    const second = await download();
    expect(second.content.participants.find((line) => line.name === 'Coumba')).toMatchObject({ total: 2, reversed: 1 });
    expect(dossierProblems(second)).toEqual([]);
    expect((await download('?version=1')).content.participants.find((line) => line.name === 'Coumba')!.total).toBe(3);
    await api.http.get(`/api/contests/contests/${contestId}/results/dossier.pdf?version=9`).expect(404);
  });
});

/**
 * The close sealed with the court officer's witness (C2SP tlog-witness): no dossier before it cosigned the
 * closing checkpoint, which the dossier then carries; a later version cites the one it follows.
 */
describe('results dossiers sealed by the court officer’s witness', () => {
  let api: ApiHarness;
  let worker: INestApplicationContext;
  let court: TestWitness;
  let contestId: number;
  let participantId: number;

  const results = () => api.http.get(`/api/contests/contests/${contestId}/results/`);
  const download = async (query = ''): Promise<Dossier> => {
    const response = await api.http
      .get(`/api/contests/contests/${contestId}/results/dossier.json${query}`)
      .set('Accept-Encoding', 'identity')
      .buffer(true)
      .parse(binary)
      .expect(200);
    return JSON.parse((response.body as Buffer).toString('utf8')) as Dossier;
  };

  beforeAll(async () => {
    // The court officer's witness is a program of its own, with its own key, as on their machine.
    court = await prepareWitness('huissier.example/temoin', { process: true });
    api = await startApi({
      TRANSPARENCY_HEAD_INTERVAL_SECONDS: '3600',
      TRANSPARENCY_WITNESSES: court.setting,
      TRANSPARENCY_COURT_WITNESS: court.name,
    });
    worker = await api.startWorker();
    const parent = await makeUser(api);
    contestId = (await makeContest(api, { title: 'Les plus belles joues' })).id;
    participantId = (await makeParticipant(api, contestId, await makeBaby(api, parent.user.id), parent.user.id)).id;
    for (let i = 0; i < 3; i += 1) await insertFree(api.db, { contestId, participantId, voterId: 50 + i });
    await api.db.query("UPDATE contests SET status = 'closed', end_date = now() WHERE id = $1", [contestId]);
  });
  afterAll(async () => {
    await api.close();
    await court.dispose();
  });

  it('waits for the court officer’s witness, then carries its cosignature of the close', async () => {
    const publisher = worker.get(DossierPublisher);
    // The witness is not running yet: the contest stays without a dossier.
    await publisher.publishDue();
    await results().expect(404);

    await court.start(await logVerifierKey(api));
    await publisher.publishDue();
    await eventually(async () => (await results()).status === 200, { timeoutMs: 20_000, what: 'sealed version' });
    const dossier = await download();
    expect(dossierProblems(dossier, [court.verifier])).toEqual([]);
    const verdict = verifyDocument(dossier, {
      fingerprint: (await results()).body.key_fingerprint,
      witnesses: [court.verifier],
    });
    expect(verdict.lines[0]).toBe('Vérifié');
    expect(verdict.lines.join('\n')).toContain('Clôture cosignée par le témoin « huissier.example/temoin »');

    // Another witness's key, or a checkpoint changed after signing: said, in French.
    const stranger = await prepareWitness('autre.example/temoin');
    expect(dossierProblems(dossier, [stranger.verifier])).toEqual([
      "Le témoin « autre.example/temoin » n'a pas cosigné la clôture.",
    ]);
    await stranger.dispose();
    const forged = {
      ...dossier,
      content: { ...dossier.content, checkpoint: dossier.content.checkpoint!.replace(/\n\d+\n/, '\n1\n') },
    };
    expect(dossierProblems(forged, [court.verifier])).toContain(
      'La signature du registre sur le point de contrôle de clôture est invalide.',
    );
  });

  it('makes the next version with a new seal the witness cosigns, citing the version it follows', async () => {
    const first = (await results().expect(200)).body.latest;
    const [vote]: { id: string }[] = await api.db.query(
      `SELECT id FROM vote_ledger WHERE contest_id = $1 AND kind = 'free' ORDER BY id LIMIT 1`,
      [contestId],
    );
    await insertReversal(api.db, Number(vote.id));
    await worker.get(DossierPublisher).publishDue();
    await eventually(async () => (await results()).body.versions?.length === 2, {
      timeoutMs: 20_000,
      what: 'second version',
    });
    const second = await download();
    expect(second.content.previous).toEqual({ version: 1, file_sha256: first.file_sha256, tree_size: first.tree_size });
    expect(second.content.head.size).toBeGreaterThan(first.tree_size);
    expect(dossierProblems(second, [court.verifier])).toEqual([]);
  });
});
