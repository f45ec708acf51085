// /find_dupe/:id?mode=… — the original product, what it is made for, and its dupes in the mode chosen.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ProductCard } from '@/components/catalog/product-card';
import { PageLoader } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProductDetail } from '../api/get-product-detail';
import { DUPE_MODE_PARAM, DUPE_MODES, FIND_DUPES_LIMIT, parseDupeMode } from '../constants';
import type { ProductDetail } from '@/types';
import { MadeFor } from './made-for';
import { DupesList } from './dupes-list';

const toCard = (p: ProductDetail) => ({
  product_id: p.product_id,
  name: p.name,
  brand_id: p.brand.brand_id,
  brand_name: p.brand.name,
  category_id: p.category_path[p.category_path.length - 1]?.category_id ?? null,
  category_name: p.category_name,
  image_url: p.image_url,
  size_text: p.size_text,
  price: p.price,
  currency: p.currency,
  price_usd: p.price_usd,
  price_per_unit_usd: p.price_per_unit_usd,
  rating_avg: p.rating_avg,
  review_count: p.review_count,
  retailer_rating: p.retailer_rating,
  member_rating: p.member_rating,
  like_count: p.reaction.like_count,
  status: p.status,
  placeholder: false, // a product page is only ever shown to those who may see it
});

/** The two rankings, as a pair of toggle buttons; the choice lives in the URL (`?mode=`) so that it can be shared. */
function ModeSwitch() {
  const [params, setParams] = useSearchParams();
  const mode = parseDupeMode(params);
  const choose = (next: string) => {
    const updated = new URLSearchParams(params);
    if (next === DUPE_MODES[0].mode) updated.delete(DUPE_MODE_PARAM);
    else updated.set(DUPE_MODE_PARAM, next);
    setParams(updated, { replace: true });
  };
  return (
    <div className="dupe-modes" role="group" aria-label="Rank dupes by">
      {DUPE_MODES.map((m) => (
        <button
          key={m.mode}
          type="button"
          className={`btn ${m.mode === mode ? 'btn--primary' : 'btn--secondary'}`}
          aria-pressed={m.mode === mode}
          data-testid={`dupe-mode-${m.mode}`}
          onClick={() => choose(m.mode)}
        >
          {m.label}
        </button>
      ))}
    </div>
  );
}

/** `children`: what the route adds under the original (members' "Suggest a dupe"). */
export function FindDupesView({ productId, children }: { productId: number; children?: ReactNode }) {
  const product = useProductDetail(productId);
  const [params] = useSearchParams();
  const mode = parseDupeMode(params);
  useDocumentTitle(product.data ? `Dupes for ${product.data.name}` : 'Find dupes');
  if (product.isPending) return <PageLoader />;
  if (product.isError) return <p className="muted">This product could not be loaded.</p>;
  const madeFor = product.data.made_for ?? [];
  return (
    <div className="dupes-page">
      <h1>Dupes for {product.data.name}</h1>
      <section className="ia-card dupes-original" data-testid="original-product">
        <h2 className="muted">The original</h2>
        <ProductCard product={toCard(product.data)}>
          <MadeFor heroes={madeFor} />
          {!madeFor.length && product.data.analysis.key_actives.length ? (
            <p>Key actives: {product.data.analysis.key_actives.join(', ')}</p>
          ) : null}
        </ProductCard>
      </section>
      {children}
      <section className="ia-card">
        <h2>Ranked dupes</h2>
        <ModeSwitch />
        <DupesList productId={productId} limit={FIND_DUPES_LIMIT} mode={mode} />
      </section>
    </div>
  );
}
