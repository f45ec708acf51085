// "Where to buy": every retailer's listing of the product, cheapest per ml/g first (issue 23).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPerUnit, formatPrice } from '@/components/catalog/product-card';
import { paths } from '@/config/paths';
import { useReportNotSameProduct } from '../api/report-not-same';
import type { ProductDetail, ProductListing } from '@/types';

function Rating({ listing }: { listing: ProductListing }) {
  // a retailer's 0 is "not rated yet" (Olive Young, Sephora 2018), never a zero-star verdict
  if (listing.source_rating === null || listing.source_rating <= 0) return <span className="muted">No rating</span>;
  const count = listing.source_review_count;
  return (
    <span>
      ★ {listing.source_rating.toFixed(1)}
      {count !== null ? <span className="muted"> ({count.toLocaleString('en-US')})</span> : null}
    </span>
  );
}

function NotTheSame({ productId, other }: { productId: number; other: ProductListing }) {
  const report = useReportNotSameProduct(productId);
  const [done, setDone] = useState(false);
  if (done) return <span className="muted">Reported, thank you</span>;
  return (
    <button
      type="button"
      className="link-button"
      disabled={report.isPending}
      onClick={() => report.mutate(other.product_id, { onSuccess: () => setDone(true) })}
      data-testid="report-not-same"
    >
      Not the same product?
    </button>
  );
}

export function WhereToBuy({ product, canReport }: { product: ProductDetail; canReport: boolean }) {
  // an answer from before product groups (a cached page) has no listings: nothing to show
  const listings = product.listings ?? [];
  const formulas = product.other_formulas ?? [];
  if (!listings.length) return null;
  const several = listings.length > 1;
  return (
    <section className="ia-card" data-testid="where-to-buy">
      <div className="ia-card__head">
        <h2>Where to buy</h2>
        <span className="muted">
          {several ? `${listings.length} listings · price per ml/g in USD` : 'One listing so far'}
        </span>
      </div>
      <table className="wtb">
        <thead>
          <tr>
            <th scope="col">Retailer</th>
            <th scope="col">Size</th>
            <th scope="col">Price</th>
            <th scope="col">Per ml/g</th>
            <th scope="col">Retailer rating</th>
            <th scope="col">
              <span className="visually-hidden">Links</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {listings.map((l) => (
            <tr key={l.product_id} className={l.current ? 'wtb__current' : undefined} data-testid="where-to-buy-row">
              <th scope="row" data-label="Retailer">
                {l.current ? (
                  l.retailer
                ) : (
                  <Link to={paths.productDetail.getHref(l.product_id)} title={l.name}>
                    {l.retailer}
                  </Link>
                )}
                {l.current ? <span className="muted"> · this listing</span> : null}
              </th>
              <td data-label="Size">{l.size_text || <span className="muted">Unknown</span>}</td>
              <td data-label="Price">
                {l.price !== null ? formatPrice(l.price, l.currency) : <span className="muted">Unknown</span>}
                {l.price_note ? <span className="badge badge--warn"> {l.price_note}</span> : null}
              </td>
              <td data-label="Per ml/g">
                {l.price_per_unit_usd !== null ? formatPerUnit(l.price_per_unit_usd) : <span className="muted">–</span>}
                {l.cheapest_per_unit ? (
                  <span className="badge badge--accent" data-testid="cheapest" title="The lowest price per ml/g here">
                    Cheapest
                  </span>
                ) : null}
              </td>
              <td data-label="Retailer rating">
                <Rating listing={l} />
              </td>
              <td data-label="">
                {l.source_url ? (
                  <a href={l.source_url} target="_blank" rel="noopener noreferrer nofollow">
                    At {l.retailer} ↗
                  </a>
                ) : null}
                {canReport && !l.current ? <NotTheSame productId={product.product_id} other={l} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {formulas.length ? (
        <p className="muted" data-testid="other-formula">
          Another formula of this product:{' '}
          {formulas.map((f, i) => (
            <span key={f.product_id}>
              {i ? ', ' : ''}
              <Link to={paths.productDetail.getHref(f.product_id)}>
                {f.name} ({f.retailer})
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </section>
  );
}
