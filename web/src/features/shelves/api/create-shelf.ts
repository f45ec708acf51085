// POST /product/add_shelf {name, description, shelf_type, is_private} → {shelf_id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ShelfCreated, ShelfCreateInput } from '@/types';
import { shelvesQueryKey } from './keys';

export async function createShelf(input: ShelfCreateInput): Promise<ShelfCreated> {
  return api.post('/product/add_shelf', input);
}

export function useCreateShelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shelves', 'create'],
    mutationFn: createShelf,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shelvesQueryKey }),
  });
}
