// POST /routine/set_private {routine_id, is_private} → {type, id, is_private}. Owner only.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentPrivacy, Routine } from '@/types';
import { routineDetailQueryKey, routineListsQueryKey } from './keys';

export async function setRoutinePrivate(routineId: number, isPrivate: boolean): Promise<ContentPrivacy> {
  return api.post<ContentPrivacy>('/routine/set_private', { routine_id: routineId, is_private: isPrivate });
}

export function useSetRoutinePrivate(routineId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['routines', 'set-private', routineId],
    mutationFn: (isPrivate: boolean) => setRoutinePrivate(routineId, isPrivate),
    onSuccess: (result) => {
      if (!result) return;
      queryClient.setQueryData<Routine>(routineDetailQueryKey(routineId), (old) => (old ? { ...old, is_private: result.is_private } : old));
      void queryClient.invalidateQueries({ queryKey: routineListsQueryKey });
    },
  });
}
