// POST /product/dupe/like and /product/dupe/star {dupe_id, action} (1 sets, 0 clears) → {liked, starred, like_count,
// star_count}: the shared implementation (lib/content-actions) for this kind.
import { useReactToContent } from '@/lib/content-actions';
import { dupeActions } from './keys';

export const useReactToDupe = (dupeId: number) => useReactToContent(dupeActions, dupeId);
