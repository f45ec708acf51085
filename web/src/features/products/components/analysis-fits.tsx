// The member's fit: a card per skin type or concern with its verdict and reasons.
import type { Fit, PersonalFit } from '@/types';
import { SourceLink } from './analysis-flags';

export const VERDICT_LABEL: Record<string, string> = { good: 'Good match', neutral: 'Neutral', caution: 'Be careful' };

export function FitCard({ fit, kind }: { fit: Fit; kind: 'skin type' | 'concern' }) {
  return (
    <article className={`ia-fit ia-fit--${fit.verdict}`} data-testid="fit">
      <h3>
        {fit.target.replace(/_/g, ' ')} <span className="muted">({kind})</span>
        <span className="ia-fit__verdict">{VERDICT_LABEL[fit.verdict] ?? fit.verdict}</span>
      </h3>
      {fit.note ? (
        <p className="ia-fit__note muted" data-testid="fit-note">
          {fit.note.charAt(0).toUpperCase() + fit.note.slice(1)}.
        </p>
      ) : null}
      {fit.reasons.length ? (
        <ul>
          {fit.reasons.map((r, i) => (
            <li key={i} className={`ia-reason ia-reason--${r.effect}`}>
              <span className="ia-reason__effect">{r.effect === 'good' ? '+' : r.effect === 'avoid' ? '−' : '•'}</span> {r.reason}
              {r.ingredients.length ? <span className="muted"> ({r.ingredients.join(', ')})</span> : null}
              <span className="ia-source">
                {' '}
                Source: <SourceLink item={r} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No ingredient here is known to help or hurt this.</p>
      )}
    </article>
  );
}

/** The member's fit (skin type, then each concern), on /analyze and on a signed-in member's product page. */
export type FitsOf = Pick<PersonalFit, 'skin_type_fit' | 'concern_fits'> & { personalised_for: PersonalFit['personalised_for'] | null };

export function FitsPanel({ fit, title = 'Your fit' }: { fit: FitsOf; title?: string }) {
  const fits = [
    ...(fit.skin_type_fit ? [{ fit: fit.skin_type_fit, kind: 'skin type' as const }] : []),
    ...fit.concern_fits.map((f) => ({ fit: f, kind: 'concern' as const })),
  ];
  if (!fits.length) return null;
  return (
    <section className="ia-card" data-testid="fits">
      <h2>
        {title}
        {fit.personalised_for?.skin_type ? <span className="muted"> — for {fit.personalised_for.skin_type} skin</span> : null}
      </h2>
      <div className="ia-fits">
        {fits.map(({ fit: f, kind }) => (
          <FitCard key={`${kind}-${f.target}`} fit={f} kind={kind} />
        ))}
      </div>
    </section>
  );
}
