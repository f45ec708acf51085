// GET /product/analyze?ingredient_list&personalise&skin_type&concerns → the pasted list, analysed, and which
// catalogue products it is (`identity`).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiQuery } from '@/lib/api-client';
import type { ListAnalysisResult } from '@/types';

type AnalyzeQuery = ApiQuery<'/product/analyze'>;

export type AnalyzeInput = { list: string; skinType: string; concerns: string[] };

export async function analyzeList(input: AnalyzeInput, signal?: AbortSignal): Promise<ListAnalysisResult> {
  const personal = Boolean(input.skinType || input.concerns.length);
  return api.get(
    '/product/analyze',
    {
      ingredient_list: input.list,
      // What the form shows is what is used: no skin chosen means a neutral reading.
      personalise: personal,
      // The form's choices are /user/profile_options' values, the same lists the API checks (422 otherwise).
      skin_type: (input.skinType || undefined) as AnalyzeQuery['skin_type'],
      concerns: (input.concerns.length ? input.concerns : undefined) as AnalyzeQuery['concerns'],
    },
    { signal },
  );
}

export const analyzeQueryOptions = (input: AnalyzeInput) =>
  queryOptions({
    queryKey: ['products', 'analyze', input.list, input.skinType, [...input.concerns].sort()],
    queryFn: ({ signal }) => analyzeList(input, signal),
    enabled: input.list.trim().length > 0,
    staleTime: 5 * 60_000,
  });

export function useAnalyzeList(input: AnalyzeInput | null) {
  return useQuery({ ...analyzeQueryOptions(input ?? { list: '', skinType: '', concerns: [] }) });
}
