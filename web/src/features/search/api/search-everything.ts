// GET /search?keyword&page_no&page_num (every kind, each result with its type), or
// POST /{kind}/search {keyword, page_no, page_num} when one single-kind group is selected.
// Page by spec §4: page 1 replaces, later pages append without duplicates, a short page is the last.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, SEARCH } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import { endpointFor, type GroupKey } from '../groups';
import type { SearchPage } from '@/types';

export async function searchEverything(
  keyword: string,
  selectedItems: readonly GroupKey[],
  pageNo: number,
  pageNum: number = SEARCH.pageSize,
  signal?: AbortSignal,
): Promise<SearchPage> {
  const { method, path } = endpointFor(selectedItems);
  const page =
    method === 'GET'
      ? await api.get<SearchPage>(path, { keyword, page_no: pageNo, page_num: pageNum }, { signal })
      : await api.post<SearchPage>(path, { keyword, page_no: pageNo, page_num: pageNum }, { signal });
  return page ?? { items: [], page_no: pageNo, page_num: pageNum, total_count: 0, hasMore: false };
}

export const searchQueryOptions = (keyword: string, selectedItems: readonly GroupKey[]) => {
  const endpoint = endpointFor(selectedItems);
  return infiniteQueryOptions({
    // The list depends on the call, not on which groups are merely shown.
    queryKey: ['search', 'results', keyword, endpoint.path],
    queryFn: ({ pageParam, signal }) => searchEverything(keyword, selectedItems, pageParam, SEARCH.pageSize, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage, _all, lastPageParam) => nextPageParam(lastPage.items, SEARCH.pageSize, lastPageParam),
    enabled: keyword.trim().length > 0,
  });
};

export function useSearchResults(keyword: string, selectedItems: readonly GroupKey[]) {
  return useInfiniteQuery(searchQueryOptions(keyword, selectedItems));
}
