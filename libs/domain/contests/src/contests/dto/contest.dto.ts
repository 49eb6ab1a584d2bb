import { ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalChoice, PageQueryDto } from '@app/common';
import {
  CONTEST_GENDERS,
  CONTEST_STATUSES,
  type ContestGender,
  type ContestStatus,
  DEFAULT_PRIZES,
} from '../contest.entity';
import { FormAmount, FormChoice, FormDate, FormNullableDate, FormText } from './form-values';

export class ContestFilterDto {
  @OptionalChoice(CONTEST_GENDERS) gender?: ContestGender;
}

/** With `page` or `page_size` the answer is a page; without, the plain list. */
export class ContestListQueryDto extends PageQueryDto {
  @OptionalChoice(CONTEST_STATUSES) status?: ContestStatus;
  @OptionalChoice(CONTEST_GENDERS) gender?: ContestGender;
}

/** Contest form, as JSON or multipart (every value then a string). The image is the file field `image`. */
export class CreateContestDto {
  @FormText(200, true) title!: string;
  @FormText(5000, true) description!: string;
  @FormDate(true) start_date!: Date;
  @FormDate(true) end_date!: Date;
  @FormChoice(CONTEST_STATUSES, false, 'draft') status?: ContestStatus;
  @FormChoice(CONTEST_GENDERS, true, 'female') gender!: ContestGender;
  @FormAmount(0) prize?: number;
  @FormAmount(DEFAULT_PRIZES.second) second_prize?: number;
  @FormAmount(DEFAULT_PRIZES.third) third_prize?: number;
  @FormNullableDate() preregistration_start_date?: Date | null;
  @FormNullableDate() preregistration_end_date?: Date | null;
}

/** Only the fields sent change; a new image file replaces the current one. */
export class UpdateContestDto {
  @FormText(200, false) title?: string;
  @FormText(5000, false) description?: string;
  @FormDate(false) start_date?: Date;
  @FormDate(false) end_date?: Date;
  @FormChoice(CONTEST_STATUSES, false) status?: ContestStatus;
  @FormChoice(CONTEST_GENDERS, false) gender?: ContestGender;
  @FormAmount(0) prize?: number;
  @FormAmount(DEFAULT_PRIZES.second) second_prize?: number;
  @FormAmount(DEFAULT_PRIZES.third) third_prize?: number;
  @FormNullableDate() preregistration_start_date?: Date | null;
  @FormNullableDate() preregistration_end_date?: Date | null;
}

/** OpenAPI only: the multipart body, file included. */
export class CreateContestForm extends CreateContestDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP…, 10 Mo au plus' })
  image?: unknown;
}

export class UpdateContestForm extends UpdateContestDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'Remplace l’image actuelle' })
  image?: unknown;
}
