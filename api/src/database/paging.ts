import type { FilterQuery, Model, ProjectionType } from 'mongoose';

/** Which rows of a sorted list one page holds (page is 1-based). */
export interface PageWindow {
  page: number;
  pageSize: number;
}

/** A list's sort: one field and its direction. */
export interface ListSort<F extends string = string> {
  field: F;
  descending: boolean;
}

export interface PageRows<T> {
  rows: T[];
  total: number;
}

/**
 * `limit` of `filter`'s rows in `sort` order after skipping `skip`. `_id` breaks ties in the same
 * direction, so a row never shows on two pages nor on none while nothing is written.
 */
export function readRows<T, M = unknown>(model: Model<M>, filter: FilterQuery<unknown>, sort: ListSort, skip: number, limit: number, projection?: ProjectionType<M>): Promise<T[]> {
  if (limit <= 0) return Promise.resolve([]);
  const direction = sort.descending ? -1 : 1;
  return model
    .find(filter as FilterQuery<M>, projection)
    .sort({ [sort.field]: direction, _id: direction })
    .skip(skip)
    .limit(limit)
    .lean<T[]>()
    .exec();
}

/**
 * One page of `filter`'s rows in `sort` order (see readRows), with how many rows match in all. Rows and
 * count are asked for together; `knownTotal` (a count the caller already has, say from the list's figures)
 * spares the count.
 */
export async function readPage<T, M = unknown>(
  model: Model<M>,
  filter: FilterQuery<unknown>,
  sort: ListSort,
  { page, pageSize }: PageWindow,
  { projection, knownTotal }: { projection?: ProjectionType<M>; knownTotal?: number } = {},
): Promise<PageRows<T>> {
  const [rows, total] = await Promise.all([
    readRows<T, M>(model, filter, sort, (page - 1) * pageSize, pageSize, projection),
    knownTotal ?? model.countDocuments(filter as FilterQuery<M>).exec(),
  ]);
  return { rows, total };
}

const REGEX_SPECIALS = /[.*+?^${}()|[\]\\]/g;

/** What people put between the digits of a phone number or the groups of a code. */
const SEPARATORS = '[-\\s+()./]*';

const literally = (text: string) => text.replace(REGEX_SPECIALS, '\\$&');

/**
 * Rows where any of `fields` contains `text`, ignoring case. The text is matched literally (a '.' or '('
 * in a search is a character, not a pattern), so a search cannot be a costly regular expression.
 * `spaced` fields (a phone number, a certificate code) are written with spaces, dashes or a '+' here and
 * there: in them the search's letters and digits match whatever separates them ('9876543210' finds
 * '+91 98765 43210'; the separators' class holds no letter or digit, so this stays linear).
 */
export function anyFieldContains(fields: readonly string[], text: string, spaced: readonly string[] = []): FilterQuery<unknown> {
  const pattern = literally(text);
  const compact = [...text.replace(/[^\p{L}\p{N}]/gu, '')];
  const loose = compact.length > 0 ? compact.map(literally).join(SEPARATORS) : pattern;
  return {
    $or: [
      ...fields.map((field) => ({ [field]: { $regex: pattern, $options: 'i' } })),
      ...spaced.map((field) => ({ [field]: { $regex: loose, $options: 'i' } })),
    ],
  };
}

/** Filters that all apply (empty ones left out). */
export function allOf(...filters: Array<FilterQuery<unknown> | undefined>): FilterQuery<unknown> {
  const given = filters.filter((filter): filter is FilterQuery<unknown> => filter !== undefined && Object.keys(filter).length > 0);
  if (given.length === 0) return {};
  return given.length === 1 ? given[0] : { $and: given };
}
