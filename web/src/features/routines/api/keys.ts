// Query keys of the routines feature: a routine, and every list that shows routines.
import { api } from '@/lib/api-client';
import type { ContentKindActions } from '@/lib/content-actions';
export const routineDetailQueryKey = (routineId: number) => ['routines', 'detail', routineId] as const;
/** Every list of routines (product page, a member's, liked, starred): refreshed after any change. */
export const routineListsQueryKey = ['routines', 'list'] as const;

/** Like/star, private and remove of a routine (lib/content-actions). */
export const routineActions: ContentKindActions = {
  keyRoot: 'routines',
  react: (routine_id, { which, action }) => api.post(`/routine/${which}`, { routine_id, action }),
  setPrivate: (routine_id, is_private) => api.post('/routine/set_private', { routine_id, is_private }),
  remove: (routine_id) => api.post('/routine/remove', { routine_id }),
  detailKey: routineDetailQueryKey,
  refresh: [routineListsQueryKey],
};
