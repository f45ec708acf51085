// GET /product/routine_list?product_id&page_no&page_num=5 → page of routines that use the product,
// most liked first. Paged by spec §4 (five at a time).
// A sub-list of a page: its failure is shown in place (spec §8: logged, nothing else), it does not take the
// member off the page (routeFailures: false); a rejected token still signs out.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { Page, Routine } from '@/types';
import { routineListsQueryKey } from './keys';

export async function getProductRoutines(productId: number, pageNo: number, signal?: AbortSignal): Promise<Page<Routine>> {
  return api.get('/product/routine_list', { product_id: productId, page_no: pageNo, page_num: PAGE_SIZE.productPageLists }, { signal, routeFailures: false });
}

export const productRoutinesQueryOptions = (productId: number) =>
  infiniteQueryOptions({
    queryKey: [...routineListsQueryKey, 'product', productId],
    queryFn: ({ pageParam, signal }) => getProductRoutines(productId, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, PAGE_SIZE.productPageLists, lastPageParam),
  });

export function useProductRoutines(productId: number) {
  return useInfiniteQuery(productRoutinesQueryOptions(productId));
}
