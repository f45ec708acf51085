// Query keys of the feedback feature: a post, every list of posts, and a product's rating summary.
import { api } from '@/lib/api-client';
import type { ContentKindActions } from '@/lib/content-actions';
export const feedbackDetailQueryKey = (feedbackId: number) => ['feedback', 'detail', feedbackId] as const;
/** Every list of feedback (product page, a member's, liked, starred): refreshed after any change. */
export const feedbackListsQueryKey = ['feedback', 'list'] as const;
export const ratingSummaryQueryKey = (productId: number) => ['feedback', 'summary', productId] as const;

/** Like/star, private and remove of a feedback post (lib/content-actions); hiding one changes the summary. */
export const feedbackActions: ContentKindActions = {
  keyRoot: 'feedback',
  react: (feedback_id, { which, action }) => api.post(`/product/feedback/${which}`, { feedback_id, action }),
  setPrivate: (feedback_id, is_private) => api.post('/product/feedback/set_private', { feedback_id, is_private }),
  remove: (feedback_id) => api.post('/product/feedback/remove', { feedback_id }),
  detailKey: feedbackDetailQueryKey,
  refresh: [feedbackListsQueryKey],
  refreshOnVisibility: [['feedback', 'summary']],
};
