// POST /city/search {keyword, page_no, page_num} → the GeoNames cities whose name matches what is typed (typos and
// prefixes welcome): the profile's city picker. A failure only means no suggestions (shown in place).
// Search scores every prefix match alike ("lon" finds 37 cities, London 28th), so the picker asks for a full page and
// puts the names that are, or start with, what was typed first, bigger cities before smaller ones.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Schemas } from '@/types';
import { SEARCH_HANDLED_STATUSES } from '@/lib/api-errors';

export type CitySuggestion = Pick<Schemas['CityOut'], 'city_id' | 'name' | 'country_code' | 'population'>;

export const CITY_SUGGESTIONS = 8;
/** The most /city/search answers at once. */
const CITY_CANDIDATES = 50;

const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/** `cities` in the order a member typing `keyword` expects: the name itself, names starting with it, names with a
 * word starting with it, the rest; the most populous first within each. */
export function rankCities(keyword: string, cities: readonly CitySuggestion[]): CitySuggestion[] {
  const typed = fold(keyword);
  const group = (city: CitySuggestion) => {
    const name = fold(city.name);
    if (name === typed) return 0;
    if (name.startsWith(typed)) return 1;
    return name.split(/[\s-]+/).some((word) => word.startsWith(typed)) ? 2 : 3;
  };
  return cities
    .map((city, index) => ({ city, index, group: group(city) }))
    .sort((a, b) => a.group - b.group || b.city.population - a.city.population || a.index - b.index)
    .map(({ city }) => city);
}

export async function searchCities(keyword: string, signal?: AbortSignal): Promise<CitySuggestion[]> {
  const page = await api.post('/city/search', { keyword, page_no: 1, page_num: CITY_CANDIDATES }, { signal, routeFailures: false, handledStatuses: SEARCH_HANDLED_STATUSES });
  const found = (page?.items ?? []).flatMap((item) =>
    item.city_id
      ? [{
          city_id: item.city_id,
          name: String(item.fields.name ?? ''),
          country_code: String(item.fields.country_code ?? ''),
          population: Number(item.fields.population ?? 0),
        }]
      : [],
  );
  return rankCities(keyword, found).slice(0, CITY_SUGGESTIONS);
}

export const citySearchQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['users', 'city-search', keyword.trim().toLowerCase()],
    queryFn: ({ signal }) => searchCities(keyword.trim(), signal),
    enabled: keyword.trim().length >= 2,
    staleTime: 5 * 60_000,
  });

export function useCitySearch(keyword: string) {
  return useQuery({ ...citySearchQueryOptions(keyword), placeholderData: keepPreviousData });
}
