// /reviewDetail/:id — the review with its photos, rating, the author's skin type when they wrote it,
// the author, like and star (changed on the server's answer), and for the owner: edit, private/public,
// remove. Comments are composed by the route (features/comments).
import '../reviews.css';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { ReportButton } from '@/components/moderation/report-button';
import { HeldNotice } from '@/components/ui/held-notice';
import { LikeStarBar } from '@/components/ui/like-star-bar';
import { OwnerActions } from '@/components/ui/owner-actions';
import { RatingStars } from '@/components/ui/rating-stars';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLikeStar } from '@/lib/use-like-star';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Review } from '@/types';
import { useReviewDetail } from '../api/get-review-detail';
import { useReactToReview } from '../api/react-review';
import { useRemoveReview } from '../api/remove-review';
import { useSetReviewPrivate } from '../api/set-review-private';
import { concernLabel, skinTypeLabel } from '../labels';

function Owner({ review }: { review: Review }) {
  const navigate = useNavigate();
  const privacy = useSetReviewPrivate(review.review_id);
  const remove = useRemoveReview(review.review_id);
  return (
    <OwnerActions
      noun="review"
      isPrivate={review.is_private}
      onTogglePrivate={() => privacy.mutate(!review.is_private)}
      privacyBusy={privacy.isPending}
      onRemove={() => remove.mutate(undefined, { onSuccess: () => navigate(paths.userProfile.getHref(review.author.user_id), { replace: true }) })}
      removeBusy={remove.isPending}
    >
      <Link className="btn btn--secondary" to={paths.modifyReview.getHref(review.review_id)}>
        Edit
      </Link>
    </OwnerActions>
  );
}

export function ReviewDetailView({ reviewId, children }: { reviewId: number; children?: ReactNode }) {
  const query = useReviewDetail(reviewId);
  const react = useReactToReview(reviewId);
  const toggle = useLikeStar('review', `review:${reviewId}`, query.data, react.mutate);
  useDocumentTitle(query.data ? query.data.title || `Review of ${query.data.product.name}` : 'Review');

  if (query.isPending) return <PageLoader />;
  if (query.isError || !query.data) return <p className="muted">This review could not be loaded.</p>;
  const review = query.data;

  return (
    <div className="review-detail" data-testid="review-detail">
      <article className="ia-card stack">
        {review.product.placeholder ? (
          <p className="review-detail__product muted" data-testid="product-placeholder">
            {review.product.name}
          </p>
        ) : (
          <Link className="review-detail__product" to={paths.productDetail.getHref(review.product.product_id)}>
            {review.product.image_url ? <img src={review.product.image_url} alt="" /> : null}
            <span>
              <span className="muted">{review.product.brand_name}</span>
              <br />
              <strong>{review.product.name}</strong>
            </span>
          </Link>
        )}
        <HeldNotice status={review.moderation_status} reason={review.held_reason} noun="review" />
        <header className="stack">
          <div className="review-card__head">
            <RatingStars value={review.rating} testId="review-rating" />
            {review.is_private ? (
              <span className="badge" data-testid="private-badge">
                Private
              </span>
            ) : null}
          </div>
          <h1>{review.title || `Review of ${review.product.name}`}</h1>
          <p className="muted">
            {review.author.is_imported ? (
              <span data-testid="review-author">{review.author.nickname}</span>
            ) : (
              <Link to={paths.userProfile.getHref(review.author.user_id)} data-testid="review-author" className="row row--center" style={{ display: 'inline-flex', gap: '0.4rem' }}>
                <Avatar src={review.author.avatar || null} name={review.author.nickname} size={24} className="avatar--xs" />
                {review.author.nickname || 'Member'}
              </Link>
            )}
            {' · '}
            <time dateTime={review.created_at}>{new Date(review.created_at).toLocaleDateString()}</time>
            {review.source === 'sephora' ? ' · imported from Sephora' : ''}
            {review.received_free ? ' · received the product free' : ''}
          </p>
          {review.skin_type || review.concerns.length ? (
            <p className="muted" data-testid="review-skin">
              When writing: {review.skin_type ? `${skinTypeLabel(review.skin_type)} skin` : 'skin type not given'}
              {review.concerns.length ? ` · concerns: ${review.concerns.map(concernLabel).join(', ')}` : ''}
            </p>
          ) : null}
        </header>
        <p className="review-card__text" data-testid="review-content">
          {review.content}
        </p>
        {review.images.length ? (
          <ul className="review-images" aria-label="Photos">
            {review.images.map((image, index) => (
              <li key={image.file_id}>
                <a href={image.url} target="_blank" rel="noreferrer">
                  <img src={image.url} alt={`Photo ${index + 1} of the review`} data-testid="review-image" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <LikeStarBar
          label="React to this review"
          liked={review.liked}
          starred={review.starred}
          likeCount={review.like_count}
          starCount={review.star_count}
          busy={react.isPending}
          onLike={() => toggle('like')}
          onStar={() => toggle('star')}
        />
        {review.is_owner ? <Owner review={review} /> : <ReportButton kind="review" id={review.review_id} noun="review" />}
      </article>
      {children}
    </div>
  );
}
