// POST /review/remove {review_id} → {type, id, removed}. Owner only; the screen leaves the removed item's
// page itself. The shared implementation (lib/content-actions) for this kind.
import { useRemoveContent } from '@/lib/content-actions';
import { reviewActions } from './keys';

export const useRemoveReview = (reviewId: number) => useRemoveContent(reviewActions, reviewId);
