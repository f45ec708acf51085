// POST /product/ratings/submit {product_id, category_name, general_rating, ratings: [{criteria_name,
// rating_value}], feedback_status: 'pending'} → {rating_id, feedback_id, feedback_status}: the member's
// one rating of the product (upserted) and the id of their one feedback post for it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { viewerStateQueryRoot } from '@/lib/viewer-state-key';
import type { RatingSubmitInput, RatingSubmitResult } from '@/types';

export async function submitRatings(input: RatingSubmitInput): Promise<RatingSubmitResult> {
  return api.post('/product/ratings/submit', input);
}

export function useSubmitRatings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['feedback', 'submit-ratings'],
    mutationFn: submitRatings,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: viewerStateQueryRoot }), // the member's my_rating
  });
}
