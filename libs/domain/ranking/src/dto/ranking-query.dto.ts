import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MESSAGES, PageQueryDto } from '@app/common';

export const RANKING_MAX_PAGE_SIZE = 200;
export const RANKING_DEFAULT_PAGE_SIZE = 50;

function RankingPageSize(description?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      minimum: 1,
      maximum: RANKING_MAX_PAGE_SIZE,
      default: RANKING_DEFAULT_PAGE_SIZE,
      description,
    }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: MESSAGES.field.integer }),
    Min(1, { message: MESSAGES.field.integer }),
    Max(RANKING_MAX_PAGE_SIZE, { message: MESSAGES.ranking.pageSize(RANKING_MAX_PAGE_SIZE) }),
  );
}

export class RankingQueryDto extends OmitType(PageQueryDto, ['page_size'] as const) {
  @RankingPageSize() page_size?: number;
  @RankingPageSize('Synonyme de page_size (page_size l’emporte si les deux sont donnés)') limit?: number;
}
