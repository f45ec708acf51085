// POST /product/match_candidates {brand_id | brand_name, name, category_id?, ingredient_list?} → the products a
// member's new product may already be ("Is it one of these?"), matched as a product's listings are grouped.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MatchCandidate, MatchCandidatesInput } from '@/types';

export async function getMatchCandidates(input: MatchCandidatesInput, signal?: AbortSignal): Promise<MatchCandidate[]> {
  const data = await api.post('/product/match_candidates', input, { signal });
  return data?.candidates ?? [];
}

export const matchCandidatesQueryOptions = (input: MatchCandidatesInput | null) =>
  queryOptions({
    queryKey: ['products', 'match-candidates', input],
    queryFn: ({ signal }) => getMatchCandidates(input as MatchCandidatesInput, signal),
    enabled: input !== null,
    staleTime: 60_000,
  });

/** Asked once the member says she is done (`input` null until then). */
export function useMatchCandidates(input: MatchCandidatesInput | null) {
  return useQuery(matchCandidatesQueryOptions(input));
}
