/** Paging, sorting and filtering, the same for every list operation. */
import { LIMITS } from '../api/limits.js';
import { decide } from './decisions.js';

/** When the caller gives no pageSize. The spec shows none; 20 keeps the first page readable. */
const DEFAULT_PAGE_SIZE = decide('page-size-20', 20);

export interface ListQuery {
  sortAttribute?: string;
  sortDirection?: 'ASC' | 'DESC';
  pageSize?: number;
  page?: number;
}

type Value = string | number | boolean | undefined;

/** The paginated envelope of a list answer. */
interface ListPage<R> {
  content: R[];
  totalElements: number;
  page: number;
  pageSize: number;
}

/** A filter from one query value: absent matches everything; an array (`status[]`) matches any of its values. */
export function where<T>(wanted: Value | readonly Value[], get: (item: T) => Value): (item: T) => boolean {
  if (wanted === undefined) return () => true;
  if (Array.isArray(wanted)) return wanted.length === 0 ? () => true : (item) => wanted.includes(get(item));
  return (item) => get(item) === wanted;
}

/** A case-insensitive "contains" text filter. */
export function containing<T>(wanted: string | undefined, get: (item: T) => string | undefined): (item: T) => boolean {
  if (!wanted) return () => true;
  const needle = wanted.toLowerCase();
  return decide('text-filters-contain', (item) => (get(item) ?? '').toLowerCase().includes(needle));
}

/**
 * One page of the filtered, sorted items in the paginated envelope. Without sortAttribute the
 * list's first one applies; missing values sort last; ties keep store order, so pages never overlap.
 */
export function listPage<T>(items: Iterable<T>, query: ListQuery, sorters: Record<string, (item: T) => Value>, filters: ((item: T) => boolean)[]): ListPage<T>;
/** The same, each item of the page shown through `view`. */
export function listPage<T, R>(items: Iterable<T>, query: ListQuery, sorters: Record<string, (item: T) => Value>, filters: ((item: T) => boolean)[], view: (item: T) => R): ListPage<R>;
export function listPage<T, R>(
  items: Iterable<T>,
  query: ListQuery,
  sorters: Record<string, (item: T) => Value>,
  filters: ((item: T) => boolean)[],
  view?: (item: T) => R,
): ListPage<T | R> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? LIMITS.page.min;
  const sortKey = sorters[query.sortAttribute ?? ''] ?? Object.values(sorters)[0] ?? (() => undefined);
  const direction = query.sortDirection === 'DESC' ? -1 : 1;
  const matching = [...items].filter((item) => filters.every((keep) => keep(item)));
  // Missing values last, ties in store order: pages never overlap.
  const sorted = decide('page-size-20', matching)
    .map((item, index) => ({ item, index, key: sortKey(item) }))
    .sort((a, b) => {
      if (a.key === b.key) return a.index - b.index;
      if (a.key === undefined) return 1;
      if (b.key === undefined) return -1;
      const order = typeof a.key === 'string' && typeof b.key === 'string' ? a.key.localeCompare(b.key) : a.key < b.key ? -1 : 1;
      return order * direction;
    });
  return {
    content: sorted.slice(page * pageSize, (page + 1) * pageSize).map(({ item }) => (view ? view(item) : item)),
    totalElements: matching.length,
    page,
    pageSize,
  };
}
