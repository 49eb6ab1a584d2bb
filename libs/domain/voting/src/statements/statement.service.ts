import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail } from '@app/audit';
import { AppError, MESSAGES, type Page, type PageQueryDto, resolvePage, toCsv, toPage } from '@app/common';
import { type ParticipantCard, ParticipantDirectory } from '@app/entries';
import { maskPhone } from '@app/contracts';
import { type VoterContact, UserRepository } from '@app/identity';
import {
  LedgerFiguresReader,
  VoteReceiptsReader,
  type StatementLine,
  type StatementStatus,
  type VoteChannel,
} from '@app/ledger';
import { PaymentsRepository } from '@app/payments';
import { DataSource } from 'typeorm';
import type { AnswerDisputeDto, DisputeQueryDto, OpenDisputeDto } from './dto/statement.dto';
import { maskEmail, maskReference } from './masking';
import { type DisputeRow, VoteDisputeRepository } from './vote-dispute.repository';
import type {
  AdminDisputeResponse,
  DisputeResponse,
  StatementLineResponse,
  StatementSummaryResponse,
} from './statement.response';

/** Who reads a statement: the parent (voters and payments masked) or an administrator (in full). */
export type StatementReader = { kind: 'parent'; userId: number } | { kind: 'admin' };

export const STATUS_LABELS: Record<StatementStatus, string> = {
  counted: 'Compté',
  held: 'En vérification',
  released: 'Validé',
  rejected: 'Refusé',
  reversed: 'Annulé',
};

const KIND_LABELS = { free: 'Gratuit', paid: 'Payant', held: 'Gratuit' } as const;
const CHANNEL_LABELS: Record<VoteChannel, string> = { web: 'Web', ussd: 'USSD', sms: 'SMS' };
/** Rows per CSV download: a contest's largest statements fit in one file. */
const CSV_MAX_ROWS = 100_000;

/**
 * "Relevé des votes": every vote cast for a participant with what became of it, whose totals equal
 * the public count; and the disputes a parent opens on a reversal or a rejection.
 */
