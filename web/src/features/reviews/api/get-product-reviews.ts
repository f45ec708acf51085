// GET /product/review_list?product_id&page_no&page_num=5[&order][&like_me] → page of reviews.
// order: newest | helpful (most liked) | rating_high | rating_low; like_me: reviewers who had my skin
// type and one of my concerns (signed in); skin_type: reviewers who had that skin type. Paged by spec §4 (five at a time, "Show more").
// A sub-list of a page: its failure is shown in place (spec §8: logged, nothing else), it does not take the
// member off the page (routeFailures: false); a rejected token still signs out.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import { api, type ApiQuery } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import type { Page, Review } from '@/types';
import { reviewListsQueryKey } from './keys';

/** The skin type filter holds a value of /user/profile_options, the list the API checks. */
type ReviewListQuery = ApiQuery<'/product/review_list'>;

export type ReviewOrder = NonNullable<ReviewListQuery['order']>;
export type ProductReviewFilter = { order: ReviewOrder; likeMe: boolean; skinType?: string | null };

export async function getProductReviews(
  productId: number,
  pageNo: number,
  { order, likeMe, skinType }: ProductReviewFilter,
  signal?: AbortSignal,
): Promise<Page<Review>> {
  return api.get(
    '/product/review_list',
    { product_id: productId, page_no: pageNo, page_num: PAGE_SIZE.productPageLists, order, like_me: likeMe || undefined, skin_type: (skinType || undefined) as ReviewListQuery['skin_type'] },
    { signal, routeFailures: false },
  );
}

export const productReviewsQueryOptions = (productId: number, filter: ProductReviewFilter) =>
  infiniteQueryOptions({
    queryKey: [...reviewListsQueryKey, 'product', productId, filter.order, filter.likeMe, filter.skinType ?? null],
    queryFn: ({ pageParam, signal }) => getProductReviews(productId, pageParam, filter, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, PAGE_SIZE.productPageLists, lastPageParam),
  });

export function useProductReviews(productId: number, filter: ProductReviewFilter) {
  return useInfiniteQuery(productReviewsQueryOptions(productId, filter));
}
