// POST /product/ratings/submit {product_id, category_name, general_rating, ratings: [{criteria_name,
// rating_value}], feedback_status: 'pending'} → {rating_id, feedback_id, feedback_status}: the member's
// one rating of the product (upserted) and the id of their one feedback post for it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markOwnWrite } from '@/lib/own-writes';
import { viewerStateQueryRoot } from '@/lib/viewer-state-key';
import type { RatingSubmitInput, RatingSubmitResult } from '@/types';

export async function submitRatings(input: RatingSubmitInput): Promise<RatingSubmitResult> {
  markOwnWrite(input.product_id); // the summary and the page's members' rating she moved show at once (lib/own-writes.ts)
  return api.post('/product/ratings/submit', input);
}

export function useSubmitRatings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['feedback', 'submit-ratings'],
    mutationFn: submitRatings,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: viewerStateQueryRoot }), // the member's own rating
  });
}
