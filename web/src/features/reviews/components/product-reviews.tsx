// The product page's reviews (spec §7 /product/review_list, five at a time): how many there are (the ratings
// are at the top of the page, each saying whose it is), "Write a review", an ordering (newest, most helpful, rating) and a filter to reviewers with
// my skin type, or like me (my skin type and one of my concerns).
import '../reviews.css';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { SelectField } from '@/components/ui/field';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { flattenPages } from '@/lib/paging';
import { useProductReviews, type ReviewOrder } from '../api/get-product-reviews';
import { skinTypeLabel } from '../labels';
import { ReviewCard } from './review-card';

const ORDERS: { value: ReviewOrder; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'helpful', label: 'Most helpful' },
  { value: 'rating_high', label: 'Highest rating' },
  { value: 'rating_low', label: 'Lowest rating' },
];

type Who = 'everyone' | 'my_skin' | 'like_me';

type Props = {
  productId: number;
  productName: string;
  /** Every public review here, members' and imported ones (the ratings themselves are at the top of the page). */
  reviewCount: number;
  /** The signed-in member's skin type (from their profile), for "people with my skin type". */
  mySkinType?: string | null;
  /** She has reviews of it others cannot see (private or held; from her state): her list, with them, is asked. */
  hersToo?: boolean;
};

export function ProductReviews({ productId, productName, reviewCount, mySkinType = null, hersToo = false }: Props) {
  const { isLoggedIn, userId } = useAuth();
  const [order, setOrder] = useState<ReviewOrder>('newest');
  const [who, setWho] = useState<Who>('everyone');
  const query = useProductReviews(productId, {
    order,
    likeMe: who === 'like_me',
    skinType: who === 'my_skin' ? mySkinType : null,
    member: isLoggedIn && hersToo ? userId : null,
  });
  const items = useMemo(() => flattenPages((query.data?.pages ?? []).map((p) => p.items), (r) => r.review_id), [query.data]);
  const writeHref = `${paths.modifyReviewNew.getHref()}?${new URLSearchParams({ product_id: String(productId), product_name: productName })}`;

  const whoOptions = [
    { value: 'everyone', label: 'Everyone' },
    ...(isLoggedIn && mySkinType ? [{ value: 'my_skin', label: `People with my skin type (${skinTypeLabel(mySkinType)})` }] : []),
    ...(isLoggedIn ? [{ value: 'like_me', label: 'People like me (skin type and concerns)' }] : []),
  ];

  return (
    <section className="ia-card stack" aria-labelledby="product-reviews" data-testid="product-reviews">
      <div className="ia-card__head">
        <h2 id="product-reviews">Reviews</h2>
        <Link className="btn btn--secondary" to={writeHref}>
          Write a review
        </Link>
      </div>
      <p className="review-summary" data-testid="review-summary">
        {reviewCount > 0 ? (
          <>
            <strong>
              {reviewCount} review{reviewCount === 1 ? '' : 's'}
            </strong>{' '}
            <span className="muted">
              · members’ stars count in Glowdex members’ rating; reviews marked “from Sephora” are Sephora’s, counted in its rating
            </span>
          </>
        ) : (
          <span className="muted">No reviews yet.</span>
        )}
      </p>
      <div className="review-filters">
        <SelectField id={`product-${productId}-review-order`} label="Sort by" value={order} options={ORDERS} onChange={(event) => setOrder(event.target.value as ReviewOrder)} />
        {whoOptions.length > 1 ? (
          <SelectField id={`product-${productId}-review-who`} label="Reviews from" value={who} options={whoOptions} onChange={(event) => setWho(event.target.value as Who)} />
        ) : null}
      </div>
      <LoadMoreList
        query={query}
        items={items}
        getKey={(r) => r.review_id}
        renderItem={(review) => <ReviewCard review={review} />}
        label="Reviews of this product"
        testId="product-review-list"
        className="review-list"
        empty={who === 'everyone' ? 'No reviews yet. Be the first to review it.' : 'No reviews from members like you yet.'}
      />
    </section>
  );
}
