// GET /analysis/mine?page_no&page_num → the signed-in member's saved analyses, newest first (spec §4 paging).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PROFILE_LIST_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { Page, SavedAnalysisItem } from '@/types';
import { savedAnalysesKey } from './saved-analyses-keys';

export async function getMyAnalyses(pageNo: number, signal?: AbortSignal): Promise<Page<SavedAnalysisItem>> {
  return api.get('/analysis/mine', { page_no: pageNo, page_num: PROFILE_LIST_PAGE_SIZE },
    { signal, routeFailures: false });
}

export const myAnalysesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...savedAnalysesKey, 'mine'],
    queryFn: ({ pageParam, signal }) => getMyAnalyses(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, PROFILE_LIST_PAGE_SIZE, lastPageParam),
  });

export function useMyAnalyses() {
  return useInfiniteQuery(myAnalysesQueryOptions());
}
