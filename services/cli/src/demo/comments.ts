import { Injectable } from '@nestjs/common';
import { AuditTrail } from '@app/audit';
import { FLAGS_TO_HIDE } from '@app/community';
import { DataSource } from 'typeorm';

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
  ) {}

  async run(adminEmail: string): Promise<string[]> {
    const existing: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM comments c JOIN users u ON u.id = c.user_id WHERE u.email LIKE '%@demo.bebestar.local' LIMIT 1`,
    );
    if (existing.length > 0) return ['exists  demo comments'];
    const participants: { id: number; contest_id: number }[] = await this.dataSource.query(
      `SELECT p.id, p.contest_id FROM participants p
         JOIN contests c ON c.id = p.contest_id AND c.status = 'open' AND c.deleted_at IS NULL
        WHERE p.deleted_at IS NULL
          AND p.contest_id = (SELECT MIN(c2.id) FROM contests c2 JOIN participants p2 ON p2.contest_id = c2.id
                               WHERE c2.status = 'open' AND c2.deleted_at IS NULL AND p2.deleted_at IS NULL)
        ORDER BY p.id`,
    );
    const [admin]: { id: number }[] = await this.dataSource.query('SELECT id FROM users WHERE email = $1', [
      adminEmail,
    ]);
    if (participants.length === 0 || !admin) return ['skipped demo comments: no open demo contest or no administrator'];
    await this.dataSource.transaction(async (transaction) => {
      for (const spec of COMMENTS) {
        const participant = participants[spec.participant % participants.length];
        const createdAt = new Date(Date.now() - spec.hoursAgo * HOUR);
        const hiddenByFlags = (spec.flags?.length ?? 0) >= FLAGS_TO_HIDE;
        const [comment]: { id: number }[] = await transaction.query(
          `INSERT INTO comments (participant_id, user_id, text, is_active, is_flagged, hidden_by_flags, created_at, updated_at)
           SELECT $1, id, $2, $3, $4, $5, $6, $6 FROM users WHERE email = $7 RETURNING id`,
          [
            participant.id,
            spec.text,
            !hiddenByFlags && !spec.hiddenByModerator,
            (spec.flags?.length ?? 0) > 0,
            hiddenByFlags,
            createdAt,
            familyEmail(spec.family),
          ],
        );
        for (const flag of spec.flags ?? []) {
          await transaction.query(
            `INSERT INTO comment_flags (comment_id, user_id, reason, created_at)
             SELECT $1, id, $2, $3 FROM users WHERE email = $4`,
            [comment.id, flag.reason, new Date(createdAt.getTime() + HOUR / 2), familyEmail(flag.family)],
          );
        }
        if (spec.hiddenByModerator) {
          await this.audit.record(transaction, {
            actorId: admin.id,
            action: 'hide_comment',
            contestId: participant.contest_id,
            participantId: participant.id,
            subjectId: comment.id,
            details: { flag_count: 0 },
          });
        }
      }
    });
    return [`created ${COMMENTS.length} demo comments`];
  }
}

const familyEmail = (family: number) => `famille${String(family).padStart(2, '0')}@demo.bebestar.local`;
