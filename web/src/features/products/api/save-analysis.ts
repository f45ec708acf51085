// POST /analysis/save {name, ingredient_list, source} → the saved analysis (private until shared).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SavedAnalysisItem, Schemas } from '@/types';
import { savedAnalysesKey } from './saved-analyses-keys';

export type SaveAnalysisInput = Schemas['SaveAnalysisIn'];

export async function saveAnalysis(input: SaveAnalysisInput): Promise<SavedAnalysisItem> {
  return api.post('/analysis/save', input);
}

export function useSaveAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['products', 'save-analysis'],
    mutationFn: saveAnalysis,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedAnalysesKey }),
  });
}
