// /ntn/search: everything that matches, grouped by kind, with kind toggles (selectedItems) and
// "load more" paging (spec §4). The state is the URL: keyword and kinds.
import '../search.css';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AddProductLink } from '@/components/catalog/add-product-link';
import { Button } from '@/components/ui/button';
import { ServiceUnavailable } from '@/components/ui/service-unavailable';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ServiceUnavailableError, ValidationError } from '@/lib/api-errors';
import { flattenPages } from '@/lib/paging';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchCounts, useSearchResults } from '../api/search-everything';
import { countLabel, GROUPS, groupResults, groupTotal, resultKey } from '../groups';
import { readSearchState, writeSearchState, type SearchState } from '../search-state';
import { KindToggles } from './kind-toggles';
import { BestMatches, ResultList, Shown } from './result-cards';
import { SearchCombobox } from './search-combobox';

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

      <KindToggles
        selectedItems={selectedItems}
        counts={counts}
        searchTerm={searchTerm}
        onSelect={(kinds) => go({ searchTerm, selectedItems: kinds }, true)}
      />

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
          <p>
            <AddProductLink name={searchTerm} />
          </p>
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
          <BestMatches items={best} />
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
            {/* none of these is the product she looks for (or nothing matched every word): she may add it */}
            {!query.hasNextPage || !found.length ? <AddProductLink name={searchTerm} /> : null}
          </div>
        </>
      )}
    </section>
  );
}
