// Query keys of the shelves feature. Every shelf query starts with 'shelves': a change refreshes them all.
import type { ContentKindActions } from '@/lib/content-actions';
export const shelvesQueryKey = ['shelves'] as const;
export const shelfDetailQueryKey = (shelfId: number) => ['shelves', 'detail', shelfId] as const;

/** Private and remove of a shelf (lib/content-actions); every shelf query is read again. */
export const shelfActions: ContentKindActions = {
  keyRoot: 'shelves',
  pathPrefix: '/product/shelf',
  idField: 'shelf_id',
  refresh: [shelvesQueryKey],
};
