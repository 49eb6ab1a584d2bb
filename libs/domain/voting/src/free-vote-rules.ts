/**
 * The free-vote rules, defined here only: one free vote per (voter, participant) every 10 minutes,
 * at most 50 free votes a day per account and per device — the spec's "per account or connection",
 * the connection being the phone's browser, not its carrier's address, which thousands of phones
 * share. Votes sent without a device id share 50 a day per address; each address also has a ceiling
 * sized for a carrier (configuration). The day is the UTC day. Paid votes are not limited.
 */
export const FREE_VOTE_COOLDOWN_SECONDS = 600;
export const FREE_VOTES_PER_DAY = 50;

/** A daily counter outlives its day by this much, so a vote at the last second still finds it. */
const DAY_COUNTER_GRACE_MS = 3600_000;

export interface VoteDay {
  /** The UTC date as YYYYMMDD, part of the daily counters' keys. */
  key: string;
  start: Date;
  end: Date;
}

let lastDay: VoteDay | undefined;

/** The vote day holding `now` (the last one is kept: every vote asks, and the answer changes once a day). */
export function voteDay(now: Date): VoteDay {
  const time = now.getTime();
  if (lastDay && time >= lastDay.start.getTime() && time < lastDay.end.getTime()) return lastDay;
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const end = new Date(start.getTime() + 86400_000);
  lastDay = { key: start.toISOString().slice(0, 10).replaceAll('-', ''), start, end };
  return lastDay;
}

/** How long a daily counter written at `now` is kept: to the end of its day, plus the grace. */
export function dailyCounterTtlMs(now: Date): number {
  return voteDay(now).end.getTime() - now.getTime() + DAY_COUNTER_GRACE_MS;
}

/** The moment a voter may vote again after a free vote accepted at `votedAt`. */
export function nextFreeVoteAt(votedAt: Date): Date {
  return new Date(votedAt.getTime() + FREE_VOTE_COOLDOWN_SECONDS * 1000);
}

/**
 * Redis keys of the free-vote limits; all are rebuilt from the ledger after a Redis loss. A voter's
 * keys share the hash tag `{u:<id>}`, a device's `{d:<hash>}` and an address's `{ip:<hash>}`, so that
 * each script of a vote touches one hash slot (Redis Cluster).
 */
export const voteKeys = {
  cooldown: (voterId: number, participantId: number) => `vote:{u:${voterId}}:cd:${participantId}`,
  dailyVoter: (voterId: number, day: VoteDay) => `vote:{u:${voterId}}:daily:${day.key}`,
  dailyDevice: (deviceHash: string, day: VoteDay) => `vote:{d:${deviceHash}}:daily:${day.key}`,
  /** Every free vote from the address: its ceiling. */
  dailyIp: (ipHash: string, day: VoteDay) => `vote:{ip:${ipHash}}:daily:${day.key}`,
  /** The address's votes sent without a device id: they share one device's cap. */
  dailyIpWithoutDevice: (ipHash: string, day: VoteDay) => `vote:{ip:${ipHash}}:nodevice:${day.key}`,
  idempotency: (voterId: number, key: string) => `vote:{u:${voterId}}:idem:${key}`,
  /** Devices an account voted from for the first time in a day, each with its proof of work (a fraud signal). */
  accountNewDevices: (voterId: number, day: VoteDay) => `vote:{u:${voterId}}:newdev:${day.key}`,
  /** The accounts that voted from a device in a day (the fraud score's "accounts on the device"). */
  deviceAccounts: (deviceHash: string, day: VoteDay) => `vote:{d:${deviceHash}}:accounts:${day.key}`,
  /** A device's free-vote attempts in one minute (its rhythm). */
  deviceMinute: (deviceHash: string, minute: number) => `vote:{d:${deviceHash}}:minute:${minute}`,
  /** Young accounts' votes for a participant in a 10-minute window. */
  youngVotes: (participantId: number, window: number) => `vote:{p:${participantId}}:young:${window}`,
  /** Present while Redis holds limits restored from the ledger; gone with a Redis loss. */
  restored: 'vote:restored',
};
