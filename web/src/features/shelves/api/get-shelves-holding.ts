// GET /product/shelf/holding?product_id → {product_id, shelf_ids}: which of the signed-in member's shelves hold
// the product (the shelf dialog marks them, with Remove). Under the 'shelves' key: any shelf change refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Schemas } from '@/types';
import { shelvesQueryKey } from './keys';

export type ShelvesHolding = Schemas['ShelvesHoldingOut'];

export async function getShelvesHolding(productId: number, signal?: AbortSignal): Promise<ShelvesHolding> {
  return api.get('/product/shelf/holding', { product_id: productId }, { signal });
}

export const shelvesHoldingQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: [...shelvesQueryKey, 'holding', productId],
    queryFn: ({ signal }) => getShelvesHolding(productId, signal),
    staleTime: 0,
  });

export function useShelvesHolding(productId: number) {
  return useQuery(shelvesHoldingQueryOptions(productId));
}
