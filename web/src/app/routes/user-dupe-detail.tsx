import '@/styles/ingredients.css';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CommentSection } from '@/features/comments/components/comment-section';
import { dupeDetailQueryKey } from '@/features/dupes/api/keys';
import { DupeDetailView } from '@/features/dupes/components/dupe-detail';

/** /userDupeDetail/:id — a member's dupe suggestion with its evidence, then its threaded comments. */
export default function UserDupeDetailRoute() {
  const { id } = useParams<{ id: string }>();
  const queryClient = useQueryClient();
  if (!id || !/^\d+$/.test(id)) return <Navigate to={paths.notFound.getHref()} replace />;
  const dupeId = Number(id);
  return (
    <section className="page">
      <DupeDetailView key={id} dupeId={dupeId}>
        <CommentSection kind="dupe" itemId={dupeId} onChanged={() => void queryClient.invalidateQueries({ queryKey: dupeDetailQueryKey(dupeId) })} />
      </DupeDetailView>
    </section>
  );
}
