// A member's dupe suggestions: GET /product/dupe/list?user_id&page_no&page_num, or for the member
// themselves GET /product/dupe/complete_list (private ones included). Paged by spec §4.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PROFILE_LIST_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { DupeSuggestion, Page } from '@/types';
import { dupeListsQueryKey } from './keys';

export async function getUserDupes(userId: string, own: boolean, pageNo: number, signal?: AbortSignal): Promise<Page<DupeSuggestion>> {
  const paging = { page_no: pageNo, page_num: PROFILE_LIST_PAGE_SIZE };
  return own
    ? api.get('/product/dupe/complete_list', paging, { signal, routeFailures: false })
    : api.get('/product/dupe/list', { user_id: Number(userId), ...paging }, { signal, routeFailures: false });
}

export const userDupesQueryOptions = (userId: string, own: boolean) =>
  infiniteQueryOptions({
    queryKey: [...dupeListsQueryKey, own ? 'complete' : 'by-user', userId],
    queryFn: ({ pageParam, signal }) => getUserDupes(userId, own, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, PROFILE_LIST_PAGE_SIZE, lastPageParam),
  });

export function useUserDupes(userId: string, own: boolean) {
  return useInfiniteQuery(userDupesQueryOptions(userId, own));
}
