import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONTEST_STATUSES, type ContestDetails, type ContestStatus } from '@app/contests';
import type { ImageUrls } from '@app/media';
import { BABY_GENDERS, type BabyGender } from '../babies/baby.entity';
import { BabyResponse, PhotoUrlsResponse } from '../babies/baby.response';
import { ageInMonths } from './age';
import type { ParticipantEntity } from './participant.entity';

export class ParticipantBabyDetails {
  @ApiProperty({ description: "Prénom tel qu'inscrit au concours" }) name!: string;
  @ApiProperty({ enum: BABY_GENDERS, nullable: true, description: 'Null si le profil du bébé a été supprimé' })
  gender!: BabyGender | null;
  @ApiPropertyOptional({
    format: 'date',
    nullable: true,
    type: String,
    description:
      "Présente seulement pour le parent qui a inscrit l'enfant et les administrateurs ; les autres lisent age_months",
  })
  date_of_birth?: string | null;
  @ApiProperty() bio!: string;
  @ApiProperty({ description: 'URL de la photo au format carte (480 px)' }) photo!: string;
  @ApiProperty({ type: PhotoUrlsResponse }) photo_urls!: PhotoUrlsResponse;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Âge en mois révolus (date UTC du jour) ; null si le profil du bébé a été supprimé',
  })
  age_months!: number | null;
}

export class ParticipantContestDetails {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: CONTEST_STATUSES }) status!: ContestStatus;
  @ApiProperty() start_date!: string;
  @ApiProperty() end_date!: string;
  @ApiProperty() prize!: number;
  @ApiProperty() second_prize!: number;
  @ApiProperty() third_prize!: number;
}

export class ParticipantResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Identique à id' }) participant_id!: number;
  @ApiProperty({ description: 'Identifiant du concours' }) contest!: number;
  @ApiProperty() contest_id!: number;
  @ApiProperty() country!: string;
  @ApiProperty() city!: string;
  @ApiPropertyOptional({
    description: "Présent seulement pour le parent qui a inscrit l'enfant et les administrateurs",
  })
  phone_number?: string;
  @ApiProperty() created_at!: string;
  @ApiProperty({ type: ParticipantBabyDetails }) baby_details!: ParticipantBabyDetails;
  @ApiProperty({ type: ParticipantContestDetails }) contest_details!: ParticipantContestDetails;

  @ApiProperty({
    nullable: true,
    type: String,
    example: '4821',
    description:
      'Code de vote à taper au clavier (USSD, SMS « VOTE 4821 ») : 4 chiffres, 5 puis 6 quand la saison en manque ; unique dans la saison (année de début du concours, UTC)',
  })
  vote_code!: string | null;

  @ApiPropertyOptional({ description: 'Nombre de votes (gratuits + payants − annulés), du classement en direct' })
  vote_count?: number;

  @ApiPropertyOptional({ description: 'Identique à vote_count' }) votes?: number;

  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Rang dans le concours ; null sans vote' })
  rank?: number | null;

  @ApiPropertyOptional({ description: 'Identifiant public de 12 caractères (flux du classement en direct)' })
  secure_id?: string;
}

/** A participant's place in its contest's ranking (absent from the registration answer). */
export interface ParticipantStanding {
  voteCount: number;
  rank: number | null;
  secureId: string;
}

export class ProfileUser {
  @ApiProperty() id!: number;
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
}

export class ParticipantProfileResponse {
  @ApiProperty({ type: ProfileUser }) user!: ProfileUser;
  @ApiProperty({ description: "Identifiant de l'utilisateur" }) id!: number;
  @ApiProperty({ type: [BabyResponse] }) babies!: BabyResponse[];
  @ApiProperty({ type: [ParticipantResponse] }) participations!: ParticipantResponse[];
}

export function toContestDetails(contest: ContestDetails): ParticipantContestDetails {
  return {
    id: contest.id,
    title: contest.title,
    status: contest.status,
    start_date: contest.startDate.toISOString(),
    end_date: contest.endDate.toISOString(),
    prize: contest.prize,
    second_prize: contest.secondPrize,
    third_prize: contest.thirdPrize,
  };
}

/** What a participant's answer shows besides the row: its vote code, and its standing when read. */
export interface ParticipantResponseExtras {
  voteCode: string | null;
  standing?: ParticipantStanding;
}

/**
 * The public shape of a participant (`baby` loaded), in `contest`. Name, bio and photo are the
 * participation's own copies; gender and age come from the baby profile while it exists. The
 * parent's phone number and the child's date of birth are personal data, shown only when `personal`
 * (the parent who entered the child, administrators): next to a name, a city and a photo, a child's
 * exact birth date is for nobody else, who read the age in months. Vote count, rank and secure id
 * come from the ranking projection when a standing is given.
 */
export function toParticipantResponse(
  participant: ParticipantEntity,
  contest: ContestDetails,
  urls: ImageUrls,
  today: string,
  personal: boolean,
  { voteCode, standing }: ParticipantResponseExtras,
): ParticipantResponse {
  const baby = participant.baby ?? null;
  return {
    id: participant.id,
    participant_id: participant.id,
    contest: participant.contestId,
    contest_id: participant.contestId,
    country: participant.country,
    city: participant.city,
    ...(personal ? { phone_number: participant.phoneNumber } : {}),
    created_at: participant.createdAt.toISOString(),
    baby_details: {
      name: participant.babyName,
      gender: baby?.gender ?? null,
      ...(personal ? { date_of_birth: baby?.dateOfBirth ?? null } : {}),
      bio: participant.babyBio,
      photo: urls.card,
      photo_urls: urls,
      age_months: baby ? ageInMonths(baby.dateOfBirth, today) : null,
    },
    contest_details: toContestDetails(contest),
    vote_code: voteCode,
    ...(standing
      ? { vote_count: standing.voteCount, votes: standing.voteCount, rank: standing.rank, secure_id: standing.secureId }
      : {}),
  };
}
