import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** A confirmed number and the account it belongs to (null once that account was deleted). */
export interface PhoneNumberRecord {
  id: number;
  e164: string;
  userId: number | null;
  verifiedAt: Date;
  /** When the number was first confirmed here: the fraud score takes a voter's age from it. */
  createdAt: Date;
}

/** A held number as the phone channels read it: the number, its account, and whether that account is active. */
type NumberHolder = Pick<PhoneNumberRecord, 'id' | 'createdAt'> & { userId: number; active: boolean };

const COLUMNS = `id, e164, user_id AS "userId", verified_at AS "verifiedAt", created_at AS "createdAt"`;

/** `phone_numbers`: each confirmed number, held by one account at a time. */
@Injectable()
export class PhoneNumberRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findByNumber(e164: string): Promise<PhoneNumberRecord | null> {
    const [row] = await this.dataSource.query<PhoneNumberRecord[]>(
      `SELECT ${COLUMNS} FROM phone_numbers WHERE e164 = $1`,
      [e164],
    );
    return row ?? null;
  }

  /**
   * The account holding the number, whether it is active and when the number was first confirmed, in one
   * read; null when no account holds it.
   */
  async holderOf(e164: string): Promise<NumberHolder | null> {
    const [row] = await this.dataSource.query<NumberHolder[]>(
      `SELECT p.id, p.user_id AS "userId", u.is_active AS active, p.created_at AS "createdAt"
         FROM phone_numbers p JOIN users u ON u.id = p.user_id
        WHERE p.e164 = $1`,
      [e164],
    );
    return row ?? null;
  }

  /**
   * The number's row inside `manager`'s transaction, the number locked for it (an advisory lock on the
   * number, taken even before its row exists): two first votes of one number never make two accounts.
   */
  async findByNumberLocked(e164: string, manager: EntityManager): Promise<PhoneNumberRecord | null> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('phone_numbers:' || $1, 0))`, [e164]);
    const [row] = await manager.query<PhoneNumberRecord[]>(`SELECT ${COLUMNS} FROM phone_numbers WHERE e164 = $1`, [
      e164,
    ]);
    return row ?? null;
  }

  async findByUser(userId: number): Promise<PhoneNumberRecord | null> {
    const [row] = await this.dataSource.query<PhoneNumberRecord[]>(
      `SELECT ${COLUMNS} FROM phone_numbers WHERE user_id = $1`,
      [userId],
    );
    return row ?? null;
  }

  /**
   * Gives the number to the account, confirmed now: the account's previous number, if any, is let go,
   * and whoever held this one loses it (answered, to be audited). Locks the number's row.
   */
  async assign(
    e164: string,
    userId: number,
    manager: EntityManager,
  ): Promise<{ record: PhoneNumberRecord; previousHolder: number | null }> {
    const [held] = await manager.query<{ userId: number | null }[]>(
      `SELECT user_id AS "userId" FROM phone_numbers WHERE e164 = $1 FOR UPDATE`,
      [e164],
    );
    await manager.query(`UPDATE phone_numbers SET user_id = NULL WHERE user_id = $1 AND e164 <> $2`, [userId, e164]);
    const [record] = await manager.query<PhoneNumberRecord[]>(
      `INSERT INTO phone_numbers (e164, user_id, verified_at) VALUES ($1, $2, now())
       ON CONFLICT (e164) DO UPDATE SET user_id = EXCLUDED.user_id, verified_at = EXCLUDED.verified_at
       RETURNING ${COLUMNS}`,
      [e164, userId],
    );
    const previousHolder = held?.userId ?? null;
    return { record, previousHolder: previousHolder === userId ? null : previousHolder };
  }
}
