// POST /product/ratings/criterias {category_name} → {category_name, criteria_list: [{criteria_name,
// label, description}]}: what a product of that category is rated on (a sub-category resolves through
// its ancestors; unknown → the general list).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RatingCriteria } from '@/types';

export async function getCriteria(categoryName: string): Promise<RatingCriteria> {
  return api.post('/product/ratings/criterias', { category_name: categoryName }, { routeFailures: false });
}

export const criteriaQueryOptions = (categoryName: string) =>
  queryOptions({ queryKey: ['feedback', 'criteria', categoryName], queryFn: () => getCriteria(categoryName), staleTime: Infinity });

export function useCriteria(categoryName: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...criteriaQueryOptions(categoryName), enabled: options.enabled ?? true });
}
