// GET /me/state?product_ids&review_ids[&fit=true][&own=true] → {products, reviews}: the signed-in member's own
// state of the products and reviews on screen (liked, disliked, starred, my rating, shelves; with fit, how each
// product suits their skin; with own, their ratings and post as the ratings summary's `mine` and how many of their
// reviews of it others cannot see), beside the
// public page every viewer shares, asked without a token (issue 25 §1). Asked only when signed in; keyed per member
// and ids, so one member's state never shows to another.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { viewerStateQueryRoot } from '@/lib/viewer-state-key';
import type { Schemas } from '@/types';

export type ViewerState = Schemas['ViewerStateOut'];
export type ProductViewerState = Schemas['ProductState'];
export type ViewerStateRequest = { productIds?: readonly number[]; reviewIds?: readonly number[]; fit?: boolean; own?: boolean };

const idSet = (ids: readonly number[] = []) => [...new Set(ids)].sort((a, b) => a - b);

/** Every state query of one member (a reaction updates the product wherever it is shown). */
export const memberViewerStateQueryKey = (userId: string) => [...viewerStateQueryRoot, userId] as const;

export const viewerStateQueryKey = (userId: string, request: ViewerStateRequest) =>
  [
    ...memberViewerStateQueryKey(userId),
    { products: idSet(request.productIds), reviews: idSet(request.reviewIds), fit: Boolean(request.fit), own: Boolean(request.own) },
  ] as const;

export async function getViewerState(request: ViewerStateRequest, signal?: AbortSignal): Promise<ViewerState> {
  // A part of the page: its failure leaves the public page as it is (no flags), it does not take the member
  // off it; a rejected token still signs out.
  return api.get(
    '/me/state',
    { product_ids: idSet(request.productIds), review_ids: idSet(request.reviewIds), fit: request.fit || undefined, own: request.own || undefined },
    { signal, routeFailures: false },
  );
}

export const viewerStateQueryOptions = (userId: string, request: ViewerStateRequest) =>
  queryOptions({
    queryKey: viewerStateQueryKey(userId, request),
    queryFn: ({ signal }) => getViewerState(request, signal),
  });

/** The member's state of `request`'s ids; no call when signed out or when nothing is on screen. */
export function useViewerState(request: ViewerStateRequest) {
  const { userId, isLoggedIn } = useAuth();
  const hasIds = Boolean(request.productIds?.length || request.reviewIds?.length);
  return useQuery({ ...viewerStateQueryOptions(userId ?? '', request), enabled: isLoggedIn && Boolean(userId) && hasIds });
}

/** One product's state in an answer (undefined while it loads, when signed out, or when it failed). */
export const productStateIn = (state: ViewerState | undefined, productId: number): ProductViewerState | undefined =>
  state?.products.find((p) => p.product_id === productId);
