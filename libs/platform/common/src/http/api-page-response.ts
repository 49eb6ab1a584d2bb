import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProperty, getSchemaPath } from '@nestjs/swagger';

/** The spec's list answer, for the OpenAPI document; `results` is typed per route by ApiPageResponse. */
export class PageResponse {
  @ApiProperty() count!: number;
  @ApiProperty({ nullable: true, type: String }) next!: string | null;
  @ApiProperty({ nullable: true, type: String }) previous!: string | null;
  @ApiProperty() total_pages!: number;
  @ApiProperty() current_page!: number;
  @ApiProperty() page_size!: number;
}

/** Declares a 200 answer that is a page of `item` (`{count, next, previous, results, …}`). */
export function ApiPageResponse(item: Type<unknown>, description?: string): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(PageResponse, item),
    ApiOkResponse({
      description,
      schema: {
        allOf: [
          { $ref: getSchemaPath(PageResponse) },
          {
            properties: { results: { type: 'array', items: { $ref: getSchemaPath(item) } } },
            required: ['results'],
          },
        ],
      },
    }),
  );
}
