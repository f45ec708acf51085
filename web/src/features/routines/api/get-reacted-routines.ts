// GET /routine/user_like and /routine/user_star?user_id&page_no&page_num → the routines a member liked
// or starred (a real liked-routines list, not the by-user call; empty for others when the member's
// collection is private). Paged by spec §4.
// A sub-list of a page: its failure is shown in place (spec §8: logged, nothing else), it does not take the
// member off the page (routeFailures: false); a rejected token still signs out.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PROFILE_LIST_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { Page, Routine } from '@/types';
import { routineListsQueryKey } from './keys';

export type RoutineReactionList = 'like' | 'star';

export async function getReactedRoutines(which: RoutineReactionList, userId: string, pageNo: number, signal?: AbortSignal): Promise<Page<Routine>> {
  return api.get(`/routine/user_${which}`, { user_id: Number(userId), page_no: pageNo, page_num: PROFILE_LIST_PAGE_SIZE }, { signal, routeFailures: false });
}

export const reactedRoutinesQueryOptions = (which: RoutineReactionList, userId: string) =>
  infiniteQueryOptions({
    queryKey: [...routineListsQueryKey, `user-${which}`, userId],
    queryFn: ({ pageParam, signal }) => getReactedRoutines(which, userId, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, PROFILE_LIST_PAGE_SIZE, lastPageParam),
  });

export function useReactedRoutines(which: RoutineReactionList, userId: string) {
  return useInfiniteQuery(reactedRoutinesQueryOptions(which, userId));
}
