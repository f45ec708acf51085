// POST /product/dupe/submit {dupe_id?, original_product_id, dupe_product_id, title, description,
// images: [file ids], is_private} → {dupe_id, created}. The same product twice is a field error; the
// same pair twice by one member a business error naming the suggestion already made.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markOwnWrite } from '@/lib/own-writes';
import type { DupeSubmitInput, DupeSubmitResult } from '@/types';
import { dupeDetailQueryKey, dupeListsQueryKey, findDupesQueryKey } from './keys';

export async function submitDupe(input: DupeSubmitInput): Promise<DupeSubmitResult> {
  markOwnWrite(input.original_product_id); // the original's dupes show her suggestion at once (lib/own-writes.ts)
  return api.post('/product/dupe/submit', input);
}

export function useSubmitDupe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['dupe-suggestions', 'submit'],
    mutationFn: submitDupe,
    onSuccess: (result) => {
      if (result) void queryClient.invalidateQueries({ queryKey: dupeDetailQueryKey(result.dupe_id) });
      void queryClient.invalidateQueries({ queryKey: dupeListsQueryKey });
      void queryClient.invalidateQueries({ queryKey: findDupesQueryKey });
    },
  });
}
