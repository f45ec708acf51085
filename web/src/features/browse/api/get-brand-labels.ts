// GET /brand/labels?size → data: [{brand_id, name, product_count}] (most products first)
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BrandLabel } from '@/types';

export async function getBrandLabels(size: number, signal?: AbortSignal): Promise<BrandLabel[]> {
  const data = await api.get('/brand/labels', { size }, { signal });
  return data ?? [];
}

export const brandLabelsQueryOptions = (size = 24) =>
  queryOptions({
    queryKey: ['browse', 'brand-labels', size],
    queryFn: ({ signal }) => getBrandLabels(size, signal),
    staleTime: 5 * 60_000,
  });

export function useBrandLabels(size = 24) {
  return useQuery(brandLabelsQueryOptions(size));
}
