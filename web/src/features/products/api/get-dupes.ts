// GET /product/dupes?product_id&k&mode → cheaper dupes, ranked in one of two modes, then members' suggestions.
// Nothing in it is the viewer's but which suggestions count (a member's own private or held ones count for her
// only): asked without a token, as every viewer's (lib/public-read.ts), so the server answers it from its cache.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { askPublic } from '@/lib/public-read';
import type { DupeMode, DupesResult } from '@/types';

export async function getDupes(productId: number, k = 10, mode: DupeMode = 'same_job', signal?: AbortSignal): Promise<DupesResult> {
  return askPublic(productId, (options) => api.get('/product/dupes', { product_id: productId, k, mode }, options), { signal });
}

export const dupesQueryOptions = (productId: number, k = 10, mode: DupeMode = 'same_job') =>
  queryOptions({
    queryKey: ['products', 'dupes', productId, k, mode],
    queryFn: ({ signal }) => getDupes(productId, k, mode, signal),
  });

export function useDupes(productId: number, k = 10, mode: DupeMode = 'same_job') {
  return useQuery(dupesQueryOptions(productId, k, mode));
}
