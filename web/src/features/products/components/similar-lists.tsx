// Similar products (jcd) and dupes, with the reasons shown.
import { Link } from 'react-router-dom';
import { ProductCard } from '@/components/catalog/product-card';
import { Spinner } from '@/components/ui/spinner';
import { useSimilarProducts } from '../api/get-similar-products';
import { compareHref } from '../compare-selection';
import type { SimilarProduct } from '@/types';

export const pct = (x: number) => `${Math.round(x * 100)}%`;

export function KeyIngredients({ item }: { item: SimilarProduct }) {
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

