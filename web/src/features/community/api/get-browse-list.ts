// GET /review/random_list and /routine/random_list?page_no&page_num&seed&order&skin_type&concerns&category_id&near_km
// → a page of content cards. Paged by spec §4 (size 10): page 1 replaces (a new filter is a new list), later pages
// append without repeating an id, a short page ends the list. Failures show in place (a stale link's category, a
// member without a city asking for "near me"), they do not take the member off the page.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { ContentCard, Page } from '@/types';
import { apiParams, type BrowseFilters, type BrowseKind } from '../browse-filters';

export async function getBrowseList(kind: BrowseKind, filters: BrowseFilters, seed: number, pageNo: number,
  signal?: AbortSignal): Promise<Page<ContentCard>> {
  const data = await api.get(
    `/${kind}/random_list`,
    { ...apiParams(filters), seed, page_no: pageNo, page_num: PAGE_SIZE.browse },
    { signal, routeFailures: false },
  );
  return data ?? { items: [], page_no: pageNo, page_num: PAGE_SIZE.browse, total_count: 0, hasMore: false };
}

export const browseListQueryOptions = (kind: BrowseKind, filters: BrowseFilters, seed: number) =>
  infiniteQueryOptions({
    queryKey: ['community', 'browse', kind, filters, seed],
    queryFn: ({ pageParam, signal }) => getBrowseList(kind, filters, seed, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, PAGE_SIZE.browse, lastPageParam),
  });

export function useBrowseList(kind: BrowseKind, filters: BrowseFilters, seed: number, { enabled = true } = {}) {
  return useInfiniteQuery({ ...browseListQueryOptions(kind, filters, seed), enabled });
}
