// Query keys of the dupe-suggestion feature.
export const dupeDetailQueryKey = (dupeId: number) => ['dupe-suggestions', 'detail', dupeId] as const;
/** Every list of suggestions (a member's, liked, starred): refreshed after any change. */
export const dupeListsQueryKey = ['dupe-suggestions', 'list'] as const;
/** The find-dupe lists (features/products) merge suggestions: they are read again after a change. */
export const findDupesQueryKey = ['products', 'dupes'] as const;
