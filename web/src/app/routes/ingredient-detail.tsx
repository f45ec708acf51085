import '@/styles/ingredients.css';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { InciDetailView } from '@/features/inci/components/inci-detail';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /ingredientDetail/:id — the id is the ingredient's inci_uuid. */
export default function IngredientDetailRoute() {
  const { id } = useParams<{ id: string }>();
  if (!id || !UUID.test(id)) return <Navigate to={paths.notFound.getHref()} replace />;
  return (
    <section className="page">
      <InciDetailView key={id} uuid={id} />
    </section>
  );
}
