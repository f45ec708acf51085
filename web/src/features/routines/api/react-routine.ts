// POST /routine/like and /routine/star {routine_id, action} (1 sets, 0 clears) → {liked, starred, like_count,
// star_count}: the shared implementation (lib/content-actions) for this kind.
import { useReactToContent } from '@/lib/content-actions';
import { routineActions } from './keys';

export const useReactToRoutine = (routineId: number) => useReactToContent(routineActions, routineId);
