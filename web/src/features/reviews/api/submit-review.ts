// POST /review/submit {review_id (only to edit), product_id, title, content, rating, images: [file ids],
// is_private} → {review_id, product_id, created}. Field errors come back as 422 (shown beside the form).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markOwnWrite } from '@/lib/own-writes';
import { viewerStateQueryRoot } from '@/lib/viewer-state-key';
import type { ReviewSubmitInput, ReviewSubmitResult } from '@/types';
import { reviewDetailQueryKey, reviewListsQueryKey } from './keys';

export async function submitReview(input: ReviewSubmitInput): Promise<ReviewSubmitResult> {
  markOwnWrite(input.product_id); // the product's reviews and count show hers at once (lib/own-writes.ts)
  return api.post('/review/submit', input);
}

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reviews', 'submit'],
    mutationFn: submitReview,
    onSuccess: (result) => {
      if (result) void queryClient.invalidateQueries({ queryKey: reviewDetailQueryKey(result.review_id) });
      void queryClient.invalidateQueries({ queryKey: reviewListsQueryKey });
      void queryClient.invalidateQueries({ queryKey: viewerStateQueryRoot }); // a held review is one she alone sees
    },
  });
}
