// /routineSuccess — shown after a routine is saved (spec §2 flows), with where to go next.
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function RoutineSuccess() {
  const [params] = useSearchParams();
  const raw = params.get('routine_id');
  const routineId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const edited = params.get('edited') === '1';
  useDocumentTitle('Routine saved');
  return (
    <section className="page page--narrow status-page" data-testid="routine-success">
      <h1>{edited ? 'Your routine is updated' : 'Your routine is saved'}</h1>
      <p className="muted">Members looking at its products can find it now, unless you made it private.</p>
      <div className="row row--center" style={{ gap: '0.5rem', flexWrap: 'wrap' }}>
        {routineId ? (
          <Link className="btn btn--primary" to={paths.routineDetail.getHref(routineId)}>
            See your routine
          </Link>
        ) : null}
        <Link className="btn btn--ghost" to={paths.modifyRoutineNew.getHref()}>
          Make another routine
        </Link>
      </div>
    </section>
  );
}
