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
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ServiceUnavailable } from '@/components/ui/service-unavailable';
import { Spinner } from '@/components/ui/spinner';
import { SEARCH } from '@/config/constants';
import { paths } from '@/config/paths';
import { ServiceUnavailableError, ValidationError } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { GlowdexConnector } from '../search-ui/connector';
import { RESULTS_PER_PAGE_OPTIONS, SORT_OPTIONS, filterSpec } from '../search-ui/fields';
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
  prettyValue,
  ProductResultView,
  SortSelectView,
} from './facet-views';

const PriceFacetView = makeRangeFacetView('price');
const RatingFacetView = makeRangeFacetView('rating');

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

/** The selected filters as removable chips, plus "Clear all". */
function ActiveFilters() {
  const { filters, removeFilter, clearFilters } = useSearch(pickFilterActions);
  const chips = (filters ?? []).flatMap((filter) =>
    filter.values.map((value) => ({ filter, value, text: typeof value === 'object' && value !== null && 'name' in value ? String(value.name) : String(value) })),
  );
  if (!chips.length) return null;
  return (
    <div className="active-filters" aria-label="Active filters">
      {chips.map(({ filter, value, text }) => {
        const spec = filterSpec(filter.field);
        return (
          <button key={`${filter.field}:${text}`} type="button" className="filter-chip" onClick={() => removeFilter(filter.field, value, filter.type)}>
            {spec?.label ?? filter.field}: {prettyValue(text)} <span aria-hidden="true">×</span>
          </button>
        );
      })}
      <button type="button" className="btn btn--ghost" onClick={() => clearFilters()}>
        Clear all
      </button>
    </div>
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

export function BrowseProducts() {
  useDocumentTitle('Browse products');
  const connector = useMemo(() => new GlowdexConnector(), []);
  const routingOptions = useRouterRouting();
  const config = useMemo<SearchDriverOptions>(
    () => ({
      apiConnector: connector,
      trackUrlState: true,
      routingOptions,
      urlPushDebounceLength: SEARCH.urlPushDebounceMs,
      alwaysSearchOnInitialLoad: true,
      initialState: { resultsPerPage: DEFAULT_REQUEST_STATE.resultsPerPage },
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
          <aside className="browse__facets" aria-label="Filters">
            <Facet field="brand" label="Brand" filterType="any" view={BrandFacetView} />
            <Facet field="category_path" label="Category" filterType="any" view={CheckboxFacetView} />
            <Facet field="price" label="Price" filterType="any" view={PriceFacetView} />
            <Facet field="rating" label="Rating" filterType="any" view={RatingFacetView} />
            <Facet field="skin_types" label="Skin type" filterType="any" view={CheckboxFacetView} />
            <Facet field="tags" label="What’s inside" filterType="all" view={CheckboxFacetView} />
            <IngredientFilters />
          </aside>
          <div className="browse__main">
            <div className="browse__bar">
              <PagingInfo view={PagingInfoView} />
              <div className="browse__controls">
                <Sorting label="Sort by" sortOptions={SORT_OPTIONS} view={SortSelectView} />
                <ResultsPerPage options={RESULTS_PER_PAGE_OPTIONS} view={PerPageSelectView} />
              </div>
            </div>
            <ActiveFilters />
            <ResultsArea connector={connector} />
            <Paging className="browse__paging" />
          </div>
        </div>
      </section>
    </SearchProvider>
  );
}
