// POST /product/feedback/like and /product/feedback/star {feedback_id, action} (1 sets, 0 clears) → {liked, starred, like_count,
// star_count}: the shared implementation (lib/content-actions) for this kind.
import { useReactToContent } from '@/lib/content-actions';
import { feedbackActions } from './keys';

export const useReactToFeedback = (feedbackId: number) => useReactToContent(feedbackActions, feedbackId);
