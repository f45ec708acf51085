// /routineDetail/:id — the routine's products in the order they are applied, each with its step, AM/PM
// and frequency; ingredient conflicts between its products as advice (why, what to do, the source);
// like and star (changed on the server's answer); for the owner: edit, private/public, remove.
// Comments are composed by the route (features/comments).
import '@/styles/ingredients.css';
import '../routines.css';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ReportButton } from '@/components/moderation/report-button';
import { HeldNotice } from '@/components/ui/held-notice';
import { LikeStarBar } from '@/components/ui/like-star-bar';
import { OwnerActions } from '@/components/ui/owner-actions';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLikeStar } from '@/lib/use-like-star';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Routine, RoutineConflict } from '@/types';
import { useReactToRoutine } from '../api/react-routine';
import { useRemoveRoutine } from '../api/remove-routine';
import { useRoutineDetail } from '../api/get-routine-detail';
import { useSetRoutinePrivate } from '../api/set-routine-private';
import { frequencyLabel, timeOfDayLabel } from '../labels';

function Advice({ conflicts }: { conflicts: RoutineConflict[] }) {
  if (!conflicts.length) return null;
  return (
    <section className="routine-advice" aria-labelledby="routine-advice" data-testid="routine-advice">
      <h2 id="routine-advice">Good to know about layering</h2>
      <p className="muted" style={{ margin: 0 }}>
        Suggestions from published guidance, not rules: many people use these together with care.
      </p>
      <ul>
        {conflicts.map((c) => (
          <li key={`${c.rule_id}:${c.slot}:${c.products.map((p) => p.product_id).join('-')}`} data-testid="routine-conflict">
            <strong>{c.title}</strong> <span className="muted">({c.slot.toUpperCase()})</span>
            <br />
            {c.products.map((p) => `${p.name}${p.ingredients.length ? ` (${p.ingredients.join(', ')})` : ''}`).join(' + ')}
            <br />
            {c.advice}{' '}
            {c.source_url ? (
              <a href={c.source_url} target="_blank" rel="noreferrer">
                Source: {c.source_title || c.source_url}
              </a>
            ) : c.source_title ? (
              <span className="muted">Source: {c.source_title}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Owner({ routine }: { routine: Routine }) {
  const navigate = useNavigate();
  const privacy = useSetRoutinePrivate(routine.routine_id);
  const remove = useRemoveRoutine(routine.routine_id);
  return (
    <OwnerActions
      noun="routine"
      isPrivate={routine.is_private}
      onTogglePrivate={() => privacy.mutate(!routine.is_private)}
      privacyBusy={privacy.isPending}
      onRemove={() => remove.mutate(undefined, { onSuccess: () => navigate(paths.userProfile.getHref(routine.author.user_id), { replace: true }) })}
      removeBusy={remove.isPending}
    >
      <Link className="btn btn--secondary" to={paths.modifyRoutine.getHref(routine.routine_id)}>
        Edit
      </Link>
    </OwnerActions>
  );
}

export function RoutineDetailView({ routineId, children }: { routineId: number; children?: ReactNode }) {
  const query = useRoutineDetail(routineId);
  const react = useReactToRoutine(routineId);
  const toggle = useLikeStar('routine', `routine:${routineId}`, query.data, react.mutate);
  useDocumentTitle(query.data?.title ?? 'Routine');

  if (query.isPending) return <PageLoader />;
  if (query.isError || !query.data) return <p className="muted">This routine could not be loaded.</p>;
  const routine = query.data;
  const steps = [...routine.products].sort((a, b) => a.position - b.position);

  return (
    <div className="stack" data-testid="routine-detail">
      <article className="ia-card stack">
        <header className="stack">
          <div className="row row--center" style={{ gap: '0.5rem' }}>
            <h1 style={{ margin: 0 }}>{routine.title}</h1>
            {routine.is_private ? <span className="badge" data-testid="private-badge">Private</span> : null}
          </div>
          <p className="muted">
            by <Link to={paths.userProfile.getHref(routine.author.user_id)}>{routine.author.nickname || 'Member'}</Link> ·{' '}
            <time dateTime={routine.created_at}>{new Date(routine.created_at).toLocaleDateString()}</time>
          </p>
          {routine.description ? <p style={{ whiteSpace: 'pre-wrap' }}>{routine.description}</p> : null}
          <HeldNotice status={routine.moderation_status} reason={routine.held_reason} noun="routine" />
        </header>
        <ol className="routine-steps" aria-label="Products in order" data-testid="routine-steps">
          {steps.map((step, index) => (
            <li key={`${step.product_id}:${step.time_of_day}`} className="routine-step" data-testid="routine-step">
              <span className="routine-step__no" aria-hidden="true">
                {index + 1}
              </span>
              {step.image_url ? <img src={step.image_url} alt="" loading="lazy" /> : <span className="routine-step__img" aria-hidden="true" />}
              <div>
                {step.step_name ? <strong>{step.step_name}: </strong> : null}
                {step.placeholder ? (
                  <span className="muted">{step.name}</span>
                ) : (
                  <Link to={paths.productDetail.getHref(step.product_id)}>
                    {step.brand_name ? `${step.brand_name} ` : ''}
                    {step.name}
                  </Link>
                )}
                <div className="routine-step__meta">
                  <span className="tag">{timeOfDayLabel(step.time_of_day)}</span>
                  <span className="tag">{frequencyLabel(step.frequency)}</span>
                </div>
                {step.note ? <p className="muted" style={{ margin: '0.25rem 0 0' }}>{step.note}</p> : null}
              </div>
            </li>
          ))}
        </ol>
        <LikeStarBar
          label="React to this routine"
          liked={routine.liked}
          starred={routine.starred}
          likeCount={routine.like_count}
          starCount={routine.star_count}
          busy={react.isPending}
          onLike={() => toggle('like')}
          onStar={() => toggle('star')}
        />
        {routine.is_owner ? <Owner routine={routine} /> : <ReportButton kind="routine" id={routine.routine_id} noun="routine" />}
      </article>
      <Advice conflicts={routine.conflicts ?? []} />
      {children}
    </div>
  );
}
