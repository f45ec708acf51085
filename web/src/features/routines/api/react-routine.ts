// POST /routine/like and /routine/star {routine_id, action} (1 sets, 0 clears) → {liked, starred,
// like_count, star_count}. Spec §4: the shown state changes only on the server's success.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentReaction, Routine } from '@/types';
import { routineDetailQueryKey, routineListsQueryKey } from './keys';

export type RoutineReactionCall = { which: 'like' | 'star'; action: 0 | 1 };

export async function reactToRoutine(routineId: number, { which, action }: RoutineReactionCall): Promise<ContentReaction> {
  return api.post<ContentReaction>(`/routine/${which}`, { routine_id: routineId, action });
}

export function useReactToRoutine(routineId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['routines', 'react', routineId],
    mutationFn: (call: RoutineReactionCall) => reactToRoutine(routineId, call),
    onSuccess: (state) => {
      if (!state) return;
      const { liked, starred, like_count, star_count } = state;
      queryClient.setQueryData<Routine>(routineDetailQueryKey(routineId), (old) =>
        old ? { ...old, liked, starred, like_count, star_count } : old,
      );
      void queryClient.invalidateQueries({ queryKey: routineListsQueryKey });
    },
  });
}
