// POST /product/feedback/remove {feedback_id} → {type, id, removed}. Owner only; the screen leaves the removed item's
// page itself. The shared implementation (lib/content-actions) for this kind.
import { useRemoveContent } from '@/lib/content-actions';
import { feedbackActions } from './keys';

export const useRemoveFeedback = (feedbackId: number) => useRemoveContent(feedbackActions, feedbackId);
