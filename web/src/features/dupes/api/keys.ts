// Query keys of the dupe-suggestion feature.
import { api } from '@/lib/api-client';
import type { ContentKindActions } from '@/lib/content-actions';
export const dupeDetailQueryKey = (dupeId: number) => ['dupe-suggestions', 'detail', dupeId] as const;
/** Every list of suggestions (a member's, liked, starred): refreshed after any change. */
export const dupeListsQueryKey = ['dupe-suggestions', 'list'] as const;
/** The find-dupe lists (features/products) merge suggestions: they are read again after a change. */
export const findDupesQueryKey = ['products', 'dupes'] as const;

/** Like/star, private and remove of a suggestion (lib/content-actions); likes are the find-dupe ranking's votes. */
export const dupeActions: ContentKindActions = {
  keyRoot: 'dupe-suggestions',
  react: (dupe_id, { which, action }) => api.post(`/product/dupe/${which}`, { dupe_id, action }),
  setPrivate: (dupe_id, is_private) => api.post('/product/dupe/set_private', { dupe_id, is_private }),
  remove: (dupe_id) => api.post('/product/dupe/remove', { dupe_id }),
  detailKey: dupeDetailQueryKey,
  refresh: [dupeListsQueryKey, findDupesQueryKey],
};
