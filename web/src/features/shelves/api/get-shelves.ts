// A member's shelves: GET /product/shelf/list?user_id&page_no&page_num (what others may see), or for the
// member themselves GET /product/shelf/complete_list (private ones included). Paged by spec §4.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PROFILE_LIST_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { Page, Shelf } from '@/types';
import { shelvesQueryKey } from './keys';

export async function getShelves(userId: string, own: boolean, pageNo: number, signal?: AbortSignal): Promise<Page<Shelf>> {
  const paging = { page_no: pageNo, page_num: PROFILE_LIST_PAGE_SIZE };
  return own
    ? api.get('/product/shelf/complete_list', paging, { signal, routeFailures: false })
    : api.get('/product/shelf/list', { user_id: Number(userId), ...paging }, { signal, routeFailures: false });
}

export const shelvesQueryOptions = (userId: string, own: boolean) =>
  infiniteQueryOptions({
    queryKey: [...shelvesQueryKey, own ? 'complete' : 'by-user', userId],
    queryFn: ({ pageParam, signal }) => getShelves(userId, own, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, PROFILE_LIST_PAGE_SIZE, lastPageParam),
  });

export function useShelves(userId: string, own: boolean, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...shelvesQueryOptions(userId, own), enabled: options.enabled ?? true });
}
