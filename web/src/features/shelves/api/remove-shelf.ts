// POST /product/shelf/remove {shelf_id}. Owner only; the shelf's products stay in the catalogue.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentRemoved } from '@/types';
import { shelvesQueryKey } from './keys';

export async function removeShelf(shelfId: number): Promise<ContentRemoved> {
  return api.post<ContentRemoved>('/product/shelf/remove', { shelf_id: shelfId });
}

export function useRemoveShelf(shelfId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shelves', 'remove', shelfId],
    mutationFn: () => removeShelf(shelfId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shelvesQueryKey }),
  });
}
