import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Injectable, Logger } from '@nestjs/common';
import { WinnerRepository } from '@app/awards';
import { ContestDirectory } from '@app/contests';
import { ParticipantDirectory } from '@app/entries';
import {
  countedLeaves,
  type Dossier,
  type DossierContent,
  dossierMessage,
  fromBase64,
  keyFingerprint,
  type ParticipantCount,
  placeParticipants,
  type VoteLeaf,
} from '@app/contracts';
import { CheckpointWitnesses, TransparencyLog, TransparencyReader } from '@app/transparency';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { renderDossierPdf } from './dossier-pdf';
import { fcfa, rulesInForce } from './dossier-rules';
import type { DossierSummary, NewDossier } from './results-dossier.repository';

export const dossierFileName = (contestId: number, version: number, extension: 'json' | 'pdf') =>
  `dossier-resultats-concours-${contestId}-v${version}.${extension}`;

/**
 * Each participant's final counts, placed as the ranking places them (the rule the verifier checks),
 * named, and marked when withdrawn: counted, but not on the podium.
 */
function placed(
  leaves: VoteLeaf[],
  participantIds: number[],
  entered: ReadonlySet<number>,
  names: Map<number, string>,
): ParticipantCount[] {
  return placeParticipants(leaves, participantIds).map((line) => ({
    ...line,
    name: names.get(line.participant) ?? '',
    ...(entered.has(line.participant) ? {} : { withdrawn: true as const }),
  }));
}

/**
 * A contest's results dossier: the log caught up with the ledger, the contest sealed (a tree head and a
 * checkpoint of the same size, the checkpoint cosigned by the witnesses, the court officer's among them),
 * its leaves below that head with their multi-proof, the counts they add up to, the winners and the
 * rules, all signed with the log's key; then the PDF for people, naming the file by its SHA-256.
 */
@Injectable()
export class DossierBuilder {
  private readonly logger = new Logger(DossierBuilder.name);

  constructor(
    private readonly log: TransparencyLog,
    private readonly reader: TransparencyReader,
    private readonly witnesses: CheckpointWitnesses,
    private readonly contests: ContestDirectory,
    private readonly participants: ParticipantDirectory,
    private readonly winners: WinnerRepository,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /**
   * The dossier's rows, or null when the contest is unknown, the log does not hold all of its rows yet or
   * the witnesses have not cosigned its seal yet (the publisher's next round tries again): a dossier is
   * never signed with votes missing, nor before the witnesses saw its close.
   */
  async build(contestId: number, version: number, previous?: DossierSummary): Promise<NewDossier | null> {
    const contest = await this.contests.sheet(contestId);
    if (!contest) return null;
    await this.log.catchUp();
    if (!(await this.log.holdsContest(contestId))) return null;
    const seal = await this.sealOf(contestId);
    if (!seal) return null;
    const { head, checkpoint } = seal;
    const leaves = await this.reader.contestLeaves(contestId, head.size);
    const [proof, participantIds, entered, winners] = await Promise.all([
      this.reader.multiProof(
        leaves.map((entry) => entry.index),
        head.size,
      ),
      this.participants.idsInContest(contestId),
      this.participants.idsEntered(this.db.manager, contestId),
      this.winners.ofContest(contestId),
    ]);
    const cards = await this.participants.findMany([
      ...new Set([...participantIds, ...leaves.map((entry) => entry.leaf.participant)]),
    ]);
    const names = new Map([...cards].map(([id, card]) => [id, card.name]));
    const content: DossierContent = {
      format: 'bebe-star/results-dossier/v1',
      contest: {
        id: contest.id,
        title: contest.title,
        start_date: contest.startDate.toISOString(),
        end_date: contest.endDate.toISOString(),
        rules: rulesInForce(contest),
      },
      winners: winners.map((winner) => ({
        rank: winner.rank,
        participant: winner.participantId,
        name: winner.babyName,
        prize: fcfa(winner.prize),
      })),
      // Every leaf of the contest is in the dossier, with its proof; only those written before the end count.
      participants: placed(
        countedLeaves(
          leaves.map((entry) => entry.leaf),
          contest.endDate.toISOString(),
        ),
        participantIds,
        new Set(entered),
        names,
      ),
      head,
      public_key: this.log.publicKey,
      leaves,
      proof,
      checkpoint,
      ...(previous
        ? { previous: { version: previous.version, file_sha256: previous.fileSha256, tree_size: previous.treeSize } }
        : {}),
    };
    const dossier: Dossier = { content, signature: this.log.signDocument(dossierMessage(content)) };
    const file = Buffer.from(JSON.stringify(dossier), 'utf8');
    const fileSha256 = createHash('sha256').update(file).digest('hex');
    return {
      contestId,
      version,
      treeSize: head.size,
      leaves: leaves.length,
      fileGzip: gzipSync(file),
      fileSha256,
      pdf: await renderDossierPdf(content, dossierFileName(contestId, version, 'json'), fileSha256),
      keyFingerprint: keyFingerprint(fromBase64(content.public_key)),
    };
  }

  /**
   * The contest's seal with its cosignatures when final: the latest seal while it still covers every
   * leaf of the contest (given to the witnesses again, for those that have not cosigned it), else a new one.
   */
  private async sealOf(contestId: number): Promise<{ head: DossierContent['head']; checkpoint: string } | null> {
    const lastLeaf = await this.reader.lastContestLeaf(contestId);
    let seal = await this.log.lastSeal(contestId);
    if (seal && (lastLeaf === null || seal.head.size > lastLeaf)) this.witnesses.submit(seal.checkpoint);
    else seal = await this.log.seal(contestId);
    if (!seal) return null;
    await this.witnesses.settled();
    const cosigned = await this.witnesses.cosigned(seal.checkpoint);
    if (!cosigned.final) {
      this.logger.warn({ contestId, cosigners: cosigned.cosigners }, 'results_dossier_waiting_for_witnesses');
      return null;
    }
    return { head: seal.head, checkpoint: cosigned.note };
  }
}
