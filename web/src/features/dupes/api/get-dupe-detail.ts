// GET /product/dupe/detail?dupe_id → {dupe_info}: both products, the member's case, and the engine's
// evidence for the pair (404, routed to /404, when it is private and not yours).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DupeSuggestion } from '@/types';
import { dupeDetailQueryKey } from './keys';

export async function getDupeDetail(dupeId: number, signal?: AbortSignal): Promise<DupeSuggestion> {
  const data = await api.get('/product/dupe/detail', { dupe_id: dupeId }, { signal });
  return data.dupe_info;
}

export const dupeDetailQueryOptions = (dupeId: number) =>
  queryOptions({ queryKey: dupeDetailQueryKey(dupeId), queryFn: ({ signal }) => getDupeDetail(dupeId, signal) });

export function useDupeDetail(dupeId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...dupeDetailQueryOptions(dupeId), enabled: options.enabled ?? true });
}
