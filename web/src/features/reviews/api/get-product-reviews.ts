// GET /product/review_list?product_id&page_no&page_num=5[&order][&like_me] → page of reviews.
// order: newest | helpful (most liked) | rating_high | rating_low; like_me: reviewers who had my skin
// type and one of my concerns (signed in); skin_type: reviewers who had that skin type. Paged by spec §4 (five at a time, "Show more").
// A sub-list of a page: its failure is shown in place (spec §8: logged, nothing else), it does not take the
// member off the page (routeFailures: false); a rejected token still signs out.
// What the list shows is every viewer's (the card shows no liked, starred nor owner flag) but a member's own private
// or held reviews: it is asked without a token (lib/public-read.ts), so the server answers it from its cache, unless
// her state says she has such reviews of the product (`member`), or like_me (her skin type and concerns): then it is
// asked with her token, under a key of hers.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import { api, type ApiQuery, type CallOptions } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';
import { askPublic } from '@/lib/public-read';
import type { Page, Review } from '@/types';
import { reviewListsQueryKey } from './keys';

/** The skin type filter holds a value of /user/profile_options, the list the API checks. */
type ReviewListQuery = ApiQuery<'/product/review_list'>;

export type ReviewOrder = NonNullable<ReviewListQuery['order']>;
export type ProductReviewFilter = {
  order: ReviewOrder;
  likeMe: boolean;
  skinType?: string | null;
  /** The member whose unlisted reviews are asked too (her state says she has some), else everyone's list. */
  member?: string | null;
};

export async function getProductReviews(
  productId: number,
  pageNo: number,
  { order, likeMe, skinType, member }: ProductReviewFilter,
  signal?: AbortSignal,
): Promise<Page<Review>> {
  const ask = (options: CallOptions) =>
    api.get(
      '/product/review_list',
      { product_id: productId, page_no: pageNo, page_num: PAGE_SIZE.productPageLists, order, like_me: likeMe || undefined, skin_type: (skinType || undefined) as ReviewListQuery['skin_type'] },
      options,
    );
  if (likeMe || member) return ask({ signal, routeFailures: false });
  return askPublic(productId, ask, { signal, routeFailures: false, shared: everyonesPage });
}

/** A page asked with her token as every viewer would get it (its key is shared): public reviews, no flag of hers. */
const everyonesPage = (page: Page<Review>): Page<Review> => ({
  ...page,
  items: page.items
    .filter((review) => review.moderation_status === 'accepted' && !review.is_private)
    .map((review) => ({ ...review, liked: false, starred: false, is_owner: false, held_reason: null })),
});

export const productReviewsQueryOptions = (productId: number, filter: ProductReviewFilter) =>
  infiniteQueryOptions({
    queryKey: [...reviewListsQueryKey, 'product', productId, filter.order, filter.likeMe, filter.skinType ?? null, filter.member ?? null],
    queryFn: ({ pageParam, signal }) => getProductReviews(productId, pageParam, filter, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, PAGE_SIZE.productPageLists, lastPageParam),
  });

export function useProductReviews(productId: number, filter: ProductReviewFilter) {
  return useInfiniteQuery(productReviewsQueryOptions(productId, filter));
}
