import '@/styles/ingredients.css';
import '@/styles/labels.css';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AddProductForm } from '@/features/products/components/add-product-form';
import { RequireAuth } from '@/lib/authorization';
import { useResumeAction } from '@/lib/sign-in-prompt';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The analyzer's list, kept through sign-in (it is too long for the URL). */
const RESUME_LIST = 'add-product:list';

/**
 * /addProduct — a member adds a product the catalogue lacks (signed in; anyone else is sent to sign in, and
 * back). `?name=` starts the form with what she searched for; the analyzer hands its list over in the link's
 * state, which a signed-out visitor's sign-in keeps as the return's action.
 */
export default function AddProductRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as { ingredientList?: unknown } | null;
  const passed = typeof state?.ingredientList === 'string' ? state.ingredientList : '';
  const [resumed, setResumed] = useState('');
  useResumeAction(RESUME_LIST, ({ ingredientList }) => {
    if (typeof ingredientList === 'string') setResumed(ingredientList);
  });
  const list = passed || resumed;
  useDocumentTitle('Add a product');
  return (
    <RequireAuth reason="Sign in to add a product to the catalogue." action={passed ? { key: RESUME_LIST, data: { ingredientList: passed } } : null}>
      {(userId) => (
        <section className="page page--narrow">
          <h1>Add a product</h1>
          <p className="muted">
            Can’t find a product? Add it for everyone. A moderator checks it first; until then only you see it, and you
            can already review it.
          </p>
          <AddProductForm key={`${userId}:${resumed ? 'resumed' : ''}`} initialName={params.get('name') ?? ''} initialList={list} />
        </section>
      )}
    </RequireAuth>
  );
}
