import { describe, expect, it } from 'vitest';
import { categoryCrumbs } from './category-crumbs';

const level = (category_id: number, name: string, path: string) => ({ category_id, name, path });

describe('categoryCrumbs', () => {
  it('says a repeated level once, linking to the deeper category (issue 21 §7)', () => {
    const trail = [level(1, 'Skincare', 'Skincare'), level(2, 'Moisturizers', 'Skincare > Moisturizers'), level(3, 'Moisturizers', 'Skincare > Moisturizers > Moisturizers')];
    expect(categoryCrumbs(trail).map((c) => [c.name, c.category_id])).toEqual([['Skincare', 1], ['Moisturizers', 3]]);
  });

  it('keeps a trail without repeats as it is', () => {
    const trail = [level(1, 'Skincare', 'Skincare'), level(2, 'Treatments', 'Skincare > Treatments'), level(4, 'Face Serums', 'Skincare > Treatments > Face Serums')];
    expect(categoryCrumbs(trail)).toEqual(trail);
    expect(categoryCrumbs([])).toEqual([]);
  });
});
