// GET /similarity/jcd?product_id&k&metric&same_category → products with the most similar lists. Nothing in it is
// the viewer's: asked without a token, as every viewer's (lib/public-read.ts), so the server answers it from its cache.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiQuery } from '@/lib/api-client';
import { askPublic } from '@/lib/public-read';
import type { SimilarityResult } from '@/types';

export type SimilarParams = { k?: number; metric?: ApiQuery<'/similarity/jcd'>['metric']; sameCategory?: boolean };

export async function getSimilarProducts(productId: number, params: SimilarParams = {}, signal?: AbortSignal): Promise<SimilarityResult> {
  return askPublic(
    productId,
    (options) =>
      api.get(
        '/similarity/jcd',
        { product_id: productId, k: params.k ?? 10, metric: params.metric ?? 'jaccard', same_category: params.sameCategory ?? false },
        options,
      ),
    { signal },
  );
}

export const similarProductsQueryOptions = (productId: number, params: SimilarParams = {}) =>
  queryOptions({
    queryKey: ['products', 'similar', productId, params],
    queryFn: ({ signal }) => getSimilarProducts(productId, params, signal),
  });

export function useSimilarProducts(productId: number, params: SimilarParams = {}) {
  return useQuery(similarProductsQueryOptions(productId, params));
}
