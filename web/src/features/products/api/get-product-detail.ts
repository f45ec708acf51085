// GET /product/detail?product_id → the product with its analysed list and its counts: the public page, the same
// bytes for every viewer, so it is asked without a token (lib/public-read.ts: with her token for a few seconds after
// her own write to it, or when it is her own product not public yet) under one key for everyone; the member's own
// flags and fit come from GET /me/state (get-viewer-state.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { askPublic } from '@/lib/public-read';
import type { ProductDetail } from '@/types';

export const productDetailQueryKey = (productId: number) => ['products', 'detail', productId] as const;

/** The page as every viewer would get it: the key is shared, so no member's flags or fit are kept under it. */
const withoutViewer = (product: ProductDetail): ProductDetail => ({
  ...product,
  reaction: { ...product.reaction, liked: false, disliked: false, starred: false },
  personal: null,
});

export async function getProductDetail(productId: number, signal?: AbortSignal): Promise<ProductDetail> {
  return askPublic(productId, (options) => api.get('/product/detail', { product_id: productId }, options), { signal, shared: withoutViewer });
}

export const productDetailQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: productDetailQueryKey(productId),
    queryFn: ({ signal }) => getProductDetail(productId, signal),
  });

export function useProductDetail(productId: number) {
  return useQuery(productDetailQueryOptions(productId));
}
