// Query keys of the dupe-suggestion feature.
import type { ContentKindActions } from '@/lib/content-actions';
export const dupeDetailQueryKey = (dupeId: number) => ['dupe-suggestions', 'detail', dupeId] as const;
/** Every list of suggestions (a member's, liked, starred): refreshed after any change. */
export const dupeListsQueryKey = ['dupe-suggestions', 'list'] as const;
/** The find-dupe lists (features/products) merge suggestions: they are read again after a change. */
export const findDupesQueryKey = ['products', 'dupes'] as const;

/** Like/star, private and remove of a suggestion (lib/content-actions); likes are the find-dupe ranking's votes. */
export const dupeActions: ContentKindActions = {
  keyRoot: 'dupe-suggestions',
  pathPrefix: '/product/dupe',
  idField: 'dupe_id',
  detailKey: dupeDetailQueryKey,
  refresh: [dupeListsQueryKey, findDupesQueryKey],
};
