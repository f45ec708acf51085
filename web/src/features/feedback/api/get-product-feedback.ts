// GET /product/feedback/of_product?product_id&page_no&page_num → the product's feedback posts (accepted
// ones, and the viewer's own whatever their state). Paged by spec §4; a sub-list of the page, so its
// failure shows in place (routeFailures: false).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { Feedback, Page } from '@/types';
import { feedbackListsQueryKey } from './keys';

export async function getProductFeedback(productId: number, pageNo: number, signal?: AbortSignal): Promise<Page<Feedback>> {
  return api.get(
    '/product/feedback/of_product',
    { product_id: productId, page_no: pageNo, page_num: PAGE_SIZE.productPageLists },
    { signal, routeFailures: false },
  );
}

export const productFeedbackQueryOptions = (productId: number) =>
  infiniteQueryOptions({
    queryKey: [...feedbackListsQueryKey, 'product', productId],
    queryFn: ({ pageParam, signal }) => getProductFeedback(productId, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, PAGE_SIZE.productPageLists, lastPageParam),
  });

export function useProductFeedback(productId: number) {
  return useInfiniteQuery(productFeedbackQueryOptions(productId));
}
