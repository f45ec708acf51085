import '@/styles/ingredients.css';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SUGGEST_PARAM } from '@/features/dupes/constants';
import { ProductFeedback } from '@/features/feedback/components/product-feedback';
import { ProductDetailView } from '@/features/products/components/product-detail';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import { ProductRoutines } from '@/features/routines/components/product-routines';
import { AddToShelf, shelfResumeKey } from '@/features/shelves/components/add-to-shelf';
import { headerUserInfoQueryOptions } from '@/features/users/api/get-user-info';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-store';
import { SignInLink, useSignInPrompt } from '@/lib/sign-in-prompt';

/**
 * /productDetail/:id — the product, then what members say about it: ratings and feedback, reviews and
 * routines; the header offers "Add to shelf" and "Suggest a dupe" to members.
 */
export default function ProductDetailRoute() {
  const { id } = useParams<{ id: string }>();
  const { userId, isLoggedIn } = useAuth();
  const askToSignIn = useSignInPrompt();
  // the signed-in member's skin type, for "reviews from people with my skin type"
  const me = useQuery({ ...headerUserInfoQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  if (!id || !/^\d+$/.test(id)) return <Navigate to={paths.notFound.getHref()} replace />;
  return (
    <section className="page">
      <ProductDetailView
        key={id}
        productId={Number(id)}
        canReport={isLoggedIn}
        actions={(product) => {
          const suggestHref = `${paths.findDupe.getHref(product.product_id)}?${SUGGEST_PARAM}=1`;
          return isLoggedIn && userId ? (
            <>
              <AddToShelf userId={userId} productId={product.product_id} />
              <Link className="btn btn--ghost" to={suggestHref}>
                Suggest a dupe
              </Link>
            </>
          ) : (
            <>
              {/* signed out: the same actions, through sign-in and back (the shelf dialog opens on return) */}
              <Button
                variant="secondary"
                data-testid="add-to-shelf"
                onClick={() => askToSignIn('Sign in to put this product on one of your shelves.', { key: shelfResumeKey(product.product_id) })}
              >
                Add to shelf
              </Button>
              <SignInLink className="btn btn--ghost" reason="Sign in to suggest a dupe." returnTo={suggestHref}>
                Suggest a dupe
              </SignInLink>
            </>
          );
        }}
        community={(product, own) => (
          <>
            <ProductFeedback productId={product.product_id} categoryName={product.category_name} mine={own?.mine} />
            <ProductReviews
              productId={product.product_id}
              hersToo={Boolean(own?.unlistedReviews)}
              productName={`${product.brand.name} ${product.name}`}
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
