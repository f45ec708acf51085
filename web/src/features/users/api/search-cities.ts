// POST /city/search {keyword, page_no, page_num} → the GeoNames cities whose name matches what is typed (typos and
// prefixes welcome): the profile's city picker. A failure only means no suggestions (shown in place).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SearchPage } from '@/types';

export type CitySuggestion = { city_id: number; name: string; country_code: string; population: number };

export const CITY_SUGGESTIONS = 8;

export async function searchCities(keyword: string, signal?: AbortSignal): Promise<CitySuggestion[]> {
  const page = await api.post<SearchPage>('/city/search', { keyword, page_no: 1, page_num: CITY_SUGGESTIONS }, { signal, routeFailures: false });
  return (page?.items ?? []).flatMap((item) =>
    item.city_id
      ? [{
          city_id: item.city_id,
          name: String(item.fields.name ?? ''),
          country_code: String(item.fields.country_code ?? ''),
          population: Number(item.fields.population ?? 0),
        }]
      : [],
  );
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
