import { Injectable } from '@nestjs/common';
import { AuditTrail } from '@app/audit';
import { CommentRepository, FLAGS_TO_HIDE } from '@app/community';
import { ContestDirectory } from '@app/contests';
import { ParticipantDirectory } from '@app/entries';
import { UserRepository } from '@app/identity';
import { DataSource } from 'typeorm';
import { demoFamilyIds, familyEmail } from './demo-families';

const HOUR = 3600_000;

interface DemoComment {
  /** The author, one of the demo families (famille01…famille40). */
  family: number;
  /** Which participant of the first open demo contest (by id order). */
  participant: number;
  text: string;
  hoursAgo: number;
  /** Demo families who flagged it, with their reason. */
  flags?: { family: number; reason: string }[];
  /** Hidden by the administrator (in the audit log). */
  hiddenByModerator?: boolean;
}

const COMMENTS: DemoComment[] = [
  { family: 3, participant: 0, text: 'Quel sourire ! Toute la famille vote pour toi depuis Thiès 😍', hoursAgo: 50 },
  { family: 5, participant: 0, text: 'Magnifique photo, bravo aux parents.', hoursAgo: 44 },
  { family: 6, participant: 1, text: 'Trop mignon avec son petit bonnet !', hoursAgo: 38 },
  { family: 8, participant: 2, text: 'On est avec toi jusqu’au bout, champion.', hoursAgo: 30 },
  { family: 10, participant: 3, text: 'Les yeux de sa maman ❤️', hoursAgo: 26 },
  { family: 12, participant: 1, text: 'Allez, encore un effort pour le podium !', hoursAgo: 20 },
  { family: 14, participant: 4, text: 'Bravo pour ce beau concours, nos enfants sont des stars.', hoursAgo: 12 },
  {
    family: 15,
    participant: 2,
    text: 'Votez plutôt pour mon bébé, lien dans ma bio, je rends les votes !',
    hoursAgo: 9,
    flags: [{ family: 17, reason: 'Publicité' }],
  },
  {
    family: 18,
    participant: 0,
    text: 'Ce concours est truqué, les parents achètent tous les votes.',
    hoursAgo: 6,
    flags: [
      { family: 19, reason: 'Propos injurieux' },
      { family: 20, reason: '' },
      { family: 23, reason: 'Faux' },
    ],
  },
  {
    family: 24,
    participant: 3,
    text: 'Appelez-moi au 77 000 00 00 pour des votes pas chers.',
    hoursAgo: 4,
    hiddenByModerator: true,
  },
  { family: 25, participant: 5, text: 'Félicitations, quelle belle énergie sur cette photo !', hoursAgo: 2 },
];

/**
 * Comments of demo families on participants of the first open demo contest: kind words, one
 * flagged once, one hidden by three flags and waiting for a moderator, one hidden by the
 * administrator. Left as they are when demo families have already commented.
 */
@Injectable()
export class DemoComments {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    private readonly comments: CommentRepository,
    private readonly users: UserRepository,
    private readonly contests: ContestDirectory,
    private readonly entries: ParticipantDirectory,
  ) {}

  async run(adminEmail: string): Promise<string[]> {
    if (await this.comments.anyBy(await demoFamilyIds(this.users))) return ['exists  demo comments'];
    const participants = await this.firstOpenContestParticipants();
    const admin = await this.users.findByEmail(adminEmail);
    if (participants.length === 0 || !admin) return ['skipped demo comments: no open demo contest or no administrator'];
    const families = await this.familyIds();
    await this.dataSource.transaction(async (transaction) => {
      for (const spec of COMMENTS) {
        const participant = participants[spec.participant % participants.length];
        const createdAt = new Date(Date.now() - spec.hoursAgo * HOUR);
        const hiddenByFlags = (spec.flags?.length ?? 0) >= FLAGS_TO_HIDE;
        const commentId = await this.comments.insertDated(transaction, {
          participantId: participant.id,
          userId: families.get(spec.family)!,
          text: spec.text,
          isActive: !hiddenByFlags && !spec.hiddenByModerator,
          isFlagged: (spec.flags?.length ?? 0) > 0,
          hiddenByFlags,
          createdAt,
        });
        for (const flag of spec.flags ?? []) {
          await this.comments.insertDatedFlag(transaction, {
            commentId,
            userId: families.get(flag.family)!,
            reason: flag.reason,
            createdAt: new Date(createdAt.getTime() + HOUR / 2),
          });
        }
        if (spec.hiddenByModerator) {
          await this.audit.record(transaction, {
            actorId: admin.id,
            action: 'hide_comment',
            contestId: participant.contestId,
            participantId: participant.id,
            subjectId: commentId,
            details: { flag_count: 0 },
          });
        }
      }
    });
    return [`created ${COMMENTS.length} demo comments`];
  }

  /** The participants, by id, of the first open contest (by id) that has any. */
  private async firstOpenContestParticipants(): Promise<{ id: number; contestId: number }[]> {
    for (const contestId of (await this.contests.openIds()).sort((a, b) => a - b)) {
      const ids = await this.entries.idsEntered(this.dataSource.manager, contestId);
      if (ids.length > 0) return ids.sort((a, b) => a - b).map((id) => ({ id, contestId }));
    }
    return [];
  }

  /** The accounts of the families who comment or flag, by family number. */
  private async familyIds(): Promise<Map<number, number>> {
    const numbers = new Set(
      COMMENTS.flatMap((spec) => [spec.family, ...(spec.flags ?? []).map((flag) => flag.family)]),
    );
    const families = new Map<number, number>();
    for (const family of numbers) {
      const account = await this.users.findByEmail(familyEmail(family));
      if (account) families.set(family, account.id);
    }
    return families;
  }
}
