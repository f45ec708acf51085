// The product page as a member sees it: the public page (the same for everyone, with the counts) under the
// member's own state from GET /me/state (liked, disliked, starred, how it suits their skin, her own rating and
// post for the ratings section). Signed out, or while the state loads, the public page shows as it is: nothing
// marked, no fit.
import type { ProductDetail, ProductReaction } from '@/types';
import { productStateIn, type ProductViewerState, type ViewerState, type ViewerStateRequest } from './api/get-viewer-state';

/** What the product page asks of the member's state: its one product, with the personal fit and what she wrote. */
export const productPageStateRequest = (productId: number): ViewerStateRequest => ({ productIds: [productId], fit: true, own: true });

/**
 * What the member wrote about the product, which the public reads leave out: her rating and post (the ratings
 * summary's `mine`) and how many of her reviews of it others cannot see (private or held).
 */
export type OwnWriting = { mine: NonNullable<ProductViewerState['mine']> | null; unlistedReviews: number };
const NOTHING_WRITTEN: OwnWriting = { mine: null, unlistedReviews: 0 };

/**
 * Her writing from the state query: undefined while it loads (the rating form waits for it); nothing when she is
 * signed out or the state failed (the form is shown empty rather than not at all).
 */
export function ownWritingOf(state: { data?: ViewerState; isPending: boolean; fetchStatus: string }, productId: number): OwnWriting | undefined {
  if (state.data) {
    const found = productStateIn(state.data, productId);
    return { mine: found?.mine ?? null, unlistedReviews: found?.unlisted_reviews ?? 0 };
  }
  return state.isPending && state.fetchStatus !== 'idle' ? undefined : NOTHING_WRITTEN;
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
