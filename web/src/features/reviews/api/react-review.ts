// POST /review/like and /review/star {review_id, action} (1 sets, 0 clears) → {liked, starred,
// like_count, star_count}. Spec §4: the shown state changes only on the server's success.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentReaction, Review } from '@/types';
import { reviewDetailQueryKey, reviewListsQueryKey } from './keys';

export type ReviewReactionCall = { which: 'like' | 'star'; action: 0 | 1 };

export async function reactToReview(reviewId: number, { which, action }: ReviewReactionCall): Promise<ContentReaction> {
  return api.post<ContentReaction>(`/review/${which}`, { review_id: reviewId, action });
}

export function useReactToReview(reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reviews', 'react', reviewId],
    mutationFn: (call: ReviewReactionCall) => reactToReview(reviewId, call),
    onSuccess: (state) => {
      if (!state) return;
      const { liked, starred, like_count, star_count } = state;
      queryClient.setQueryData<Review>(reviewDetailQueryKey(reviewId), (old) =>
        old ? { ...old, liked, starred, like_count, star_count } : old,
      );
      void queryClient.invalidateQueries({ queryKey: reviewListsQueryKey });
    },
  });
}
