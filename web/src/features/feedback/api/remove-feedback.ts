// POST /product/feedback/remove {feedback_id} → {type, id, removed}. Owner only; the screen leaves the
// removed post's page itself (its detail would now be a 404).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentRemoved } from '@/types';
import { feedbackListsQueryKey } from './keys';

export async function removeFeedback(feedbackId: number): Promise<ContentRemoved> {
  return api.post<ContentRemoved>('/product/feedback/remove', { feedback_id: feedbackId });
}

export function useRemoveFeedback(feedbackId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['feedback', 'remove', feedbackId],
    mutationFn: () => removeFeedback(feedbackId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: feedbackListsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['feedback', 'summary'] });
    },
  });
}
