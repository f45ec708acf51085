// /ingredientGlossary — one letter at a time, most used first (or A–Z), or a name search across every letter;
// the state lives in the URL (?letter=&q=&order=) and the list loads a page at a time.
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SEARCH } from '@/config/constants';
import { paths } from '@/config/paths';
import { flattenPages } from '@/lib/paging';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGlossary } from '../api/get-glossary';
import { LETTERS } from '../constants';
import { glossaryQueryFromSearch, glossaryQueryToSearch, type GlossaryQuery } from '../inci-state';

export function Glossary() {
  useDocumentTitle('Ingredient glossary');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = glossaryQueryFromSearch(searchParams);
  const setState = (next: Partial<GlossaryQuery>) => setSearchParams(glossaryQueryToSearch({ ...state, ...next }), { replace: true });
  const [text, setText] = useState(state.q);
  const typed = useDebouncedValue(text, SEARCH.autocompleteDebounceMs).trim();
  // Only a change of the typed text writes the URL (a letter chosen since must not bring the old text back).
  const onTyped = useEffectEvent((q: string) => {
    if (q !== state.q) setState({ q });
  });
  useEffect(() => onTyped(typed), [typed]);
  const query = useGlossary(state);
  const items = query.data ? flattenPages(query.data.pages.map((p) => p.ingredients), (i) => i.inci_id) : [];
  const total = query.data?.pages[0]?.total_count ?? 0;
  const heading = state.q ? `Names containing “${state.q}”` : state.letter === '#' ? 'Digits and signs' : state.letter;

  return (
    <section className="page gl-page">
      <header className="ia-hero">
        <h1>Ingredient glossary</h1>
        <p className="muted">
          Every ingredient we know, what it does, and the products that contain it. Looking for products with some ingredients and
          without others? <Link to={paths.searchByIngredients.getHref()}>Search products by ingredients</Link>.
        </p>
      </header>
      <div className="gl-tools">
        <input
          type="search"
          className="input gl-search"
          placeholder="Find an ingredient, e.g. niacinamide"
          aria-label="Find an ingredient"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <label className="gl-order">
          Order{' '}
          <select value={state.order} onChange={(event) => setState({ order: event.target.value === 'name' ? 'name' : 'usage' })}>
            <option value="usage">Most used first</option>
            <option value="name">A–Z</option>
          </select>
        </label>
      </div>
      <nav className="gl-letters" aria-label="Letters">
        {LETTERS.map((l) => (
          <button
            key={l}
            type="button"
            className={`gl-letter${!state.q && l === state.letter ? ' gl-letter--on' : ''}`}
            aria-current={!state.q && l === state.letter ? 'page' : undefined}
            onClick={() => {
              setText('');
              setState({ letter: l, q: '' });
            }}
          >
            {l}
          </button>
        ))}
      </nav>
      <h2>
        {heading} <span className="muted">({total})</span>
      </h2>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p className="muted">The glossary could not be loaded.</p> : null}
      {query.data && !items.length ? <p className="muted">{state.q ? 'No ingredient name contains that.' : `No ingredient under ${state.letter} yet.`}</p> : null}
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
