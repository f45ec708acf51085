// A review in a list (product page, profile lists): rating, title, who wrote it with which skin type,
// the text (shortened) and its counts. The title leads to /reviewDetail/:id.
import { Link } from 'react-router-dom';
import { RatingStars } from '@/components/ui/rating-stars';
import { paths } from '@/config/paths';
import type { Review } from '@/types';
import { plural } from '@/lib/plural';
import { skinTypeLabel } from '../labels';

const EXCERPT = 400;

export function ReviewCard({ review, showProduct = false }: { review: Review; showProduct?: boolean }) {
  const text = review.content.length > EXCERPT ? `${review.content.slice(0, EXCERPT).trimEnd()}…` : review.content;
  return (
    <article className="review-card" data-testid="review-card">
      <div className="review-card__head">
        <RatingStars value={review.rating} />
        <Link className="review-card__title" to={paths.reviewDetail.getHref(review.review_id)}>
          {review.title || `Review of ${review.product.name}`}
        </Link>
        {review.is_private ? <span className="badge">Private</span> : null}
      </div>
      {showProduct ? (
        <p className="muted review-card__meta">
          {review.product.brand_name} · {review.product.name}
        </p>
      ) : null}
      <p className="review-card__text">{text}</p>
      {review.images.length ? (
        <ul className="review-images review-images--small" aria-label="Photos">
          {review.images.slice(0, 4).map((image) => (
            <li key={image.file_id}>
              <img src={image.url} alt="" loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="muted review-card__meta">
        by{' '}
        {review.author.is_imported ? (
          <span>{review.author.nickname}</span>
        ) : (
          <Link to={paths.userProfile.getHref(review.author.user_id)}>{review.author.nickname || 'Member'}</Link>
        )}
        {review.skin_type ? ` · ${skinTypeLabel(review.skin_type)} skin` : ''}
        {review.source === 'sephora' ? ' · from Sephora' : ''}
        {review.received_free ? ' · received free' : ''} · ♥ {review.like_count} · {plural(review.comment_count, 'comment')} ·{' '}
        <time dateTime={review.created_at}>{new Date(review.created_at).toLocaleDateString()}</time>
      </p>
    </article>
  );
}
