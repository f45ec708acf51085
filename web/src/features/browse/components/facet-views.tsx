// Views for Search UI's containers (Facet, Sorting, ResultsPerPage, PagingInfo, Result): our own
// markup and labels, native form controls, nothing rendered as HTML.
import type {
  FacetViewProps,
  PagingInfoViewProps,
  ResultsPerPageViewProps,
  ResultViewProps,
  SortingViewProps,
} from '@elastic/react-search-ui-views';
import type { FacetValue, FieldValue } from '@elastic/search-ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { priceText, retailersText } from '@/components/catalog/offer';
import { ProductRatings, ratingsOfDocument } from '@/components/catalog/ratings';
import { Highlight } from '@/components/ui/highlight';
import { paths } from '@/config/paths';
import { useAutocomplete } from '@/lib/autocomplete';
import { tagLabel } from '@/lib/tag-label';
import { rangeLabel } from '../search-ui/fields';

/** `fragrance-free` → `Fragrance free`; brand and category names are shown as they are. */
export function prettyValue(value: string): string {
  if (!/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(value)) return value;
  const words = value.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const valueText = (value: FacetValue['value']) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value.name : String(value));

/** Multi-select facet: a checkbox per value, with its count. `formatValue` says how a value reads. */
export function CheckboxFacetView({
  label,
  options,
  onSelect,
  onRemove,
  showMore,
  onMoreClick,
  showSearch,
  onSearch,
  searchPlaceholder,
  formatValue = prettyValue,
}: FacetViewProps & { formatValue?: (value: string) => string }) {
  const id = useId();
  return (
    <fieldset className="facet" data-testid={`facet-${label}`}>
      <legend className="facet__label">{label}</legend>
      {showSearch ? (
        <input
          type="search"
          className="input facet__search"
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          onChange={(event) => onSearch(event.target.value)}
        />
      ) : null}
      <ul className="facet__options">
        {options.map((option, index) => {
          const text = valueText(option.value);
          const inputId = `${id}-${index}`;
          return (
            <li key={text} className="facet__option">
              <input
                id={inputId}
                type="checkbox"
                checked={Boolean(option.selected)}
                onChange={() => (option.selected ? onRemove(option.value as FieldValue) : onSelect(option.value as FieldValue))}
              />
              <label htmlFor={inputId}>
                {formatValue(text)} {option.count === null ? null : <span className="facet__count">({option.count})</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {showMore ? (
        <button type="button" className="btn btn--ghost facet__more" onClick={onMoreClick}>
          Show more
        </button>
      ) : null}
    </fieldset>
  );
}

/**
 * The brand facet: its filter box finds EVERY brand, not only the most frequent ones the facet carries. Typed
 * text narrows the carried values and asks the brand autocomplete for the rest (listed without a count: they
 * are counted once picked).
 */
export function BrandFacetView(props: FacetViewProps) {
  const [q, setQ] = useState('');
  const term = q.trim().toLowerCase();
  const found = useAutocomplete(term.length >= 2 ? term : '', { kinds: ['brand'], size: 10, routeFailures: false });
  const carried = term ? props.options.filter((o) => valueText(o.value).toLowerCase().includes(term)) : props.options;
  const carriedNames = new Set(props.options.map((o) => valueText(o.value)));
  const more = term.length >= 2 ? (found.data ?? []).filter((s) => !carriedNames.has(s.text)).map((s) => ({ value: s.text, count: null, selected: false })) : [];
  return (
    <CheckboxFacetView
      {...props}
      options={[...carried, ...(more as unknown as FacetViewProps['options'])]}
      showSearch
      searchPlaceholder="Find a brand"
      onSearch={setQ}
      showMore={props.showMore && !term}
    />
  );
}

/** "What's inside": tags read as words ("EU-allergen-free"). */
export function TagFacetView(props: FacetViewProps) {
  return <CheckboxFacetView {...props} formatValue={tagLabel} />;
}

/** Single-select range facet (price, rating): radio buttons plus "Any"; `hint` says what the numbers are. */
export function makeRangeFacetView(field: string, hint?: string) {
  return function RangeFacetView({ label, options, onChange, onRemove }: FacetViewProps) {
    const id = useId();
    const selected = options.find((o) => o.selected);
    return (
      <fieldset className="facet" data-testid={`facet-${label}`}>
        <legend className="facet__label">{label}</legend>
        {hint ? <p className="muted facet__hint">{hint}</p> : null}
        <ul className="facet__options">
          <li className="facet__option">
            <input
              id={`${id}-any`}
              type="radio"
              name={`${id}-range`}
              checked={!selected}
              onChange={() => selected && onRemove(selected.value as FieldValue)}
            />
            <label htmlFor={`${id}-any`}>Any</label>
          </li>
          {options.map((option, index) => {
            const value = option.value as { from?: number; to?: number; name: string };
            const inputId = `${id}-${index}`;
            return (
              <li key={value.name} className="facet__option">
                <input
                  id={inputId}
                  type="radio"
                  name={`${id}-range`}
                  checked={Boolean(option.selected)}
                  disabled={!option.selected && option.count === 0}
                  onChange={() => onChange(option.value as FieldValue)}
                />
                <label htmlFor={inputId}>
                  {rangeLabel(field, value)} <span className="facet__count">({option.count})</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    );
  };
}

export function SortSelectView({ label, options, value, onChange }: SortingViewProps) {
  const id = useId();
  return (
    <div className="inline-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input input--select" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PerPageSelectView({ options = [], value, onChange }: ResultsPerPageViewProps) {
  const id = useId();
  return (
    <div className="inline-field">
      <label htmlFor={id}>Per page</label>
      <select id={id} className="input input--select" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PagingInfoView({ start, end, totalResults, searchTerm }: PagingInfoViewProps) {
  return (
    <p className="muted paging-info" role="status" data-testid="paging-info">
      {totalResults === 0
        ? 'No products'
        : `Showing ${start}–${end} of ${totalResults.toLocaleString('en-US')} product${totalResults === 1 ? '' : 's'}`}
      {searchTerm ? ` for “${searchTerm}”` : ''}
    </p>
  );
}

type Field = { raw?: unknown; snippet?: string };
const raw = (result: Record<string, unknown>, name: string): unknown => (result[name] as Field | undefined)?.raw;

/** One product of the results: links to its detail screen. */
export function ProductResultView({ result }: ResultViewProps) {
  const id = String(raw(result, 'id') ?? '');
  const name = result.name as Field | undefined;
  const brand = raw(result, 'brand');
  const price = raw(result, 'price');
  const ratings = ratingsOfDocument({ retailer_rating: raw(result, 'retailer_rating'), member_rating: raw(result, 'member_rating') });
  const image = raw(result, 'image_url');
  const size = raw(result, 'size');
  const retailerCount = raw(result, 'retailer_count');
  const atRetailers = retailersText(retailerCount);
  return (
    <li className="product-card" data-testid="product-result">
      <Link to={paths.productDetail.getHref(id)} className="product-card__link">
        {typeof image === 'string' && image ? (
          <img className="product-card__image" src={image} alt="" loading="lazy" />
        ) : (
          <span className="product-card__image product-card__image--empty" aria-hidden="true" />
        )}
        <span className="product-card__brand">{typeof brand === 'string' ? brand : ''}</span>
        <span className="product-card__name">
          <Highlight snippet={name?.snippet} fallback={typeof name?.raw === 'string' ? name.raw : ''} />
        </span>
        <span className="product-card__meta">
          {atRetailers ? <span data-testid="product-retailers">{atRetailers}</span> : null}
          {typeof price === 'number' ? <span data-testid="product-price">{priceText(price, retailerCount)}</span> : null}
          {/* one listing's size beside the product's "from" price would mislead */}
          {typeof size === 'string' && size && !atRetailers ? <span>{size}</span> : null}
        </span>
        <ProductRatings className="product-card__ratings" retailer={ratings.retailer} members={ratings.members} />
      </Link>
    </li>
  );
}
