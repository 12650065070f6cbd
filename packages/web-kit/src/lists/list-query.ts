import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE_CHOICES, PAGE_SIZE_DEFAULT, PAGE_MAX, type PageQuery } from '@society/contracts';

/** A list filter kept in the address: its parameter's choices and the one meaning "no filter". */
export interface ListFilter {
  choices: readonly string[];
  fallback: string;
}

export interface ListQueryOptions<F extends string> {
  sorts: readonly string[];
  defaultSort: string;
  /** The list's own filters by parameter name (receipt, status, ...). */
  filters?: Record<F, ListFilter>;
}

export type ListQuery<F extends string> = Required<Pick<PageQuery, 'page' | 'pageSize' | 'sort'>> & { search: string } & Record<F, string>;

export interface ListQueryControls<F extends string> {
  query: ListQuery<F>;
  /** The query as the API reads it: defaults included, so the answer is always the paged form. */
  params: Record<string, string>;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: string) => void;
  setSearch: (search: string) => void;
  setFilter: (name: F, value: string) => void;
}

function wholeNumberIn(text: string | null, min: number, max: number): number | undefined {
  if (!text || !/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/**
 * A paged list's page, size, sort, search and filters, kept in the address (?page=2&search=asha&receipt=pending)
 * so a reload, the back button or a shared link shows the same rows. Values at their default are left out
 * of the address, and anything unknown there reads as the default. Changing what is shown goes back to page 1.
 */
export function useListQuery<F extends string = never>({ sorts, defaultSort, filters }: ListQueryOptions<F>): ListQueryControls<F> {
  const [params, setParams] = useSearchParams();
  const filterEntries = useMemo(() => Object.entries(filters ?? {}) as Array<[F, ListFilter]>, [filters]);

  const query = useMemo(() => {
    const sort = params.get('sort');
    const pageSize = wholeNumberIn(params.get('pageSize'), 1, Number.MAX_SAFE_INTEGER);
    const result = {
      page: wholeNumberIn(params.get('page'), 1, PAGE_MAX) ?? 1,
      pageSize: pageSize !== undefined && (PAGE_SIZE_CHOICES as readonly number[]).includes(pageSize) ? pageSize : PAGE_SIZE_DEFAULT,
      sort: sort && sorts.includes(sort) ? sort : defaultSort,
      search: params.get('search')?.trim() ?? '',
    } as ListQuery<F>;
    for (const [name, { choices, fallback }] of filterEntries) {
      const value = params.get(name);
      (result as Record<string, string | number>)[name] = value && choices.includes(value) ? value : fallback;
    }
    return result;
  }, [params, sorts, defaultSort, filterEntries]);

  const change = useCallback(
    (changes: Record<string, string | number>, keepPage = false) =>
      setParams((current) => {
          const next = new URLSearchParams(current);
          if (!keepPage) next.delete('page');
          for (const [name, value] of Object.entries(changes)) {
            const fallback = name === 'page' ? 1 : name === 'pageSize' ? PAGE_SIZE_DEFAULT : name === 'sort' ? defaultSort : name === 'search' ? '' : filters?.[name as F]?.fallback;
            if (value === fallback || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        }),
    [setParams, defaultSort, filters],
  );

  const apiParams = useMemo(() => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '').map(([name, value]) => [name, String(value)])), [query]);

  return {
    query,
    params: apiParams,
    setPage: useCallback((page: number) => change({ page }, true), [change]),
    setPageSize: useCallback((pageSize: number) => change({ pageSize }), [change]),
    setSort: useCallback((sort: string) => change({ sort }), [change]),
    setSearch: useCallback((search: string) => change({ search: search.trim() }), [change]),
    setFilter: useCallback((name: F, value: string) => change({ [name]: value }), [change]),
  };
}
