// /browseProducts: Search UI (SearchProvider, SearchBox, Facet, Sorting, Results, Paging …) on our
// own API through GlowdexConnector, its URL state bound to react-router (Back/Forward work).
import '@elastic/react-search-ui-views/lib/styles/styles.css';
import '../browse.css';
import {
  Facet,
  Paging,
  PagingInfo,
  Results,
  ResultsPerPage,
  SearchBox,
  SearchProvider,
  Sorting,
  useSearch,
} from '@elastic/react-search-ui';
import type { SearchContextState, SearchDriverOptions } from '@elastic/search-ui';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ServiceUnavailable } from '@/components/ui/service-unavailable';
import { Spinner } from '@/components/ui/spinner';
import { SEARCH } from '@/config/constants';
import { paths } from '@/config/paths';
import { ServiceUnavailableError, ValidationError } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { GlowdexConnector } from '../search-ui/connector';
import { COLLECTED, DISJUNCTIVE_FACETS, RESULTS_PER_PAGE_OPTIONS, SORT_OPTIONS, chipText, filterSpec } from '../search-ui/fields';
import { useRouterRouting } from '../search-ui/use-router-routing';
import { DEFAULT_REQUEST_STATE } from '../search-ui/url-state';
import { TermReadings } from '@/components/catalog/term-readings';
import type { Suggestion, TermReading } from '@/types';
import type { UiResponse } from '../search-ui/translate';
import {
  BrandFacetView,
  CheckboxFacetView,
  makeRangeFacetView,
  PagingInfoView,
  PerPageSelectView,
  ProductResultView,
  SortSelectView,
  TagFacetView,
} from './facet-views';
import { PagingLinksView } from './paging-links';

const PriceFacetView = makeRangeFacetView('price');
// The search documents' rating: the retailer's (many ratings), else Glowdex members' (api/products/ratings.py).
const RatingFacetView = makeRangeFacetView('rating', 'The retailer’s rating; Glowdex members’ where no retailer rates it.');

const AUTOCOMPLETE_SECTIONS = {
  product: { sectionTitle: 'Products' },
  brand: { sectionTitle: 'Brands' },
  category: { sectionTitle: 'Categories' },
  inci: { sectionTitle: 'Ingredients' },
};

// useSearch re-subscribes when its mapper changes: keep the mappers stable.
const pickSearchBoxActions = ({ addFilter, setSearchTerm }: SearchContextState) => ({ addFilter, setSearchTerm });
const pickFilterActions = ({ filters, addFilter, removeFilter, clearFilters }: SearchContextState) => ({
  filters,
  addFilter,
  removeFilter,
  clearFilters,
});
const pickIngredientTerms = ({ rawResponse }: SearchContextState) => ({
  terms: ((rawResponse as UiResponse | undefined)?.ingredient_terms ?? []) as TermReading[],
});
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

type Selection = { suggestion?: string; data?: Suggestion };

/** Search UI's search box; picking a suggestion opens a product or filters by brand/category/ingredient. */
function BrowseSearchBox() {
  const navigate = useNavigate();
  const { addFilter, setSearchTerm } = useSearch(pickSearchBoxActions);
  const onSelect = (selection: Selection, _helpers: unknown, fallback: (s: Selection) => void) => {
    const s = selection?.data;
    if (!s) return fallback(selection);
    const filterFor: Record<string, string> = { brand: 'brand', category: 'category_path', inci: 'ingredients_include' };
    if (s.type === 'product') navigate(paths.productDetail.getHref(s.id));
    else if (filterFor[s.type]) {
      const field = filterFor[s.type];
      setSearchTerm('', { refresh: false, shouldClearFilters: false });
      addFilter(field, s.text, filterSpec(field)?.type ?? 'any');
    } else fallback(selection);
  };
  return (
    <SearchBox
      className="browse__searchbox"
      shouldClearFilters={false}
      autocompleteMinimumCharacters={2}
      autocompleteSuggestions={AUTOCOMPLETE_SECTIONS}
      debounceLength={SEARCH.autocompleteDebounceMs}
      onSelectAutocomplete={onSelect}
      inputProps={{ placeholder: 'Search products, brands, ingredients', 'aria-label': 'Search products' }}
    />
  );
}

