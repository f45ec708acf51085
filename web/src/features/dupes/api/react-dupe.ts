// POST /product/dupe/like and /star {dupe_id, action} (1 sets, 0 clears) → {liked, starred, like_count,
// star_count}. Likes are the votes of the find-dupe ranking, so its lists are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentReaction, DupeSuggestion } from '@/types';
import { dupeDetailQueryKey, dupeListsQueryKey, findDupesQueryKey } from './keys';

export type DupeReactionCall = { which: 'like' | 'star'; action: 0 | 1 };

export async function reactToDupe(dupeId: number, { which, action }: DupeReactionCall): Promise<ContentReaction> {
  return api.post<ContentReaction>(`/product/dupe/${which}`, { dupe_id: dupeId, action });
}

export function useReactToDupe(dupeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['dupe-suggestions', 'react', dupeId],
    mutationFn: (call: DupeReactionCall) => reactToDupe(dupeId, call),
    onSuccess: (state) => {
      if (!state) return;
      const { liked, starred, like_count, star_count } = state;
      queryClient.setQueryData<DupeSuggestion>(dupeDetailQueryKey(dupeId), (old) => (old ? { ...old, liked, starred, like_count, star_count } : old));
      void queryClient.invalidateQueries({ queryKey: dupeListsQueryKey });
      void queryClient.invalidateQueries({ queryKey: findDupesQueryKey });
    },
  });
}
