// POST /inci/match_product {ingredients, exclude, page_no, page_num, category?} → productsByInciSearch:
// a page of products holding every included and none of the excluded ingredients, plus how each
// typed term was read.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import { INCI_PAGE_SIZE } from '../constants';
import { hasTerms, type IngredientQuery } from '../inci-state';
import type { MatchResult } from '@/types';

export async function matchProducts(query: IngredientQuery, pageNo: number, pageNum: number, signal?: AbortSignal): Promise<MatchResult> {
  // The whole envelope: the server's note on how the terms were read may sit beside `data`.
  const envelope = await api.envelope.post(
    '/inci/match_product',
    {
      ingredients: query.include,
      exclude: query.exclude,
      page_no: pageNo,
      page_num: pageNum,
      ...(query.category ? { category: /^\d+$/.test(query.category.id) ? Number(query.category.id) : query.category.id } : {}),
    },
    { signal },
  );
  const result = envelope.data as MatchResult;
  return { ...result, msg: result.msg ?? envelope.msg };
}

export const matchProductsQueryOptions = (query: IngredientQuery, pageSize: number = INCI_PAGE_SIZE.match) =>
  infiniteQueryOptions({
    queryKey: ['inci', 'match', query.include, query.exclude, query.category?.id ?? null, pageSize],
    queryFn: ({ pageParam, signal }) => matchProducts(query, pageParam, pageSize, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, pageSize, lastPageParam),
    enabled: hasTerms(query),
  });

export function useMatchProducts(query: IngredientQuery) {
  return useInfiniteQuery({ ...matchProductsQueryOptions(query), placeholderData: keepPreviousData });
}
