// GET /product/dupes?product_id&k&mode → cheaper dupes, ranked in one of two modes, then members' suggestions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DupeMode, DupesResult } from '@/types';

export async function getDupes(productId: number, k = 10, mode: DupeMode = 'same_job', signal?: AbortSignal): Promise<DupesResult> {
  return api.get('/product/dupes', { product_id: productId, k, mode }, { signal });
}

export const dupesQueryOptions = (productId: number, k = 10, mode: DupeMode = 'same_job') =>
  queryOptions({
    queryKey: ['products', 'dupes', productId, k, mode],
    queryFn: ({ signal }) => getDupes(productId, k, mode, signal),
  });

export function useDupes(productId: number, k = 10, mode: DupeMode = 'same_job') {
  return useQuery(dupesQueryOptions(productId, k, mode));
}
