// The filters a member sets on /browseProducts beyond the facets: ingredients to include or exclude, "Collected",
// and the chips of what is on (with "Clear all").
import { useSearch } from '@elastic/react-search-ui';
import type { SearchContextState } from '@elastic/search-ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { COLLECTED, chipText } from '../search-ui/fields';
import { TermReadings } from '@/components/catalog/term-readings';
import type { TermReading } from '@/types';
import type { UiResponse } from '../search-ui/translate';

export const pickFilterActions = ({ filters, addFilter, removeFilter, clearFilters }: SearchContextState) => ({
  filters,
  addFilter,
  removeFilter,
  clearFilters,
});
export const pickIngredientTerms = ({ rawResponse }: SearchContextState) => ({
  terms: ((rawResponse as UiResponse | undefined)?.ingredient_terms ?? []) as TermReading[],
});

/** Include / exclude ingredient chips: filters `ingredients_include` (all) and `ingredients_exclude` (none). */
export function IngredientFilters() {
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

export function IngredientInput({
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
export function ActiveFilters() {
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
export function CollectedFilter() {
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
export function CollectedNote() {
  const { isLoggedIn } = useAuth();
  const { filters } = useSearch(pickFilterActions);
  if (isLoggedIn || !(filters ?? []).some((f) => f.field === 'collected')) return null;
  return (
    <p className="held-notice" data-testid="collected-signed-out">
      <Link to={paths.signin.getHref()}>Sign in</Link> to see only the products you collected; all products are shown.
    </p>
  );
}
