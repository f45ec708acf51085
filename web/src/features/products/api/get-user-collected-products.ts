// GET /product/user_star?user_id&page_no&page_num → page of product cards: the products a member collected
// ("★ Collect"), newest first. Empty to others when the member keeps their collection private (the API decides).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PROFILE_LIST_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { Page, ProductListItem } from '@/types';
import { allUserReactionsQueryKey } from './user-reactions-key';

export async function getUserCollectedProducts(userId: string, pageNo: number, pageNum: number, signal?: AbortSignal): Promise<Page<ProductListItem>> {
  return api.get('/product/user_star', { user_id: Number(userId), page_no: pageNo, page_num: pageNum }, { signal });
}

// Under the reactions key: collecting or un-collecting a product refreshes the list.
export const userCollectedProductsQueryOptions = (userId: string, pageSize: number = PROFILE_LIST_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [...allUserReactionsQueryKey, 'collected', userId, pageSize],
    queryFn: ({ pageParam, signal }) => getUserCollectedProducts(userId, pageParam, pageSize, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, pageSize, lastPageParam),
    staleTime: 0,
  });

export function useUserCollectedProducts(userId: string, pageSize?: number) {
  return useInfiniteQuery(userCollectedProductsQueryOptions(userId, pageSize));
}
