// POST /product/feedback/set_private {feedback_id, is_private} → {type, id, is_private}. Owner only; the shared
// implementation (lib/content-actions) for this kind.
import { useSetContentPrivate } from '@/lib/content-actions';
import { feedbackActions } from './keys';

export const useSetFeedbackPrivate = (feedbackId: number) => useSetContentPrivate(feedbackActions, feedbackId);
