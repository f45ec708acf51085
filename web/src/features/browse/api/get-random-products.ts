// GET /product/random_list?page_no&page_num&seed → a page of product cards, shuffled by the seed (stable across
// pages). Paged by spec §4 (size 10, "Load more"): later pages append without repeating a product, a short page
// ends the list.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { Page, ProductListItem } from '@/types';

export async function getRandomProducts(pageNo: number, seed: number, signal?: AbortSignal): Promise<Page<ProductListItem>> {
  const page = await api.get(
    '/product/random_list',
    { page_no: pageNo, page_num: PAGE_SIZE.browse, seed },
    { signal },
  );
  return page ?? { items: [], page_no: pageNo, page_num: PAGE_SIZE.browse, total_count: 0, hasMore: false };
}

export const randomProductsQueryOptions = (seed: number) =>
  infiniteQueryOptions({
    queryKey: ['browse', 'random-products', seed],
    queryFn: ({ pageParam, signal }) => getRandomProducts(pageParam, seed, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, PAGE_SIZE.browse, lastPageParam),
  });

export function useRandomProducts(seed: number) {
  return useInfiniteQuery(randomProductsQueryOptions(seed));
}
