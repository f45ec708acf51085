import '@/styles/ingredients.css';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CommentSection } from '@/features/comments/components/comment-section';
import { reviewDetailQueryKey } from '@/features/reviews/api/keys';
import { ReviewDetailView } from '@/features/reviews/components/review-detail';

/** /reviewDetail/:id — the review, then its threaded comments. */
export default function ReviewDetailRoute() {
  const { id } = useParams<{ id: string }>();
  const queryClient = useQueryClient();
  if (!id || !/^\d+$/.test(id)) return <Navigate to={paths.notFound.getHref()} replace />;
  const reviewId = Number(id);
  return (
    <section className="page">
      <ReviewDetailView key={id} reviewId={reviewId}>
        <CommentSection
          kind="review"
          itemId={reviewId}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: reviewDetailQueryKey(reviewId) })}
        />
      </ReviewDetailView>
    </section>
  );
}
