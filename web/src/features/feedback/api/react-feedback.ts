// POST /product/feedback/like and /star {feedback_id, action} (1 sets, 0 clears) → {liked, starred,
// like_count, star_count}. Spec §4: the shown state changes only on the server's success.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentReaction, Feedback } from '@/types';
import { feedbackDetailQueryKey, feedbackListsQueryKey } from './keys';

export type FeedbackReactionCall = { which: 'like' | 'star'; action: 0 | 1 };

export async function reactToFeedback(feedbackId: number, { which, action }: FeedbackReactionCall): Promise<ContentReaction> {
  return api.post<ContentReaction>(`/product/feedback/${which}`, { feedback_id: feedbackId, action });
}

export function useReactToFeedback(feedbackId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['feedback', 'react', feedbackId],
    mutationFn: (call: FeedbackReactionCall) => reactToFeedback(feedbackId, call),
    onSuccess: (state) => {
      if (!state) return;
      const { liked, starred, like_count, star_count } = state;
      queryClient.setQueryData<Feedback>(feedbackDetailQueryKey(feedbackId), (old) => (old ? { ...old, liked, starred, like_count, star_count } : old));
      void queryClient.invalidateQueries({ queryKey: feedbackListsQueryKey });
    },
  });
}
