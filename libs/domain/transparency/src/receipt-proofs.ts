import { Injectable } from '@nestjs/common';
import { ParticipantDirectory } from '@app/entries';
import { VoteReceiptsReader } from '@app/ledger';
import type { ReceiptProofResponse } from './transparency.response';
import { TransparencyReader } from './transparency.reader';

/**
 * A receipt's proof as /verifier shows it: the signed leaf and its inclusion proof, and beside them
 * (not part of what is signed) the child's first name as the public ranking shows it, and what became
 * of the vote since it was logged (a held vote released counts, a reversed one no longer does).
 */
@Injectable()
export class ReceiptProofs {
  constructor(
    private readonly reader: TransparencyReader,
    private readonly receipts: VoteReceiptsReader,
    private readonly participants: ParticipantDirectory,
  ) {}

  async proof(ledgerId: number): Promise<ReceiptProofResponse> {
    const proof = await this.reader.receipt(ledgerId);
    const [standing, name] = await Promise.all([
      this.receipts.standing(ledgerId),
      this.publicName(proof.leaf.participant),
    ]);
    return {
      ...proof,
      participant_name: name,
      standing: standing && {
        status: standing.status,
        votes: standing.votes,
        decided_by: standing.decidedBy,
        decided_at: standing.decidedAt?.toISOString() ?? null,
      },
    };
  }

  /** The child's first name while the public may see the participant (a withdrawn child is named by number only). */
  private async publicName(participantId: number): Promise<string | null> {
    const [visible, card] = await Promise.all([
      this.participants.isVisible(participantId),
      this.participants.find(participantId),
    ]);
    return visible && card ? card.name : null;
  }
}
