// Shelf types (the API's shelf_type) in words.
import type { ShelfType } from '@/types';

export const SHELF_TYPES: { value: ShelfType; label: string }[] = [
  { value: 'in_use', label: 'In use' },
  { value: 'empties', label: 'Empties' },
  { value: 'wishlist', label: 'Wishlist' },
  { value: 'works_for_me', label: 'Works for me' },
  { value: 'broke_me_out', label: 'Broke me out' },
  { value: 'custom', label: 'Other' },
];

export const shelfTypeLabel = (type: string) => SHELF_TYPES.find((t) => t.value === type)?.label ?? type;
