// /feedbackDetail/:id — the post with its product, overall and per-criterion ratings, text and photos,
// the author, like and star (changed on the server's answer), and for the owner: whether it is held for
// review (and why), private/public, remove. Comments are composed by the route (features/comments).
import '../feedback.css';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ReportButton } from '@/components/moderation/report-button';
import { HeldNotice } from '@/components/ui/held-notice';
import { LikeStarBar } from '@/components/ui/like-star-bar';
import { OwnerActions } from '@/components/ui/owner-actions';
import { RatingStars } from '@/components/ui/rating-stars';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLikeStar } from '@/lib/use-like-star';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Feedback } from '@/types';
import { useFeedbackDetail } from '../api/get-feedback-detail';
import { useReactToFeedback } from '../api/react-feedback';
import { useRemoveFeedback } from '../api/remove-feedback';
import { useSetFeedbackPrivate } from '../api/set-feedback-private';
import { StatusBadges, feedbackTitle } from './feedback-card';

function Owner({ feedback }: { feedback: Feedback }) {
  const navigate = useNavigate();
  const privacy = useSetFeedbackPrivate(feedback.feedback_id);
  const remove = useRemoveFeedback(feedback.feedback_id);
  return (
    <>
      <HeldNotice status={feedback.feedback_status} reason={feedback.held_reason} noun="feedback" />
      <OwnerActions
        noun="feedback"
        isPrivate={feedback.is_private}
        onTogglePrivate={() => privacy.mutate(!feedback.is_private)}
        privacyBusy={privacy.isPending}
        onRemove={() => remove.mutate(undefined, { onSuccess: () => navigate(paths.productDetail.getHref(feedback.product.product_id), { replace: true }) })}
        removeBusy={remove.isPending}
      >
        <Link className="btn btn--secondary" to={`${paths.productDetail.getHref(feedback.product.product_id)}#rate-product`}>
          Edit on the product page
        </Link>
      </OwnerActions>
    </>
  );
}

export function FeedbackDetailView({ feedbackId, children }: { feedbackId: number; children?: ReactNode }) {
  const query = useFeedbackDetail(feedbackId);
  const react = useReactToFeedback(feedbackId);
  const toggle = useLikeStar('feedback', `feedback:${feedbackId}`, query.data, react.mutate);
  useDocumentTitle(query.data ? feedbackTitle(query.data) : 'Feedback');
  if (query.isPending) return <PageLoader />;
  if (query.isError || !query.data) return <p className="muted">This feedback could not be loaded.</p>;
  const feedback = query.data;
  const rated = feedback.ratings.filter((r) => r.rating_value);
  return (
    <div className="stack" data-testid="feedback-detail">
      <article className="ia-card stack">
        {feedback.product.placeholder ? (
          <p className="muted" data-testid="product-placeholder">
            {feedback.product.name}
          </p>
        ) : (
          <Link className="row row--middle" style={{ gap: '0.8rem' }} to={paths.productDetail.getHref(feedback.product.product_id)}>
            {feedback.product.image_url ? <img src={feedback.product.image_url} alt="" width={64} height={64} style={{ objectFit: 'contain' }} /> : null}
            <span>
              <span className="muted">{feedback.product.brand_name}</span>
              <br />
              <strong>{feedback.product.name}</strong>
            </span>
          </Link>
        )}
        <header className="stack">
          <div className="feedback-card__head">
            <RatingStars value={feedback.general_rating} testId="feedback-rating" />
            <StatusBadges feedback={feedback} />
          </div>
          <h1>{feedbackTitle(feedback)}</h1>
          <p className="muted">
            <Link to={paths.userProfile.getHref(feedback.author.user_id)} data-testid="feedback-author">
              {feedback.author.nickname || 'Member'}
            </Link>
            {' · '}
            <time dateTime={feedback.created_at}>{new Date(feedback.created_at).toLocaleDateString()}</time>
          </p>
        </header>
        {rated.length ? (
          <ul className="criteria-bars" aria-label="Ratings" data-testid="feedback-ratings">
            {rated.map((r) => (
              <li key={r.criteria_name} className="criteria-bar">
                <span>{r.label}</span>
                <RatingStars value={r.rating_value} />
                <span className="criteria-bar__value">{r.rating_value}/5</span>
              </li>
            ))}
          </ul>
        ) : null}
        {feedback.feedback_text ? (
          <p className="feedback-text" data-testid="feedback-text">
            {feedback.feedback_text}
          </p>
        ) : null}
        {feedback.images.length ? (
          <ul className="image-strip image-strip--large" aria-label="Photos">
            {feedback.images.map((image, index) => (
              <li key={image.file_id}>
                <a href={image.url} target="_blank" rel="noreferrer">
                  <img src={image.url} alt={`Photo ${index + 1} of the feedback`} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <LikeStarBar
          label="React to this feedback"
          liked={feedback.liked}
          starred={feedback.starred}
          likeCount={feedback.like_count}
          starCount={feedback.star_count}
          busy={react.isPending}
          onLike={() => toggle('like')}
          onStar={() => toggle('star')}
        />
        {feedback.is_owner ? <Owner feedback={feedback} /> : <ReportButton kind="feedback" id={feedback.feedback_id} noun="feedback post" />}
      </article>
      {children}
    </div>
  );
}
