import { ApiProperty } from '@nestjs/swagger';

/** A comment as everyone reads it under a participant. The text is plain text, to be shown as such. */
export class CommentResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Texte tel que saisi (à afficher comme du texte, jamais comme du HTML)' }) text!: string;
  @ApiProperty() participant!: number;
  @ApiProperty({ description: 'Auteur' }) user!: number;
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiProperty() is_edited!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

/** A comment as moderators read it. */
export class AdminCommentResponse extends CommentResponse {
  @ApiProperty({ description: 'Comme text' }) content!: string;
  @ApiProperty() author_name!: string;
  @ApiProperty({ description: "Nom d'utilisateur de l'auteur" }) username!: string;
  @ApiProperty({ nullable: true, type: String, description: 'Seulement pour la permission « Gérer les utilisateurs »' })
  author_email!: string | null;
  @ApiProperty() is_active!: boolean;
  @ApiProperty() is_flagged!: boolean;
  @ApiProperty({ description: 'Masqué automatiquement par les signalements' }) hidden_by_flags!: boolean;
  @ApiProperty({ description: 'Signalements depuis le dernier examen' }) flag_count!: number;
  @ApiProperty() baby_name!: string;
  @ApiProperty() contest!: number;
  @ApiProperty() contest_title!: string;
}

export class CommentStatsResponse {
  @ApiProperty() total!: number;
  @ApiProperty() active!: number;
  @ApiProperty({ description: 'Masqués (en attente de modération ou masqués par un modérateur)' }) pending!: number;
  @ApiProperty() flagged!: number;
}

export class CommentDetailResponse {
  @ApiProperty() detail!: string;
}
