import '@/styles/ingredients.css';
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SUGGEST_PARAM } from '@/features/dupes/constants';
import { SuggestDupeForm } from '@/features/dupes/components/suggest-dupe-form';
import { useProductDetail } from '@/features/products/api/get-product-detail';
import { FindDupesView } from '@/features/products/components/find-dupes';
import { useAuth } from '@/lib/auth-store';
import { SignInLink } from '@/lib/sign-in-prompt';

/** Members suggest a dupe of this product here (opened at once by `?suggest=1`). */
function SuggestDupe({ productId }: { productId: number }) {
  const [params] = useSearchParams();
  const { isLoggedIn } = useAuth();
  const product = useProductDetail(productId);
  const [open, setOpen] = useState(params.get(SUGGEST_PARAM) === '1');
  if (!isLoggedIn) {
    return (
      <p className="muted">
        Know a dupe we missed?{' '}
        <SignInLink reason="Sign in to suggest a dupe." returnTo={`${paths.findDupe.getHref(productId)}?${SUGGEST_PARAM}=1`} testId="sign-in-to-suggest">
          Sign in
        </SignInLink>{' '}
        to suggest it.
      </p>
    );
  }
  if (!open || !product.data) {
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)} data-testid="open-suggest-dupe">
          Suggest a dupe
        </Button>
      </div>
    );
  }
  const original = { product_id: product.data.product_id, name: `${product.data.brand.name} ${product.data.name}` };
  return (
    <section className="ia-card">
      <SuggestDupeForm original={original} onCancel={() => setOpen(false)} />
    </section>
  );
}

export default function FindDupeRoute() {
  const { id } = useParams<{ id: string }>();
  if (!id || !/^\d+$/.test(id)) return <Navigate to={paths.notFound.getHref()} replace />;
  return (
    <section className="page">
      <FindDupesView key={id} productId={Number(id)}>
        <SuggestDupe key={id} productId={Number(id)} />
      </FindDupesView>
    </section>
  );
}
