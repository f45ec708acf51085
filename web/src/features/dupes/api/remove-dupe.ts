// POST /product/dupe/remove {dupe_id} → {type, id, removed}. Owner only; the screen leaves the page itself.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentRemoved } from '@/types';
import { dupeListsQueryKey, findDupesQueryKey } from './keys';

export async function removeDupe(dupeId: number): Promise<ContentRemoved> {
  return api.post<ContentRemoved>('/product/dupe/remove', { dupe_id: dupeId });
}

export function useRemoveDupe(dupeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['dupe-suggestions', 'remove', dupeId],
    mutationFn: () => removeDupe(dupeId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dupeListsQueryKey });
      void queryClient.invalidateQueries({ queryKey: findDupesQueryKey });
    },
  });
}
