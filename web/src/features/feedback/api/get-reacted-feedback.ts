// GET /product/feedback/user_like and /user_star?user_id&page_no&page_num → the feedback a member liked
// or starred (empty for others when the member hides their collection). Paged by spec §4.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PROFILE_LIST_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { Feedback, Page } from '@/types';
import { feedbackListsQueryKey } from './keys';

export async function getReactedFeedback(which: 'like' | 'star', userId: string, pageNo: number, signal?: AbortSignal): Promise<Page<Feedback>> {
  return api.get(
    `/product/feedback/user_${which}`,
    { user_id: Number(userId), page_no: pageNo, page_num: PROFILE_LIST_PAGE_SIZE },
    { signal, routeFailures: false },
  );
}

export const reactedFeedbackQueryOptions = (which: 'like' | 'star', userId: string) =>
  infiniteQueryOptions({
    queryKey: [...feedbackListsQueryKey, `user-${which}`, userId],
    queryFn: ({ pageParam, signal }) => getReactedFeedback(which, userId, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, PROFILE_LIST_PAGE_SIZE, lastPageParam),
  });

export function useReactedFeedback(which: 'like' | 'star', userId: string) {
  return useInfiniteQuery(reactedFeedbackQueryOptions(which, userId));
}
