// POST /product/shelf/set_private {shelf_id, is_private} → {type, id, is_private}. Owner only; the shared
// implementation (lib/content-actions) for this kind.
import { useSetContentPrivate } from '@/lib/content-actions';
import { shelfActions } from './keys';

export const useSetShelfPrivate = (shelfId: number) => useSetContentPrivate(shelfActions, shelfId);
