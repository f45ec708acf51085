// The filters of /browseProducts: the facets in a side panel, a drawer on a phone with its open button and
// its "Show results" footer.
import { Facet, useSearch } from '@elastic/react-search-ui';
import type { SearchContextState } from '@elastic/search-ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { BrandFacetView, CheckboxFacetView, makeRangeFacetView, TagFacetView } from './facet-views';
import { IngredientFilters, CollectedFilter } from './filter-controls';

export const PriceFacetView = makeRangeFacetView('price');
// The search documents' rating: the retailer's (many ratings), else Glowdex members' (api/products/ratings.py).
export const RatingFacetView = makeRangeFacetView('rating', 'The retailer’s rating; Glowdex members’ where no retailer rates it.');

export const pickCount = ({ totalResults, filters, isLoading }: SearchContextState) => ({ totalResults, filters, isLoading });

export const NARROW = '(max-width: 959px)';

export function useNarrow(): boolean {
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
export function FiltersButton({ open, onOpen, buttonRef }: { open: boolean; onOpen: () => void; buttonRef: RefObject<HTMLButtonElement | null> }) {
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
export function ShowResultsButton({ onClose }: { onClose: () => void }) {
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
export function FiltersPanel({ open, narrow, onClose }: { open: boolean; narrow: boolean; onClose: () => void }) {
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
