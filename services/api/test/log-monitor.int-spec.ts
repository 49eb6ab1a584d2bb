import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { LedgerAppender } from '@app/ledger';
import { freePort } from '@app/testing';
import { TransparencyLog, TreeHeadSigner } from '@app/transparency';
import { runMonitor } from '../../cli/src/monitor';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeUser } from './support/factories';
import { contestLogged } from './support/log-fixtures';

/**
 * `npm run cli -- monitor` against a real site: it follows the log from the last checkpoint it checked,
 * replays the rules over the new votes, and flags a forked checkpoint.
 */
describe('the vote log’s monitor', () => {
  let api: ApiHarness;
  let worker: INestApplicationContext;
  let log: TransparencyLog;
  let folder: string;
  let site: string;
  let contestId: number;
  let participantId: number;
  let voter: { id: number; phone: number };

  beforeAll(async () => {
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    api = await startApi({ PUBLIC_API_URL: site });
    await api.app.listen(port, '127.0.0.1');
    worker = await api.startWorker();
    log = worker.get(TransparencyLog);
    folder = await mkdtemp(join(tmpdir(), 'monitor-'));
    const parent = await makeUser(api);
    contestId = (await makeContest(api, { status: 'open' })).id;
    participantId = (await makeParticipant(api, contestId, await makeBaby(api, parent.user.id), parent.user.id)).id;
    const user = await makeUser(api);
    const [{ id }]: { id: number }[] = await api.db.query('SELECT id FROM phone_numbers WHERE user_id = $1', [
      user.user.id,
    ]);
    voter = { id: user.user.id, phone: id };
  });
  afterAll(async () => {
    await api.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** Free votes of the voter for the child, `minutesAgo` each, written and logged, then a checkpoint. */
  async function freeVotes(...minutesAgo: number[]): Promise<void> {
    await api.db.transaction((transaction) =>
      api.app.get(LedgerAppender).appendPastFreeVotes(
        transaction,
        minutesAgo.map((minutes) => ({
          contestId,
          participantId,
          voterId: voter.id,
          phoneNumberId: voter.phone,
          channel: 'web' as const,
          ipHash: null,
          deviceHash: null,
          idempotencyKey: randomBytes(12).toString('hex'),
          createdAt: new Date(Date.now() - minutes * 60_000),
        })),
      ),
    );
    await contestLogged(log, contestId);
    await log.publishCheckpoint();
  }
  const monitor = () => runMonitor({ api: site, stateFile: join(folder, 'etat.json') });

  it('checks every new vote and says the log holds', async () => {
    await freeVotes(90, 60, 30);
    const first = await monitor();
    expect(first.breaches).toEqual([]);
    expect(first.lines.join('\n')).toContain('3 nouveaux votes vérifiés');
    await freeVotes(15);
    const next = await monitor();
    expect(next.breaches).toEqual([]);
    expect(next.lines.join('\n')).toMatch(
      /Cohérent avec le point de contrôle de \d+ votes vu avant\.[\s\S]*1 nouveaux votes/,
    );
  });

  it('flags free votes of one number for one child less than 10 minutes apart, once', async () => {
    await freeVotes(3, 1);
    const report = await monitor();
    expect(report.breaches).toHaveLength(1);
    expect(report.breaches[0]).toContain("à moins de 10 minutes d'écart");
    expect((await monitor()).breaches).toEqual([]);
  });

  it('flags a checkpoint of the same size with another root, every time', async () => {
    const [{ size }]: { size: string }[] = await api.db.query('SELECT size FROM transparency_log');
    const forged = worker.get(TreeHeadSigner).signCheckpoint(Number(size), randomBytes(32));
    await api.db.query('INSERT INTO log_checkpoints (tree_size, root, note, signed_at) VALUES ($1, $2, $3, now())', [
      size,
      randomBytes(32),
      forged,
    ]);
    for (let run = 0; run < 2; run += 1) {
      const report = await monitor();
      expect(report.breaches).toEqual([expect.stringContaining(`Fourche : un autre registre de ${size} votes`)]);
    }
  });
});
