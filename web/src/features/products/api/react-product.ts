// POST /product/{like|like_remove|dislike|dislike_remove|star|star_remove} {product_id} → reaction.
// The screen shows the new state at once (optimistic) and puts the old one back if the call fails.
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyReaction, type ReactionCall } from '../reaction-state';
import type { ProductDetail, ProductReaction } from '@/types';
import { productDetailQueryKey } from './get-product-detail';
import { allUserReactionsQueryKey } from './user-reactions-key';

export async function reactToProduct(productId: number, call: ReactionCall): Promise<ProductReaction> {
  return api.post(`/product/${call}`, { product_id: productId });
}

export const reactProductMutationOptions = (productId: number) =>
  mutationOptions({
    mutationKey: ['products', 'react', productId],
    mutationFn: (call: ReactionCall) => reactToProduct(productId, call),
  });

export function useReactToProduct(productId: number) {
  const queryClient = useQueryClient();
  const key = productDetailQueryKey(productId);
  const setReaction = (update: (r: ProductReaction) => ProductReaction) =>
    queryClient.setQueryData<ProductDetail>(key, (old) => (old ? { ...old, reaction: update(old.reaction) } : old));
  return useMutation({
    ...reactProductMutationOptions(productId),
    onMutate: async (call) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProductDetail>(key)?.reaction;
      setReaction((r) => applyReaction(r, call));
      return { previous };
    },
    onError: (_error, _call, context) => {
      if (context?.previous) setReaction(() => context.previous as ProductReaction);
    },
    onSuccess: (reaction) => {
      if (reaction) setReaction(() => reaction);
      // the profile's liked/disliked lists change with it
      void queryClient.invalidateQueries({ queryKey: allUserReactionsQueryKey });
    },
  });
}
