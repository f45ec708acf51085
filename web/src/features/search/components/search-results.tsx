// /ntn/search: everything that matches, grouped by kind, with kind toggles (selectedItems) and
// "load more" paging (spec §4). The state is the URL: keyword and kinds.
import '../search.css';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { offerText } from '@/components/catalog/offer';
import { ProductRatings, ratingsOfDocument } from '@/components/catalog/ratings';
import { Highlight } from '@/components/ui/highlight';
import { ServiceUnavailable } from '@/components/ui/service-unavailable';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ServiceUnavailableError, ValidationError } from '@/lib/api-errors';
import { flattenPages } from '@/lib/paging';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchCounts, useSearchResults } from '../api/search-everything';
import { countLabel, GROUPS, groupResults, groupTotal, resultKey, type GroupKey } from '../groups';
import { itemHref, KIND_LABELS } from '../links';
import { readSearchState, toggleItem, writeSearchState, type SearchState } from '../search-state';
import type { SearchItem } from '@/types';
import { SearchCombobox } from './search-combobox';

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const first = (item: SearchItem, field: string): string | undefined => item.highlights?.[field]?.[0];

function ResultBody({ item }: { item: SearchItem }) {
  const f = item.fields;
  switch (item.type) {
    case 'product': {
      // one result per product: "at 3 retailers · from $12.00" when several shops sell it
      const details = [text(f.brand), offerText(f.price, f.retailer_count)].filter(Boolean).join(' · ');
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
            {Number(f.product_count ?? 0).toLocaleString('en-US')} product{Number(f.product_count) === 1 ? '' : 's'}
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
            {typeof f.product_count === 'number'
              ? ` · in ${f.product_count.toLocaleString('en-US')} product${f.product_count === 1 ? '' : 's'}`
              : ''}
          </span>
        </>
      );
    case 'user':
      return (
        <>
          <span className="result__title">
            <Highlight snippet={first(item, 'nickname')} fallback={text(f.nickname)} />
          </span>
          <span className="result__meta">{f.is_imported ? 'Reviews imported from Sephora' : 'Glowdex member'}</span>
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

function ResultList({ items }: { items: readonly SearchItem[] }) {
  return (
    <ul className="result-list">
      {items.map((item) => (
        <li key={resultKey(item)} className={`result result--${item.type}`}>
          <Link to={itemHref(item)} className="result__link">
            <ResultBody item={item} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "showing 9 of 437": what is on the screen, of how many that matched. */
function Shown({ shown, total }: { shown: number; total?: number }) {
  return (
    <span className="muted result-group__count">
      {total === undefined || total === shown
        ? `· ${shown.toLocaleString('en-US')}`
        : `· showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`}
    </span>
  );
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
  // Every type's total: page 1's with nothing selected, else a one-result call for all kinds (the toggles need them).
  const allCounts = useSearchCounts(searchTerm, selectedItems.length > 0);
  const firstPage = query.data?.pages[0];
  const counts = selectedItems.length ? allCounts.data : firstPage?.counts;
  const best = items.filter((i) => i.best_match);
  const rest = items.filter((i) => !i.best_match);
  const groups = groupResults(rest, selectedItems);
  const shownGroups = selectedItems.length ? GROUPS.filter((g) => selectedItems.includes(g.key)) : GROUPS;
  const found = shownGroups
    .map((group) => ({ group, total: groupTotal(group, firstPage?.counts) ?? 0 }))
    .filter((g) => g.total > 0);
  const partialTotal = firstPage?.counts?.product_partial ?? 0;
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
          const total = searchTerm ? groupTotal(group, counts) : undefined;
          if (total === 0 && !on) return null; // a kind with nothing found is no choice
          return (
            <button
              key={group.key}
              type="button"
              className={`kind-toggle${on ? ' is-on' : ''}`}
              aria-pressed={on}
              aria-label={total === undefined ? group.label : `${group.label}: ${countLabel(group, total)}`}
              onClick={() => go({ searchTerm, selectedItems: toggleItem(selectedItems, group.key as GroupKey) }, true)}
            >
              {group.label}
              {total === undefined ? null : <span className="kind-toggle__count">{total.toLocaleString('en-US')}</span>}
            </button>
          );
        })}
      </div>

      {!searchTerm ? (
        <p className="muted">Type a product, brand, category, ingredient or member to search.</p>
      ) : error instanceof ServiceUnavailableError ? (
        <ServiceUnavailable onRetry={() => void query.refetch()} retryAfterSeconds={error.retryAfterSeconds} busy={query.isFetching} />
      ) : error instanceof ValidationError ? (
        <p className="form-message form-message--error" role="alert">
          That search could not be run: {error.message}
        </p>
      ) : query.isPending ? (
        <Spinner label="Searching…" />
      ) : items.length === 0 ? (
        <div className="empty-state" data-testid="search-empty">
          <h2>Nothing found for “{searchTerm}”</h2>
          <p className="muted">Check the spelling, try fewer words, or browse all products.</p>
          <Link to={paths.browseProducts.getHref({ q: searchTerm })}>Browse products for “{searchTerm}”</Link>
        </div>
      ) : (
        <>
          <p className="muted search-page__count" role="status" data-testid="search-count">
            {found.length
              ? `${found.map((g) => countLabel(g.group, g.total)).join(' · ')} for “${searchTerm}”`
              : `Nothing matches every word of “${searchTerm}”`}
            {partialTotal && (!selectedItems.length || selectedItems.includes('products'))
              ? `${found.length ? '; ' : ': '}${countLabel(GROUPS[0], partialTotal)} match some of the words`
              : ''}
          </p>
          {best.length ? (
            <section className="best-matches" aria-labelledby="best-matches" data-testid="best-matches">
              <h2 id="best-matches" className="visually-hidden">
                Best {best.length === 1 ? 'match' : 'matches'}
              </h2>
              <ul className="result-list">
                {best.map((item) => (
                  <li key={resultKey(item)} className={`result result--best result--${item.type}`} data-testid="best-match">
                    <Link to={itemHref(item)} className="result__link">
                      <span className="result__kind">{KIND_LABELS[item.type] ?? item.type}</span>
                      <ResultBody item={item} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {groups.map(({ group, items: groupItems }) => {
            const full = groupItems.filter((i) => !i.partial_match);
            const partial = groupItems.filter((i) => i.partial_match);
            const total = groupTotal(group, firstPage?.counts);
            const bestShown = best.filter((i) => group.types.includes(i.type)).length;
            return (
              <section key={group.key} className="result-group" aria-labelledby={`group-${group.key}`} data-testid={`group-${group.key}`}>
                {full.length ? (
                  <>
                    <h2 id={`group-${group.key}`}>
                      {group.label} <Shown shown={full.length + bestShown} total={total} />
                    </h2>
                    <ResultList items={full} />
                  </>
                ) : null}
                {partial.length ? (
                  <>
                    <h2 id={full.length ? undefined : `group-${group.key}`} className="result-group__partial" data-testid="partial-products">
                      {group.label} matching some of your words <Shown shown={partial.length} total={partialTotal} />
                    </h2>
                    <ResultList items={partial} />
                  </>
                ) : null}
              </section>
            );
          })}
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
