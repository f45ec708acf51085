// The find-dupe list: each dupe with its score and parts, where it comes from, the heroes it keeps and what differs.
import { Link } from 'react-router-dom';
import { ProductCard } from '@/components/catalog/product-card';
import { savingText } from '@/components/catalog/saving';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDupes } from '../api/get-dupes';
import { compareHref } from '../compare-selection';
import type { Dupe, DupeMode } from '@/types';
import { KeyIngredients, pct } from './similar-lists';

export function ScoreBar({ label, value }: { label: string; value: number }) {
  return (
    <div className="dupe-part">
      <span className="dupe-part__label">{label}</span>
      <span className="dupe-part__track">
        <span className="dupe-part__fill" style={{ width: pct(Math.max(0, Math.min(1, value))) }} />
      </span>
      <span className="dupe-part__value">{pct(value)}</span>
    </div>
  );
}

/** Where a dupe comes from (the ingredient engine, members' suggestions, or both) and its kind of product. */
export function SourceBadges({ dupe }: { dupe: Dupe }) {
  const source = dupe.source ?? 'computed';
  return (
    <p className="dupe-source" data-testid="dupe-source">
      {source !== 'member' ? <span className="badge">Computed</span> : null}
      {source !== 'computed' ? <span className="badge badge--accent">Member suggestion</span> : null}
      {dupe.kind_label ? <span className="badge" data-testid="dupe-kind">{dupe.kind_label}</span> : null}
    </p>
  );
}

/** How many members suggested it, their votes (likes), and links to the suggestions. */
export function Suggestions({ dupe }: { dupe: Dupe }) {
  const ids = dupe.suggestion_ids ?? [];
  if (!dupe.suggestion_count || !ids.length) return null;
  return (
    <p className="muted" data-testid="dupe-suggestions">
      Suggested by {dupe.suggestion_count} member{dupe.suggestion_count === 1 ? '' : 's'} · {dupe.suggestion_votes ?? 0} vote
      {dupe.suggestion_votes === 1 ? '' : 's'} ·{' '}
      {ids.length === 1 ? (
        <Link to={paths.userDupeDetail.getHref(ids[0])}>See the suggestion</Link>
      ) : (
        ids.map((id, index) => (
          <span key={id}>
            {index ? ', ' : ''}
            <Link to={paths.userDupeDetail.getHref(id)}>suggestion {index + 1}</Link>
          </span>
        ))
      )}
    </p>
  );
}

/** The original's hero actives as this dupe keeps them ("keeps niacinamide 10 %") or lacks them. */
export function HeroesKept({ dupe }: { dupe: Dupe }) {
  const heroes = dupe.heroes ?? [];
  if (!heroes.length) return null;
  return (
    <p className="sim-keys">
      {heroes.map((h) => (
        <span key={h.active_class} className={`sim-key sim-key--${h.kept ? 'shared' : 'missing'}`} data-testid="dupe-hero">
          {h.text}
        </span>
      ))}
    </p>
  );
}

/** Rules the original keeps that this dupe breaks: said, never a reason to hide it. */
export function Differences({ dupe }: { dupe: Dupe }) {
  const differences = dupe.differences ?? [];
  if (!differences.length) return null;
  return (
    <ul className="dupe-differences" data-testid="dupe-differences">
      {differences.map((d) => (
        <li key={d}>{d}</li>
      ))}
    </ul>
  );
}

