import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
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
import { TransparencyLog, TransparencyReader } from '@app/transparency';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { renderDossierPdf } from './dossier-pdf';
import { fcfa, rulesInForce } from './dossier-rules';
import type { NewDossier } from './results-dossier.repository';

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
 * A contest's results dossier: the log caught up with the ledger, a tree head signed for the contest,
 * its leaves below that head with their multi-proof, the counts they add up to, the winners and the
 * rules, all signed with the log's key; then the PDF for people, naming the file by its SHA-256.
 */
@Injectable()
export class DossierBuilder {
  constructor(
    private readonly log: TransparencyLog,
    private readonly reader: TransparencyReader,
    private readonly contests: ContestDirectory,
    private readonly participants: ParticipantDirectory,
    private readonly winners: WinnerRepository,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /**
   * The dossier's rows, or null when the contest is unknown or the log does not hold all of its rows yet
   * (the publisher's next round tries again): a dossier is never signed with votes missing.
   */
  async build(contestId: number, version: number): Promise<NewDossier | null> {
    const contest = await this.contests.sheet(contestId);
    if (!contest) return null;
    await this.log.catchUp();
    if (!(await this.log.holdsContest(contestId))) return null;
    const head = await this.log.publishHead(new Date(), contestId);
    if (!head) return null;
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
}
