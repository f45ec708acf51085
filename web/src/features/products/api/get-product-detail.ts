// GET /product/detail?product_id → the product with its analysed list and the viewer's reaction.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductDetail } from '@/types';

export const productDetailQueryKey = (productId: number) => ['products', 'detail', productId] as const;

export async function getProductDetail(productId: number, signal?: AbortSignal): Promise<ProductDetail> {
  return api.get('/product/detail', { product_id: productId }, { signal });
}

export const productDetailQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: productDetailQueryKey(productId),
    queryFn: ({ signal }) => getProductDetail(productId, signal),
  });

export function useProductDetail(productId: number) {
  return useQuery(productDetailQueryOptions(productId));
}