/** Include / exclude ingredient chips: filters `ingredients_include` (all) and `ingredients_exclude` (none). */
function IngredientFilters() {
  const { filters, addFilter, removeFilter } = useSearch(pickFilterActions);
  const { terms } = useSearch(pickIngredientTerms);
  const field = (role: TermReading['role']) => (role === 'include' ? 'ingredients_include' : 'ingredients_exclude');
  const type = (role: TermReading['role']) => (role === 'include' ? 'all' : 'none');
  // "Did you mean": swap the name that was not read for the suggestion picked.
  const replace = (t: TermReading, inci: string) => {
    removeFilter(field(t.role), t.term, type(t.role));
    addFilter(field(t.role), inci, type(t.role));
  };
  return (
    <div className="facet ingredient-filters">
      <IngredientInput
        field="ingredients_include"
        label="Must contain"
        placeholder="e.g. niacinamide"
        values={(filters ?? []).filter((f) => f.field === 'ingredients_include').flatMap((f) => f.values.map(String))}
        onAdd={(name) => addFilter('ingredients_include', name, 'all')}
        onRemove={(name) => removeFilter('ingredients_include', name, 'all')}
      />
      <IngredientInput
        field="ingredients_exclude"
        label="Must not contain"
        placeholder="e.g. fragrance"
        values={(filters ?? []).filter((f) => f.field === 'ingredients_exclude').flatMap((f) => f.values.map(String))}
        onAdd={(name) => addFilter('ingredients_exclude', name, 'none')}
        onRemove={(name) => removeFilter('ingredients_exclude', name, 'none')}
      />
      <TermReadings terms={terms} onSuggestion={replace} />
    </div>
  );
}

