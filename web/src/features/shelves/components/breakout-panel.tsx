// The breakout detective (own shelves only): ingredients the products on the member's "broke me out"
// shelves have in common and their "works for me" products lack, with how often each appears and the
// products it is in. A hint to look into, never a diagnosis.
import '../shelves.css';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useBreakout } from '../api/get-breakout';

export function BreakoutPanel() {
  const query = useBreakout();
  return (
    <section className="ia-card stack" aria-labelledby="breakout" data-testid="breakout">
      <h3 id="breakout">Breakout detective</h3>
      <p className="muted" data-testid="breakout-hint">
        A hint, not a diagnosis: ingredients shared by what broke you out and missing from what works for you. Talk to a dermatologist about reactions.
      </p>
      {query.isPending ? (
        <Spinner label="Looking at your shelves…" />
      ) : query.isError || !query.data ? (
        <p className="muted">The breakout detective is not available right now.</p>
      ) : query.data.broke_me_out_count === 0 ? (
        <p className="muted">Put products that broke you out on a "Broke me out" shelf (and ones that suit you on "Works for me") to see what they share.</p>
      ) : !query.data.ingredients.length ? (
        <p className="muted">No ingredient stands out across your {query.data.broke_me_out_count} "broke me out" products.</p>
      ) : (
        <>
          <p className="muted">
            From {query.data.broke_me_out_count} "broke me out" and {query.data.works_for_me_count} "works for me" products.
          </p>
          <ol className="breakout-list">
            {query.data.ingredients.map((ing) => (
              <li key={ing.name} data-testid="breakout-ingredient">
                <strong>{ing.name}</strong> — in {ing.bad_count} of {query.data.broke_me_out_count} that broke you out ({Math.round(ing.bad_share * 100)}%)
                {ing.good_count ? `, ${ing.good_count} that work for you` : ', none that work for you'}
                {ing.products.length ? (
                  <span className="muted">
                    {' · '}
                    {ing.products.map((id, index) => (
                      <span key={id}>
                        {index ? ', ' : ''}
                        <Link to={paths.productDetail.getHref(id)}>product {index + 1}</Link>
                      </span>
                    ))}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
      {query.data?.rule ? <p className="muted" data-testid="breakout-rule">{query.data.rule}</p> : null}
      {query.data?.excluded.length ? <p className="muted">Left out as too common to tell anything: {query.data.excluded.join(', ')}.</p> : null}
      {query.data?.note ? <p className="muted">{query.data.note}</p> : null}
    </section>
  );
}
