// GET /search/autocomplete?q&kinds=inci (ingredient chips) or kinds=category (the category filter).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Suggestion } from '@/types';

export type SuggestKind = 'inci' | 'category';

export async function getSuggestions(q: string, kind: SuggestKind, signal?: AbortSignal): Promise<Suggestion[]> {
  // A failed suggestion list only means no suggestions (spec §8: logged, nothing shown).
  const data = await api.get<Suggestion[]>('/search/autocomplete', { q, kinds: kind, size: 8 }, { signal, routeFailures: false });
  return data ?? [];
}

export const suggestionsQueryOptions = (q: string, kind: SuggestKind) =>
  queryOptions({
    queryKey: ['inci', 'suggestions', kind, q.trim().toLowerCase()],
    queryFn: ({ signal }) => getSuggestions(q.trim(), kind, signal),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });

export function useSuggestions(q: string, kind: SuggestKind) {
  return useQuery({ ...suggestionsQueryOptions(q, kind), placeholderData: keepPreviousData });
}
