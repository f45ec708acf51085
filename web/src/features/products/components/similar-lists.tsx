// Similar products (jcd) and dupes, with the reasons shown.
import { Link } from 'react-router-dom';
import { ProductCard } from '@/components/catalog/product-card';
import { savingText } from '@/components/catalog/saving';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDupes } from '../api/get-dupes';
import { useSimilarProducts } from '../api/get-similar-products';
import { compareHref } from '../compare-selection';
import type { Dupe, SimilarProduct } from '@/types';

const pct = (x: number) => `${Math.round(x * 100)}%`;

function KeyIngredients({ item }: { item: SimilarProduct }) {
  return (
    <p className="sim-keys">
      {item.shared_key_ingredients.length ? <span className="sim-key sim-key--shared">Shares {item.shared_key_ingredients.join(', ')}</span> : null}
      {item.missing_key_ingredients.length ? <span className="sim-key sim-key--missing">Lacks {item.missing_key_ingredients.join(', ')}</span> : null}
      {item.extra_key_ingredients.length ? <span className="sim-key sim-key--extra">Adds {item.extra_key_ingredients.join(', ')}</span> : null}
    </p>
  );
}

function SimilarItem({ item, productId }: { item: SimilarProduct; productId: number }) {
  return (
    <ProductCard product={item.product}>
      {item.same_product_at ? (
        <p className="dupe-source">
          <span className="badge badge--accent" data-testid="same-product">
            Same product at {item.same_product_at}
          </span>
        </p>
      ) : null}
      <p className="sim-score">
        <strong>{pct(item.score)}</strong> ingredient overlap · {item.shared_count} shared
      </p>
      <KeyIngredients item={item} />
      {item.same_product_at ? null : (
        <Link className="sim-link" to={compareHref([productId, item.product.product_id])}>
          Compare side by side
        </Link>
      )}
    </ProductCard>
  );
}

/**
 * The product's other listings (its own labelled section, first), then products with similar ingredient lists.
 * The same product is never offered for "compare side by side": the API refuses to compare a product with itself.
 */
export function SimilarProducts({ productId, limit = 6 }: { productId: number; limit?: number }) {
  const query = useSimilarProducts(productId, { k: limit });
  if (query.isPending) return <Spinner label="Finding similar products…" />;
  if (query.isError) return <p className="muted">Similar products are not available right now.</p>;
  const same = query.data.items.filter((i) => i.same_product_at);
  const similar = query.data.items.filter((i) => !i.same_product_at);
  return (
    <>
      {same.length ? (
        <>
          <h2 className="sim-section">The same product elsewhere</h2>
          <ul className="sim-list" data-testid="same-product-list">
            {same.map((item) => (
              <li key={item.product.product_id}>
                <SimilarItem item={item} productId={productId} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 className="sim-section">Similar ingredient lists</h2>
      {similar.length ? (
        <ul className="sim-list" data-testid="similar-list">
          {similar.map((item) => (
            <li key={item.product.product_id}>
              <SimilarItem item={item} productId={productId} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No product with a similar ingredient list yet.</p>
      )}
      {query.data.method ? (
        <details className="sim-method">
          <summary>How this list is ordered</summary>
          <p className="muted">{query.data.method}</p>
        </details>
      ) : null}
    </>
  );
}

function ScoreBar({ label, value }: { label: string; value: number }) {
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

/** Where a dupe comes from: the ingredient engine, members' suggestions, or both. */
function SourceBadges({ dupe }: { dupe: Dupe }) {
  const source = dupe.source ?? 'computed';
  return (
    <p className="dupe-source" data-testid="dupe-source">
      {source !== 'member' ? <span className="badge">Computed</span> : null}
      {source !== 'computed' ? <span className="badge badge--accent">Member suggestion</span> : null}
    </p>
  );
}

/** How many members suggested it, their votes (likes), and links to the suggestions. */
function Suggestions({ dupe }: { dupe: Dupe }) {
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

export function DupeItem({ dupe, originalId, rank }: { dupe: Dupe; originalId: number; rank?: number }) {
  const saving = savingText(dupe);
  const [wj, wa, wo] = dupe.score_parts.weights;
  return (
    <ProductCard product={dupe.product}>
      <SourceBadges dupe={dupe} />
      <Suggestions dupe={dupe} />
      <p className="sim-score">
        {rank ? <span className="dupe-rank">#{rank}</span> : null}
        <strong>{pct(dupe.score)}</strong> dupe score · {dupe.shared_count} shared ingredients
        {saving ? (
          <span className={`dupe-saving${(dupe.saving ?? 0) > 0 ? ' dupe-saving--cheaper' : ''}`} data-testid="dupe-saving">
            {saving}
          </span>
        ) : null}
      </p>
      <div className="dupe-parts" aria-label="How the score is made">
        <ScoreBar label={`Ingredient overlap${wj !== undefined ? ` ×${wj}` : ''}`} value={dupe.score_parts.jaccard} />
        <ScoreBar label={`Key actives kept${wa !== undefined ? ` ×${wa}` : ''}`} value={dupe.score_parts.actives_overlap} />
        <ScoreBar label={`Order agreement${wo !== undefined ? ` ×${wo}` : ''}`} value={dupe.score_parts.order_agreement} />
      </div>
      <KeyIngredients item={dupe} />
      <p className="muted sim-expl">{dupe.explanation}</p>
      <Link className="sim-link" to={compareHref([originalId, dupe.product.product_id])}>
        Compare both
      </Link>
    </ProductCard>
  );
}

export function DupesList({ productId, limit = 10, preview = false }: { productId: number; limit?: number; preview?: boolean }) {
  const query = useDupes(productId, limit);
  if (query.isPending) return <Spinner label="Looking for dupes…" />;
  if (query.isError) return <p className="muted">Dupes are not available right now.</p>;
  const { items, min_shared, min_score, method } = query.data;
  if (!items.length) {
    return (
      <p className="muted" data-testid="no-dupes">
        No dupe found: a dupe shares at least {min_shared} ingredients and scores over {pct(min_score)}.
      </p>
    );
  }
  const [wj = 0.5, wa = 0.3, wo = 0.2] = items[0].score_parts.weights;
  return (
    <>
      <ol className="dupe-list" data-testid="dupes">
        {items.map((dupe, index) => (
          <li key={dupe.product.product_id}>
            <DupeItem dupe={dupe} originalId={productId} rank={index + 1} />
          </li>
        ))}
      </ol>
      {preview ? (
        <Link to={paths.findDupe.getHref(productId)} className="btn btn--secondary btn--wrap" data-testid="all-dupes">
          All dupes and how they are scored
        </Link>
      ) : (
        <p className="muted ia-help">
          Score = {pct(wj)} ingredient overlap (Jaccard) + {pct(wa)} key actives kept + {pct(wo)} order agreement of the shared
          ingredients; a dupe shares at least {min_shared} ingredients and scores over {pct(min_score)}. Prices compare per ml/g
          when both sizes are known.
          {method ? (
            <>
              <br />
              <span data-testid="dupes-method">{method}</span>
            </>
          ) : null}
        </p>
      )}
    </>
  );
}
