// GET /review/by_user?user_id&page_no&page_num → a member's reviews, newest first (their private ones
// only for themselves). Paged by spec §4.
// A sub-list of a page: its failure is shown in place (spec §8: logged, nothing else), it does not take the
// member off the page (routeFailures: false); a rejected token still signs out.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PROFILE_LIST_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { Page, Review } from '@/types';
import { reviewListsQueryKey } from './keys';

export async function getUserReviews(userId: string, pageNo: number, signal?: AbortSignal): Promise<Page<Review>> {
  return api.get('/review/by_user', { user_id: Number(userId), page_no: pageNo, page_num: PROFILE_LIST_PAGE_SIZE }, { signal, routeFailures: false });
}

export const userReviewsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...reviewListsQueryKey, 'by-user', userId],
    queryFn: ({ pageParam, signal }) => getUserReviews(userId, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, PROFILE_LIST_PAGE_SIZE, lastPageParam),
  });

export function useUserReviews(userId: string) {
  return useInfiniteQuery(userReviewsQueryOptions(userId));
}
