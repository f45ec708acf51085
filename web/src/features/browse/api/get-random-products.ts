// GET /product/random_list?page_num&seed → page of product cards.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { Page, ProductListItem } from '@/types';

export async function getRandomProducts(pageNum: number, seed: number, signal?: AbortSignal): Promise<ProductListItem[]> {
  const page = await api.get<Page<ProductListItem>>('/product/random_list', { page_num: pageNum, seed }, { signal });
  return page?.items ?? [];
}

export const randomProductsQueryOptions = (seed: number, pageNum: number = PAGE_SIZE.browse) =>
  queryOptions({
    queryKey: ['browse', 'random-products', seed, pageNum],
    queryFn: ({ signal }) => getRandomProducts(pageNum, seed, signal),
  });

export function useRandomProducts(seed: number, pageNum?: number) {
  return useQuery(randomProductsQueryOptions(seed, pageNum));
}
