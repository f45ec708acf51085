// A product as lists show it (the API's product card). Shared by every feature that lists products.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ProductListItem } from '@/types';
import { ProductRatings } from './ratings';

/** The API's product card (`ProductListItem`): what every product list returns. */
export type ProductCardData = ProductListItem;

export function formatPrice(amount: number | null | undefined, currency: string | null | undefined = 'USD'): string {
  if (amount === null || amount === undefined) return '';
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency || 'USD' }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency ?? ''}`.trim();
  }
}

/** Price per ml/g in USD, e.g. "$1.07 / ml·g". */
export function formatPerUnit(perUnitUsd: number | null | undefined): string {
  if (perUnitUsd === null || perUnitUsd === undefined) return '';
  return `${formatPrice(perUnitUsd, 'USD')} per ml/g`;
}

export function ProductThumb({ name, imageUrl, size = 56 }: { name: string; imageUrl: string; size?: number }) {
  if (imageUrl) {
    return <img className="pcard__img" src={imageUrl} alt="" width={size} height={size} loading="lazy" />;
  }
  return (
    <span className="pcard__img pcard__img--empty" aria-hidden="true" style={{ width: size, height: size }}>
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

export function ProductCard({ product, children }: { product: ProductCardData; children?: ReactNode }) {
  const price = formatPrice(product.price, product.currency);
  if (product.placeholder) {
    // Another member's submission awaiting review: nothing of it is shown, and nothing links to it.
    return (
      <article className="pcard" data-testid="product-card">
        <ProductThumb name="?" imageUrl="" />
        <div className="pcard__body">
          <h3 className="pcard__name muted" data-testid="product-placeholder">
            {product.name}
          </h3>
          {children}
        </div>
      </article>
    );
  }
  return (
    <article className="pcard" data-testid="product-card">
      <ProductThumb name={product.name} imageUrl={product.image_url} />
      <div className="pcard__body">
        <p className="pcard__brand">{product.brand_name}</p>
        <h3 className="pcard__name">
          <Link to={paths.productDetail.getHref(product.product_id)}>{product.name}</Link>
        </h3>
        <p className="pcard__meta muted">
          {[product.category_name, product.size_text, price, formatPerUnit(product.price_per_unit_usd)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <ProductRatings className="pcard__ratings" retailer={product.retailer_rating} members={product.member_rating} />
        {children}
      </div>
    </article>
  );
}
