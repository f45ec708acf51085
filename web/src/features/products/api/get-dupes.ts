// GET /product/dupes?product_id&k → cheaper products with a similar formula, ranked, with score parts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DupesResult } from '@/types';

export async function getDupes(productId: number, k = 10, signal?: AbortSignal): Promise<DupesResult> {
  return api.get<DupesResult>('/product/dupes', { product_id: productId, k }, { signal });
}

export const dupesQueryOptions = (productId: number, k = 10) =>
  queryOptions({
    queryKey: ['products', 'dupes', productId, k],
    queryFn: ({ signal }) => getDupes(productId, k, signal),
  });

export function useDupes(productId: number, k = 10) {
  return useQuery(dupesQueryOptions(productId, k));
}
