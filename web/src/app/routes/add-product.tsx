import '@/styles/ingredients.css';
import '@/styles/labels.css';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AddProductForm } from '@/features/products/components/add-product-form';
import { RequireAuth } from '@/lib/authorization';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /addProduct — a member adds a product the catalogue lacks (signed in; anyone else is sent to sign in, and
 * back). `?name=` starts the form with what she searched for; the analyzer hands its list over in the link's
 * state.
 */
export default function AddProductRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as { ingredientList?: unknown } | null;
  const list = typeof state?.ingredientList === 'string' ? state.ingredientList : '';
  useDocumentTitle('Add a product');
  return (
    <RequireAuth reason="Sign in to add a product to the catalogue.">
      {(userId) => (
        <section className="page page--narrow">
          <h1>Add a product</h1>
          <p className="muted">
            Can’t find a product? Add it for everyone. A moderator checks it first; until then only you see it, and you
            can already review it.
          </p>
          <AddProductForm key={userId} initialName={params.get('name') ?? ''} initialList={list} />
        </section>
      )}
    </RequireAuth>
  );
}
