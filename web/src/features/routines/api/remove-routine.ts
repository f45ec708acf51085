// POST /routine/remove {routine_id} → {type, id, removed}. Owner only; the screen leaves the removed item's
// page itself. The shared implementation (lib/content-actions) for this kind.
import { useRemoveContent } from '@/lib/content-actions';
import { routineActions } from './keys';

export const useRemoveRoutine = (routineId: number) => useRemoveContent(routineActions, routineId);
