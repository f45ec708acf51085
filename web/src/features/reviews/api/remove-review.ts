// POST /review/remove {review_id} → {type, id, removed}. Owner only; its comments and reactions go with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentRemoved } from '@/types';
import { reviewDetailQueryKey, reviewListsQueryKey } from './keys';

export async function removeReview(reviewId: number): Promise<ContentRemoved> {
  return api.post<ContentRemoved>('/review/remove', { review_id: reviewId });
}

export function useRemoveReview(reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reviews', 'remove', reviewId],
    mutationFn: () => removeReview(reviewId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: reviewDetailQueryKey(reviewId) });
      void queryClient.invalidateQueries({ queryKey: reviewListsQueryKey });
    },
  });
}
