import { Injectable } from '@nestjs/common';
import { ParticipantDirectory } from '@app/entries';
import { VoteReceiptsReader } from '@app/ledger';
import { VoteLeaves } from '@app/transparency';
import type { VoterReceiptPageResponse, VoterReceiptResponse } from './voter-receipts.response';

/** "Mes votes": what a voter cast or bought, newest first, each with the receipt the public log proves. */
@Injectable()
export class VoterReceipts {
  constructor(
    private readonly ledger: VoteReceiptsReader,
    private readonly leaves: VoteLeaves,
    private readonly participants: ParticipantDirectory,
  ) {}

  async page(voterId: number, limit: number, before?: number): Promise<VoterReceiptPageResponse> {
    const rows = await this.ledger.voterRows(voterId, limit + 1, before);
    const page = rows.slice(0, limit);
    const cards = await this.participants.findMany([...new Set(page.map((row) => row.participantId))]);
    const results = page.map((row): VoterReceiptResponse => {
      const card = cards.get(row.participantId);
      return {
        ledger_id: row.id,
        leaf_hash: VoteLeaves.hashOf(this.leaves.leafOf(row)).toString('hex'),
        kind: row.kind as VoterReceiptResponse['kind'],
        votes: row.kind === 'held' ? 1 : row.weight,
        status: row.reversed
          ? 'reversed'
          : row.decision === 'release'
            ? 'released'
            : row.decision === 'rejection'
              ? 'rejected'
              : row.kind === 'held'
                ? 'held'
                : 'counted',
        at: row.createdAt.toISOString(),
        contest_id: row.contestId,
        contest_title: card?.contestName ?? '',
        participant_id: row.participantId,
        baby_name: card?.name ?? '',
      };
    });
    return { results, next_before: rows.length > limit ? page[page.length - 1].id : null };
  }
}
