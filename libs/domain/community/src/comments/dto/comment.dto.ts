import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MESSAGES, OptionalChoice, OptionalText, PageQueryDto, QueryId } from '@app/common';

export const COMMENT_MAX_LENGTH = 1000;

const text = MESSAGES.comments;
const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export class CreateCommentDto {
  @ApiProperty({ maxLength: COMMENT_MAX_LENGTH, example: 'Quel sourire ! Bonne chance à Awa.' })
  @trim
  @IsDefined({ message: text.textRequired })
  @IsString({ message: text.textRequired })
  @IsNotEmpty({ message: text.textRequired })
  @MaxLength(COMMENT_MAX_LENGTH, { message: text.textTooLong(COMMENT_MAX_LENGTH) })
  text!: string;
}

/** The author changes the text; a moderator changes the visibility. */
export class UpdateCommentDto {
  @ApiPropertyOptional({ maxLength: COMMENT_MAX_LENGTH })
  @trim
  @IsOptional()
  @IsString({ message: text.textRequired })
  @IsNotEmpty({ message: text.textRequired })
  @MaxLength(COMMENT_MAX_LENGTH, { message: text.textTooLong(COMMENT_MAX_LENGTH) })
  text?: string;

  @ApiPropertyOptional({ description: 'Modération : false masque le commentaire, true le rend visible' })
  @IsOptional()
  @IsBoolean({ message: MESSAGES.field.boolean })
  is_active?: boolean;
}

export class FlagCommentDto {
  @OptionalText(300, 'Propos injurieux')
  reason?: string;
}

export const COMMENT_STATUS_FILTERS = ['all', 'flagged', 'hidden'] as const;

export class CommentFilterDto {
  @ApiPropertyOptional({ enum: COMMENT_STATUS_FILTERS, default: 'all' })
  @OptionalChoice(COMMENT_STATUS_FILTERS)
  status?: (typeof COMMENT_STATUS_FILTERS)[number];

  @ApiPropertyOptional({ description: 'Texte, auteur (nom, e-mail) ou nom du bébé' })
  @OptionalText(100)
  search?: string;

  @QueryId('Concours') contest?: number;
}

export class CommentListQueryDto extends IntersectionType(PageQueryDto, CommentFilterDto) {}
