import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { LIST_SEARCH_MAX, PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, parseSort, type SortParam } from '@society/contracts';
import type { ListSort, PageWindow } from '../database/paging';
import { IfGiven, SearchableText, trim, wholeNumber } from '../validation/field-rules';

// The one paging contract of the staff lists (packages/contracts/src/paging.ts), on the API's side: the
// query every paged list reads, and the page it answers with.

/** page and pageSize: which rows of a list one page holds. A list without a search (the public gallery) reads only these. */
export class PageWindowQueryDto {
  @ApiPropertyOptional({ description: 'The page, from 1', default: 1 })
  @Transform(wholeNumber)
  @IfGiven()
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(PAGE_MAX, { message: `page must be at most ${PAGE_MAX}` })
  page?: number;

  @ApiPropertyOptional({ description: 'Rows per page', default: PAGE_SIZE_DEFAULT })
  @Transform(wholeNumber)
  @IfGiven()
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(PAGE_SIZE_MAX, { message: `pageSize must be at most ${PAGE_SIZE_MAX}` })
  pageSize?: number;
}

/** page, pageSize and search; each list adds its sort (see SortRule) and its own filters. */
export class PageQueryDto extends PageWindowQueryDto {
  @ApiPropertyOptional({ description: 'Text to look for (ignoring case)' })
  @Transform(trim)
  @IfGiven()
  @IsString({ message: 'search must be text' })
  @MaxLength(LIST_SEARCH_MAX, { message: `search must be at most ${LIST_SEARCH_MAX} characters` })
  @SearchableText('search')
  search?: string;
}

/** The sort parameter of a list: `field` ascending, `-field` descending, out of `choices`. */
export function SortRule(choices: readonly string[], fallback: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ description: '`field` sorts ascending, `-field` descending', default: fallback }),
    IfGiven(),
    IsIn(choices, { message: `sort must be one of: ${choices.join(', ')}` }),
  );
}

/** Whether the request asks for the paged answer: any list parameter given (none keeps the SPEC's array). */
export function isPageRequest(query: object): boolean {
  return Object.values(query).some((value) => value !== undefined);
}

/** The window a query asks for, defaults filled in (`pageSize`: the list's own default, if it has one). */
export function pageWindow(query: PageWindowQueryDto, pageSize = PAGE_SIZE_DEFAULT): PageWindow {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? pageSize };
}

/** The window and sort a query asks for, defaults filled in. */
export function pageRequest<F extends string>(query: PageQueryDto & { sort?: SortParam<F> }, fallback: SortParam<F>): PageWindow & { sort: ListSort<F> } {
  return { ...pageWindow(query), sort: parseSort(query.sort ?? fallback) };
}

/** The search text, or undefined when blank. */
export function searchText(query: PageQueryDto): string | undefined {
  return query.search ? query.search : undefined;
}

/** What every page answer carries beside its items. */
export class PageDto {
  @ApiProperty({ description: 'Rows matching the search and filters, over all pages' }) total: number;
  @ApiProperty({ description: 'This page, from 1' }) page: number;
  @ApiProperty() pageSize: number;
}

/**
 * A SPEC list route's two answers: the plain array when called without list parameters (as SPEC §7 has
 * it), the page when called with any.
 */
export function ApiListOrPage(item: abstract new () => unknown, page: abstract new () => unknown, description: string): MethodDecorator {
  return applyDecorators(
    ApiExtraModels(item, page),
    ApiOkResponse({
      description: `${description}. Without query parameters: every row, as an array. With any: one page.`,
      schema: { oneOf: [{ type: 'array', items: { $ref: getSchemaPath(item) } }, { $ref: getSchemaPath(page) }] },
    }),
  );
}
