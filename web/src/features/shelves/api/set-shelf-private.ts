// POST /product/shelf/set_private {shelf_id, is_private}. Owner only; a private shelf is a 404 to others.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentPrivacy } from '@/types';
import { shelvesQueryKey } from './keys';

export async function setShelfPrivate(shelfId: number, isPrivate: boolean): Promise<ContentPrivacy> {
  return api.post<ContentPrivacy>('/product/shelf/set_private', { shelf_id: shelfId, is_private: isPrivate });
}

export function useSetShelfPrivate(shelfId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shelves', 'set-private', shelfId],
    mutationFn: (isPrivate: boolean) => setShelfPrivate(shelfId, isPrivate),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shelvesQueryKey }),
  });
}
