// POST /product/feedback/submit = the rating payload + {feedback_id, file_ids, feedback_text,
// feedback_title, is_private} → {feedback_id, rating_id, feedback_status, held_reason}: accepted, or
// pending (held for an admin) with the reason. Field errors come back as 422 (shown beside the form).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markOwnWrite } from '@/lib/own-writes';
import { viewerStateQueryRoot } from '@/lib/viewer-state-key';
import type { FeedbackSubmitInput, FeedbackSubmitResult } from '@/types';
import { feedbackDetailQueryKey, feedbackListsQueryKey, ratingSummaryQueryKey } from './keys';

export async function submitFeedback(input: FeedbackSubmitInput): Promise<FeedbackSubmitResult> {
  markOwnWrite(input.product_id); // the summary and the post list she changed show at once (lib/own-writes.ts)
  return api.post('/product/feedback/submit', input);
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['feedback', 'submit'],
    mutationFn: submitFeedback,
    onSuccess: (result, input) => {
      if (result) void queryClient.invalidateQueries({ queryKey: feedbackDetailQueryKey(result.feedback_id) });
      void queryClient.invalidateQueries({ queryKey: feedbackListsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ratingSummaryQueryKey(input.product_id) });
      void queryClient.invalidateQueries({ queryKey: viewerStateQueryRoot }); // her own rating and post (the summary's `mine`)
    },
  });
}
