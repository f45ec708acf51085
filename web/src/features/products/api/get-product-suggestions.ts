// GET /search/autocomplete?q&kinds=product → [{type, id, text}] for the compare picker.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Suggestion } from '@/types';

export async function getProductSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const data = await api.get<Suggestion[]>('/search/autocomplete', { q, kinds: 'product', size: 8 }, { signal, routeFailures: false });
  return data ?? [];
}

export const productSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['products', 'suggestions', q.trim().toLowerCase()],
    queryFn: ({ signal }) => getProductSuggestions(q.trim(), signal),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });

export function useProductSuggestions(q: string) {
  return useQuery({ ...productSuggestionsQueryOptions(q), placeholderData: keepPreviousData });
}
