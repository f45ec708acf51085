// GET /review/detail?review_id → the review (404, routed to /404, when it is private and not yours).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Review } from '@/types';
import { reviewDetailQueryKey } from './keys';

export async function getReviewDetail(reviewId: number, signal?: AbortSignal): Promise<Review> {
  return api.get('/review/detail', { review_id: reviewId }, { signal });
}

export const reviewDetailQueryOptions = (reviewId: number) =>
  queryOptions({
    queryKey: reviewDetailQueryKey(reviewId),
    queryFn: ({ signal }) => getReviewDetail(reviewId, signal),
  });

export function useReviewDetail(reviewId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...reviewDetailQueryOptions(reviewId), enabled: options.enabled ?? true });
}
