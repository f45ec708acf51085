// GET /routine/detail?routine_id → the routine with its products in order and its conflict advice
// (404, routed to /404, when it is private and not yours).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Routine } from '@/types';
import { routineDetailQueryKey } from './keys';

export async function getRoutineDetail(routineId: number, signal?: AbortSignal): Promise<Routine> {
  return api.get('/routine/detail', { routine_id: routineId }, { signal });
}

export const routineDetailQueryOptions = (routineId: number) =>
  queryOptions({
    queryKey: routineDetailQueryKey(routineId),
    queryFn: ({ signal }) => getRoutineDetail(routineId, signal),
  });

export function useRoutineDetail(routineId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...routineDetailQueryOptions(routineId), enabled: options.enabled ?? true });
}
