// POST /routine/set_private {routine_id, is_private} → {type, id, is_private}. Owner only; the shared
// implementation (lib/content-actions) for this kind.
import { useSetContentPrivate } from '@/lib/content-actions';
import { routineActions } from './keys';

export const useSetRoutinePrivate = (routineId: number) => useSetContentPrivate(routineActions, routineId);
