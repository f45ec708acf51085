// `selectedCompareProducts` (spec §3): the 2–4 products of /compare, kept in the URL (`?ids=1,2`)
// and in session storage (so the product page's "Compare" button and a reload keep it).
import type { ProductListItem } from '@/types';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
export const COMPARE_STORAGE_KEY = 'selectedCompareProducts';

export type CompareItem = Pick<ProductListItem, 'product_id' | 'name'> & Partial<Pick<ProductListItem, 'brand_name'>>;

/** Ids from `?ids=3,7` (also `?ids=3&ids=7`): positive integers, first occurrence kept, at most 4. */
export function parseCompareIds(search: string | URLSearchParams): number[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ids: number[] = [];
  for (const raw of params.getAll('ids').flatMap((v) => v.split(','))) {
    const text = raw.trim();
    if (!/^\d+$/.test(text)) continue;
    const id = Number(text);
    if (id < 1 || !Number.isSafeInteger(id) || ids.includes(id)) continue;
    ids.push(id);
  }
  return ids.slice(0, COMPARE_MAX);
}

export function compareHref(ids: readonly number[]): string {
  return ids.length ? `/compare?ids=${ids.join(',')}` : '/compare';
}

/** Adds a product once; when 4 are already chosen the oldest makes room (the newest pick wins). */
export function addToSelection(selection: readonly CompareItem[], item: CompareItem): CompareItem[] {
  if (selection.some((s) => s.product_id === item.product_id)) return [...selection];
  return [...selection, item].slice(-COMPARE_MAX);
}

export function removeFromSelection(selection: readonly CompareItem[], productId: number): CompareItem[] {
  return selection.filter((s) => s.product_id !== productId);
}

export function canCompare(selection: readonly unknown[]): boolean {
  return selection.length >= COMPARE_MIN && selection.length <= COMPARE_MAX;
}

/** The selection for the ids of the URL: names from what is known (storage), placeholders otherwise. */
export function selectionForIds(ids: readonly number[], known: readonly CompareItem[]): CompareItem[] {
  return ids.map((id) => known.find((k) => k.product_id === id) ?? { product_id: id, name: `Product ${id}` });
}

function isItem(value: unknown): value is CompareItem {
  const v = value as CompareItem;
  return typeof v === 'object' && v !== null && Number.isSafeInteger(v.product_id) && v.product_id > 0 && typeof v.name === 'string';
}

type KV = Pick<Storage, 'getItem' | 'setItem'>;

function session(): KV | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export function loadSelection(storage: KV | null = session()): CompareItem[] {
  try {
    const parsed = JSON.parse(storage?.getItem(COMPARE_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, COMPARE_MAX) : [];
  } catch {
    return [];
  }
}

export function saveSelection(selection: readonly CompareItem[], storage: KV | null = session()): void {
  try {
    storage?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(selection.slice(0, COMPARE_MAX)));
  } catch {
    /* storage full or disabled: the URL still holds the ids */
  }
}
