import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MESSAGES } from '../messages';

export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MESSAGES.field.page })
  @Min(1, { message: MESSAGES.field.page })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MESSAGES.field.integer })
  @Min(1, { message: MESSAGES.field.integer })
  @Max(1000, { message: 'La taille de page ne peut pas dépasser 1000.' })
  page_size?: number;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
  total_pages: number;
  current_page: number;
  page_size: number;
}

export function resolvePage(query: PageQueryDto, defaultSize = 50): { page: number; pageSize: number; offset: number } {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? defaultSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** Builds the spec's list answer; `next`/`previous` are the request URL with the page changed. */
export function toPage<T>(results: T[], count: number, page: number, pageSize: number, url: string): Page<T> {
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  const link = (target: number) => {
    const parsed = new URL(url, 'http://local');
    parsed.searchParams.set('page', String(target));
    parsed.searchParams.set('page_size', String(pageSize));
    return `${parsed.pathname}${parsed.search}`;
  };
  return {
    count,
    next: page < totalPages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
    total_pages: totalPages,
    current_page: page,
    page_size: pageSize,
  };
}
