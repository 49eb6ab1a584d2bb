import { randomBytes } from 'node:crypto';
import { VoteCodes } from '@app/entries';
import { ImageProcessor, MediaStorage } from '@app/media';
import type { DataSource } from 'typeorm';
import type { ApiHarness } from './api-harness';
import { makeImage } from '@app/testing';

const DAY = 24 * 3600 * 1000;

export interface ContestRow {
  id: number;
  title: string;
  status: string;
  gender: string;
  start_date: Date;
  end_date: Date;
}

export interface ContestOverrides {
  title?: string;
  description?: string;
  status?: 'draft' | 'pre_registration' | 'open' | 'closed';
  gender?: 'female' | 'male' | 'mixed';
  startDate?: Date;
  endDate?: Date;
  prize?: number;
  preregistrationStartDate?: Date | null;
  preregistrationEndDate?: Date | null;
}

/** Inserts a contest; by default an open mixed contest that started yesterday and ends in 30 days. */
export async function makeContest(harness: ApiHarness, overrides: ContestOverrides = {}): Promise<ContestRow> {
  const now = Date.now();
  const status = overrides.status ?? 'open';
  const defaults =
    status === 'pre_registration'
      ? { start: new Date(now + 7 * DAY), end: new Date(now + 37 * DAY) }
      : status === 'closed'
        ? { start: new Date(now - 40 * DAY), end: new Date(now - 10 * DAY) }
        : { start: new Date(now - DAY), end: new Date(now + 30 * DAY) };
  const rows: ContestRow[] = await harness.db.query(
    `INSERT INTO contests (title, description, status, gender, start_date, end_date, prize,
       preregistration_start_date, preregistration_end_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING id, title, status, gender, start_date, end_date`,
    [
      overrides.title ?? `Concours ${randomBytes(3).toString('hex')}`,
      overrides.description ?? 'Le plus beau sourire',
      status,
      overrides.gender ?? 'mixed',
      overrides.startDate ?? defaults.start,
      overrides.endDate ?? defaults.end,
      overrides.prize ?? 100000,
      overrides.preregistrationStartDate ?? null,
      overrides.preregistrationEndDate ?? null,
    ],
  );
  return rows[0];
}

/** Stores a generated photo through the real pipeline and returns its storage key. */
export async function storePhoto(harness: ApiHarness, folder: 'babies' | 'participants' | 'contests'): Promise<string> {
  const processed = await harness.app.get(ImageProcessor).process(await makeImage());
  return harness.app.get(MediaStorage).save(folder, processed);
}

export interface BabyOverrides {
  name?: string;
  gender?: 'female' | 'male';
  dateOfBirth?: string;
  bio?: string;
  country?: string;
  city?: string;
  withPhoto?: boolean;
}

export async function makeBaby(
  harness: ApiHarness,
  ownerId: number,
  overrides: BabyOverrides = {},
): Promise<{ id: number; name: string; photo: string | null }> {
  const photo = overrides.withPhoto === false ? null : await storePhoto(harness, 'babies');
  const rows: { id: number; name: string; photo: string | null }[] = await harness.db.query(
    `INSERT INTO babies (owner_id, name, date_of_birth, gender, bio, photo, country, city)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, name, photo`,
    [
      ownerId,
      overrides.name ?? `Bébé ${randomBytes(2).toString('hex')}`,
      overrides.dateOfBirth ?? '2024-03-15',
      overrides.gender ?? 'female',
      overrides.bio ?? '',
      photo,
      overrides.country ?? 'Sénégal',
      overrides.city ?? 'Dakar',
    ],
  );
  return rows[0];
}

export async function makeParticipant(
  harness: ApiHarness,
  contestId: number,
  baby: { id: number; name: string; photo: string | null },
  ownerId: number,
  overrides: { country?: string; city?: string; createdAt?: Date } = {},
): Promise<{ id: number; voteCode: string }> {
  const photo = baby.photo ?? (await storePhoto(harness, 'participants'));
  return harness.db.transaction(async (manager) => {
    const [row]: { id: number; start_date: Date }[] = await manager.query(
      `INSERT INTO participants (contest_id, baby_id, user_id, baby_name, baby_bio, photo, country, city, phone_number, created_at)
       VALUES ($1, $2, $3, $4, '', $5, $6, $7, '+221771234567', $8)
       RETURNING id, (SELECT start_date FROM contests WHERE id = $1) AS start_date`,
      [
        contestId,
        baby.id,
        ownerId,
        baby.name,
        photo,
        overrides.country ?? 'Sénégal',
        overrides.city ?? 'Dakar',
        overrides.createdAt ?? new Date(),
      ],
    );
    // Like every way in: a participant has its vote code from its first moment.
    const voteCode = await harness.app.get(VoteCodes).assign(manager, row.id, row.start_date);
    return { id: row.id, voteCode };
  });
}

export async function count(db: DataSource, table: string): Promise<number> {
  return Number((await db.query(`SELECT count(*) FROM ${table}`))[0].count);
}
