// Query keys of the reviews feature: a review, and every list that shows reviews.
export const reviewDetailQueryKey = (reviewId: number) => ['reviews', 'detail', reviewId] as const;
/** Every list of reviews (product page, a member's, liked, starred): refreshed after any change. */
export const reviewListsQueryKey = ['reviews', 'list'] as const;
