// POST /routine/remove {routine_id} → {type, id, removed}. Owner only; its comments and reactions go with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentRemoved } from '@/types';
import { routineDetailQueryKey, routineListsQueryKey } from './keys';

export async function removeRoutine(routineId: number): Promise<ContentRemoved> {
  return api.post<ContentRemoved>('/routine/remove', { routine_id: routineId });
}

export function useRemoveRoutine(routineId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['routines', 'remove', routineId],
    mutationFn: () => removeRoutine(routineId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: routineDetailQueryKey(routineId) });
      void queryClient.invalidateQueries({ queryKey: routineListsQueryKey });
    },
  });
}
