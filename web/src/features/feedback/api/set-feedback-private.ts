// POST /product/feedback/set_private {feedback_id, is_private} → {type, id, is_private}. Owner only.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentPrivacy, Feedback } from '@/types';
import { feedbackDetailQueryKey, feedbackListsQueryKey } from './keys';

export async function setFeedbackPrivate(feedbackId: number, isPrivate: boolean): Promise<ContentPrivacy> {
  return api.post<ContentPrivacy>('/product/feedback/set_private', { feedback_id: feedbackId, is_private: isPrivate });
}

export function useSetFeedbackPrivate(feedbackId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['feedback', 'set-private', feedbackId],
    mutationFn: (isPrivate: boolean) => setFeedbackPrivate(feedbackId, isPrivate),
    onSuccess: (result) => {
      if (!result) return;
      queryClient.setQueryData<Feedback>(feedbackDetailQueryKey(feedbackId), (old) => (old ? { ...old, is_private: result.is_private } : old));
      void queryClient.invalidateQueries({ queryKey: feedbackListsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['feedback', 'summary'] });
    },
  });
}
