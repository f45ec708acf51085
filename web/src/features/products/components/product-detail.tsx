// /productDetail/:id — header, reactions, what's inside, the full list, similar products and dupes.
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ProductThumb, formatPerUnit, formatPrice } from '@/components/catalog/product-card';
import { ProductRatingsExplained } from '@/components/catalog/ratings';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProductDetail } from '../api/get-product-detail';
import { productStateIn, useViewerState } from '../api/get-viewer-state';
import { categoryCrumbs } from '../category-crumbs';
import { addToSelection, compareHref, loadSelection, saveSelection } from '../compare-selection';
import { ownWritingOf, productPageStateRequest, withViewerState, type OwnWriting } from '../viewer-overlay';
import type { AnalysedIngredient, ProductDetail } from '@/types';
import { FitsPanel } from './analysis-fits';
import { FlagsPanel } from './analysis-flags';
import { RecognitionBadge } from './analysis-parts';
import { TagChips } from './analysis-tags';
import { IngredientRows } from './ingredient-rows';
import { ReactionBar } from './reaction-bar';
import { MadeFor } from './made-for';
import { DupesList } from './dupes-list';
import { SimilarProducts } from './similar-lists';
import { WhereToBuy } from './where-to-buy';

const ingredientHref = (row: AnalysedIngredient) => (row.inci_uuid ? paths.ingredientDetail.getHref(row.inci_uuid) : null);

function Header({ product, actions }: { product: ProductDetail; actions?: ReactNode }) {
  const navigate = useNavigate();
  const addToCompare = () => {
    const selection = addToSelection(loadSelection(), { product_id: product.product_id, name: product.name, brand_name: product.brand.name });
    saveSelection(selection);
    navigate(compareHref(selection.map((s) => s.product_id)));
  };
  return (
    <header className="ia-card pd-head">
      <ProductThumb name={product.name} imageUrl={product.image_url} size={120} />
      <div className="pd-head__main">
        <nav aria-label="Category" className="pd-crumbs muted">
          {categoryCrumbs(product.category_path).map((c, i) => (
            <span key={c.category_id}>
              {i > 0 ? ' › ' : ''}
              <Link to={paths.browseProducts.getHref({ category: c.path })}>{c.name}</Link>
            </span>
          ))}
        </nav>
        <p className="pd-brand">{product.brand.name}</p>
        <h1 className="pd-name">{product.name}</h1>
        {product.status !== 'active' ? (
          <p className="pd-status" data-testid="product-status" role="status">
            <span className="badge badge--warn">{product.status === 'rejected' ? 'Not accepted' : 'Awaiting review'}</span>{' '}
            <span className="muted">
              {product.status === 'rejected'
                ? `A moderator did not accept your product${product.held_reason ? `: ${product.held_reason}` : ''}. Only you can see it.`
                : 'You added this product: only you can see it until a moderator accepts it.'}
            </span>
          </p>
        ) : null}
        <p className="pd-price">
          {product.price !== null ? <strong>{formatPrice(product.price, product.currency)}</strong> : <span className="muted">Price unknown</span>}
          {product.size_text ? <span> · {product.size_text}</span> : null}
          {product.price_per_unit_usd !== null ? <span className="muted"> · {formatPerUnit(product.price_per_unit_usd)}</span> : null}
        </p>
        <MadeFor heroes={product.made_for ?? []} />
        <ProductRatingsExplained retailer={product.retailer_rating} members={product.member_rating} rateHref="#rate-product" />
        <ReactionBar reaction={product.reaction} />
        <div className="row pd-actions">
          <Button variant="secondary" onClick={addToCompare} data-testid="add-to-compare">
            Compare
          </Button>
          <Link className="btn btn--ghost" to={paths.findDupe.getHref(product.product_id)}>
            Find dupes
          </Link>
          {actions}
        </div>
      </div>
    </header>
  );
}

/**
 * `community`: what members say about the product (its reviews, routines, feedback), given what the member wrote
 * about it from her state (undefined while it loads; those lists are asked without a token), and `actions`:
 * more buttons in the header (add to shelf, suggest a dupe), composed by the route from the features
 * that own them.
 */
export function ProductDetailView({
  productId,
  community,
  actions,
  canReport = false,
}: {
  productId: number;
  community?: (product: ProductDetail, own: OwnWriting | undefined) => ReactNode;
  actions?: (product: ProductDetail) => ReactNode;
  /** A signed-in member may say a listing shown as this product is not the same product. */
  canReport?: boolean;
}) {
  // the public page (asked without a token, shared by every viewer) and, signed in, the member's own state of it
  const query = useProductDetail(productId);
  const viewer = useViewerState(productPageStateRequest(productId));
  useDocumentTitle(query.data?.name ?? 'Product detail');
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <p className="muted">This product could not be loaded.</p>;
  const product = withViewerState(query.data, productStateIn(viewer.data, productId));
  const { analysis } = product;
  return (
    <div className="pd" data-testid="product-detail">
      <Header product={product} actions={actions?.(product)} />
      <WhereToBuy product={product} canReport={canReport} />
      {product.description || product.highlights.length || product.skin_types.length ? (
        <section className="ia-card">
          {product.description ? <p className="pd-desc">{product.description}</p> : null}
          {product.highlights.length ? (
            <ul className="tag-list">
              {product.highlights.map((h) => (
                <li key={h} className="tag">
                  {h}
                </li>
              ))}
            </ul>
          ) : null}
          {product.skin_types.length ? <p className="muted">For {product.skin_types.join(', ')} skin</p> : null}
        </section>
      ) : null}
      <section className="ia-card">
        <div className="ia-card__head">
          <h2>What's inside</h2>
          <RecognitionBadge summary={analysis} />
        </div>
        <TagChips tags={analysis.tags} />
        {analysis.key_actives.length ? (
          <p>
            Key actives: <strong>{analysis.key_actives.join(', ')}</strong>
          </p>
        ) : null}
      </section>
      {product.personal ? <FitsPanel fit={product.personal} title="For your skin" /> : null}
      <FlagsPanel flags={analysis.flags} />
      <section className="ia-card">
        <div className="ia-card__head">
          <h2>Ingredients</h2>
          <span className="muted">{analysis.recognition_summary}</span>
        </div>
        {analysis.unrecognised.length ? (
          <p className="ia-unrec">
            Not recognised:{' '}
            {analysis.unrecognised.map((n) => (
              <mark key={n} className="ia-unknown">
                {n}
              </mark>
            ))}
          </p>
        ) : null}
        {product.ingredient_list.length ? (
          <IngredientRows
            rows={product.ingredient_list}
            onePercentPosition={analysis.one_percent_position}
            onePercentBasis={analysis.one_percent_basis}
            linkTo={ingredientHref}
          />
        ) : (
          <p className="muted">No ingredient list yet.</p>
        )}
        {product.ingredients_raw ? (
          <details className="pd-raw">
            <summary>As written on the label</summary>
            <p>{product.ingredients_raw}</p>
          </details>
        ) : null}
      </section>
      <section className="ia-card">
        <h2>Dupes</h2>
        <DupesList productId={productId} limit={3} preview />
      </section>
      <section className="ia-card">
        <SimilarProducts productId={productId} />
      </section>
      {community?.(product, ownWritingOf(viewer, productId))}
    </div>
  );
}
