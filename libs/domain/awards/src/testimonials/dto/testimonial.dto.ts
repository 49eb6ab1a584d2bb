import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MESSAGES, OptionalQueryBoolean, PageQueryDto, RequiredText } from '@app/common';

export const TESTIMONIAL_MAX_LENGTH = 2000;

const text = MESSAGES.testimonials;
const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

function Rating(): PropertyDecorator {
  return applyDecorators(
    Type(() => Number),
    IsInt({ message: text.rating }),
    Min(1, { message: text.rating }),
    Max(5, { message: text.rating }),
  );
}

export class CreateTestimonialDto {
  @ApiProperty({ minimum: 1, maximum: 5, default: 1 })
  @IsDefined({ message: text.rating })
  @Rating()
  rating!: number;

  @ApiProperty({ maxLength: TESTIMONIAL_MAX_LENGTH, example: 'Merci à tous ceux qui ont voté pour Awa !' })
  @trim
  @IsDefined({ message: text.textRequired })
  @IsString({ message: text.textRequired })
  @IsNotEmpty({ message: text.textRequired })
  @MaxLength(TESTIMONIAL_MAX_LENGTH, { message: text.textTooLong(TESTIMONIAL_MAX_LENGTH) })
  text!: string;

  @ApiProperty({ description: 'Le gain (winner_id) dont parle le témoignage' })
  @IsDefined({ message: text.winnerRequired })
  @Type(() => Number)
  @IsInt({ message: text.winnerRequired })
  @Min(1, { message: text.winnerRequired })
  @Max(2_147_483_647, { message: text.winnerRequired })
  winner!: number;
}

export class UpdateTestimonialDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 5 })
  @IsOptional()
  @Rating()
  rating?: number;

  @ApiPropertyOptional({ maxLength: TESTIMONIAL_MAX_LENGTH })
  @trim
  @IsOptional()
  @IsString({ message: text.textRequired })
  @IsNotEmpty({ message: text.textRequired })
  @MaxLength(TESTIMONIAL_MAX_LENGTH, { message: text.textTooLong(TESTIMONIAL_MAX_LENGTH) })
  text?: string;
}

export class TestimonialListQueryDto extends PageQueryDto {
  /** With a session: only the signed-in parent's testimonials, hidden ones included. */
  @OptionalQueryBoolean()
  mine?: boolean;
}

export class HideTestimonialDto {
  @RequiredText(500, 'Propos injurieux')
  reason!: string;
}
