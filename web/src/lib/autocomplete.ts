// GET /search/autocomplete?q&kinds&size → data: Suggestion[] ({type, id, text}).
// The one fetcher of every suggestion list (shared code, since no feature imports another):
// the header/home search box (every kind), the browse screen's Search UI box, the ingredient chips
// (inci), the category filter (category) and the compare picker (product).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH } from '@/config/constants';
import type { Suggestion } from '@/types';
import { api } from './api-client';
import { SEARCH_HANDLED_STATUSES } from './api-errors';

export type SuggestionKind = 'product' | 'brand' | 'category' | 'inci';

/** Every kind, in the order the API ranks sections. */
export const AUTOCOMPLETE_KINDS: readonly SuggestionKind[] = ['product', 'brand', 'category', 'inci'];

export type AutocompleteParams = {
  q: string;
  kinds?: readonly SuggestionKind[];
  size?: number;
};

export type AutocompleteOptions = {
  signal?: AbortSignal;
  /**
   * false for boxes where a failed list only means no suggestions (spec §8: logged, nothing shown);
   * default: the client's routing.
   */
  routeFailures?: boolean;
};

export async function getAutocomplete(
  { q, kinds = AUTOCOMPLETE_KINDS, size = SEARCH.autocompleteSize }: AutocompleteParams,
  { signal, routeFailures }: AutocompleteOptions = {},
): Promise<Suggestion[]> {
  const suggestions = await api.get(
    '/search/autocomplete',
    { q, kinds: kinds.join(','), size },
    { signal, routeFailures, handledStatuses: SEARCH_HANDLED_STATUSES },
  );
  return suggestions ?? [];
}

export const autocompleteQueryKey = (q: string, kinds: readonly SuggestionKind[] = AUTOCOMPLETE_KINDS, size: number = SEARCH.autocompleteSize) =>
  ['autocomplete', kinds.join(','), size, q.trim().toLowerCase()] as const;

/** Suggestions for the trimmed `q` (nothing asked while it is empty); kept a minute. */
export const autocompleteQueryOptions = (
  q: string,
  { kinds = AUTOCOMPLETE_KINDS, size = SEARCH.autocompleteSize, routeFailures }: Omit<AutocompleteParams, 'q'> & Pick<AutocompleteOptions, 'routeFailures'> = {},
) =>
  queryOptions({
    queryKey: autocompleteQueryKey(q, kinds, size),
    queryFn: ({ signal }) => getAutocomplete({ q: q.trim(), kinds, size }, { signal, routeFailures }),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });

/** Suggestions for what is typed; the previous list stays while the next one loads. */
export function useAutocomplete(q: string, options?: Parameters<typeof autocompleteQueryOptions>[1]) {
  return useQuery({ ...autocompleteQueryOptions(q, options), placeholderData: keepPreviousData });
}
