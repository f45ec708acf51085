// Per-criterion averages of a product (a bar each, out of 5, with how many rated it), the rating form's overall
// average (members' overall ratings are part of the one members' rating at the top of the page), and the signed-in
// member's own ratings beside them.
import { RatingStars } from '@/components/ui/rating-stars';
import type { RatingSummary } from '@/types';

const MAX = 5;

export function CriteriaBars({ summary }: { summary: RatingSummary }) {
  const mine = new Map((summary.mine?.ratings ?? []).map((r) => [r.criteria_name, r.rating_value]));
  const rated = summary.criteria.filter((c) => c.count > 0);
  return (
    <div className="stack" data-testid="rating-summary">
      <p>
        {summary.general.average !== null && summary.general.count > 0 ? (
          <>
            <RatingStars value={summary.general.average} /> <strong>{summary.general.average.toFixed(1)}</strong> overall on the
            rating form · {summary.general.count} member{summary.general.count === 1 ? '' : 's'}{' '}
            <span className="muted">(each counts once in Glowdex members’ rating above)</span>
          </>
        ) : (
          <span className="muted">Nobody has used the rating form yet.</span>
        )}
        {summary.mine?.general_rating ? <span className="muted"> · yours: {summary.mine.general_rating}/5</span> : null}
      </p>
      {rated.length ? (
        <ul className="criteria-bars" aria-label="Average per criterion">
          {rated.map((c) => {
            const own = mine.get(c.criteria_name);
            return (
              <li key={c.criteria_name} className="criteria-bar" data-testid="criteria-bar">
                <span>{c.label}</span>
                <span className="criteria-bar__track" role="img" aria-label={`${c.label}: ${c.average?.toFixed(1) ?? '–'} out of ${MAX}`}>
                  <span className="criteria-bar__fill" style={{ width: `${((c.average ?? 0) / MAX) * 100}%` }} />
                </span>
                <span className="criteria-bar__value">
                  {c.average?.toFixed(1) ?? '–'} <span className="muted">({c.count})</span>
                  {own ? <span className="muted"> · yours {own}</span> : null}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
