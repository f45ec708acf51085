import { describe, expect, it } from 'vitest';
import { tagLabel } from '@/lib/tag-label';
import { functionBreakdown, onePercentLineIndex, ratingText, sortFlags } from './ingredient-list';
import { row } from './testing/fixtures';

describe('the 1% line', () => {
  const rows = [1, 2, 3, 4, 5].map((p) => row({ name: `I${p}`, position: p }));

  it('goes before the ingredient at the 1% position', () => {
    expect(onePercentLineIndex(rows, 3)).toBe(2);
    expect(onePercentLineIndex(rows, 1)).toBe(0);
  });

  it('is absent without a position or a matching row', () => {
    expect(onePercentLineIndex(rows, null)).toBeNull();
    expect(onePercentLineIndex(rows, 9)).toBeNull();
    expect(onePercentLineIndex([], 1)).toBeNull();
  });

  it('counts positions in the first part only (kits restart numbering)', () => {
    const kit = [
      row({ name: 'A1', position: 1, part_label: 'Cleanser' }),
      row({ name: 'A2', position: 2, part_label: 'Cleanser' }),
      row({ name: 'B1', position: 1, part_label: 'Toner' }),
      row({ name: 'B2', position: 2, part_label: 'Toner' }),
    ];
    expect(onePercentLineIndex(kit, 2)).toBe(1);
    expect(onePercentLineIndex(kit.slice(2).concat(kit.slice(0, 2)), 2)).toBe(1);
  });

  it('skips "may contain" rows without a position', () => {
    const list = [row({ name: 'A', position: 1 }), row({ name: 'CI 77891', position: null, may_contain: true }), row({ name: 'B', position: 2 })];
    expect(onePercentLineIndex(list, 2)).toBe(2);
  });
});

describe('display helpers', () => {
  it('counts functions of recognised ingredients, most first', () => {
    const rows = [
      row({ name: 'a', functions: ['Humectant', 'skin conditioning'] }),
      row({ name: 'b', functions: ['humectant'] }),
      row({ name: 'c', functions: ['solvent'], recognised: false }),
      row({ name: 'd', functions: ['colorant'], may_contain: true }),
    ];
    expect(functionBreakdown(rows)).toEqual([
      { name: 'Humectant', count: 2 },
      { name: 'Skin conditioning', count: 1 },
    ]);
  });

  it('labels tags and ratings', () => {
    expect(tagLabel('fragrance_free')).toBe('Fragrance-free');
    expect(tagLabel('eu_allergen_free')).toBe('EU-allergen-free');
    expect(tagLabel('eu-allergen-free')).toBe('EU-allergen-free');
    expect(tagLabel('fungal_acne_safe')).toBe('Fungal-acne-safe');
    expect(tagLabel('not-enough-ingredient-data')).toBe('Not enough ingredient data');
    expect(ratingText(null)).toBe('no data');
    expect(ratingText([2, 2])).toBe('2');
    expect(ratingText([0, 2])).toBe('0–2');
  });

  it('orders flags avoid, caution, info', () => {
    const flags = [{ severity: 'info' }, { severity: 'avoid' }, { severity: 'caution' }];
    expect(sortFlags(flags).map((f) => f.severity)).toEqual(['avoid', 'caution', 'info']);
  });
});
