// GET /product/ratings/summary?product_id → {general: {average, count}, criteria: [{criteria_name, label,
// average, count}], mine}: averages over publicly visible feedback; `mine` is the signed-in member's own. Asked
// without a token, as every viewer's (lib/public-read.ts), so the server answers it from its cache: `mine` is null
// under this key, the member's own comes from GET /me/state?own=true (the product page passes it in).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { askPublic } from '@/lib/public-read';
import type { RatingSummary } from '@/types';
import { ratingSummaryQueryKey } from './keys';

export async function getRatingSummary(productId: number, signal?: AbortSignal): Promise<RatingSummary> {
  return askPublic(productId, (options) => api.get('/product/ratings/summary', { product_id: productId }, options), {
    signal,
    routeFailures: false,
    shared: (summary) => ({ ...summary, mine: null }),
  });
}

export const ratingSummaryQueryOptions = (productId: number) =>
  queryOptions({ queryKey: ratingSummaryQueryKey(productId), queryFn: ({ signal }) => getRatingSummary(productId, signal) });

export function useRatingSummary(productId: number) {
  return useQuery(ratingSummaryQueryOptions(productId));
}
