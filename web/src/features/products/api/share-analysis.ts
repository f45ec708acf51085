// POST /analysis/share {analysis_id, shared} → the link's token and path (null once the link is taken back).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AnalysisShare } from '@/types';
import { savedAnalysesKey } from './saved-analyses-keys';

export async function shareAnalysis(input: { analysis_id: number; shared: boolean }): Promise<AnalysisShare> {
  return api.post('/analysis/share', input);
}

export function useShareAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['products', 'share-analysis'],
    mutationFn: shareAnalysis,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedAnalysesKey }),
  });
}
