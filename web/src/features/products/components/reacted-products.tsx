// The signed-in member's liked or disliked products (own profile only: the lists are private), and any
// member's collected products (everyone's to see unless the member keeps their collection private).
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ProductCard } from '@/components/catalog/product-card';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { paths } from '@/config/paths';
import { flattenPages } from '@/lib/paging';
import { useUserCollectedProducts } from '../api/get-user-collected-products';
import { userDislikedProductsQueryOptions } from '../api/get-user-disliked-products';
import { userLikedProductsQueryOptions } from '../api/get-user-liked-products';

const COPY = {
  like: { label: 'Liked products', empty: 'You have not liked any product yet.', testId: 'liked-products' },
  dislike: { label: 'Disliked products', empty: 'You have not disliked any product yet.', testId: 'disliked-products' },
} as const;

/** One list at a time: only the shown list is fetched. */
function useReactedProducts(kind: 'like' | 'dislike', userId: string) {
  return useInfiniteQuery(kind === 'like' ? userLikedProductsQueryOptions(userId) : userDislikedProductsQueryOptions(userId));
}

export function ReactedProducts({ kind, userId }: { kind: 'like' | 'dislike'; userId: string }) {
  const query = useReactedProducts(kind, userId);
  const items = query.data ? flattenPages(query.data.pages.map((p) => p.items), (p) => p.product_id) : [];
  const copy = COPY[kind];
  return (
    <LoadMoreList
      query={query}
      items={items}
      getKey={(p) => p.product_id}
      renderItem={(product) => <ProductCard product={product} />}
      label={copy.label}
      testId={copy.testId}
      empty={
        <>
          {copy.empty} <Link to={paths.browseProducts.getHref()}>Browse products</Link>
        </>
      }
    />
  );
}

/** "★ Collect" leads here: the member's collected products, on their profile. */
export function CollectedProducts({ userId, own }: { userId: string; own: boolean }) {
  const query = useUserCollectedProducts(userId);
  const items = query.data ? flattenPages(query.data.pages.map((p) => p.items), (p) => p.product_id) : [];
  return (
    <LoadMoreList
      query={query}
      items={items}
      getKey={(p) => p.product_id}
      renderItem={(product) => <ProductCard product={product} />}
      label="Collected products"
      testId="collected-products"
      empty={
        own ? (
          <>
            You have not collected any product yet: “★ Collect” on a product keeps it here.{' '}
            <Link to={paths.browseProducts.getHref()}>Browse products</Link>
          </>
        ) : (
          'No collected products to show.'
        )
      }
    />
  );
}
