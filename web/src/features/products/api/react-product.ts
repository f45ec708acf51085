// POST /product/{like|like_remove|dislike|dislike_remove|star|star_remove} {product_id} → reaction.
// The screen shows the new state at once (optimistic) and puts the old one back if the call fails. The page it
// shows is two queries: the counts live in the public page (shared by every viewer), the member's flags in their
// state (GET /me/state); each gets its own part, so the shared page never holds a member's flags.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { markOwnWrite } from '@/lib/own-writes';
import { applyReaction, type ReactionCall } from '../reaction-state';
import { countsOf, flagsOf, withViewerState } from '../viewer-overlay';
import type { ProductDetail, ProductReaction } from '@/types';
import { productDetailQueryKey } from './get-product-detail';
import { memberViewerStateQueryKey, productStateIn, type ViewerState } from './get-viewer-state';
import { allUserReactionsQueryKey } from './user-reactions-key';

export async function reactToProduct(productId: number, call: ReactionCall): Promise<ProductReaction> {
  markOwnWrite(productId); // her next pages of it are asked past every cache (lib/own-writes.ts)
  return api.post(`/product/${call}`, { product_id: productId });
}

export const reactProductMutationOptions = (productId: number) =>
  mutationOptions({
    mutationKey: ['products', 'react', productId],
    mutationFn: (call: ReactionCall) => reactToProduct(productId, call),
  });

/** The reaction the page shows: the public counts under the member's flags (from any of their state queries). */
function shownReaction(queryClient: QueryClient, productId: number, userId: string | null): ProductReaction | undefined {
  const product = queryClient.getQueryData<ProductDetail>(productDetailQueryKey(productId));
  if (!product) return undefined;
  const states = userId ? queryClient.getQueriesData<ViewerState>({ queryKey: memberViewerStateQueryKey(userId) }) : [];
  const state = states.map(([, data]) => productStateIn(data, productId)).find(Boolean);
  return withViewerState(product, state).reaction;
}

/** Put `reaction` on screen: its counts into the public page, its flags into every state query holding the product. */
function showReaction(queryClient: QueryClient, productId: number, userId: string | null, reaction: ProductReaction) {
  queryClient.setQueryData<ProductDetail>(productDetailQueryKey(productId), (old) =>
    old ? { ...old, reaction: { ...old.reaction, ...countsOf(reaction) } } : old,
  );
  if (!userId) return;
  queryClient.setQueriesData<ViewerState>({ queryKey: memberViewerStateQueryKey(userId) }, (old) =>
    old ? { ...old, products: old.products.map((p) => (p.product_id === productId ? { ...p, ...flagsOf(reaction) } : p)) } : old,
  );
}

export function useReactToProduct(productId: number) {
  const queryClient = useQueryClient();
  const { userId } = useAuth();
  return useMutation({
    ...reactProductMutationOptions(productId),
    onMutate: async (call) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: productDetailQueryKey(productId) }),
        userId ? queryClient.cancelQueries({ queryKey: memberViewerStateQueryKey(userId) }) : undefined,
      ]);
      const previous = shownReaction(queryClient, productId, userId);
      if (previous) showReaction(queryClient, productId, userId, applyReaction(previous, call));
      return { previous };
    },
    onError: (_error, _call, context) => {
      if (context?.previous) showReaction(queryClient, productId, userId, context.previous);
    },
    onSuccess: (reaction) => {
      if (reaction) showReaction(queryClient, productId, userId, reaction);
      // the profile's liked/disliked lists change with it
      void queryClient.invalidateQueries({ queryKey: allUserReactionsQueryKey });
    },
    onSettled: () => {
      // a state call cancelled above before it answered holds nothing to update: ask it again, now it is after
      if (!userId) return;
      void queryClient.invalidateQueries({ queryKey: memberViewerStateQueryKey(userId), predicate: (q) => q.state.data === undefined });
    },
  });
}
