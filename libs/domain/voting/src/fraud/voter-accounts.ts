import { Injectable } from '@nestjs/common';
import { UserRepository, type VoterAccount } from '@app/identity';

/** Accounts remembered per process: dropped only for room. */
const REMEMBERED_MAX = 200_000;
/** How long the first lookup of a batch waits for company. */
const BATCH_WAIT_MS = 2;
/** An account whose e-mail is not confirmed yet is read again after this long (it may confirm any time). */
const UNCONFIRMED_FRESH_MS = 60_000;

interface Remembered {
  account: VoterAccount | null;
  readAt: number;
}

/**
 * What the fraud score needs of voters' accounts — when each was created, whether its e-mail is
 * confirmed — kept in memory once read (a voter votes many times), and read for many voters at once
 * with one query, so that a contest's peak costs one lookup per voter and process, not one per vote.
 * A creation date never changes and a confirmation is not undone but by a new address, which is
 * confirmed anew: an unconfirmed account is read again after a minute, a confirmed one is kept.
 */
@Injectable()
export class VoterAccounts {
  private readonly remembered = new Map<number, Remembered>();
  private waiting = new Map<number, ((account: VoterAccount | null) => void)[]>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly users: UserRepository) {}

  /**
   * The voter's account; null when it is gone or could not be read (its signals are then left out: a
   * database hiccup must not hold honest votes, nor fail them).
   */
  of(userId: number, nowMs = Date.now()): Promise<VoterAccount | null> {
    const known = this.remembered.get(userId);
    if (known && (known.account?.emailConfirmed || nowMs - known.readAt < UNCONFIRMED_FRESH_MS)) {
      return Promise.resolve(known.account);
    }
    return new Promise((resolve) => {
      const callers = this.waiting.get(userId) ?? [];
      callers.push(resolve);
      this.waiting.set(userId, callers);
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        void this.load();
      }, BATCH_WAIT_MS);
    });
  }

  private async load(): Promise<void> {
    const batch = this.waiting;
    this.waiting = new Map();
    let accounts: Map<number, VoterAccount>;
    try {
      accounts = await this.users.voterAccounts([...batch.keys()]);
    } catch {
      for (const callers of batch.values()) for (const resolve of callers) resolve(null);
      return;
    }
    if (this.remembered.size + batch.size > REMEMBERED_MAX) this.remembered.clear();
    const readAt = Date.now();
    for (const [userId, callers] of batch) {
      const account = accounts.get(userId) ?? null;
      this.remembered.set(userId, { account, readAt });
      for (const resolve of callers) resolve(account);
    }
  }
}
