// Query keys of the shelves feature. Every shelf query starts with 'shelves': a change refreshes them all.
import { api } from '@/lib/api-client';
import type { ContentKindActions } from '@/lib/content-actions';
export const shelvesQueryKey = ['shelves'] as const;
export const shelfDetailQueryKey = (shelfId: number) => ['shelves', 'detail', shelfId] as const;

/** Private and remove of a shelf (lib/content-actions); every shelf query is read again. */
export const shelfActions: ContentKindActions = {
  keyRoot: 'shelves',
  setPrivate: (shelf_id, is_private) => api.post('/product/shelf/set_private', { shelf_id, is_private }),
  remove: (shelf_id) => api.post('/product/shelf/remove', { shelf_id }),
  refresh: [shelvesQueryKey],
};
