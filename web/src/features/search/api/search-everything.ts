// GET /search?keyword&page_no&page_num (every kind, each result with its type; `kinds` narrows it to the
// selected groups' types): best matches first, then products, then the other kinds, with every type's total.
// Page by spec §4: page 1 replaces, later pages append without duplicates, a short page is the last.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FIRST_PAGE, SEARCH } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import { kindsParam, type GroupKey } from '../groups';
import type { SearchPage } from '@/types';
import { SEARCH_HANDLED_STATUSES } from '@/lib/api-errors';

export async function searchEverything(
  keyword: string,
  selectedItems: readonly GroupKey[],
  pageNo: number,
  pageNum: number = SEARCH.pageSize,
  signal?: AbortSignal,
): Promise<SearchPage> {
  const kinds = kindsParam(selectedItems);
  const params = { keyword, page_no: pageNo, page_num: pageNum, ...(kinds ? { kinds } : {}) };
  const page = await api.get('/search', params, { signal, handledStatuses: SEARCH_HANDLED_STATUSES });
  return page ?? { items: [], page_no: pageNo, page_num: pageNum, total_count: 0, hasMore: false, counts: {} };
}

export const searchQueryOptions = (keyword: string, selectedItems: readonly GroupKey[]) =>
  infiniteQueryOptions({
    queryKey: ['search', 'results', keyword, kindsParam(selectedItems) ?? 'all'],
    queryFn: ({ pageParam, signal }) => searchEverything(keyword, selectedItems, pageParam, SEARCH.pageSize, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage, _all, lastPageParam) => nextPageParam(lastPage.items, SEARCH.pageSize, lastPageParam),
    enabled: keyword.trim().length > 0,
  });

export function useSearchResults(keyword: string, selectedItems: readonly GroupKey[]) {
  return useInfiniteQuery(searchQueryOptions(keyword, selectedItems));
}

/** Every type's total for the kind toggles while some kinds are selected (with none selected, page 1 has them). */
export const searchCountsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['search', 'counts', keyword],
    queryFn: ({ signal }) => searchEverything(keyword, [], FIRST_PAGE, 1, signal).then((page) => page.counts ?? {}),
    enabled: keyword.trim().length > 0,
  });

export function useSearchCounts(keyword: string, enabled: boolean) {
  return useQuery({ ...searchCountsQueryOptions(keyword), enabled: enabled && keyword.trim().length > 0 });
}
