// GET /search/autocomplete?q&kinds&size → data: [{type, id, text}]
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { Suggestion } from '@/types';

export const AUTOCOMPLETE_KINDS = ['product', 'brand', 'category', 'inci'] as const;

export async function getAutocomplete(
  q: string,
  kinds: readonly string[] = AUTOCOMPLETE_KINDS,
  size: number = SEARCH.autocompleteSize,
  signal?: AbortSignal,
): Promise<Suggestion[]> {
  const data = await api.get<Suggestion[]>('/search/autocomplete', { q, kinds: kinds.join(','), size }, { signal });
  return data ?? [];
}

export const autocompleteQueryOptions = (q: string, kinds: readonly string[] = AUTOCOMPLETE_KINDS) =>
  queryOptions({
    queryKey: ['search', 'autocomplete', q.trim().toLowerCase(), kinds.join(',')],
    queryFn: ({ signal }) => getAutocomplete(q.trim(), kinds, SEARCH.autocompleteSize, signal),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });

/** Suggestions for what is typed; the previous list stays while the next one loads. */
export function useAutocomplete(q: string, kinds?: readonly string[]) {
  return useQuery({ ...autocompleteQueryOptions(q, kinds), placeholderData: keepPreviousData });
}
