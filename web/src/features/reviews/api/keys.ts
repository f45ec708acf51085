// Query keys of the reviews feature: a review, and every list that shows reviews.
import { api } from '@/lib/api-client';
import type { ContentKindActions } from '@/lib/content-actions';
import { viewerStateQueryRoot } from '@/lib/viewer-state-key';
export const reviewDetailQueryKey = (reviewId: number) => ['reviews', 'detail', reviewId] as const;
/** Every list of reviews (product page, a member's, liked, starred): refreshed after any change. */
export const reviewListsQueryKey = ['reviews', 'list'] as const;

/** Like/star, private and remove of a review (lib/content-actions); hiding one changes her state's unlisted reviews. */
export const reviewActions: ContentKindActions = {
  keyRoot: 'reviews',
  react: (review_id, { which, action }) => api.post(`/review/${which}`, { review_id, action }),
  setPrivate: (review_id, is_private) => api.post('/review/set_private', { review_id, is_private }),
  remove: (review_id) => api.post('/review/remove', { review_id }),
  detailKey: reviewDetailQueryKey,
  refresh: [reviewListsQueryKey],
  refreshOnVisibility: [viewerStateQueryRoot],
};
