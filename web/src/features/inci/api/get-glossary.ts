// GET /inci/glossary?letter&page_no&page_num → one letter's ingredients, paged (load more).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import { INCI_PAGE_SIZE } from '../constants';
import type { GlossaryPage } from '@/types';

export async function getGlossary(letter: string, pageNo: number, pageNum: number, signal?: AbortSignal): Promise<GlossaryPage> {
  return api.get<GlossaryPage>('/inci/glossary', { letter, page_no: pageNo, page_num: pageNum }, { signal });
}

export const glossaryQueryOptions = (letter: string, pageSize: number = INCI_PAGE_SIZE.glossary) =>
  infiniteQueryOptions({
    queryKey: ['inci', 'glossary', letter, pageSize],
    queryFn: ({ pageParam, signal }) => getGlossary(letter, pageParam, pageSize, signal),
    initialPageParam: FIRST_PAGE,
    // spec §4: a page shorter than the requested size marks the list all-loaded
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.ingredients, pageSize, lastPageParam),
  });

export function useGlossary(letter: string) {
  return useInfiniteQuery(glossaryQueryOptions(letter));
}
