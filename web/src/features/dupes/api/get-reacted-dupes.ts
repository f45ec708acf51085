// GET /product/dupe/user_like and /user_star?user_id&page_no&page_num → the suggestions a member liked
// or starred (empty for others when the member hides their collection). Paged by spec §4.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PROFILE_LIST_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { DupeSuggestion, Page } from '@/types';
import { dupeListsQueryKey } from './keys';

export async function getReactedDupes(which: 'like' | 'star', userId: string, pageNo: number, signal?: AbortSignal): Promise<Page<DupeSuggestion>> {
  return api.get(
    `/product/dupe/user_${which}`,
    { user_id: Number(userId), page_no: pageNo, page_num: PROFILE_LIST_PAGE_SIZE },
    { signal, routeFailures: false },
  );
}

export const reactedDupesQueryOptions = (which: 'like' | 'star', userId: string) =>
  infiniteQueryOptions({
    queryKey: [...dupeListsQueryKey, `user-${which}`, userId],
    queryFn: ({ pageParam, signal }) => getReactedDupes(which, userId, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, PROFILE_LIST_PAGE_SIZE, lastPageParam),
  });

export function useReactedDupes(which: 'like' | 'star', userId: string) {
  return useInfiniteQuery(reactedDupesQueryOptions(which, userId));
}
