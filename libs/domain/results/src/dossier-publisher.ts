import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ContestDirectory } from '@app/contests';
import { TransparencyLog, TransparencyReader } from '@app/transparency';
import { DataSource } from 'typeorm';
import { DossierBuilder } from './dossier-builder';
import { ResultsDossierRepository } from './results-dossier.repository';

/** How often the worker looks for closed contests whose dossier is missing or behind their votes. */
const POLL_MS = 15_000;

/**
 * Makes each closed contest's results dossier (version 1), and a new version whenever the contest's
 * votes changed after the latest one (a reversal or a release after the close): the latest dossier
 * always covers every vote of the contest.
 */
@Injectable()
export class DossierPublisher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DossierPublisher.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly contests: ContestDirectory,
    private readonly log: TransparencyLog,
    private readonly reader: TransparencyReader,
    private readonly builder: DossierBuilder,
    private readonly dossiers: ResultsDossierRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), POLL_MS);
    void this.tick();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.publishDue()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, 'Results dossiers not published'))
      .finally(() => (this.running = null));
    await this.running;
  }

  /** Builds every dossier due now; returns the contests it made one for. */
  async publishDue(): Promise<number[]> {
    // The contests' latest votes must be leaves before their last leaf is compared with the last dossier.
    await this.log.catchUp();
    const closed = await this.contests.closedIds();
    const latest = await this.dossiers.latest(closed);
    const made: number[] = [];
    for (const contestId of closed) {
      const last = latest.get(contestId);
      if (last) {
        const lastLeaf = await this.reader.lastContestLeaf(contestId);
        if (lastLeaf === null || lastLeaf < last.treeSize) continue;
      }
      if (await this.publish(contestId)) made.push(contestId);
    }
    return made;
  }

  /** The contest's next dossier version, unless another worker is making it. */
  async publish(contestId: number): Promise<boolean> {
    return this.db.transaction(async (transaction) => {
      if (!(await this.dossiers.tryLockContest(transaction, contestId))) return false;
      const [last] = await this.dossiers.versions(contestId, transaction);
      if (last) {
        const lastLeaf = await this.reader.lastContestLeaf(contestId);
        if (lastLeaf === null || lastLeaf < last.treeSize) return false;
      }
      const dossier = await this.builder.build(contestId, (last?.version ?? 0) + 1, last);
      if (!dossier) return false;
      await this.dossiers.insert(transaction, dossier);
      this.logger.log(
        { contestId, version: dossier.version, leaves: dossier.leaves, treeSize: dossier.treeSize },
        'results_dossier_published',
      );
      return true;
    });
  }
}
