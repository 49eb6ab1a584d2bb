import { QueryFailedError } from 'typeorm';

/**
 * The SQLSTATE the ledger raises (trigger `vote_ledger_before_close`) for a row that would add votes
 * to a contest at or after its end: whoever writes, nothing is counted after the close.
 */
const CONTEST_ENDED = 'BS001';

/** Whether a failed write was refused because its contest had ended. */
export function isContestEndedError(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  return (error.driverError as { code?: string }).code === CONTEST_ENDED;
}
