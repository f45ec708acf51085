// /find_dupe/:id — the original product and its ranked dupes.
import type { ReactNode } from 'react';
import { ProductCard } from '@/components/catalog/product-card';
import { PageLoader } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProductDetail } from '../api/get-product-detail';
import { FIND_DUPES_LIMIT } from '../constants';
import type { ProductDetail } from '@/types';
import { DupesList } from './similar-lists';

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

/** `children`: what the route adds under the original (members' "Suggest a dupe"). */
export function FindDupesView({ productId, children }: { productId: number; children?: ReactNode }) {
  const product = useProductDetail(productId);
  useDocumentTitle(product.data ? `Dupes for ${product.data.name}` : 'Find dupes');
  if (product.isPending) return <PageLoader />;
  if (product.isError) return <p className="muted">This product could not be loaded.</p>;
  return (
    <div className="dupes-page">
      <h1>Dupes for {product.data.name}</h1>
      <section className="ia-card dupes-original" data-testid="original-product">
        <h2 className="muted">The original</h2>
        <ProductCard product={toCard(product.data)}>
          {product.data.analysis.key_actives.length ? <p>Key actives: {product.data.analysis.key_actives.join(', ')}</p> : null}
        </ProductCard>
      </section>
      {children}
      <section className="ia-card">
        <h2>Ranked dupes</h2>
        <DupesList productId={productId} limit={FIND_DUPES_LIMIT} />
      </section>
    </div>
  );
}
