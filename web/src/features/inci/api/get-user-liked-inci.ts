// GET /inci/user_like?page_no&page_num (signed in) → page {items: [{inci_id, inci_uuid, name, functions,
// product_count}], page_no, page_num, total_count, hasMore}. Own profile only; paged by spec §4.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PROFILE_LIST_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { GlossaryItem, Page } from '@/types';
import { userInciReactionsQueryKey } from './user-reactions-key';

export async function getUserLikedInci(pageNo: number, pageNum: number, signal?: AbortSignal): Promise<Page<GlossaryItem>> {
  return api.get('/inci/user_like', { page_no: pageNo, page_num: pageNum }, { signal });
}

export const userLikedInciQueryOptions = (userId: string, pageSize: number = PROFILE_LIST_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [...userInciReactionsQueryKey(userId), 'like', pageSize],
    queryFn: ({ pageParam, signal }) => getUserLikedInci(pageParam, pageSize, signal),
    initialPageParam: FIRST_PAGE,
    // spec §4: a page shorter than the requested size marks the list all-loaded
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, pageSize, lastPageParam),
    staleTime: 0,
  });

export function useUserLikedInci(userId: string, pageSize?: number) {
  return useInfiniteQuery(userLikedInciQueryOptions(userId, pageSize));
}
