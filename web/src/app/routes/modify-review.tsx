import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ReviewEditor } from '@/features/reviews/components/review-editor';
import { RequireAuth } from '@/lib/authorization';

/**
 * /nbn/draft/modifyReviewPage and /nbn/draft/modifyReviewPage/:id — one screen to write or edit a review
 * (signed in). `?product_id=&product_name=` starts a new review of that product (from its page).
 */
export default function ModifyReviewRoute() {
  const { id } = useParams<{ id?: string }>();
  const [params] = useSearchParams();
  if (id !== undefined && !/^\d+$/.test(id)) return <Navigate to={paths.notFound.getHref()} replace />;
  const productId = params.get('product_id');
  const initialProduct =
    productId && /^\d+$/.test(productId) ? { product_id: Number(productId), name: params.get('product_name') || `Product ${productId}` } : null;
  return (
    <RequireAuth reason={id ? 'Sign in to edit your review.' : 'Sign in to write your review.'}>
      {(userId) => (
        <section className="page page--narrow">
          <ReviewEditor key={`${userId}:${id ?? 'new'}`} userId={userId} reviewId={id ? Number(id) : null} initialProduct={initialProduct} />
        </section>
      )}
    </RequireAuth>
  );
}
