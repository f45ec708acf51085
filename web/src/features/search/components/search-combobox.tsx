// A search box with suggestions across kinds: the ARIA 1.2 combobox pattern (input + listbox).
// Arrow keys move through the suggestions, Enter opens the highlighted one (or searches for what is
// typed), Escape closes the list (and clears the box when it is already closed).
import '../search.css';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SEARCH } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAutocomplete, type SuggestionKind } from '@/lib/autocomplete';
import { KIND_LABELS, suggestionHref } from '../links';
import type { Suggestion } from '@/types';

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export type SearchComboboxProps = {
  /** Accessible name of the input. */
  label: string;
  placeholder?: string;
  variant?: 'header' | 'hero' | 'page';
  defaultValue?: string;
  autoFocus?: boolean;
  /** What Enter does with the typed text; default: the search screen for it. */
  onSearch?: (term: string) => void;
  /** What picking a suggestion does; default: its screen. */
  onPick?: (suggestion: Suggestion) => void;
  kinds?: readonly SuggestionKind[];
  id?: string;
};

export function SearchCombobox({
  label,
  placeholder = 'Search products, ingredients, brands',
  variant = 'header',
  defaultValue = '',
  autoFocus,
  onSearch,
  onPick,
  kinds,
  id,
}: SearchComboboxProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const generated = useId();
  const inputId = id ?? `search-${generated}`;
  const listboxId = `${inputId}-listbox`;
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Suggestions only once the user typed: a prefilled box (search page) asks for nothing.
  const [typed, setTyped] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const debounced = useDebouncedValue(value, SEARCH.autocompleteDebounceMs);
  const { data } = useAutocomplete(typed ? debounced : '', { kinds });
  // Suggestions only for what is (still) typed.
  const suggestions: Suggestion[] = value.trim() ? (data ?? []) : [];
  const expanded = open && suggestions.length > 0;

  // Leaving the screen closes the list.
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (active >= suggestions.length) setActive(-1);
  }, [active, suggestions.length]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const search = (term: string) => {
    close();
    if (onSearch) onSearch(term.trim());
    else navigate(paths.search.getHref(term.trim()));
  };

  const pick = (suggestion: Suggestion) => {
    close();
    setValue(suggestion.text);
    if (onPick) onPick(suggestion);
    else navigate(suggestionHref(suggestion));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!n) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (!expanded ? 0 : i < n - 1 ? i + 1 : 0));
        break;
      case 'ArrowUp':
        if (!n) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (!expanded ? n - 1 : i > 0 ? i - 1 : n - 1));
        break;
      case 'Enter':
        event.preventDefault();
        if (expanded && active >= 0 && active < n) pick(suggestions[active]);
        else search(value);
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        break;
      case 'Tab':
        close();
        break;
      default:
        break;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(value);
  };

  const optionId = (index: number) => `${inputId}-option-${index}`;

  return (
    <form className={`search-box search-box--${variant}`} role="search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <svg className="search-box__icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        inputMode="search"
        className="search-box__input"
        placeholder={placeholder}
        value={value}
        autoFocus={autoFocus}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setTyped(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      {variant !== 'header' ? (
        <button type="submit" className="btn btn--primary search-box__submit">
          Search
        </button>
      ) : null}
      <ul id={listboxId} role="listbox" aria-label={`Suggestions for ${value.trim() || 'your search'}`} className="search-suggestions" hidden={!expanded}>
        {expanded
          ? suggestions.map((suggestion, index) => (
              <li
                key={`${suggestion.type}:${suggestion.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`search-suggestions__option${index === active ? ' is-active' : ''}`}
                // Keep focus in the input: the blur would close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => pick(suggestion)}
              >
                <span className="search-suggestions__text">
                  {suggestion.text}
                  {suggestion.context ? <span className="search-suggestions__context"> · {suggestion.context}</span> : null}
                </span>
                <span className="search-suggestions__kind">{KIND_LABELS[suggestion.type] ?? suggestion.type}</span>
              </li>
            ))
          : null}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {expanded ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'} available` : ''}
      </span>
    </form>
  );
}

/** The header's search box (global layout). */
/** The header's box: at 1280 px signed in, the nav leaves it room for one word (the longer hint was cut). */
export function HeaderSearch() {
  return <SearchCombobox id="header-search" label="Search Glowdex" variant="header" placeholder="Search" />;
}
