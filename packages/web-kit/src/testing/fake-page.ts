import { PAGE_SIZE_DEFAULT, type Page } from '@society/contracts';

export interface FakePageRules<T> {
  /** The texts the list's search looks in, for one row. */
  searchIn: (row: T) => Array<string | null | undefined>;
  /** What a sort field orders rows by (the field's own value when left out). */
  sortKey?: (row: T, field: string) => string | number;
  defaultSort: string;
}

/**
 * One page of `rows` as a paged API list answers it for `url` (page, pageSize, sort, search): for the
 * fronts' fake APIs, which filter their own parameters first.
 */
export function fakePage<T>(rows: readonly T[], url: string, { searchIn, sortKey, defaultSort }: FakePageRules<T>): Page<T> {
  const query = new URL(url, 'http://site').searchParams;
  const search = (query.get('search') ?? '').toLowerCase();
  const sort = query.get('sort') ?? defaultSort;
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? PAGE_SIZE_DEFAULT);
  const field = sort.replace(/^-/, '');
  const key = sortKey ?? ((row: T) => ((row as Record<string, unknown>)[field] as string | number | undefined) ?? '');
  const direction = sort.startsWith('-') ? -1 : 1;
  const matching = rows
    .filter((row) => !search || searchIn(row).some((text) => (text ?? '').toLowerCase().includes(search)))
    .sort((a, b) => {
      const [x, y] = [key(a, field), key(b, field)];
      return (x < y ? -1 : x > y ? 1 : 0) * direction;
    });
  return { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize };
}
