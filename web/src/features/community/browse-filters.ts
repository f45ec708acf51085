// What a browse list of reviews or routines is narrowed to, kept in the page's URL (shareable, Back restores it)
// and turned into the API's query (GET /review/random_list, /routine/random_list).
import type { ApiQuery } from '@/lib/api-client';

export type BrowseKind = 'review' | 'routine';
export type BrowseOrder = NonNullable<ApiQuery<'/review/random_list'>['order']>;

export type BrowseFilters = {
  skinType: string;
  concern: string;
  categoryId: number | null;
  order: BrowseOrder;
  /** Members near me: authors' cities within this many km of the member's city. */
  nearKm: number | null;
};

export const ORDERS: { value: BrowseOrder; label: string }[] = [
  { value: 'random', label: 'Shuffled' },
  { value: 'newest', label: 'Newest' },
  { value: 'helpful', label: 'Most helpful' },
  { value: 'nearest', label: 'Nearest first' },
];

/** The radii "members near me" offers (km). */
export const NEAR_KM = [25, 100, 500] as const;

export const NO_FILTERS: BrowseFilters = { skinType: '', concern: '', categoryId: null, order: 'random', nearKm: null };

const positiveInt = (raw: string | null): number | null => {
  const n = raw !== null && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The filters a URL names; anything unknown is left out (the API refuses it, a link should not break the page). */
export function filtersFromSearch(search: URLSearchParams, known: { skinTypes: string[]; concerns: string[] }): BrowseFilters {
  const order = ORDERS.find((o) => o.value === search.get('order'))?.value ?? 'random';
  const near = positiveInt(search.get('near'));
  return {
    skinType: known.skinTypes.includes(search.get('skin_type') ?? '') ? (search.get('skin_type') as string) : '',
    concern: known.concerns.includes(search.get('concern') ?? '') ? (search.get('concern') as string) : '',
    categoryId: positiveInt(search.get('category')),
    order,
    nearKm: near !== null && (NEAR_KM as readonly number[]).includes(near) ? near : null,
  };
}

/** The URL query of the filters (defaults left out). */
export function searchFromFilters(filters: BrowseFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.skinType) search.set('skin_type', filters.skinType);
  if (filters.concern) search.set('concern', filters.concern);
  if (filters.categoryId !== null) search.set('category', String(filters.categoryId));
  if (filters.order !== 'random') search.set('order', filters.order);
  if (filters.nearKm !== null) search.set('near', String(filters.nearKm));
  return search;
}

/** "Near me" needs the member's city: without one, the filters fall back to everyone. */
export function withoutNear(filters: BrowseFilters): BrowseFilters {
  return { ...filters, nearKm: null, order: filters.order === 'nearest' ? 'random' : filters.order };
}

/** The API's query parameters (page and seed added by the fetcher). */
export function apiParams(filters: BrowseFilters): Record<string, string | number | string[]> {
  const params: Record<string, string | number | string[]> = { order: filters.order };
  if (filters.skinType) params.skin_type = filters.skinType;
  if (filters.concern) params.concerns = [filters.concern];
  if (filters.categoryId !== null) params.category_id = filters.categoryId;
  if (filters.nearKm !== null) params.near_km = filters.nearKm;
  return params;
}