export function ScoreParts({ dupe }: { dupe: Dupe }) {
  const job = dupe.job_parts;
  if (job) {
    const [wh, wk, wb, ws] = job.weights;
    return (
      <div className="dupe-parts" aria-label="How the score is made">
        <ScoreBar label={`Hero actives kept ×${wh}`} value={job.hero} />
        <ScoreBar label={`Same kind of product ×${wk}`} value={job.kind} />
        <ScoreBar label={`Shared base ×${wb}`} value={job.base} />
        <ScoreBar label={`Saving ×${ws}`} value={job.saving} />
      </div>
    );
  }
  const [wj, wa, wo] = dupe.score_parts.weights;
  return (
    <div className="dupe-parts" aria-label="How the score is made">
      <ScoreBar label={`Ingredient overlap${wj !== undefined ? ` ×${wj}` : ''}`} value={dupe.score_parts.jaccard} />
      <ScoreBar label={`Key actives kept${wa !== undefined ? ` ×${wa}` : ''}`} value={dupe.score_parts.actives_overlap} />
      <ScoreBar label={`Order agreement${wo !== undefined ? ` ×${wo}` : ''}`} value={dupe.score_parts.order_agreement} />
    </div>
  );
}

export function DupeItem({ dupe, originalId, rank }: { dupe: Dupe; originalId: number; rank?: number }) {
  const saving = savingText(dupe);
  return (
    <ProductCard product={dupe.product}>
      <SourceBadges dupe={dupe} />
      <Suggestions dupe={dupe} />
      <p className="sim-score">
        {rank ? <span className="dupe-rank">#{rank}</span> : null}
        <strong>{pct(dupe.score)}</strong> {dupe.job_parts ? 'same-job score' : 'formula score'} · {dupe.shared_count} shared
        ingredients
        {saving ? (
          <span className={`dupe-saving${(dupe.saving ?? 0) > 0 ? ' dupe-saving--cheaper' : ''}`} data-testid="dupe-saving">
            {saving}
          </span>
        ) : null}
      </p>
      <HeroesKept dupe={dupe} />
      <Differences dupe={dupe} />
      <ScoreParts dupe={dupe} />
      {dupe.job_parts ? null : <KeyIngredients item={dupe} />}
      <p className="muted sim-expl">{dupe.explanation}</p>
      <Link className="sim-link" to={compareHref([originalId, dupe.product.product_id])}>
        Compare both
      </Link>
    </ProductCard>
  );
}

export function DupesList({
  productId,
  limit = 10,
  preview = false,
  mode = 'same_job',
}: {
  productId: number;
  limit?: number;
  preview?: boolean;
  mode?: DupeMode;
}) {
  const query = useDupes(productId, limit, mode);
  if (query.isPending) return <Spinner label="Looking for dupes…" />;
  if (query.isError) return <p className="muted">Dupes are not available right now.</p>;
  const { items, min_shared, min_score, method } = query.data;
  // Votes never reorder the ranked dupes: products only members name are listed apart, after them.
  const ranked = items.filter((d) => d.source !== 'member');
  const suggested = items.filter((d) => d.source === 'member');
  return (
    <>
      {ranked.length ? (
        <ol className="dupe-list" data-testid="dupes">
          {ranked.map((dupe, index) => (
            <li key={dupe.product.product_id}>
              <DupeItem dupe={dupe} originalId={productId} rank={index + 1} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted" data-testid="no-dupes">
          {mode === 'same_job'
            ? 'No dupe found: a dupe is another brand’s cheaper product of the same kind that keeps one of the hero actives.'
            : `No dupe found: a dupe shares at least ${min_shared} ingredients and scores over ${pct(min_score)}.`}
        </p>
      )}
      {suggested.length ? (
        <section className="dupe-suggested" data-testid="member-dupes">
          <h3>Suggested by members</h3>
          <p className="muted">Listed apart from the ranked dupes, most suggested and liked first; the engine’s evidence says how close each is.</p>
          <ul className="dupe-list">
            {suggested.map((dupe) => (
              <li key={dupe.product.product_id}>
                <DupeItem dupe={dupe} originalId={productId} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {preview ? (
        <Link to={paths.findDupe.getHref(productId)} className="btn btn--secondary btn--wrap" data-testid="all-dupes">
          All dupes and how they are scored
        </Link>
      ) : method ? (
        <p className="muted ia-help" data-testid="dupes-method">
          {method} Prices compare per ml/g when both sizes are known.
        </p>
      ) : null}
    </>
  );
}
