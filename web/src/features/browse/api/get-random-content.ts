// GET /browse/random_content?page_no&page_num&seed → page of content cards. The seed keeps the
// shuffled order stable across pages. Page by spec §4 (size 10; "load more").
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { ContentCard, Page } from '@/types';

export async function getRandomContent(pageNo: number, seed: number, signal?: AbortSignal): Promise<Page<ContentCard>> {
  const data = await api.get(
    '/browse/random_content',
    { page_no: pageNo, page_num: PAGE_SIZE.randomContent, seed },
    { signal },
  );
  return data ?? { items: [], page_no: pageNo, page_num: PAGE_SIZE.randomContent, total_count: 0, hasMore: false };
}

export const randomContentQueryOptions = (seed: number) =>
  infiniteQueryOptions({
    queryKey: ['browse', 'random-content', seed],
    queryFn: ({ pageParam, signal }) => getRandomContent(pageParam, seed, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage, _all, lastPageParam) => nextPageParam(lastPage.items, PAGE_SIZE.randomContent, lastPageParam),
  });

export function useRandomContent(seed: number) {
  return useInfiniteQuery(randomContentQueryOptions(seed));
}
