// GET /category/list?max_depth=2 → the category tree's top three levels, by path: what a new product is filed under.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Schemas } from '@/types';

export type CategoryOption = Schemas['CategoryOption'];

export async function getCategoryOptions(signal?: AbortSignal): Promise<CategoryOption[]> {
  return (await api.get('/category/list', { max_depth: 2 }, { signal, routeFailures: false })) ?? [];
}

export const categoryOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'category-options'], queryFn: ({ signal }) => getCategoryOptions(signal), staleTime: 10 * 60_000 });

export function useCategoryOptions() {
  return useQuery(categoryOptionsQueryOptions());
}
