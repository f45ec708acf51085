import { describe, expect, it } from 'vitest';
import {
  COMPARE_STORAGE_KEY,
  addToSelection,
  canCompare,
  compareHref,
  loadSelection,
  parseCompareIds,
  removeFromSelection,
  saveSelection,
  selectionForIds,
} from './compare-selection';

const item = (id: number) => ({ product_id: id, name: `P${id}` });

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('selectedCompareProducts', () => {
  it('reads ids from the URL: positive integers, no repeats, at most 4', () => {
    expect(parseCompareIds('?ids=3,7')).toEqual([3, 7]);
    expect(parseCompareIds('?ids=3&ids=7,3')).toEqual([3, 7]);
    expect(parseCompareIds('?ids=0,-1,abc,2.5,5')).toEqual([5]);
    expect(parseCompareIds('?ids=1,2,3,4,5')).toEqual([1, 2, 3, 4]);
    expect(parseCompareIds('')).toEqual([]);
  });

  it('writes ids to the URL', () => {
    expect(compareHref([3, 7])).toBe('/compare?ids=3,7');
    expect(compareHref([])).toBe('/compare');
    expect(parseCompareIds(compareHref([9, 4]).split('?')[1])).toEqual([9, 4]);
  });

  it('adds once, and the newest pick wins when four are chosen', () => {
    const two = addToSelection(addToSelection([], item(1)), item(2));
    expect(addToSelection(two, item(1))).toEqual(two);
    const four = [item(1), item(2), item(3), item(4)];
    expect(addToSelection(four, item(5)).map((s) => s.product_id)).toEqual([2, 3, 4, 5]);
  });

  it('removes, and compares only 2 to 4 products', () => {
    expect(removeFromSelection([item(1), item(2)], 1)).toEqual([item(2)]);
    expect(canCompare([item(1)])).toBe(false);
    expect(canCompare([item(1), item(2)])).toBe(true);
    expect(canCompare([1, 2, 3, 4, 5])).toBe(false);
  });

  it('names URL ids from what is known, placeholders otherwise', () => {
    expect(selectionForIds([2, 9], [item(2)])).toEqual([item(2), { product_id: 9, name: 'Product 9' }]);
  });

  it('keeps the selection in session storage and ignores garbage', () => {
    const storage = memory();
    saveSelection([item(1), item(2)], storage);
    expect(JSON.parse(storage.map.get(COMPARE_STORAGE_KEY) ?? '')).toHaveLength(2);
    expect(loadSelection(storage)).toEqual([item(1), item(2)]);
    storage.setItem(COMPARE_STORAGE_KEY, '{not json');
    expect(loadSelection(storage)).toEqual([]);
    storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([{ product_id: 'x' }, item(3)]));
    expect(loadSelection(storage)).toEqual([item(3)]);
    expect(loadSelection(null)).toEqual([]);
  });
});
