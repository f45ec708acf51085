// A member's feedback posts: GET /product/feedback/list?user_id&page_no&page_num (what others may see),
// or for the member themselves GET /product/feedback/complete_list?page_no&page_num (private and
// pending included). Paged by spec §4; shown in place when it fails.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PROFILE_LIST_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { Feedback, Page } from '@/types';
import { feedbackListsQueryKey } from './keys';

export async function getUserFeedback(userId: string, own: boolean, pageNo: number, signal?: AbortSignal): Promise<Page<Feedback>> {
  const paging = { page_no: pageNo, page_num: PROFILE_LIST_PAGE_SIZE };
  return own
    ? api.get('/product/feedback/complete_list', paging, { signal, routeFailures: false })
    : api.get('/product/feedback/list', { user_id: Number(userId), ...paging }, { signal, routeFailures: false });
}

export const userFeedbackQueryOptions = (userId: string, own: boolean) =>
  infiniteQueryOptions({
    queryKey: [...feedbackListsQueryKey, own ? 'complete' : 'by-user', userId],
    queryFn: ({ pageParam, signal }) => getUserFeedback(userId, own, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, PROFILE_LIST_PAGE_SIZE, lastPageParam),
  });

export function useUserFeedback(userId: string, own: boolean) {
  return useInfiniteQuery(userFeedbackQueryOptions(userId, own));
}
