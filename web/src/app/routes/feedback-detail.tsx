import '@/styles/ingredients.css';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CommentSection } from '@/features/comments/components/comment-section';
import { feedbackDetailQueryKey } from '@/features/feedback/api/keys';
import { FeedbackDetailView } from '@/features/feedback/components/feedback-detail';

/** /feedbackDetail/:id — the feedback post, then its threaded comments. */
export default function FeedbackDetailRoute() {
  const { id } = useParams<{ id: string }>();
  const queryClient = useQueryClient();
  if (!id || !/^\d+$/.test(id)) return <Navigate to={paths.notFound.getHref()} replace />;
  const feedbackId = Number(id);
  return (
    <section className="page">
      <FeedbackDetailView key={id} feedbackId={feedbackId}>
        <CommentSection
          kind="feedback"
          itemId={feedbackId}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: feedbackDetailQueryKey(feedbackId) })}
        />
      </FeedbackDetailView>
    </section>
  );
}
