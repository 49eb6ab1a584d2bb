import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';

/** What the witness holds for one log: the latest checkpoint it cosigned. */
export interface LogPosition {
  size: number;
  /** The root, base64. */
  root: string;
  /** The signed checkpoint as the log sent it. */
  note: string;
  /** When it was cosigned (seconds since the epoch). */
  time: number;
}

/** One line of the operator's journal: a checkpoint cosigned, or a submission refused. */
export interface JournalEntry {
  time: number;
  origin: string;
  size: number;
  root: string;
  outcome: 'cosigned' | 'refused';
  /** Why a submission was refused (a fork, a rollback, a proof that does not verify). */
  reason?: string;
}

const JOURNAL_KEPT = 200;

async function writeDurably(path: string, data: string, flag: 'w' | 'a'): Promise<void> {
  const file = await open(path, flag, 0o600);
  try {
    await file.writeFile(data);
    await file.sync();
  } finally {
    await file.close();
  }
}

/**
 * The witness's memory, on disk in its own folder: `positions.json` (the latest checkpoint cosigned per
 * log, replaced atomically: written beside, synced, renamed, the folder synced) and `journal.jsonl`
 * (every cosignature and every refusal, appended and synced). Every change goes through `update`, one
 * at a time: checking a submission against the stored size and storing the new one are one step, so
 * two submissions racing can never roll a log back.
 */
export class WitnessStore {
  private positions: Record<string, LogPosition> = {};
  private journal: JournalEntry[] = [];
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly folder: string) {}

  static async open(folder: string): Promise<WitnessStore> {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const store = new WitnessStore(folder);
    store.positions = JSON.parse(await readFile(join(folder, 'positions.json'), 'utf8').catch(() => '{}')) as Record<
      string,
      LogPosition
    >;
    const lines = (await readFile(join(folder, 'journal.jsonl'), 'utf8').catch(() => '')).split('\n').filter(Boolean);
    store.journal = lines.slice(-JOURNAL_KEPT).map((line) => JSON.parse(line) as JournalEntry);
    return store;
  }

  position(origin: string): LogPosition | null {
    return this.positions[origin] ?? null;
  }

  /** The latest entries of the journal, newest first. */
  recent(): JournalEntry[] {
    return [...this.journal].reverse();
  }

  /**
   * Runs `step` alone: it sees the stored position of `origin` and returns what to store (a new
   * position), what to journal, and its answer. Storing happens before the answer is returned.
   */
  update<T>(
    origin: string,
    step: (current: LogPosition | null) => { store?: LogPosition; journal?: JournalEntry; answer: T },
  ): Promise<T> {
    const run = this.queue.then(async () => {
      const outcome = step(this.position(origin));
      if (outcome.store) {
        const positions = { ...this.positions, [origin]: outcome.store };
        const path = join(this.folder, 'positions.json');
        await writeDurably(`${path}.new`, JSON.stringify(positions, null, 2), 'w');
        await rename(`${path}.new`, path);
        const folder = await open(this.folder, 'r');
        await folder.sync().finally(() => folder.close());
        this.positions = positions;
      }
      if (outcome.journal) {
        await writeDurably(join(this.folder, 'journal.jsonl'), `${JSON.stringify(outcome.journal)}\n`, 'a');
        this.journal = [...this.journal.slice(1 - JOURNAL_KEPT), outcome.journal];
      }
      return outcome.answer;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}
