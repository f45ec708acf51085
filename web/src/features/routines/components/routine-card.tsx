// A routine in a list (product page, profile lists): its name, who made it, its products in order, counts.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Routine } from '@/types';
import { plural } from '@/lib/plural';
import { timeOfDayLabel } from '../labels';

export function RoutineCard({ routine }: { routine: Routine }) {
  const steps = [...routine.products].sort((a, b) => a.position - b.position);
  return (
    <article className="routine-card" data-testid="routine-card">
      <div className="row row--center" style={{ gap: '0.5rem', flexWrap: 'wrap' }}>
        <Link className="routine-card__title" to={paths.routineDetail.getHref(routine.routine_id)}>
          {routine.title}
        </Link>
        {routine.is_private ? <span className="badge">Private</span> : null}
      </div>
      {routine.description ? <p className="muted" style={{ margin: 0 }}>{routine.description.length > 200 ? `${routine.description.slice(0, 200)}…` : routine.description}</p> : null}
      <p style={{ margin: 0 }}>
        {steps.map((step, i) => (
          <span key={`${step.product_id}:${step.time_of_day}`}>
            {i > 0 ? ' → ' : ''}
            {step.step_name ? `${step.step_name}: ` : ''}
            {step.name} <span className="muted">({timeOfDayLabel(step.time_of_day)})</span>
          </span>
        ))}
      </p>
      <p className="muted" style={{ margin: 0, fontSize: '0.88rem' }}>
        by <Link to={paths.userProfile.getHref(routine.author.user_id)}>{routine.author.nickname || 'Member'}</Link> ·{' '}
        {plural(steps.length, 'product')} · ♥ {routine.like_count} · {plural(routine.comment_count, 'comment')}
      </p>
    </article>
  );
}
