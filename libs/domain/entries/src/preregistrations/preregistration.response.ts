import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@app/common';
import { CONTEST_STATUSES, type ContestStatus } from '@app/contests';
import { ageInMonths, todayIso } from '../participants/age';
import type { PreregistrationRecord, PreregistrationView } from './preregistration.repository';

export const BADGE_CODES = [
  'convertible',
  'already_participant',
  'preregistration_ended',
  'preregistration_open',
  'contest_closed',
  'unknown',
] as const;
export type BadgeCode = (typeof BADGE_CODES)[number];

export class PreregistrationBadge {
  @ApiProperty({ enum: BADGE_CODES }) code!: BadgeCode;
  @ApiProperty() label!: string;
}

export class PreregistrationBabyDetails {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() age_months!: number;
  @ApiProperty({ type: String, nullable: true, description: 'URL de la photo (taille carte)' }) photo!: string | null;
}

export class PreregistrationContestDetails {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: CONTEST_STATUSES }) status!: ContestStatus;
  @ApiProperty({ example: 'Préinscription' }) status_display!: string;
  @ApiProperty() start_date!: string;
  @ApiProperty({ type: String, nullable: true }) preregistration_end_date!: string | null;
}

export class PreregistrationUserDetails {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty() full_name!: string;
  @ApiProperty() contact_number!: string;
}

export class PreregistrationResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Identifiant du concours' }) contest!: number;
  @ApiProperty({ description: 'Identifiant du bébé' }) baby!: number;
  @ApiProperty() phone_number!: string;
  @ApiProperty({ example: 'Dakar, Sénégal' }) location_summary!: string;
  @ApiProperty() created_at!: string;
  @ApiProperty() can_convert!: boolean;
  @ApiProperty({ type: Number, nullable: true }) participant_id!: number | null;
  @ApiProperty({ type: PreregistrationBabyDetails, nullable: true }) baby_details!: PreregistrationBabyDetails | null;
  @ApiProperty({ type: PreregistrationContestDetails }) contest_details!: PreregistrationContestDetails;
  @ApiProperty({ type: PreregistrationBadge }) badge!: PreregistrationBadge;
}

export class AdminPreregistrationResponse extends PreregistrationResponse {
  @ApiProperty({ type: PreregistrationUserDetails }) user_details!: PreregistrationUserDetails;
}

export class PreregistrationStatisticsResponse {
  @ApiProperty() total_preregistrations!: number;
  @ApiProperty() convertible_preregistrations!: number;
  @ApiProperty() converted_preregistrations!: number;
  @ApiProperty() recent_preregistrations_7_days!: number;
  @ApiProperty({ description: 'Concours en préinscription ou ouverts' }) active_contests!: number;
}

export class SkippedPreregistration {
  @ApiProperty() id!: number;
  @ApiProperty() reason!: string;
}

export class BulkConvertResponse {
  @ApiProperty() success_count!: number;
  @ApiProperty({ type: [Number] }) converted!: number[];
  @ApiProperty({ type: [SkippedPreregistration] }) skipped!: SkippedPreregistration[];
}

/** Turns a photo storage key into its public URL (see MediaStorage). */
export type PhotoUrl = (key: string | null) => string | null;

/** The badge of the spec, by contest status. */
export function badgeOf(view: PreregistrationRecord, now: Date): PreregistrationBadge {
  const labels = MESSAGES.preregistrations.badge;
  switch (view.contest.status) {
    case 'open':
      return view.canConvert
        ? { code: 'convertible', label: labels.convertible }
        : { code: 'already_participant', label: labels.alreadyParticipant };
    case 'pre_registration': {
      const end = view.contest.preregistrationEndDate;
      return end && end.getTime() < now.getTime()
        ? { code: 'preregistration_ended', label: labels.preregistrationEnded }
        : { code: 'preregistration_open', label: labels.preregistrationOpen };
    }
    case 'closed':
      return { code: 'contest_closed', label: labels.contestClosed };
    default:
      return { code: 'unknown', label: labels.unknown };
  }
}

export function toPreregistrationResponse(
  view: PreregistrationRecord,
  now: Date,
  photoUrl: PhotoUrl,
): PreregistrationResponse {
  return {
    id: view.id,
    contest: view.contestId,
    baby: view.babyId,
    phone_number: view.phoneNumber,
    location_summary: [view.city, view.country].filter((part) => part.length > 0).join(', '),
    created_at: view.createdAt.toISOString(),
    can_convert: view.canConvert,
    participant_id: view.participantId,
    baby_details: view.baby
      ? {
          id: view.babyId,
          name: view.baby.name,
          age_months: Math.max(0, ageInMonths(view.baby.dateOfBirth, todayIso(now))),
          photo: photoUrl(view.baby.photo),
        }
      : null,
    contest_details: {
      id: view.contestId,
      title: view.contest.title,
      status: view.contest.status,
      status_display: MESSAGES.preregistrations.contestStatus[view.contest.status] ?? view.contest.status,
      start_date: view.contest.startDate.toISOString(),
      preregistration_end_date: view.contest.preregistrationEndDate?.toISOString() ?? null,
    },
    badge: badgeOf(view, now),
  };
}

export function toAdminPreregistrationResponse(
  view: PreregistrationView,
  now: Date,
  photoUrl: PhotoUrl,
): AdminPreregistrationResponse {
  return {
    ...toPreregistrationResponse(view, now, photoUrl),
    user_details: {
      id: view.userId,
      email: view.user.email,
      full_name: [view.user.firstName, view.user.lastName].filter((part) => part.length > 0).join(' '),
      contact_number: view.user.contactNumber,
    },
  };
}
