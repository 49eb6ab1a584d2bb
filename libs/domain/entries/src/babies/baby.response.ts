import { ApiProperty } from '@nestjs/swagger';
import { CONTEST_STATUSES, type ContestStatus } from '@app/contests';
import type { ImageUrls } from '@app/media';
import { ageInMonths } from '../participants/age';
import type { BabyParticipation, BabyStats } from './baby.repository';
import { BABY_GENDERS, type BabyEntity, type BabyGender } from './baby.entity';

export class PhotoUrlsResponse {
  @ApiProperty({ description: '160 px' }) thumbnail!: string;
  @ApiProperty({ description: '480 px' }) card!: string;
  @ApiProperty({ description: '1280 px' }) full!: string;
}

export class BabyContestDetails {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: CONTEST_STATUSES }) status!: ContestStatus;
}

export class BabyResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'date' }) date_of_birth!: string;
  @ApiProperty({ enum: BABY_GENDERS }) gender!: BabyGender;
  @ApiProperty() bio!: string;
  @ApiProperty({ nullable: true, type: String, description: 'URL de la photo au format carte (480 px)' })
  photo!: string | null;
  @ApiProperty({ nullable: true, type: PhotoUrlsResponse }) photo_urls!: PhotoUrlsResponse | null;
  @ApiProperty() country!: string;
  @ApiProperty() city!: string;
  @ApiProperty({ description: 'Identifiant du parent' }) owner!: number;
  @ApiProperty({ description: "Âge en mois révolus aujourd'hui" }) age_months!: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Dernière participation affichée' })
  participant_id!: number | null;
  @ApiProperty({ nullable: true, type: Number }) contest_id!: number | null;
  @ApiProperty({ nullable: true, type: BabyContestDetails }) contest_details!: BabyContestDetails | null;
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;
}

export class BabyGenderCounts {
  @ApiProperty() female!: number;
  @ApiProperty() male!: number;
}

export class BabyStatsResponse {
  @ApiProperty() total!: number;
  @ApiProperty({ type: BabyGenderCounts }) by_gender!: BabyGenderCounts;
  @ApiProperty({ description: 'Bébés ayant au moins une participation' }) in_contests!: number;
  @ApiProperty() with_photo!: number;
}

export function toBabyResponse(
  baby: BabyEntity,
  participation: BabyParticipation | null,
  urls: ImageUrls | null,
  today: string,
): BabyResponse {
  return {
    id: baby.id,
    name: baby.name,
    date_of_birth: baby.dateOfBirth,
    gender: baby.gender,
    bio: baby.bio,
    photo: urls?.card ?? null,
    photo_urls: urls,
    country: baby.country,
    city: baby.city,
    owner: baby.ownerId,
    age_months: ageInMonths(baby.dateOfBirth, today),
    participant_id: participation?.participantId ?? null,
    contest_id: participation?.contestId ?? null,
    contest_details: participation
      ? { id: participation.contestId, title: participation.contestTitle, status: participation.contestStatus }
      : null,
    created_at: baby.createdAt.toISOString(),
    updated_at: baby.updatedAt.toISOString(),
  };
}

export function toBabyStatsResponse(stats: BabyStats): BabyStatsResponse {
  return {
    total: stats.total,
    by_gender: { female: stats.female, male: stats.male },
    in_contests: stats.inContests,
    with_photo: stats.withPhoto,
  };
}
