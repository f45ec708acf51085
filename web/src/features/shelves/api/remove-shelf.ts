// POST /product/shelf/remove {shelf_id} → {type, id, removed}. Owner only; the screen leaves the removed item's
// page itself. The shared implementation (lib/content-actions) for this kind.
import { useRemoveContent } from '@/lib/content-actions';
import { shelfActions } from './keys';

export const useRemoveShelf = (shelfId: number) => useRemoveContent(shelfActions, shelfId);
