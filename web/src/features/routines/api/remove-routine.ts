// POST /routine/remove {routine_id} → {type, id, removed}. Owner only; its comments and reactions go with it.
// The screen leaves the removed item's page itself (its detail would now be a 404).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentRemoved } from '@/types';
import { routineListsQueryKey } from './keys';

export async function removeRoutine(routineId: number): Promise<ContentRemoved> {
  return api.post<ContentRemoved>('/routine/remove', { routine_id: routineId });
}

export function useRemoveRoutine(routineId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['routines', 'remove', routineId],
    mutationFn: () => removeRoutine(routineId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: routineListsQueryKey });
    },
  });
}