function IngredientInput({
  field,
  label,
  placeholder,
  values,
  onAdd,
  onRemove,
}: {
  field: string;
  label: string;
  placeholder: string;
  values: string[];
  onAdd: (name: string) => void;
  onRemove: (name: string) => void;
}) {
  const [text, setText] = useState('');
  const inputId = `${field}-input`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = text.trim();
    if (!name) return;
    if (!values.some((v) => v.toLowerCase() === name.toLowerCase())) onAdd(name);
    setText('');
  };
  return (
    <form className="ingredient-filter" onSubmit={submit} data-testid={field}>
      <label htmlFor={inputId} className="facet__label">
        {label}
      </label>
      <div className="ingredient-filter__row">
        <input id={inputId} className="input" value={text} placeholder={placeholder} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" variant="secondary">
          Add
        </Button>
      </div>
      {values.length ? (
        <ul className="tag-list ingredient-filter__chips">
          {values.map((value) => (
            <li key={value}>
              <button
                type="button"
                className={`filter-chip filter-chip--${field === 'ingredients_exclude' ? 'exclude' : 'include'}`}
                onClick={() => onRemove(value)}
                aria-label={`Remove ${label.toLowerCase()} ${value}`}
              >
                {field === 'ingredients_exclude' ? 'No ' : ''}
                {value} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

/** The selected filters as removable chips that read as words ("Price: under $10"), plus "Clear all". */
function ActiveFilters() {
  const { filters, removeFilter, clearFilters } = useSearch(pickFilterActions);
  const { isLoggedIn } = useAuth();
  const chips = (filters ?? [])
    .filter((filter) => isLoggedIn || filter.field !== 'collected') // signed out it filters nothing (CollectedNote)
    .flatMap((filter) => filter.values.map((value) => ({ filter, value, text: chipText(filter.field, value) })));
  if (!chips.length) return null;
  return (
    <div className="active-filters" aria-label="Active filters" data-testid="active-filters">
      {chips.map(({ filter, value, text }) => (
        <button
          key={`${filter.field}:${text}`}
          type="button"
          className="filter-chip"
          onClick={() => removeFilter(filter.field, value, filter.type)}
          aria-label={`Remove filter ${text}`}
        >
          {text} <span aria-hidden="true">×</span>
        </button>
      ))}
      <button type="button" className="btn btn--ghost" onClick={() => clearFilters()}>
        Clear all
      </button>
    </div>
  );
}

/** "Collected": only the signed-in member's own collected (★) products. */
function CollectedFilter() {
  const { isLoggedIn } = useAuth();
  const { filters, addFilter, removeFilter } = useSearch(pickFilterActions);
  if (!isLoggedIn) return null;
  const on = (filters ?? []).some((f) => f.field === 'collected');
  return (
    <fieldset className="facet" data-testid="facet-Collected">
      <legend className="facet__label">My products</legend>
      <label className="facet__option">
        <input
          type="checkbox"
          checked={on}
          onChange={() => (on ? removeFilter('collected', COLLECTED, 'any') : addFilter('collected', COLLECTED, 'any'))}
        />
        Only products I collected (★)
      </label>
    </fieldset>
  );
}

/** A link asked for the member's collected products, but nobody is signed in. */
function CollectedNote() {
  const { isLoggedIn } = useAuth();
  const { filters } = useSearch(pickFilterActions);
  if (isLoggedIn || !(filters ?? []).some((f) => f.field === 'collected')) return null;
  return (
    <p className="held-notice" data-testid="collected-signed-out">
      <Link to={paths.signin.getHref()}>Sign in</Link> to see only the products you collected; all products are shown.
    </p>
  );
}

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

const pickCount = ({ totalResults, filters, isLoading }: SearchContextState) => ({ totalResults, filters, isLoading });

const NARROW = '(max-width: 959px)';

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia?.(NARROW);
    if (!query) return;
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return Boolean(narrow);
}

/** Opens the filters drawer on a phone; says how many filters are on. */
function FiltersButton({ open, onOpen, buttonRef }: { open: boolean; onOpen: () => void; buttonRef: RefObject<HTMLButtonElement | null> }) {
  const { filters } = useSearch(pickCount);
  const on = (filters ?? []).reduce((n, f) => n + f.values.length, 0);
  return (
    <button
      ref={buttonRef}
      type="button"
      className="btn btn--secondary browse__filters-button"
      aria-expanded={open}
      aria-controls="browse-filters"
      onClick={onOpen}
      data-testid="filters-button"
    >
      Filters{on ? ` (${on})` : ''}
    </button>
  );
}

/** The drawer's footer: the live result count as the way back to the results. */
function ShowResultsButton({ onClose }: { onClose: () => void }) {
  const { totalResults, isLoading } = useSearch(pickCount);
  const n = totalResults ?? 0;
  return (
    <Button variant="primary" block onClick={onClose} data-testid="show-results" aria-live="polite">
      {isLoading ? 'Counting…' : n === 0 ? 'No products match' : `Show ${n.toLocaleString('en-US')} product${n === 1 ? '' : 's'}`}
    </Button>
  );
}

/**
 * The filters: a sidebar on a laptop; on a phone a drawer (a modal sheet over the page) opened by "Filters", with the
 * live result count in its footer, so the results come first.
 */
function FiltersPanel({ open, narrow, onClose }: { open: boolean; narrow: boolean; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const modal = open && narrow;
  useEffect(() => {
    if (!modal) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden'; // the page behind the sheet stays put
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [modal, onClose]);
  return (
    <aside
      id="browse-filters"
      className={`browse__facets${open ? ' is-open' : ''}`}
      aria-label="Filters"
      {...(modal ? { role: 'dialog', 'aria-modal': true } : {})}
      data-testid="browse-filters"
    >
      <div className="browse__drawer-head">
        <h2>Filters</h2>
        <button ref={closeRef} type="button" className="btn btn--ghost" onClick={onClose} aria-label="Close filters">
          ✕
        </button>
      </div>
      <div className="browse__drawer-body">
        <CollectedFilter />
        <Facet field="brand" label="Brand" filterType="any" view={BrandFacetView} />
        <Facet field="category_path" label="Category" filterType="any" view={CheckboxFacetView} />
        <Facet field="price" label="Price" filterType="any" view={PriceFacetView} />
        <Facet field="rating" label="Rating" filterType="any" view={RatingFacetView} />
        <Facet field="skin_types" label="Skin type" filterType="any" view={CheckboxFacetView} />
        <Facet field="retailers" label="Retailer" filterType="any" view={CheckboxFacetView} />
        <Facet field="tags" label="What’s inside" filterType="all" view={TagFacetView} />
        <IngredientFilters />
      </div>
      <div className="browse__drawer-foot">
        <ShowResultsButton onClose={onClose} />
      </div>
    </aside>
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
