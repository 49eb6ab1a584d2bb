import { eventually } from '@app/testing';
import type { TransparencyLog } from '@app/transparency';
import type { ApiHarness } from './api-harness';

/**
 * Waits until the log holds every ledger row of the contest: a row joins the log once no older
 * transaction runs anywhere on the database server, which another suite's may delay.
 */
export async function contestLogged(log: TransparencyLog, contestId: number): Promise<void> {
  await eventually(
    async () => {
      await log.catchUp();
      return log.holdsContest(contestId);
    },
    { timeoutMs: 20_000, what: 'the contest’s rows in the log' },
  );
}

/** Waits until the log holds the ledger row and every other row of its contest. */
export async function rowLogged(api: ApiHarness, log: TransparencyLog, ledgerId: number): Promise<void> {
  const [{ contest_id }] = await api.db.query<{ contest_id: number }[]>(
    'SELECT contest_id FROM vote_ledger WHERE id = $1',
    [ledgerId],
  );
  await contestLogged(log, contest_id);
}
