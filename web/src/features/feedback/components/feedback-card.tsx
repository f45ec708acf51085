// A feedback post in a list (product page, profile lists): overall rating, title, the product (on the
// profile), text (shortened), who wrote it and its counts; "Private" and "Held for review" to its owner.
import '../feedback.css';
import { Link } from 'react-router-dom';
import { RatingStars } from '@/components/ui/rating-stars';
import { paths } from '@/config/paths';
import type { Feedback } from '@/types';
import { plural } from '@/lib/plural';

const EXCERPT = 300;

export const feedbackTitle = (f: Pick<Feedback, 'feedback_title' | 'product'>) => f.feedback_title || `Feedback on ${f.product.name}`;

export function StatusBadges({ feedback }: { feedback: Feedback }) {
  return (
    <>
      {feedback.is_private ? <span className="badge" data-testid="private-badge">Private</span> : null}
      {feedback.feedback_status === 'pending' ? <span className="badge badge--warn" data-testid="held-badge">Held for review</span> : null}
      {feedback.feedback_status === 'rejected' ? <span className="badge badge--warn">Not published</span> : null}
    </>
  );
}

export function FeedbackCard({ feedback, showProduct = false }: { feedback: Feedback; showProduct?: boolean }) {
  const text = feedback.feedback_text.length > EXCERPT ? `${feedback.feedback_text.slice(0, EXCERPT).trimEnd()}…` : feedback.feedback_text;
  const rated = feedback.ratings.filter((r) => r.rating_value);
  return (
    <article className="feedback-card" data-testid="feedback-card">
      <div className="feedback-card__head">
        <RatingStars value={feedback.general_rating} />
        <Link className="feedback-card__title" to={paths.feedbackDetail.getHref(feedback.feedback_id)}>
          {feedbackTitle(feedback)}
        </Link>
        <StatusBadges feedback={feedback} />
      </div>
      {showProduct ? (
        <p className="muted">
          {feedback.product.brand_name} · {feedback.product.name}
        </p>
      ) : null}
      {rated.length ? <p className="muted">{rated.map((r) => `${r.label} ${r.rating_value}/5`).join(' · ')}</p> : null}
      {text ? <p className="feedback-text">{text}</p> : null}
      <p className="muted">
        by <Link to={paths.userProfile.getHref(feedback.author.user_id)}>{feedback.author.nickname || 'Member'}</Link> · ♥ {feedback.like_count} ·{' '}
        {plural(feedback.comment_count, 'comment')} · <time dateTime={feedback.created_at}>{new Date(feedback.created_at).toLocaleDateString()}</time>
      </p>
    </article>
  );
}
