import { ApiProperty } from '@nestjs/swagger';

export class TestimonialWinnerData {
  @ApiProperty({ description: 'Identifiant du gagnant' }) id!: number;
  @ApiProperty() rank!: number;
  @ApiProperty({ description: 'Lot en F CFA' }) prize!: number;
  @ApiProperty() contest!: number;
  @ApiProperty() contest_title!: string;
  @ApiProperty({ description: 'Prénom et initiale du parent' }) participant_name!: string;
  @ApiProperty() participant_baby_name!: string;
  @ApiProperty() participant!: number;
  @ApiProperty() user_id!: number;
  @ApiProperty({ nullable: true, type: String, description: 'Les comptes n’ont pas de photo de profil' })
  user_profile_picture!: string | null;

  @ApiProperty({ description: 'Photo du bébé au format carte' }) baby_photo!: string;
}

export class TestimonialResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Auteur' }) user!: number;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating!: number;
  @ApiProperty() text!: string;
  @ApiProperty() winner!: number;
  @ApiProperty({ type: TestimonialWinnerData }) winner_data!: TestimonialWinnerData;
  @ApiProperty({ description: 'Masqué par la modération (visible seulement de son auteur)' }) is_hidden!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class TestimonialDetailResponse {
  @ApiProperty() detail!: string;
}
