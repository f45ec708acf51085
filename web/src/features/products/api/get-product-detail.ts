// GET /product/detail?product_id → the product with its analysed list and its counts: the public page, the same
// bytes for every viewer, so it is asked without a token (the server answers it from its answer cache, issue 25
// §1) under one key for everyone; the member's own flags and fit come from GET /me/state (get-viewer-state.ts).
// A product only its submitter may see yet (awaiting review, not accepted) is not public: when the anonymous
// answer is 404 and a member is signed in, the page is asked again with their token; so it is for a few seconds after
// her own like of it (lib/own-writes.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';
import { authStorage } from '@/lib/auth-storage';
import { wroteRecently } from '@/lib/own-writes';
import type { ProductDetail } from '@/types';

export const productDetailQueryKey = (productId: number) => ['products', 'detail', productId] as const;

/** The page as every viewer would get it: the key is shared, so no member's flags or fit are kept under it. */
const withoutViewer = (product: ProductDetail): ProductDetail => ({
  ...product,
  reaction: { ...product.reaction, liked: false, disliked: false, starred: false },
  personal: null,
});

export async function getProductDetail(productId: number, signal?: AbortSignal): Promise<ProductDetail> {
  const signedIn = authStorage.getToken() !== null;
  if (signedIn && wroteRecently(productId)) {
    // Her like a moment ago: the page with her token, which no cache keeps, so its count shows it.
    return withoutViewer(await api.get('/product/detail', { product_id: productId }, { signal }));
  }
  try {
    return await api.get('/product/detail', { product_id: productId }, { signal, anonymous: true, handledStatuses: signedIn ? [404] : undefined });
  } catch (failure) {
    if (signedIn && failure instanceof ApiError && failure.status === 404) {
      return withoutViewer(await api.get('/product/detail', { product_id: productId }, { signal }));
    }
    throw failure;
  }
}

export const productDetailQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: productDetailQueryKey(productId),
    queryFn: ({ signal }) => getProductDetail(productId, signal),
  });

export function useProductDetail(productId: number) {
  return useQuery(productDetailQueryOptions(productId));
}
