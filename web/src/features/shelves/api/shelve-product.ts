// POST /product/add_to_shelf {shelf_id, product_id, action: 1 adds | 0 removes, note?}. Owner only.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ShelfProductInput } from '@/types';
import { shelvesQueryKey } from './keys';

export async function shelveProduct(input: ShelfProductInput): Promise<unknown> {
  return api.post<unknown>('/product/add_to_shelf', input);
}

export function useShelveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shelves', 'add-to-shelf'],
    mutationFn: shelveProduct,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shelvesQueryKey }),
  });
}
