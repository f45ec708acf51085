// GET /analysis/detail?analysis_id → one of the member's saved analyses, analysed again now (404 if not theirs).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SavedAnalysis } from '@/types';
import { savedAnalysesKey } from './saved-analyses-keys';

export async function getSavedAnalysis(id: number, signal?: AbortSignal): Promise<SavedAnalysis> {
  return api.get('/analysis/detail', { analysis_id: id }, { signal });
}

export const savedAnalysisQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...savedAnalysesKey, 'detail', id],
    queryFn: ({ signal }) => getSavedAnalysis(id, signal),
  });

export function useSavedAnalysis(id: number, enabled = true) {
  return useQuery({ ...savedAnalysisQueryOptions(id), enabled: enabled && id > 0 });
}
