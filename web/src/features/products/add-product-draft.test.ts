import { describe, expect, it } from 'vitest';
import { candidatesInput, draftErrors, emptyDraft, parseAmount, proposedBrand, submitInput, type ProductDraft } from './add-product-draft';

const LIST = 'Aqua, Niacinamide, Glycerin';
const draft = (over: Partial<ProductDraft> = {}): ProductDraft => ({ ...emptyDraft('Night Serum', LIST), ...over });

describe('the brand: picked or proposed', () => {
  it('is the picked brand while its name is untouched', () => {
    const d = draft({ brandText: 'Acme', brand: { brand_id: 7, name: 'Acme' } });
    expect(proposedBrand(d)).toBeNull();
    expect(candidatesInput(d)).toMatchObject({ brand_id: 7, name: 'Night Serum', ingredient_list: LIST });
    expect(candidatesInput(d)).not.toHaveProperty('brand_name');
  });

  it('is a proposed brand once the picked name is typed over, or when nothing was picked', () => {
    expect(proposedBrand(draft({ brandText: 'Acme Labs', brand: { brand_id: 7, name: 'Acme' } }))).toBe('Acme Labs');
    const d = draft({ brandText: '  Zephyr Lab ' });
    expect(proposedBrand(d)).toBe('Zephyr Lab');
    expect(candidatesInput(d)).toMatchObject({ brand_name: 'Zephyr Lab' });
    expect(candidatesInput(d)).not.toHaveProperty('brand_id');
  });
});

describe('what is checked before anything is sent', () => {
  it('asks for a brand, a name and the list', () => {
    expect(Object.keys(draftErrors(emptyDraft())).sort()).toEqual(['brand', 'list', 'name']);
    expect(draftErrors(draft({ brandText: '!!' })).brand).toMatch(/letter or digit/);
    expect(draftErrors(draft({ brandText: 'Acme' }))).toEqual({});
  });

  it('takes sizes and prices as numbers (a decimal comma too), or nothing', () => {
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount(' ')).toBeNull();
    expect(parseAmount('12 ml')).toBeNaN();
    const base = draft({ brandText: 'Acme' });
    expect(draftErrors({ ...base, sizeValue: '0' }).size).toBeDefined();
    expect(draftErrors({ ...base, sizeValue: '50', sizeUnit: '' }).size).toMatch(/unit/);
    expect(draftErrors({ ...base, price: 'cheap' }).price).toBeDefined();
    expect(draftErrors({ ...base, sizeValue: '50', price: '24,90' })).toEqual({});
  });
});

describe('the submission', () => {
  it('sends size with its unit and the price with its currency, and leaves out what was not given', () => {
    const d = draft({ brandText: 'Acme', categoryId: '3', sizeValue: '1.7', sizeUnit: 'fl_oz', price: '24,90', currency: 'EUR' });
    expect(submitInput(d, 9)).toEqual({
      name: 'Night Serum', brand_id: 9, ingredient_list: LIST, description: '', image_url: '', currency: 'EUR',
      category_id: 3, size_value: 1.7, size_unit: 'fl_oz', price: 24.9,
    });
    const bare = submitInput(draft({ brandText: 'Acme' }), 9);
    expect(bare).not.toHaveProperty('size_value');
    expect(bare).not.toHaveProperty('price');
    expect(bare).not.toHaveProperty('category_id');
  });
});
