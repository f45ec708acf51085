// GET /product/user_dislike?page_no&page_num (signed in) → page {items: product cards, page_no, page_num,
// total_count, hasMore}. The signed-in member's disliked products (private: own profile only), paged by spec §4.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PROFILE_LIST_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { Page, ProductListItem } from '@/types';
import { userReactionsQueryKey } from './user-reactions-key';

export async function getUserDislikedProducts(pageNo: number, pageNum: number, signal?: AbortSignal): Promise<Page<ProductListItem>> {
  return api.get('/product/user_dislike', { page_no: pageNo, page_num: pageNum }, { signal });
}

export const userDislikedProductsQueryOptions = (userId: string, pageSize: number = PROFILE_LIST_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [...userReactionsQueryKey(userId), 'dislike', pageSize],
    queryFn: ({ pageParam, signal }) => getUserDislikedProducts(pageParam, pageSize, signal),
    initialPageParam: FIRST_PAGE,
    // spec §4: a page shorter than the requested size marks the list all-loaded
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, pageSize, lastPageParam),
    staleTime: 0,
  });

export function useUserDislikedProducts(userId: string, pageSize?: number) {
  return useInfiniteQuery(userDislikedProductsQueryOptions(userId, pageSize));
}
