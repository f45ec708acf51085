// POST /review/like and /review/star {review_id, action} (1 sets, 0 clears) → {liked, starred, like_count,
// star_count}: the shared implementation (lib/content-actions) for this kind.
import { useReactToContent } from '@/lib/content-actions';
import { reviewActions } from './keys';

export const useReactToReview = (reviewId: number) => useReactToContent(reviewActions, reviewId);
