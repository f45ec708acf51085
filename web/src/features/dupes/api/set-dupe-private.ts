// POST /product/dupe/set_private {dupe_id, is_private} → {type, id, is_private}. Owner only; the shared
// implementation (lib/content-actions) for this kind.
import { useSetContentPrivate } from '@/lib/content-actions';
import { dupeActions } from './keys';

export const useSetDupePrivate = (dupeId: number) => useSetContentPrivate(dupeActions, dupeId);
