// Query keys of the routines feature: a routine, and every list that shows routines.
import type { ContentKindActions } from '@/lib/content-actions';
export const routineDetailQueryKey = (routineId: number) => ['routines', 'detail', routineId] as const;
/** Every list of routines (product page, a member's, liked, starred): refreshed after any change. */
export const routineListsQueryKey = ['routines', 'list'] as const;

/** Like/star, private and remove of a routine (lib/content-actions). */
export const routineActions: ContentKindActions = {
  keyRoot: 'routines',
  pathPrefix: '/routine',
  idField: 'routine_id',
  detailKey: routineDetailQueryKey,
  refresh: [routineListsQueryKey],
};
