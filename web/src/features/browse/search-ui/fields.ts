// The filters /browseProducts offers, as the server allows them (POST /search/ui): the server owns
// fields, facets and sorts; this table only names them for the URL and the screen.
import type { FilterType } from '@elastic/search-ui';
import { tagLabel } from '@/lib/tag-label';
import type { FacetKind, Schemas, SortDirection } from '@/types';

export type FilterField =
  | 'brand'
  | 'category_path'
  | 'skin_types'
  | 'retailers'
  | 'tags'
  | 'price'
  | 'rating'
  | 'ingredients_include'
  | 'ingredients_exclude'
  | 'collected';

export type FilterSpec = {
  field: FilterField;
  /** Name of the URL parameter. */
  param: string;
  /** Filter type Search UI keeps and the server applies. */
  type: FilterType;
  /** value: a list of strings; range: exactly one {from, to, name}. */
  kind: FacetKind;
  label: string;
};

export const FILTERS: readonly FilterSpec[] = [
  { field: 'brand', param: 'brand', type: 'any', kind: 'value', label: 'Brand' },
  { field: 'category_path', param: 'category', type: 'any', kind: 'value', label: 'Category' },
  { field: 'price', param: 'price', type: 'any', kind: 'range', label: 'Price' },
  { field: 'rating', param: 'rating', type: 'any', kind: 'range', label: 'Rating' },
  { field: 'skin_types', param: 'skin', type: 'any', kind: 'value', label: 'Skin type' },
  // Where a product is sold: a product listed at several shops is one result, kept when any of them is picked.
  { field: 'retailers', param: 'retailer', type: 'any', kind: 'value', label: 'Retailer' },
  { field: 'tags', param: 'tag', type: 'all', kind: 'value', label: 'What’s inside' },
  { field: 'ingredients_include', param: 'include', type: 'all', kind: 'value', label: 'Must contain' },
  { field: 'ingredients_exclude', param: 'exclude', type: 'none', kind: 'value', label: 'Must not contain' },
  // The signed-in member's own collected (starred) products; the server reads which they are.
  { field: 'collected', param: 'collected', type: 'any', kind: 'value', label: 'Collected' },
];

/** The one value of the "collected" filter. */
export const COLLECTED = 'yes';

/**
 * Facets whose values combine with OR: Search UI's `disjunctiveFacets`. The server counts each of them without its
 * own filter (POST /search/ui), so picking a brand keeps the other brands listed with their counts, as a shop does;
 * "What's inside" tags combine with AND and count within every filter.
 */
export const DISJUNCTIVE_FACETS: readonly FilterField[] = ['brand', 'category_path', 'price', 'rating', 'skin_types', 'retailers'];

export const filterSpec = (field: string): FilterSpec | undefined => FILTERS.find((f) => f.field === field);

/** Sorts the server accepts; "relevance" is no sort at all. */
export const SORT_FIELDS = ['relevance', 'price', 'rating', 'name', 'review_count', 'like_count', 'created_at'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const SORT_OPTIONS: { name: string; value: SortField | ''; direction: SortDirection }[] = [
  { name: 'Best match', value: '', direction: '' },
  { name: 'Price: low to high', value: 'price', direction: 'asc' },
  { name: 'Price: high to low', value: 'price', direction: 'desc' },
  { name: 'Top rated', value: 'rating', direction: 'desc' },
  { name: 'Most reviewed', value: 'review_count', direction: 'desc' },
  { name: 'Most liked', value: 'like_count', direction: 'desc' },
  { name: 'Newest', value: 'created_at', direction: 'desc' },
  { name: 'Name A–Z', value: 'name', direction: 'asc' },
];

export const RESULTS_PER_PAGE_OPTIONS = [10, 20, 50];

export type Range = { from?: number; to?: number; name: NonNullable<Schemas['UiRange']['name']> };

/** The server's range buckets are named `under-10`, `10-25`, `100-plus`: the name says the bounds. */
export function rangeFromName(name: string): Range | null {
  const under = /^under-(\d+(?:\.\d+)?)$/.exec(name);
  if (under) return { to: Number(under[1]), name };
  const plus = /^(\d+(?:\.\d+)?)-plus$/.exec(name);
  if (plus) return { from: Number(plus[1]), name };
  const between = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(name);
  if (between && Number(between[1]) < Number(between[2])) return { from: Number(between[1]), to: Number(between[2]), name };
  return null;
}

/** How a chosen filter reads as a chip: "Price: under $10", "EU-allergen-free", "Oily skin", "Without fragrance". */
export function chipText(field: string, value: unknown): string {
  const range = typeof value === 'object' && value !== null ? (value as { from?: unknown; to?: unknown; name?: unknown }) : null;
  const text = range ? String(range.name ?? '') : String(value);
  switch (field) {
    case 'price':
    case 'rating': {
      const words = rangeLabel(field, range ?? rangeFromName(text) ?? { name: text });
      return `${field === 'price' ? 'Price' : 'Rating'}: ${words.charAt(0).toLowerCase()}${words.slice(1)}`;
    }
    case 'tags':
      return tagLabel(text);
    case 'skin_types':
      return `${text.charAt(0).toUpperCase()}${text.slice(1)} skin`;
    case 'ingredients_include':
      return `With ${text}`;
    case 'ingredients_exclude':
      return `Without ${text}`;
    case 'retailers':
      return `At ${text}`;
    case 'collected':
      return 'Collected by me';
    default:
      return text;
  }
}

/** How a range reads on screen. */
export function rangeLabel(field: string, range: { from?: unknown; to?: unknown; name?: unknown }): string {
  const from = typeof range.from === 'number' ? range.from : null;
  const to = typeof range.to === 'number' ? range.to : null;
  const unit = (n: number) => (field === 'price' ? `$${n}` : field === 'rating' ? `${n}★` : String(n));
  if (from === null && to !== null) return `Under ${unit(to)}`;
  if (from !== null && to === null) return `${unit(from)} & up`;
  if (from !== null && to !== null) return `${unit(from)} – ${unit(to)}`;
  return typeof range.name === 'string' ? range.name : '';
}
