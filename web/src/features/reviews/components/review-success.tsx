// /reviewSuccess — shown after a review is saved (spec §2 flows), with where to go next.
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

const id = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

export function ReviewSuccess() {
  const [params] = useSearchParams();
  const reviewId = id(params.get('review_id'));
  const productId = id(params.get('product_id'));
  const edited = params.get('edited') === '1';
  useDocumentTitle('Review saved');
  return (
    <section className="page page--narrow status-page" data-testid="review-success">
      <h1>{edited ? 'Your review is updated' : 'Thanks for your review!'}</h1>
      <p className="muted">{edited ? 'The changes are saved.' : 'It helps other members choose what suits their skin.'}</p>
      <div className="row row--center" style={{ gap: '0.5rem', flexWrap: 'wrap' }}>
        {reviewId ? (
          <Link className="btn btn--primary" to={paths.reviewDetail.getHref(reviewId)}>
            See your review
          </Link>
        ) : null}
        {productId ? (
          <Link className="btn btn--secondary" to={paths.productDetail.getHref(productId)}>
            Back to the product
          </Link>
        ) : null}
        <Link className="btn btn--ghost" to={paths.modifyReviewNew.getHref()}>
          Write another review
        </Link>
      </div>
    </section>
  );
}
