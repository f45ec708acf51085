// The product page's routines that use the product (spec §7 /product/routine_list, five at a time).
import '../routines.css';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { paths } from '@/config/paths';
import { flattenPages } from '@/lib/paging';
import { useProductRoutines } from '../api/get-product-routines';
import { RoutineCard } from './routine-card';

export function ProductRoutines({ productId, productName }: { productId: number; productName: string }) {
  const query = useProductRoutines(productId);
  const items = useMemo(() => flattenPages((query.data?.pages ?? []).map((p) => p.items), (r) => r.routine_id), [query.data]);
  const addHref = `${paths.modifyRoutineNew.getHref()}?${new URLSearchParams({ product_id: String(productId), product_name: productName })}`;
  return (
    <section className="ia-card stack" aria-labelledby="product-routines" data-testid="product-routines">
      <div className="ia-card__head">
        <h2 id="product-routines">Routines with this product</h2>
        <Link className="btn btn--secondary" to={addHref}>
          Add to a new routine
        </Link>
      </div>
      <LoadMoreList
        query={query}
        items={items}
        getKey={(r) => r.routine_id}
        renderItem={(routine) => <RoutineCard routine={routine} />}
        label="Routines with this product"
        testId="product-routine-list"
        className="routine-list"
        empty="No routine uses it yet."
      />
    </section>
  );
}
