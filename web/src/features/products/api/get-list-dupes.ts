// GET /product/analyze_dupes?ingredient_list&k → cheaper products that keep the list's key actives (the dupe
// finder's dupes of the product the list is, or of the closest one).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListDupes } from '@/types';

export async function getListDupes(list: string, k = 10, signal?: AbortSignal): Promise<ListDupes> {
  return api.get('/product/analyze_dupes', { ingredient_list: list, k }, { signal });
}

export const listDupesQueryOptions = (list: string, k = 10) =>
  queryOptions({
    queryKey: ['products', 'list-dupes', list, k],
    queryFn: ({ signal }) => getListDupes(list, k, signal),
    staleTime: 5 * 60_000,
  });

/** Asked for only when the member asks (`enabled`). */
export function useListDupes(list: string, enabled: boolean, k = 10) {
  return useQuery({ ...listDupesQueryOptions(list, k), enabled: enabled && list.trim().length > 0 });
}
