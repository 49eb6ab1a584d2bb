import { Injectable } from '@nestjs/common';
import { UserRepository } from '@app/identity';

/** Accounts remembered per process: a creation date never changes, so they are dropped only for room. */
const REMEMBERED_MAX = 200_000;
/** How long the first lookup of a batch waits for company. */
const BATCH_WAIT_MS = 2;

/**
 * When voters' accounts were created, for the fraud score's "young account" signal: kept in memory
 * once read (a voter votes many times), and read for many voters at once with one query, so that a
 * contest's peak costs one lookup per voter and process, not one per vote.
 */
@Injectable()
export class AccountAges {
  private readonly joined = new Map<number, Date | null>();
  private waiting = new Map<number, ((joined: Date | null) => void)[]>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly users: UserRepository) {}

  /**
   * When the account was created; null when it is gone or could not be read (the signal is then
   * left out: a database hiccup must not hold honest votes, nor fail them).
   */
  joinedAt(userId: number): Promise<Date | null> {
    const known = this.joined.get(userId);
    if (known !== undefined) return Promise.resolve(known);
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
    let dates: Map<number, Date>;
    try {
      dates = await this.users.joinedDates([...batch.keys()]);
    } catch {
      for (const callers of batch.values()) for (const resolve of callers) resolve(null);
      return;
    }
    if (this.joined.size + batch.size > REMEMBERED_MAX) this.joined.clear();
    for (const [userId, callers] of batch) {
      const joined = dates.get(userId) ?? null;
      this.joined.set(userId, joined);
      for (const resolve of callers) resolve(joined);
    }
  }
}
