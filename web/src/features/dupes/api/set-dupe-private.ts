// POST /product/dupe/set_private {dupe_id, is_private} → {type, id, is_private}. Owner only.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentPrivacy, DupeSuggestion } from '@/types';
import { dupeDetailQueryKey, dupeListsQueryKey, findDupesQueryKey } from './keys';

export async function setDupePrivate(dupeId: number, isPrivate: boolean): Promise<ContentPrivacy> {
  return api.post<ContentPrivacy>('/product/dupe/set_private', { dupe_id: dupeId, is_private: isPrivate });
}

export function useSetDupePrivate(dupeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['dupe-suggestions', 'set-private', dupeId],
    mutationFn: (isPrivate: boolean) => setDupePrivate(dupeId, isPrivate),
    onSuccess: (result) => {
      if (!result) return;
      queryClient.setQueryData<DupeSuggestion>(dupeDetailQueryKey(dupeId), (old) => (old ? { ...old, is_private: result.is_private } : old));
      void queryClient.invalidateQueries({ queryKey: dupeListsQueryKey });
      void queryClient.invalidateQueries({ queryKey: findDupesQueryKey });
    },
  });
}
