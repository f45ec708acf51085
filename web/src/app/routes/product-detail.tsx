import '@/styles/ingredients.css';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ProductDetailView } from '@/features/products/components/product-detail';

export default function ProductDetailRoute() {
  const { id } = useParams<{ id: string }>();
  if (!id || !/^\d+$/.test(id)) return <Navigate to={paths.notFound.getHref()} replace />;
  return (
    <section className="page">
      <ProductDetailView key={id} productId={Number(id)} />
    </section>
  );
}
