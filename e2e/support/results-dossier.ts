import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ledgerRows } from '@app/testing';
import type { ApiHarness } from '../../services/api/test/support/api-harness';
import type { Showcase } from './showcase';

const ROOT = join(__dirname, '..', '..');

export interface ResultsSummary {
  key_fingerprint: string;
  latest: { version: number; leaves: number; file_sha256: string; file_url: string; pdf_url: string };
}

/** Free votes for the showcase's first participants (`votes[i]` for the i-th), then the contest closes. */
export async function closeWithFreeVotes(api: ApiHarness, showcase: Showcase, votes: number[]): Promise<void> {
  for (const [index, count] of votes.entries()) {
    await ledgerRows(
      api.db,
      {
        kind: 'free',
        contestId: showcase.contestId,
        participantId: showcase.participants[index].id,
        voterId: showcase.voter.user.id,
        ipHash: 'a'.repeat(32),
      },
      count,
    );
  }
  await api.db.query(`UPDATE contests SET status = 'closed', end_date = now() WHERE id = $1`, [showcase.contestId]);
}

/**
 * The contest's results summary, once the worker has made the dossier (404 until then): within ~15 s of
 * the close, more when it waits for the witnesses' cosignatures; `waitMs` leaves room for a loaded machine.
 */
export async function madeDossier(apiUrl: string, contestId: number, waitMs: number): Promise<ResultsSummary> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${apiUrl}/api/contests/contests/${contestId}/results/`);
    if (response.ok) return (await response.json()) as ResultsSummary;
    if (response.status !== 404) throw new Error(`results of contest ${contestId}: HTTP ${response.status}`);
    await new Promise((done) => setTimeout(done, 1_000));
  }
  throw new Error(`no results dossier ${waitMs / 1000} s after the close`);
}

/**
 * `npm run cli -- verify <args>` as an auditor runs it, with its exit code and what it printed. Spawned, not
 * spawnSync: the site it may ask for the keys (`--api`) is served by the test's own process.
 */
export function verifyWithCli(...args: string[]): Promise<{ status: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const cli = spawn(
      'npx',
      ['ts-node', '-r', 'tsconfig-paths/register', '--transpile-only', 'services/cli/src/main.ts', 'verify', ...args],
      { cwd: ROOT, timeout: 90_000 },
    );
    let stdout = '';
    cli.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    cli.on('error', reject).on('close', (status) => resolve({ status, stdout }));
  });
}
