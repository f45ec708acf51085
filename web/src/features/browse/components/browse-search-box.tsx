// The search box of /browseProducts: Search UI's box with our suggestions; a picked suggestion opens a product or
// filters by its brand, category or ingredient.
import { SearchBox, useSearch } from '@elastic/react-search-ui';
import type { SearchContextState } from '@elastic/search-ui';
import { useNavigate } from 'react-router-dom';
import { SEARCH } from '@/config/constants';
import { paths } from '@/config/paths';
import { filterSpec } from '../search-ui/fields';
import type { Suggestion } from '@/types';

export const AUTOCOMPLETE_SECTIONS = {
  product: { sectionTitle: 'Products' },
  brand: { sectionTitle: 'Brands' },
  category: { sectionTitle: 'Categories' },
  inci: { sectionTitle: 'Ingredients' },
};

// useSearch re-subscribes when its mapper changes: keep the mappers stable.
export const pickSearchBoxActions = ({ addFilter, setSearchTerm }: SearchContextState) => ({ addFilter, setSearchTerm });

export type Selection = { suggestion?: string; data?: Suggestion };

/** Search UI's search box; picking a suggestion opens a product or filters by brand/category/ingredient. */
export function BrowseSearchBox() {
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
