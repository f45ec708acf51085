// POST /review/set_private {review_id, is_private} → {type, id, is_private}. Owner only.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentPrivacy, Review } from '@/types';
import { reviewDetailQueryKey, reviewListsQueryKey } from './keys';

export async function setReviewPrivate(reviewId: number, isPrivate: boolean): Promise<ContentPrivacy> {
  return api.post<ContentPrivacy>('/review/set_private', { review_id: reviewId, is_private: isPrivate });
}

export function useSetReviewPrivate(reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reviews', 'set-private', reviewId],
    mutationFn: (isPrivate: boolean) => setReviewPrivate(reviewId, isPrivate),
    onSuccess: (result) => {
      if (!result) return;
      queryClient.setQueryData<Review>(reviewDetailQueryKey(reviewId), (old) => (old ? { ...old, is_private: result.is_private } : old));
      void queryClient.invalidateQueries({ queryKey: reviewListsQueryKey });
    },
  });
}
