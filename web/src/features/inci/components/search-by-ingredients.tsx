// /searchByIngredients — include / exclude chips with suggestions, an optional category, and the
// matching products (productsByInciSearch), with how every typed term was read.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ProductCard } from '@/components/catalog/product-card';
import { SuggestInput } from '@/components/catalog/suggest-input';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAutocomplete, type SuggestionKind } from '@/lib/autocomplete';
import { flattenPages } from '@/lib/paging';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMatchProducts } from '../api/match-products';
import { MAX_TERMS } from '../constants';
import { addTerm, hasTerms, ingredientQueryFromSearch, ingredientQueryToSearch, removeTerm, type IngredientQuery } from '../inci-state';
import { TermReadings } from '@/components/catalog/term-readings';
import type { TermRole } from '@/types';

function TermBox({ label, kind, onAdd, placeholder, allowFree = true }: { label: string; kind: Extract<SuggestionKind, 'inci' | 'category'>; onAdd: (text: string, id: string) => void; placeholder: string; allowFree?: boolean }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 150);
  // A failed suggestion list only means no suggestions (spec §8: logged, nothing shown).
  const suggestions = useAutocomplete(q, { kinds: [kind], routeFailures: false });
  return (
    <SuggestInput
      label={label}
      value={text}
      onChange={setText}
      options={(suggestions.data ?? []).map((s) => ({ id: s.id, text: s.text }))}
      onPick={(o) => {
        onAdd(o.text, o.id);
        setText('');
      }}
      onSubmitText={
        allowFree
          ? (t) => {
              onAdd(t, t);
              setText('');
            }
          : undefined
      }
      placeholder={placeholder}
    />
  );
}

function Chips({ terms, role, onRemove }: { terms: string[]; role: TermRole; onRemove: (t: string) => void }) {
  if (!terms.length) return null;
  return (
    <ul className="sbi-chips" aria-label={role === 'include' ? 'Must contain' : 'Must not contain'} data-testid={`${role}-chips`}>
      {terms.map((t) => (
        <li key={t} className={`sbi-chip sbi-chip--${role}`}>
          <span aria-hidden="true">{role === 'include' ? '+' : '−'}</span> {t}
          <button type="button" aria-label={`Remove ${t}`} onClick={() => onRemove(t)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

export function SearchByIngredients() {
  useDocumentTitle('Search by ingredients');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = ingredientQueryFromSearch(searchParams);
  const setQuery = (next: IngredientQuery) => setSearchParams(ingredientQueryToSearch(next), { replace: true });
  const result = useMatchProducts(query);
  const pages = result.data?.pages ?? [];
  const products = flattenPages(pages.map((p) => p.items), (p) => p.product_id);
  const first = pages[0];
  const full = query.include.length >= MAX_TERMS && query.exclude.length >= MAX_TERMS;

  return (
    <section className="page sbi-page">
      <header className="ia-hero">
        <h1>Search products by ingredients</h1>
        <p className="muted">Find products that contain everything you want and nothing you avoid. Common names (“vitamin c”) and typos are fine — we show how we read each one.</p>
      </header>
      <div className="ia-card sbi-form">
        <div className="sbi-side">
          <TermBox label="Must contain" kind="inci" placeholder="e.g. niacinamide" onAdd={(t) => setQuery(addTerm(query, 'include', t))} />
          <Chips terms={query.include} role="include" onRemove={(t) => setQuery(removeTerm(query, 'include', t))} />
        </div>
        <div className="sbi-side">
          <TermBox label="Must not contain" kind="inci" placeholder="e.g. fragrance" onAdd={(t) => setQuery(addTerm(query, 'exclude', t))} />
          <Chips terms={query.exclude} role="exclude" onRemove={(t) => setQuery(removeTerm(query, 'exclude', t))} />
        </div>
        <div className="sbi-side">
          {query.category ? (
            <p className="sbi-category">
              Category: <strong>{query.category.name}</strong>{' '}
              <Button variant="ghost" onClick={() => setQuery({ ...query, category: null })}>
                Any category
              </Button>
            </p>
          ) : (
            <TermBox label="Category (optional)" kind="category" placeholder="e.g. serums" allowFree={false} onAdd={(t, id) => setQuery({ ...query, category: { id, name: t } })} />
          )}
        </div>
        {full ? <p className="muted">Up to {MAX_TERMS} ingredients on each side.</p> : null}
      </div>

      {!hasTerms(query) ? <p className="muted">Add an ingredient to include or exclude to start.</p> : null}
      {hasTerms(query) && result.isPending ? <Spinner label="Searching…" /> : null}
      {result.isError ? <p className="form-message form-message--error">{result.error instanceof Error ? result.error.message : 'The search failed.'}</p> : null}
      {first && hasTerms(query) ? (
        <section className="ia-card" aria-live="polite">
          <TermReadings
            terms={first.terms}
            onSuggestion={(t, inci) => setQuery(addTerm(removeTerm(query, t.role, t.term), t.role, inci))}
          />
          <h2 data-testid="match-count">
            {first.total_count} product{first.total_count === 1 ? '' : 's'} found
          </h2>
          {products.length ? (
            <ul className="sim-list" data-testid="match-results">
              {products.map((p) => (
                <li key={p.product_id}>
                  <ProductCard product={p} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted" data-testid="match-empty">No product has every included and none of the excluded ingredients. Try removing one.</p>
          )}
          {result.hasNextPage ? (
            <Button variant="secondary" busy={result.isFetchingNextPage} onClick={() => void result.fetchNextPage()}>
              Load more
            </Button>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}
