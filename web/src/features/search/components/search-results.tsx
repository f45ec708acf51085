// /ntn/search: everything that matches, grouped by kind, with kind toggles (selectedItems) and
// "load more" paging (spec §4). The state is the URL: keyword and kinds.
import '../search.css';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ProductRatings, ratingsOfDocument } from '@/components/catalog/ratings';
import { Highlight } from '@/components/ui/highlight';
import { ServiceUnavailable } from '@/components/ui/service-unavailable';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ServiceUnavailableError, ValidationError } from '@/lib/api-errors';
import { flattenPages } from '@/lib/paging';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchResults } from '../api/search-everything';
import { GROUPS, groupResults, resultKey, type GroupKey } from '../groups';
import { itemHref, KIND_LABELS } from '../links';
import { readSearchState, toggleItem, writeSearchState, type SearchState } from '../search-state';
import type { SearchItem } from '@/types';
import { SearchCombobox } from './search-combobox';

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const first = (item: SearchItem, field: string): string | undefined => item.highlights?.[field]?.[0];

function money(value: unknown): string | null {
  return typeof value === 'number' ? `$${value.toFixed(2)}` : null;
}

function ResultBody({ item }: { item: SearchItem }) {
  const f = item.fields;
  switch (item.type) {
    case 'product': {
      const details = [text(f.brand), money(f.price)].filter(Boolean).join(' · ');
      const ratings = ratingsOfDocument(f);
      return (
        <>
          <span className="result__title">
            <Highlight snippet={first(item, 'name')} fallback={text(f.name)} />
          </span>
          {details ? <span className="result__meta">{details}</span> : null}
          <ProductRatings className="result__meta" retailer={ratings.retailer} members={ratings.members} />
          {first(item, 'ingredients') ? (
            <span className="result__snippet">
              Contains <Highlight snippet={first(item, 'ingredients')} />
            </span>
          ) : null}
        </>
      );
    }
    case 'brand':
    case 'category':
      return (
        <>
          <span className="result__title">
            <Highlight snippet={first(item, 'name')} fallback={text(f.name)} />
          </span>
          <span className="result__meta">
            {item.type === 'category' && Array.isArray(f.path) ? `${(f.path as unknown[]).map(text).join(' › ')} · ` : ''}
            {Number(f.product_count ?? 0)} product{Number(f.product_count) === 1 ? '' : 's'}
          </span>
        </>
      );
    case 'inci':
      return (
        <>
          <span className="result__title">
            <Highlight snippet={first(item, 'name')} fallback={text(f.name)} />
          </span>
          <span className="result__meta">
            {Array.isArray(f.functions) && f.functions.length ? (f.functions as unknown[]).map(text).join(', ') : 'Ingredient'}
            {typeof f.product_count === 'number' ? ` · in ${f.product_count} product${f.product_count === 1 ? '' : 's'}` : ''}
          </span>
        </>
      );
    default:
      return (
        <>
          <span className="result__title">
            <Highlight snippet={first(item, 'title')} fallback={text(f.title) || KIND_LABELS[item.type]} />
          </span>
          <span className="result__meta">
            {KIND_LABELS[item.type] ?? item.type}
            {f.author_nickname ? ` by ${text(f.author_nickname)}` : ''}
            {f.product_names ? ` · ${text(f.product_names)}` : ''}
          </span>
          {first(item, 'body') ? (
            <span className="result__snippet">
              <Highlight snippet={first(item, 'body')} />
            </span>
          ) : null}
        </>
      );
  }
}

export function SearchResults() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { searchTerm, selectedItems } = readSearchState(params);
  useDocumentTitle(searchTerm ? `Search: ${searchTerm}` : 'Search');

  const go = (next: SearchState, replace = false) => {
    const query = writeSearchState(next).toString();
    navigate(`${paths.search.path}${query ? `?${query}` : ''}`, { replace });
  };

  const query = useSearchResults(searchTerm, selectedItems);
  const items = useMemo(() => flattenPages((query.data?.pages ?? []).map((p) => p.items), resultKey), [query.data]);
  const groups = groupResults(items, selectedItems);
  const total = query.data?.pages[0]?.total_count ?? 0;
  const error = query.error;

  return (
    <section className="page search-page">
      <header className="page__header">
        <h1>Search</h1>
      </header>
      <SearchCombobox
        key={searchTerm}
        id="page-search"
        label="Search everything"
        variant="page"
        defaultValue={searchTerm}
        onSearch={(term) => go({ searchTerm: term, selectedItems })}
      />

      <div className="kind-toggles" role="group" aria-label="Show kinds">
        <button
          type="button"
          className={`kind-toggle${selectedItems.length === 0 ? ' is-on' : ''}`}
          aria-pressed={selectedItems.length === 0}
          onClick={() => go({ searchTerm, selectedItems: [] }, true)}
        >
          All
        </button>
        {GROUPS.map((group) => {
          const on = selectedItems.includes(group.key);
          return (
            <button
              key={group.key}
              type="button"
              className={`kind-toggle${on ? ' is-on' : ''}`}
              aria-pressed={on}
              onClick={() => go({ searchTerm, selectedItems: toggleItem(selectedItems, group.key as GroupKey) }, true)}
            >
              {group.label}
            </button>
          );
        })}
      </div>

      {!searchTerm ? (
        <p className="muted">Type a product, brand, category or ingredient to search.</p>
      ) : error instanceof ServiceUnavailableError ? (
        <ServiceUnavailable onRetry={() => void query.refetch()} retryAfterSeconds={error.retryAfterSeconds} busy={query.isFetching} />
      ) : error instanceof ValidationError ? (
        <p className="form-message form-message--error" role="alert">
          That search could not be run: {error.message}
        </p>
      ) : query.isPending ? (
        <Spinner label="Searching…" />
      ) : groups.length === 0 ? (
        <div className="empty-state" data-testid="search-empty">
          <h2>Nothing found for “{searchTerm}”</h2>
          <p className="muted">Check the spelling, try fewer words, or browse all products.</p>
          <Link to={paths.browseProducts.getHref({ q: searchTerm })}>Browse products for “{searchTerm}”</Link>
        </div>
      ) : (
        <>
          <p className="muted search-page__count" role="status">
            {total} result{total === 1 ? '' : 's'} for “{searchTerm}”
          </p>
          {groups.map(({ group, items: groupItems }) => (
            <section key={group.key} className="result-group" aria-labelledby={`group-${group.key}`} data-testid={`group-${group.key}`}>
              <h2 id={`group-${group.key}`}>
                {group.label} <span className="muted">({groupItems.length})</span>
              </h2>
              <ul className="result-list">
                {groupItems.map((item) => (
                  <li key={resultKey(item)} className={`result result--${item.type}`}>
                    <Link to={itemHref(item)} className="result__link">
                      <ResultBody item={item} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <div className="load-more">
            {query.hasNextPage ? (
              <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                Load more
              </Button>
            ) : (
              <p className="muted">That’s everything.</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
