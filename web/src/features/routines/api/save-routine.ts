// POST /routine/add {title, description, products: [{product_id, step_name, time_of_day, frequency,
// note}], is_private} → {routine_id, created}; POST /routine/edit takes routine_id as well.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RoutineEditInput, RoutineInput, RoutineSaved } from '@/types';
import { routineDetailQueryKey, routineListsQueryKey } from './keys';

export async function saveRoutine(input: RoutineInput | RoutineEditInput): Promise<RoutineSaved> {
  return 'routine_id' in input && input.routine_id
    ? api.post('/routine/edit', input)
    : api.post('/routine/add', input);
}

export function useSaveRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['routines', 'save'],
    mutationFn: saveRoutine,
    onSuccess: (result) => {
      if (result) void queryClient.invalidateQueries({ queryKey: routineDetailQueryKey(result.routine_id) });
      void queryClient.invalidateQueries({ queryKey: routineListsQueryKey });
    },
  });
}
