// GET /analysis/shared?share_token → a saved analysis its owner shared by link (anyone with the link; 404 once unshared).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SavedAnalysis } from '@/types';

export async function getSharedAnalysis(token: string, signal?: AbortSignal): Promise<SavedAnalysis> {
  return api.get('/analysis/shared', { share_token: token }, { signal });
}

export const sharedAnalysisQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['products', 'shared-analysis', token],
    queryFn: ({ signal }) => getSharedAnalysis(token, signal),
  });

export function useSharedAnalysis(token: string) {
  return useQuery(sharedAnalysisQueryOptions(token));
}
