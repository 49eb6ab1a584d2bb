import { ApiProperty } from '@nestjs/swagger';
import type { RankingEntry } from './ranking.reader';

export class RankingEntryResponse implements RankingEntry {
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Null pour un participant sans vote (classé après les autres)',
  })
  rank!: number | null;

  @ApiProperty() participant_id!: number;

  @ApiProperty({ description: 'Identifiant public de 12 caractères du participant dans ce concours' })
  secure_id!: string;

  @ApiProperty() baby_name!: string;
  @ApiProperty({ description: 'URL de la photo au format carte' }) photo_url!: string;
  @ApiProperty({ description: 'Somme des votes du registre (gratuits + payants − annulés)' }) vote_count!: number;
  @ApiProperty({ description: 'Ville du participant (publique sur sa page)' }) city!: string;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Code de vote public du participant (USSD, SMS), null s’il n’en a pas',
  })
  vote_code!: string | null;
}

export class RankingPageResponse {
  @ApiProperty({ description: 'Participants du concours (non supprimés), avec ou sans vote' }) count!: number;
  @ApiProperty({ nullable: true, type: String }) next!: string | null;
  @ApiProperty({ nullable: true, type: String }) previous!: string | null;
  @ApiProperty({ type: [RankingEntryResponse] }) results!: RankingEntryResponse[];
  @ApiProperty() total_pages!: number;
  @ApiProperty() current_page!: number;
  @ApiProperty() page_size!: number;

  @ApiProperty({ description: 'Version du classement : elle augmente à chaque changement (flux en direct)' })
  version!: number;
}

export class VoteSummaryResponse {
  @ApiProperty() participant_id!: number;
  @ApiProperty({ description: 'Votes gratuits' }) free!: number;
  @ApiProperty({ description: 'Votes payants crédités' }) paid!: number;
  @ApiProperty({ description: 'Votes annulés (fraude)' }) reversed!: number;
  @ApiProperty({ description: 'free + paid − reversed : le nombre de votes du classement' }) total!: number;
}
