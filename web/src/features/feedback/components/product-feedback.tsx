// The product page's member ratings and feedback: per-criterion averages with counts, the member's own
// ratings, "Rate this product" (signed in), and the feedback posts five at a time. A member whose post
// is held for review is told so (others see it once accepted).
import '../feedback.css';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { flattenPages } from '@/lib/paging';
import { SignInLink, useResumeAction } from '@/lib/sign-in-prompt';
import type { RatingSummary } from '@/types';
import { useProductFeedback } from '../api/get-product-feedback';
import { useRatingSummary } from '../api/get-rating-summary';
import { CriteriaBars } from './criteria-bars';
import { FeedbackCard } from './feedback-card';
import { RateProduct } from './rate-product';

type Props = {
  productId: number;
  categoryName: string | null;
  /**
   * The member's own rating and post (from her state: the summary is asked without a token, so its `mine` is
   * nobody's); undefined while it loads.
   */
  mine?: RatingSummary['mine'];
};

export function ProductFeedback({ productId, categoryName, mine: ownRating }: Props) {
  const { isLoggedIn } = useAuth();
  const summary = useRatingSummary(productId);
  const query = useProductFeedback(productId);
  const items = useMemo(() => flattenPages((query.data?.pages ?? []).map((p) => p.items), (f) => f.feedback_id), [query.data]);
  const mine = isLoggedIn ? (ownRating ?? null) : null;
  const loading = summary.isPending || (isLoggedIn && ownRating === undefined);
  const rateSection = useRef<HTMLElement>(null);
  const rateKey = `rate:${productId}`;
  // back from "Sign in to rate it": bring the rating form into view
  useResumeAction(loading ? null : rateKey, () => rateSection.current?.scrollIntoView?.({ block: 'start' }));

  return (
    <section className="ia-card stack" aria-labelledby="product-feedback" data-testid="product-feedback">
      <h2 id="product-feedback">Member ratings and feedback</h2>
      {summary.isPending ? (
        <Spinner label="Loading ratings…" />
      ) : summary.data ? (
        <CriteriaBars summary={{ ...summary.data, mine }} />
      ) : (
        <p className="muted">Ratings could not be loaded.</p>
      )}
      {mine?.feedback_status === 'pending' ? (
        <p className="held-notice" data-testid="held-notice">
          Your feedback is held for review: you can see it, others will once an admin accepts it.{' '}
          {mine.feedback_id ? <Link to={paths.feedbackDetail.getHref(mine.feedback_id)}>See it</Link> : null}
        </p>
      ) : null}
      <section className="stack" aria-labelledby="rate-product" ref={rateSection}>
        <h3 id="rate-product">Rate this product</h3>
        {!isLoggedIn ? (
          <p className="muted">
            <SignInLink reason="Sign in to rate this product." action={{ key: rateKey }} testId="sign-in-to-rate">
              Sign in
            </SignInLink>{' '}
            to rate it.
          </p>
        ) : loading ? null : (
          <RateProduct productId={productId} categoryName={summary.data?.category_name ?? categoryName} mine={mine} />
        )}
      </section>
      <h3>Feedback</h3>
      <LoadMoreList
        query={query}
        items={items}
        getKey={(f) => f.feedback_id}
        renderItem={(feedback) => <FeedbackCard feedback={feedback} />}
        label="Feedback"
        testId="product-feedback-list"
        className="feedback-list"
        empty="No feedback yet."
      />
    </section>
  );
}
