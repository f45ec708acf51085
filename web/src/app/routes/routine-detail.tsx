import '@/styles/ingredients.css';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CommentSection } from '@/features/comments/components/comment-section';
import { routineDetailQueryKey } from '@/features/routines/api/keys';
import { RoutineDetailView } from '@/features/routines/components/routine-detail';

/** /routineDetail/:id — the routine with its layering advice, then its threaded comments. */
export default function RoutineDetailRoute() {
  const { id } = useParams<{ id: string }>();
  const queryClient = useQueryClient();
  if (!id || !/^\d+$/.test(id)) return <Navigate to={paths.notFound.getHref()} replace />;
  const routineId = Number(id);
  return (
    <section className="page">
      <RoutineDetailView key={id} routineId={routineId}>
        <CommentSection
          kind="routine"
          itemId={routineId}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: routineDetailQueryKey(routineId) })}
        />
      </RoutineDetailView>
    </section>
  );
}
