import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RoutineEditor } from '@/features/routines/components/routine-editor';
import { RequireAuth } from '@/lib/authorization';

/**
 * /nbn/draft/modifyRoutinePage and /nbn/draft/modifyRoutinePage/:id — one screen to add or edit a
 * routine (signed in). `?product_id=&product_name=` starts a new routine with that product.
 */
export default function ModifyRoutineRoute() {
  const { id } = useParams<{ id?: string }>();
  const [params] = useSearchParams();
  if (id !== undefined && !/^\d+$/.test(id)) return <Navigate to={paths.notFound.getHref()} replace />;
  const productId = params.get('product_id');
  const initialProduct =
    productId && /^\d+$/.test(productId) ? { product_id: Number(productId), name: params.get('product_name') || `Product ${productId}` } : null;
  return (
    <RequireAuth reason="Sign in to build your routine.">
      {(userId) => (
        <section className="page page--narrow">
          <RoutineEditor key={`${userId}:${id ?? 'new'}`} userId={userId} routineId={id ? Number(id) : null} initialProduct={initialProduct} />
        </section>
      )}
    </RequireAuth>
  );
}
