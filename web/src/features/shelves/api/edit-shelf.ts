// POST /product/shelf/edit {shelf_id, name?, description?, shelf_type?} → the shelf. Owner only.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Shelf, ShelfEditInput } from '@/types';
import { shelvesQueryKey } from './keys';

export async function editShelf(input: ShelfEditInput): Promise<Shelf> {
  return api.post('/product/shelf/edit', input);
}

export function useEditShelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shelves', 'edit'],
    mutationFn: editShelf,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shelvesQueryKey }),
  });
}
