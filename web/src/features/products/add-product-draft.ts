// The "Add a product" form's rules (issue 26 §1): what the member typed → what is checked before anything is sent,
// the "Is it one of these?" question, and the product submission. The API checks the same again.
import type { MatchCandidate, MatchCandidatesInput, ProductSubmitInput, SizeUnit } from '@/types';

export const SIZE_UNITS: readonly { value: SizeUnit; label: string }[] = [
  { value: 'ml', label: 'ml' },
  { value: 'l', label: 'l' },
  { value: 'fl_oz', label: 'fl oz' },
  { value: 'g', label: 'g' },
  { value: 'kg', label: 'kg' },
];
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'KRW', 'JPY'] as const;
const MAX_AMOUNT = 100_000;

/** The brand: one picked from the list, else the name typed (a brand she proposes). */
export type PickedBrand = { brand_id: number; name: string };

export type ProductDraft = {
  brandText: string;
  brand: PickedBrand | null;
  name: string;
  categoryId: string;
  sizeValue: string;
  sizeUnit: SizeUnit | '';
  price: string;
  currency: string;
  list: string;
};

export type DraftField = 'brand' | 'name' | 'size' | 'price' | 'list';
export type DraftErrors = Partial<Record<DraftField, string>>;

export const emptyDraft = (name = '', list = ''): ProductDraft => ({
  brandText: '',
  brand: null,
  name: name.trim().slice(0, 300),
  categoryId: '',
  sizeValue: '',
  sizeUnit: 'ml',
  price: '',
  currency: 'USD',
  list,
});

/** "12,50" and "12.50" are the same amount; '' is none; anything else is NaN. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!t) return null;
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/** The brand name she proposes: the typed text when no brand was picked (or the pick was typed over). */
export function proposedBrand(draft: ProductDraft): string | null {
  if (draft.brand && draft.brand.name === draft.brandText) return null;
  const typed = draft.brandText.trim();
  return typed ? typed : null;
}

export function draftErrors(draft: ProductDraft): DraftErrors {
  const errors: DraftErrors = {};
  const proposed = proposedBrand(draft);
  if (!draft.brand && !proposed) errors.brand = 'Pick the brand, or type its name to propose it.';
  else if (proposed !== null && !/[\p{L}\p{N}]/u.test(proposed)) errors.brand = 'A brand name needs at least one letter or digit.';
  else if (proposed !== null && proposed.length > 200) errors.brand = 'Keep the brand name under 200 characters.';
  const name = draft.name.trim();
  if (name.length < 2) errors.name = 'Give the product’s name as on the pack.';
  else if (name.length > 300) errors.name = 'Keep the name under 300 characters.';
  const size = parseAmount(draft.sizeValue);
  if (size !== null && (Number.isNaN(size) || size <= 0 || size > MAX_AMOUNT)) errors.size = 'Give the size as a number, e.g. 50.';
  else if (size !== null && !draft.sizeUnit) errors.size = 'Pick the unit of the size.';
  const price = parseAmount(draft.price);
  if (price !== null && (Number.isNaN(price) || price > MAX_AMOUNT)) errors.price = 'Give the price as a number, e.g. 24.90.';
  if (draft.list.trim().length < 3) errors.list = 'Paste the ingredient list from the pack (or photograph it).';
  return errors;
}

export const isComplete = (draft: ProductDraft) => Object.keys(draftErrors(draft)).length === 0;

/** "Is it one of these?": the brand as picked or proposed, the name, category and list. */
export function candidatesInput(draft: ProductDraft): MatchCandidatesInput {
  const proposed = proposedBrand(draft);
  const brand = proposed === null && draft.brand ? { brand_id: draft.brand.brand_id } : { brand_name: proposed ?? '' };
  return {
    ...brand,
    name: draft.name.trim(),
    ...(draft.categoryId ? { category_id: Number(draft.categoryId) } : {}),
    ingredient_list: draft.list.trim(),
  };
}

/** The product submission, once the brand has an id (picked, or just proposed). */
export function submitInput(draft: ProductDraft, brandId: number): ProductSubmitInput {
  const size = parseAmount(draft.sizeValue);
  const price = parseAmount(draft.price);
  return {
    name: draft.name.trim(),
    brand_id: brandId,
    ingredient_list: draft.list.trim(),
    description: '',
    image_url: '',
    currency: draft.currency,
    ...(draft.categoryId ? { category_id: Number(draft.categoryId) } : {}),
    ...(size !== null && draft.sizeUnit ? { size_value: size, size_unit: draft.sizeUnit } : {}),
    ...(price !== null ? { price } : {}),
  };
}

export const RELATION_LABELS: Record<MatchCandidate['relation'], string> = {
  same: 'Looks like the same product',
  new_formula: 'The same name, another formula',
  close: 'A similar name',
};
