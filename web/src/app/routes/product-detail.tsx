import '@/styles/ingredients.css';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ProductDetailView } from '@/features/products/components/product-detail';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import { ProductRoutines } from '@/features/routines/components/product-routines';
import { headerUserInfoQueryOptions } from '@/features/users/api/get-user-info';
import { useAuth } from '@/lib/auth-store';

/** /productDetail/:id — the product, then what members say about it: reviews and routines. */
export default function ProductDetailRoute() {
  const { id } = useParams<{ id: string }>();
  const { userId } = useAuth();
  // the signed-in member's skin type, for "reviews from people with my skin type"
  const me = useQuery({ ...headerUserInfoQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  if (!id || !/^\d+$/.test(id)) return <Navigate to={paths.notFound.getHref()} replace />;
  return (
    <section className="page">
      <ProductDetailView
        key={id}
        productId={Number(id)}
        community={(product) => (
          <>
            <ProductReviews
              productId={product.product_id}
              productName={`${product.brand.name} ${product.name}`}
              ratingAvg={product.rating_avg}
              reviewCount={product.review_count}
              mySkinType={me.data?.skin_type ?? null}
            />
            <ProductRoutines productId={product.product_id} productName={`${product.brand.name} ${product.name}`} />
          </>
        )}
      />
    </section>
  );
}
