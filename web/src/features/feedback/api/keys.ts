// Query keys of the feedback feature: a post, every list of posts, and a product's rating summary.
export const feedbackDetailQueryKey = (feedbackId: number) => ['feedback', 'detail', feedbackId] as const;
/** Every list of feedback (product page, a member's, liked, starred): refreshed after any change. */
export const feedbackListsQueryKey = ['feedback', 'list'] as const;
export const ratingSummaryQueryKey = (productId: number) => ['feedback', 'summary', productId] as const;
