// POST /review/set_private {review_id, is_private} → {type, id, is_private}. Owner only; the shared
// implementation (lib/content-actions) for this kind.
import { useSetContentPrivate } from '@/lib/content-actions';
import { reviewActions } from './keys';

export const useSetReviewPrivate = (reviewId: number) => useSetContentPrivate(reviewActions, reviewId);
