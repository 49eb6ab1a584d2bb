import { ApiProperty } from '@nestjs/swagger';
import type { ImageUrls } from '@app/media';
import {
  CONTEST_GENDERS,
  CONTEST_STATUSES,
  type ContestEntity,
  type ContestGender,
  type ContestStatus,
} from './contest.entity';
import type { ContestCounts } from './contest-entry-counts';

export const PREREGISTRATION_PERIODS = ['not_started', 'active', 'ended'] as const;
export type PreregistrationPeriod = (typeof PREREGISTRATION_PERIODS)[number];

export class TimeUntilStart {
  @ApiProperty() total_seconds!: number;
  @ApiProperty() days!: number;
  @ApiProperty() hours!: number;
  @ApiProperty() minutes!: number;
}

export class ContestImageUrls {
  @ApiProperty() thumbnail!: string;
  @ApiProperty() card!: string;
  @ApiProperty() full!: string;
}

export class ContestResponse {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: String, nullable: true, description: "URL de l'image au format carte" }) image!: string | null;
  @ApiProperty({ type: ContestImageUrls, nullable: true }) image_urls!: ContestImageUrls | null;
  @ApiProperty({ enum: CONTEST_STATUSES }) status!: ContestStatus;
  @ApiProperty({ format: 'date-time' }) start_date!: string;
  @ApiProperty({ format: 'date-time' }) end_date!: string;
  @ApiProperty({ enum: CONTEST_GENDERS }) gender!: ContestGender;
  @ApiProperty() prize!: number;
  @ApiProperty() second_prize!: number;
  @ApiProperty() third_prize!: number;
  @ApiProperty() participants_count!: number;
  @ApiProperty() preregistrations_count!: number;
  @ApiProperty({ description: 'Identique à preregistrations_count' }) pre_registration_count!: number;
  @ApiProperty({ description: 'Préinscriptions pas encore converties en participation' })
  convertible_preregistrations_count!: number;
  @ApiProperty() preregistrations_are_open!: boolean;
  @ApiProperty({ enum: PREREGISTRATION_PERIODS }) preregistration_period_status!: PreregistrationPeriod;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) preregistration_start_date!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) preregistration_end_date!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) pre_registration_start!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) pre_registration_end!: string | null;
  @ApiProperty({ type: TimeUntilStart }) time_until_start!: TimeUntilStart;
  @ApiProperty({ description: 'La date de fin est passée' }) is_over!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

/**
 * Where the pre-registration period stands. Dates decide, a missing bound being open-ended; but
 * pre-registration is over once the contest is open or closed, and only a pre_registration contest
 * can have it active (a draft's period has not started).
 */
export function preregistrationPeriod(
  contest: Pick<ContestEntity, 'status' | 'preregistrationStartDate' | 'preregistrationEndDate'>,
  now: Date,
): PreregistrationPeriod {
  if (contest.status === 'open' || contest.status === 'closed') return 'ended';
  if (contest.preregistrationStartDate && now < contest.preregistrationStartDate) return 'not_started';
  if (contest.preregistrationEndDate && now >= contest.preregistrationEndDate) return 'ended';
  return contest.status === 'pre_registration' ? 'active' : 'not_started';
}

export function timeUntil(start: Date, now: Date): TimeUntilStart {
  const total = Math.max(0, Math.floor((start.getTime() - now.getTime()) / 1000));
  return {
    total_seconds: total,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
  };
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toContestResponse(
  contest: ContestEntity,
  counts: ContestCounts,
  imageUrls: ImageUrls | null,
  now: Date = new Date(),
): ContestResponse {
  const period = preregistrationPeriod(contest, now);
  return {
    id: contest.id,
    title: contest.title,
    description: contest.description,
    image: imageUrls?.card ?? null,
    image_urls: imageUrls,
    status: contest.status,
    start_date: contest.startDate.toISOString(),
    end_date: contest.endDate.toISOString(),
    gender: contest.gender,
    prize: contest.prize,
    second_prize: contest.secondPrize,
    third_prize: contest.thirdPrize,
    participants_count: counts.participants,
    preregistrations_count: counts.preregistrations,
    pre_registration_count: counts.preregistrations,
    convertible_preregistrations_count: counts.convertiblePreregistrations,
    preregistrations_are_open: period === 'active',
    preregistration_period_status: period,
    preregistration_start_date: iso(contest.preregistrationStartDate),
    preregistration_end_date: iso(contest.preregistrationEndDate),
    pre_registration_start: iso(contest.preregistrationStartDate),
    pre_registration_end: iso(contest.preregistrationEndDate),
    time_until_start: timeUntil(contest.startDate, now),
    is_over: contest.endDate.getTime() <= now.getTime(),
    created_at: contest.createdAt.toISOString(),
    updated_at: contest.updatedAt.toISOString(),
  };
}
