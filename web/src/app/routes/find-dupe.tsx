import '@/styles/ingredients.css';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FindDupesView } from '@/features/products/components/find-dupes';

export default function FindDupeRoute() {
  const { id } = useParams<{ id: string }>();
  if (!id || !/^\d+$/.test(id)) return <Navigate to={paths.notFound.getHref()} replace />;
  return (
    <section className="page">
      <FindDupesView key={id} productId={Number(id)} />
    </section>
  );
}
