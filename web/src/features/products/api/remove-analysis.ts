// POST /analysis/remove {analysis_id} → removed (its link stops working).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savedAnalysesKey } from './saved-analyses-keys';

export async function removeAnalysis(analysisId: number): Promise<unknown> {
  return api.post('/analysis/remove', { analysis_id: analysisId });
}

export function useRemoveAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['products', 'remove-analysis'],
    mutationFn: removeAnalysis,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedAnalysesKey }),
  });
}
