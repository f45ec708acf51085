// /browseProducts: Search UI (SearchProvider, SearchBox, Facet, Sorting, Results, Paging …) on our
// own API through GlowdexConnector, its URL state bound to react-router (Back/Forward work).
import '@elastic/react-search-ui-views/lib/styles/styles.css';
import '../browse.css';
import { Paging, PagingInfo, Results, ResultsPerPage, SearchProvider, Sorting, useSearch } from '@elastic/react-search-ui';
import type { SearchContextState, SearchDriverOptions } from '@elastic/search-ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ServiceUnavailable } from '@/components/ui/service-unavailable';
import { Spinner } from '@/components/ui/spinner';
import { SEARCH } from '@/config/constants';
import { ServiceUnavailableError, ValidationError } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { GlowdexConnector } from '../search-ui/connector';
import { DISJUNCTIVE_FACETS, RESULTS_PER_PAGE_OPTIONS, SORT_OPTIONS } from '../search-ui/fields';
import { useRouterRouting } from '../search-ui/use-router-routing';
import { DEFAULT_REQUEST_STATE } from '../search-ui/url-state';
import { PagingInfoView, PerPageSelectView, ProductResultView, SortSelectView } from './facet-views';
import { PagingLinksView } from './paging-links';
import { BrowseSearchBox } from './browse-search-box';
import { ActiveFilters, CollectedNote } from './filter-controls';
import { useNarrow, FiltersButton, FiltersPanel } from './filters-panel';

// useSearch re-subscribes when its mapper changes: keep the mapper stable.
const pickResultsState = ({ error, wasSearched, isLoading, totalResults, resultSearchTerm, current, setCurrent, clearFilters, filters }: SearchContextState) => ({
  error,
  wasSearched,
  isLoading,
  totalResults,
  resultSearchTerm,
  current,
  setCurrent,
  clearFilters,
  filters,
});

/** Results, or why there are none: loading, the 503 friendly state, a rejected filter, nothing found. */
function ResultsArea({ connector }: { connector: GlowdexConnector }) {
  const { error, wasSearched, isLoading, totalResults, resultSearchTerm, current, setCurrent, clearFilters, filters } =
    useSearch(pickResultsState);
  const failure = connector.lastError;
  if (error) {
    if (failure instanceof ServiceUnavailableError) {
      // (Search UI leaves isLoading on after a failure, so the button is never shown busy.)
      return <ServiceUnavailable onRetry={() => setCurrent(current ?? 1)} retryAfterSeconds={failure.retryAfterSeconds} />;
    }
    return (
      <div className="empty-state" role="alert">
        <h2>These filters can’t be used</h2>
        <p className="muted">{failure instanceof ValidationError ? failure.message : 'Something went wrong with this search.'}</p>
        <Button variant="secondary" onClick={() => clearFilters()}>
          Clear filters
        </Button>
      </div>
    );
  }
  if (!wasSearched) return <Spinner label="Loading products…" />;
  if (totalResults === 0) {
    return (
      <div className="empty-state" data-testid="browse-empty">
        <h2>{resultSearchTerm ? `Nothing found for “${resultSearchTerm}”` : 'No products match these filters'}</h2>
        <p className="muted">Try removing a filter or searching for something broader.</p>
        {filters?.length ? (
          <Button variant="secondary" onClick={() => clearFilters()}>
            Clear filters
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div aria-busy={isLoading}>
      <Results className="product-grid" resultView={ProductResultView} shouldTrackClickThrough={false} />
    </div>
  );
}

export function BrowseProducts() {
  useDocumentTitle('Browse products');
  const connector = useMemo(() => new GlowdexConnector(), []);
  const routingOptions = useRouterRouting();
  const narrow = useNarrow();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const closeFilters = useCallback(() => {
    setFiltersOpen(false);
    filtersButton.current?.focus();
  }, []);
  const config = useMemo<SearchDriverOptions>(
    () => ({
      apiConnector: connector,
      trackUrlState: true,
      routingOptions,
      urlPushDebounceLength: SEARCH.urlPushDebounceMs,
      alwaysSearchOnInitialLoad: true,
      initialState: { resultsPerPage: DEFAULT_REQUEST_STATE.resultsPerPage },
      // Named for the record: the server owns facets and counts these without their own filter (POST /search/ui).
      searchQuery: { disjunctiveFacets: [...DISJUNCTIVE_FACETS] },
      autocompleteQuery: { suggestions: { size: SEARCH.autocompleteSize } },
      hasA11yNotifications: true,
    }),
    [connector, routingOptions],
  );

  return (
    <SearchProvider config={config}>
      <section className="page browse">
        <header className="page__header browse__header">
          <h1>Browse products</h1>
          <BrowseSearchBox />
        </header>
        <div className="browse__layout">
          <FiltersPanel open={filtersOpen} narrow={narrow} onClose={closeFilters} />
          <div className="browse__main" id="browse-results">
            <div className="browse__bar">
              <PagingInfo view={PagingInfoView} />
              <div className="browse__controls">
                <FiltersButton open={filtersOpen} onOpen={() => setFiltersOpen(true)} buttonRef={filtersButton} />
                <Sorting label="Sort by" sortOptions={SORT_OPTIONS} view={SortSelectView} />
                <ResultsPerPage options={RESULTS_PER_PAGE_OPTIONS} view={PerPageSelectView} />
              </div>
            </div>
            <CollectedNote />
            <ActiveFilters />
            <ResultsArea connector={connector} />
            <Paging view={PagingLinksView} />
          </div>
        </div>
      </section>
    </SearchProvider>
  );
}
