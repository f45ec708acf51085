// GET /category/list?max_depth=1 → the top two levels of the category tree, by path: the browse filter's choices
// (a category stands for everything under it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Schemas } from '@/types';

export type CategoryOption = Schemas['CategoryOption'];

export async function getCategories(signal?: AbortSignal): Promise<CategoryOption[]> {
  return (await api.get('/category/list', { max_depth: 1 }, { signal, routeFailures: false })) ?? [];
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['community', 'categories'], queryFn: ({ signal }) => getCategories(signal), staleTime: 10 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
