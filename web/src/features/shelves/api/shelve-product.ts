// POST /product/add_to_shelf {shelf_id, product_id, action: 1 adds | 0 removes, note?} → {on_shelf,
// product_count}. Owner only; adding twice is harmless.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { viewerStateQueryRoot } from '@/lib/viewer-state-key';
import type { ShelfProductInput, ShelfProductState } from '@/types';
import { shelvesQueryKey } from './keys';

export async function shelveProduct(input: ShelfProductInput): Promise<ShelfProductState> {
  return api.post('/product/add_to_shelf', input);
}

export function useShelveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shelves', 'add-to-shelf'],
    mutationFn: shelveProduct,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shelvesQueryKey });
      void queryClient.invalidateQueries({ queryKey: viewerStateQueryRoot }); // the member's shelf_ids of the product
    },
  });
}
