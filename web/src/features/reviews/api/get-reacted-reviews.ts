// GET /review/user_like and /review/user_star?user_id&page_no&page_num → the reviews a member liked or
// starred (empty for others when the member's collection is private). Paged by spec §4.
// A sub-list of a page: its failure is shown in place (spec §8: logged, nothing else), it does not take the
// member off the page (routeFailures: false); a rejected token still signs out.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PROFILE_LIST_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { Page, Review } from '@/types';
import { reviewListsQueryKey } from './keys';

export type ReviewReactionList = 'like' | 'star';

export async function getReactedReviews(which: ReviewReactionList, userId: string, pageNo: number, signal?: AbortSignal): Promise<Page<Review>> {
  return api.get(`/review/user_${which}`, { user_id: Number(userId), page_no: pageNo, page_num: PROFILE_LIST_PAGE_SIZE }, { signal, routeFailures: false });
}

export const reactedReviewsQueryOptions = (which: ReviewReactionList, userId: string) =>
  infiniteQueryOptions({
    queryKey: [...reviewListsQueryKey, `user-${which}`, userId],
    queryFn: ({ pageParam, signal }) => getReactedReviews(which, userId, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, PROFILE_LIST_PAGE_SIZE, lastPageParam),
  });

export function useReactedReviews(which: ReviewReactionList, userId: string) {
  return useInfiniteQuery(reactedReviewsQueryOptions(which, userId));
}
