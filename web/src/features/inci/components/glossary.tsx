// /ingredientGlossary — one letter at a time (kept in ?letter=), loaded a page at a time.
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { flattenPages } from '@/lib/paging';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGlossary } from '../api/get-glossary';
import { LETTERS } from '../constants';
import { letterFromSearch } from '../inci-state';

export function Glossary() {
  useDocumentTitle('Ingredient glossary');
  const [searchParams, setSearchParams] = useSearchParams();
  const letter = letterFromSearch(searchParams);
  const query = useGlossary(letter);
  const items = query.data ? flattenPages(query.data.pages.map((p) => p.ingredients), (i) => i.inci_id) : [];
  const total = query.data?.pages[0]?.total_count ?? 0;

  return (
    <section className="page gl-page">
      <header className="ia-hero">
        <h1>Ingredient glossary</h1>
        <p className="muted">Every ingredient we know, what it does, and the products that contain it.</p>
      </header>
      <nav className="gl-letters" aria-label="Letters">
        {LETTERS.map((l) => (
          <button
            key={l}
            type="button"
            className={`gl-letter${l === letter ? ' gl-letter--on' : ''}`}
            aria-current={l === letter ? 'page' : undefined}
            onClick={() => setSearchParams({ letter: l })}
          >
            {l}
          </button>
        ))}
      </nav>
      <h2>
        {letter === '#' ? 'Digits and signs' : letter} <span className="muted">({total})</span>
      </h2>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p className="muted">The glossary could not be loaded.</p> : null}
      {query.data && !items.length ? <p className="muted">No ingredient under {letter} yet.</p> : null}
      <ul className="gl-list" data-testid="glossary-list">
        {items.map((item) => (
          <li key={item.inci_id} className="gl-item">
            <Link to={paths.ingredientDetail.getHref(item.inci_uuid)} className="gl-item__name">
              {item.name}
            </Link>
            <span className="muted gl-item__fn">{item.functions.join(', ') || 'function not listed'}</span>
            <span className="gl-item__count">
              {item.product_count} product{item.product_count === 1 ? '' : 's'}
            </span>
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Load more
        </Button>
      ) : null}
    </section>
  );
}
