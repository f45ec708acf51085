// GET /product/ratings/summary?product_id → {general: {average, count}, criteria: [{criteria_name, label,
// average, count}], mine}: averages over publicly visible feedback; `mine` is the signed-in member's own.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RatingSummary } from '@/types';
import { ratingSummaryQueryKey } from './keys';

export async function getRatingSummary(productId: number, signal?: AbortSignal): Promise<RatingSummary> {
  return api.get('/product/ratings/summary', { product_id: productId }, { signal, routeFailures: false });
}

export const ratingSummaryQueryOptions = (productId: number) =>
  queryOptions({ queryKey: ratingSummaryQueryKey(productId), queryFn: ({ signal }) => getRatingSummary(productId, signal) });

export function useRatingSummary(productId: number) {
  return useQuery(ratingSummaryQueryOptions(productId));
}
