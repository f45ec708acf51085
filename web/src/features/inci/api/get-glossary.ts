// GET /inci/glossary?letter&q&order&page_no&page_num → one letter's ingredients (or every name containing
// q), most used first or A–Z, paged (load more).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import { INCI_PAGE_SIZE } from '../constants';
import type { GlossaryQuery } from '../inci-state';
import type { GlossaryPage } from '@/types';

export async function getGlossary({ letter, q, order }: GlossaryQuery, pageNo: number, pageNum: number, signal?: AbortSignal): Promise<GlossaryPage> {
  return api.get('/inci/glossary', { letter, ...(q ? { q } : {}), order, page_no: pageNo, page_num: pageNum }, { signal });
}

export const glossaryQueryOptions = (query: GlossaryQuery, pageSize: number = INCI_PAGE_SIZE.glossary) =>
  infiniteQueryOptions({
    queryKey: ['inci', 'glossary', query.letter, query.q.toLowerCase(), query.order, pageSize],
    queryFn: ({ pageParam, signal }) => getGlossary(query, pageParam, pageSize, signal),
    initialPageParam: FIRST_PAGE,
    // spec §4: a page shorter than the requested size marks the list all-loaded
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.ingredients, pageSize, lastPageParam),
  });

export function useGlossary(query: GlossaryQuery) {
  return useInfiniteQuery(glossaryQueryOptions(query));
}
