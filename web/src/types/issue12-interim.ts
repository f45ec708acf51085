// Shelves (issue 12) as the lead's brief states them, until the shelves API lands and `make api-types`
// generates them into ./api.ts; then ./index.ts points at the generated schemas and this file goes.
import type { components } from './api';

type S = components['schemas'];

export type ShelfType = 'custom' | 'in_use' | 'empties' | 'wishlist' | 'works_for_me' | 'broke_me_out';
export type Shelf = {
  shelf_id: number;
  name: string;
  description: string;
  shelf_type: ShelfType;
  is_private: boolean;
  product_count: number;
  preview: string[];
  author: S['Author'];
  is_owner: boolean;
  created_at: string;
  updated_at: string;
};
export type ShelfProduct = S['ProductListItem'] & { added_at: string; note: string | null };
export type ShelfDetail = {
  shelf: Shelf;
  products: { items: ShelfProduct[]; page_no: number; page_num: number; total_count: number; hasMore: boolean };
};
export type ShelfCreateInput = { name: string; description: string; shelf_type: ShelfType; is_private: boolean };
export type ShelfCreated = { shelf_id: number };
export type ShelfEditInput = { shelf_id: number; name?: string; description?: string; shelf_type?: ShelfType };
export type ShelfProductInput = { shelf_id: number; product_id: number; action: 0 | 1; note?: string | null };
export type Breakout = {
  broke_me_out_count: number;
  works_for_me_count: number;
  ingredients: { name: string; inci_id: number | null; bad_count: number; bad_share: number; good_count: number; products: number[] }[];
  note: string;
};
