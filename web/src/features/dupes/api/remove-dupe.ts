// POST /product/dupe/remove {dupe_id} → {type, id, removed}. Owner only; the screen leaves the removed item's
// page itself. The shared implementation (lib/content-actions) for this kind.
import { useRemoveContent } from '@/lib/content-actions';
import { dupeActions } from './keys';

export const useRemoveDupe = (dupeId: number) => useRemoveContent(dupeActions, dupeId);
