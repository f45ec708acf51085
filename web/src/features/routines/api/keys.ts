// Query keys of the routines feature: a routine, and every list that shows routines.
export const routineDetailQueryKey = (routineId: number) => ['routines', 'detail', routineId] as const;
/** Every list of routines (product page, a member's, liked, starred): refreshed after any change. */
export const routineListsQueryKey = ['routines', 'list'] as const;
