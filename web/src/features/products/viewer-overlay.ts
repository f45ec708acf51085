// The product page as a member sees it: the public page (the same for everyone, with the counts) under the
// member's own state from GET /me/state (liked, disliked, starred, how it suits their skin, her own rating and
// post for the ratings section). Signed out, or while the state loads, the public page shows as it is: nothing
// marked, no fit.
import type { ProductDetail, ProductReaction } from '@/types';
import { productStateIn, type ProductViewerState, type ViewerState, type ViewerStateRequest } from './api/get-viewer-state';

/** What the product page asks of the member's state: its one product, with the personal fit and her own rating. */
export const productPageStateRequest = (productId: number): ViewerStateRequest => ({ productIds: [productId], fit: true, rating: true });

/** The member's own rating of the product and her post about it (the ratings summary's `mine`, asked without a token). */
export type OwnRating = NonNullable<ProductViewerState['mine']> | null;

/**
 * Her own rating from the state query: undefined while it loads (the rating form waits for it), null when she has
 * none, is signed out, or the state failed (the form is shown empty rather than not at all).
 */
export function ownRatingOf(
  state: { data?: ViewerState; isPending: boolean; fetchStatus: string },
  productId: number,
): OwnRating | undefined {
  if (state.data) return productStateIn(state.data, productId)?.mine ?? null;
  return state.isPending && state.fetchStatus !== 'idle' ? undefined : null;
}

export function withViewerState(product: ProductDetail, state: ProductViewerState | undefined): ProductDetail {
  if (!state) return product;
  return {
    ...product,
    reaction: { ...product.reaction, liked: state.liked, disliked: state.disliked, starred: state.starred },
    personal: state.personal ?? null,
  };
}

/** The member's flags of a reaction, as the state holds them. */
export const flagsOf = ({ liked, disliked, starred }: ProductReaction) => ({ liked, disliked, starred });

/** The counts of a reaction, as the public page holds them. */
export const countsOf = ({ like_count, dislike_count, star_count }: ProductReaction) => ({ like_count, dislike_count, star_count });