@Injectable()
export class StatementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    private readonly ledger: VoteReceiptsReader,
    private readonly figures: LedgerFiguresReader,
    private readonly participants: ParticipantDirectory,
    private readonly users: UserRepository,
    private readonly payments: PaymentsRepository,
    private readonly disputes: VoteDisputeRepository,
  ) {}

  async summary(reader: StatementReader, participantId: number): Promise<StatementSummaryResponse> {
    const participant = await this.participant(reader, participantId);
    const summary = await this.figures.voteSummary(participantId);
    return {
      participant_id: participant.id,
      participant_name: participant.name,
      contest_id: participant.contestId,
      contest_name: participant.contestName,
      ...summary,
      total: summary.free + summary.paid - summary.reversed,
    };
  }

  async lines(
    reader: StatementReader,
    participantId: number,
    query: PageQueryDto,
    url: string,
  ): Promise<Page<StatementLineResponse>> {
    await this.participant(reader, participantId);
    const { page, pageSize, offset } = resolvePage(query, 50);
    const { rows, count } = await this.ledger.statement(participantId, offset, pageSize);
    return toPage(await this.present(reader, rows), count, page, pageSize, url);
  }

  async csv(reader: StatementReader, participantId: number): Promise<{ filename: string; content: string }> {
    const participant = await this.participant(reader, participantId);
    const { rows } = await this.ledger.statement(participantId, 0, CSV_MAX_ROWS);
    const lines = await this.present(reader, rows);
    const table = [
      [
        'Ligne',
        'Date (UTC)',
        'Type',
        'Canal',
        'Votes',
        'Votant',
        'Référence de paiement',
        'Statut',
        'Raison',
        'Décidé le (UTC)',
      ],
      ...lines.map((line) => [
        line.id,
        line.created_at.toISOString(),
        KIND_LABELS[line.kind],
        CHANNEL_LABELS[line.channel],
        line.votes,
        line.voter,
        line.payment_reference,
        line.status_label,
        line.reason,
        line.decided_at?.toISOString(),
      ]),
    ];
    return { filename: `releve-votes-participant-${participant.id}.csv`, content: toCsv(table) };
  }

  async openDispute(userId: number, participantId: number, dto: OpenDisputeDto): Promise<DisputeResponse> {
    await this.participant({ kind: 'parent', userId }, participantId);
    const { rows } = await this.ledger.statement(participantId, 0, 1, [dto.ledger_id]);
    if (rows.length === 0) {
      throw AppError.field('ledger_id', MESSAGES.fraud.notContestable);
    }
    const dispute = await this.disputes.open({
      participant_id: participantId,
      ledger_id: dto.ledger_id,
      user_id: userId,
      message: dto.message,
    });
    if (!dispute) throw AppError.conflict(MESSAGES.fraud.alreadyDisputed);
    return { ...toDispute(dispute), detail: MESSAGES.fraud.disputeSent };
  }

  async listDisputes(query: DisputeQueryDto, url: string): Promise<Page<AdminDisputeResponse>> {
    const { page, pageSize, offset } = resolvePage(query, 50);
    const { rows, count } = await this.disputes.list(query.status, offset, pageSize);
    return toPage(await this.presentDisputes(rows), count, page, pageSize, url);
  }

  async answerDispute(actorId: number, id: number, dto: AnswerDisputeDto): Promise<AdminDisputeResponse> {
    const answered = await this.dataSource.transaction(async (manager) => {
      const row = await this.disputes.answer(manager, id, dto.answer, actorId);
      if (row) {
        await this.audit.record(manager, {
          actorId,
          action: 'answer_vote_dispute',
          participantId: row.participant_id,
          subjectId: row.id,
          details: { ledger_id: row.ledger_id },
          reason: dto.answer,
        });
      }
      return row;
    });
    if (!answered) {
      const existing = await this.disputes.find(id);
      if (!existing) throw AppError.notFound(MESSAGES.fraud.disputeNotFound);
      throw AppError.conflict(MESSAGES.fraud.disputeAnswered);
    }
    const [presented] = await this.presentDisputes([answered]);
    return presented;
  }

  /** The participant, if this reader may see its statement: its parent, or any administrator. */
  private async participant(reader: StatementReader, participantId: number): Promise<ParticipantCard> {
    const participant = await this.participants.find(participantId);
    if (!participant || (reader.kind === 'parent' && participant.userId !== reader.userId)) {
      throw AppError.notFound(MESSAGES.votes.participantNotFound);
    }
    return participant;
  }

  private async present(reader: StatementReader, rows: StatementLine[]): Promise<StatementLineResponse[]> {
    const voterIds = [...new Set(rows.flatMap((row) => (row.voter_id === null ? [] : [row.voter_id])))];
    const paymentIds = [...new Set(rows.flatMap((row) => (row.payment_id === null ? [] : [row.payment_id])))];
    const contestable = rows.flatMap((row) => (row.contestable_id === null ? [] : [row.contestable_id]));
    const [contacts, references, disputes] = await Promise.all([
      this.users.contacts(voterIds),
      this.payments.references(paymentIds),
      this.disputes.latestFor(contestable),
    ]);
    const parent = reader.kind === 'parent';
    return rows.map((row) => {
      const contact = row.voter_id === null ? undefined : contacts.get(row.voter_id);
      const reference = row.payment_id === null ? null : (references.get(row.payment_id) ?? null);
      const dispute = row.contestable_id === null ? undefined : disputes.get(row.contestable_id);
      return {
        id: row.id,
        kind: row.kind,
        votes: row.votes,
        created_at: row.created_at,
        channel: row.channel,
        voter: parent ? voterMasked(contact) : (contact?.phone ?? (contact?.email || 'Compte supprimé')),
        payment_reference: parent ? maskReference(reference) : reference,
        status: row.status,
        status_label: STATUS_LABELS[row.status],
        reason: row.reason,
        decided_at: row.decided_at,
        contestable_id: row.contestable_id,
        dispute: dispute ? { id: dispute.id, status: dispute.status, answer: dispute.answer } : null,
      };
    });
  }

  private async presentDisputes(rows: DisputeRow[]): Promise<AdminDisputeResponse[]> {
    const [participants, emails] = await Promise.all([
      this.participants.findMany([...new Set(rows.map((row) => row.participant_id))]),
      this.users.emails([...new Set(rows.map((row) => row.user_id))]),
    ]);
    const votes = new Map<number, StatementLineResponse>();
    for (const participantId of new Set(rows.map((row) => row.participant_id))) {
      const contested = rows.filter((row) => row.participant_id === participantId).map((row) => row.ledger_id);
      const { rows: lines } = await this.ledger.statement(participantId, 0, contested.length, contested);
      for (const line of await this.present({ kind: 'admin' }, lines)) {
        if (line.contestable_id !== null) votes.set(line.contestable_id, line);
      }
    }
    return rows.map((row) => ({
      ...toDispute(row),
      participant_name: participants.get(row.participant_id)?.name ?? '',
      contest_id: participants.get(row.participant_id)?.contestId ?? 0,
      user_email: emails.get(row.user_id) ?? null,
      answered_by: row.answered_by,
      vote: votes.get(row.ledger_id) ?? null,
    }));
  }
}

function toDispute(row: DisputeRow): DisputeResponse {
  return {
    id: row.id,
    participant_id: row.participant_id,
    ledger_id: row.ledger_id,
    message: row.message,
    status: row.status,
    answer: row.answer,
    answered_at: row.answered_at,
    created_at: row.created_at,
  };
}

/** A voter as a parent reads it: the number's masked form, else the e-mail's (the voter is the number). */
function voterMasked(contact: VoterContact | undefined): string {
  return (contact?.phone ? maskPhone(contact.phone) : null) ?? maskEmail(contact?.email || null);
}
