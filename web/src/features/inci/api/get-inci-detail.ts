// GET /inci/detail?inci_uuid&page_no&page_num → facts, flags, the viewer's reaction and a page of the
// products that contain it. Later pages are the same call with the next page_no (only products used).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import { INCI_PAGE_SIZE } from '../constants';
import type { InciDetail } from '@/types';

export const inciDetailQueryKey = (uuid: string) => ['inci', 'detail', uuid.toLowerCase()] as const;

export async function getInciDetail(uuid: string, pageNo: number, pageNum: number, signal?: AbortSignal): Promise<InciDetail> {
  return api.get('/inci/detail', { inci_uuid: uuid, page_no: pageNo, page_num: pageNum }, { signal });
}

export const inciDetailQueryOptions = (uuid: string, pageSize: number = INCI_PAGE_SIZE.products) =>
  infiniteQueryOptions({
    queryKey: inciDetailQueryKey(uuid),
    queryFn: ({ pageParam, signal }) => getInciDetail(uuid, pageParam, pageSize, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.products.items, pageSize, lastPageParam),
  });

export function useInciDetail(uuid: string) {
  return useInfiniteQuery(inciDetailQueryOptions(uuid));
}
