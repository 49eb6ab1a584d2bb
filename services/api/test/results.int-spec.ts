import type { INestApplicationContext } from '@nestjs/common';
import { type Dossier, dossierProblems } from '@app/contracts';
import { DossierPublisher } from '@app/results';
import { verifyDocument } from '../../cli/src/verify';
import { insertFree, insertPaid, insertReversal, waitFor } from '../../worker/test/ranking-fixtures';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeUser } from './support/factories';

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
      const [held]: { id: string }[] = await api.db.query(
        `INSERT INTO vote_ledger (kind, weight, contest_id, participant_id, voter_id, signals, reason, idempotency_key)
         VALUES ('held', 0, $1, $2, 40, '{burst}', 'Rafale', $3) RETURNING id`,
        [contestId, ids.Coumba, `held-${decision}`],
      );
      await api.db.query(
        `INSERT INTO vote_ledger (kind, weight, contest_id, participant_id, voter_id, decides_id, actor_id, reason, idempotency_key)
         VALUES ($1, $2, $3, $4, 40, $5, 1, 'Vérifié', $6)`,
        [decision, decision === 'release' ? 1 : 0, contestId, ids.Coumba, held.id, `decision-${held.id}`],
      );
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
    await waitFor(async () => (await results()).status === 200, 20_000, 'first version');
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
    await waitFor(async () => (await results()).body.versions?.length === 2, 20_000, 'second version');
    const summary = (await results().expect(200)).body;
    expect(summary.versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
    const second = await download();
    expect(second.content.participants.find((line) => line.name === 'Coumba')).toMatchObject({ total: 2, reversed: 1 });
    expect(dossierProblems(second)).toEqual([]);
    expect((await download('?version=1')).content.participants.find((line) => line.name === 'Coumba')!.total).toBe(3);
    await api.http.get(`/api/contests/contests/${contestId}/results/dossier.pdf?version=9`).expect(404);
  });
});
