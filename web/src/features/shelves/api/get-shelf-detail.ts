// GET /product/shelf/detail?user_id&shelf_id&page_no&page_num → {shelf, products: page of products with
// added_at and note}. The shelf rides along with every page; the products page by spec §4. A private
// shelf of someone else is a 404 (shown in place: the profile stays).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PROFILE_LIST_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { ShelfDetail } from '@/types';
import { shelfDetailQueryKey } from './keys';

export async function getShelfDetail(userId: string, shelfId: number, pageNo: number, signal?: AbortSignal): Promise<ShelfDetail> {
  return api.get(
    '/product/shelf/detail',
    { user_id: Number(userId), shelf_id: shelfId, page_no: pageNo, page_num: PROFILE_LIST_PAGE_SIZE },
    { signal, routeFailures: false },
  );
}

export const shelfDetailQueryOptions = (userId: string, shelfId: number) =>
  infiniteQueryOptions({
    queryKey: [...shelfDetailQueryKey(shelfId), userId],
    queryFn: ({ pageParam, signal }) => getShelfDetail(userId, shelfId, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.products.items, PROFILE_LIST_PAGE_SIZE, lastPageParam),
  });

export function useShelfDetail(userId: string, shelfId: number) {
  return useInfiniteQuery(shelfDetailQueryOptions(userId, shelfId));
}
