// POST /review/remove {review_id} → {type, id, removed}. Owner only; its comments and reactions go with it.
// The screen leaves the removed item's page itself (its detail would now be a 404).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentRemoved } from '@/types';
import { reviewListsQueryKey } from './keys';

export async function removeReview(reviewId: number): Promise<ContentRemoved> {
  return api.post<ContentRemoved>('/review/remove', { review_id: reviewId });
}

export function useRemoveReview(reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reviews', 'remove', reviewId],
    mutationFn: () => removeReview(reviewId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewListsQueryKey });
    },
  });
}
