// POST /product/compare {product_ids: 2..4} → side by side: shared and unique ingredients, similarity.
// A read, so it is a query keyed by the ids (POST only because the ids travel in the body).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { canCompare } from '../compare-selection';
import type { CompareResult } from '@/types';

export async function compareProducts(productIds: readonly number[], signal?: AbortSignal): Promise<CompareResult> {
  return api.post('/product/compare', { product_ids: [...productIds] }, { signal });
}

export const compareQueryOptions = (productIds: readonly number[]) =>
  queryOptions({
    queryKey: ['products', 'compare', [...productIds]],
    queryFn: ({ signal }) => compareProducts(productIds, signal),
    enabled: canCompare(productIds),
  });

export function useCompareProducts(productIds: readonly number[]) {
  return useQuery({ ...compareQueryOptions(productIds), placeholderData: keepPreviousData });
}
