// /browseProducts keeps its Search UI state in readable URL parameters:
//   ?q=serum&brand=CeraVe&brand=The+Ordinary&category=Serums&price=10-25&rating=4-plus
//    &skin=oily&tag=fragrance-free&include=niacinamide&exclude=fragrance&sort=price-asc&page=2&size=20
// Pure functions both ways (the router binding lives in use-router-routing.ts).
import type { Filter, FilterValue, RequestState } from '@elastic/search-ui';
import { SEARCH } from '@/config/constants';
import { FILTERS, RESULTS_PER_PAGE_OPTIONS, SORT_FIELDS, rangeFromName, filterSpec } from './fields';

const MAX_PAGE = 1000;

/** Every key of the request state, defaults filled in: a URL change replaces the whole state. */
export type FullRequestState = Required<Pick<RequestState, 'searchTerm' | 'filters' | 'current' | 'resultsPerPage' | 'sortList' | 'sortField' | 'sortDirection'>>;

export const DEFAULT_REQUEST_STATE: FullRequestState = {
  searchTerm: '',
  filters: [],
  current: 1,
  resultsPerPage: SEARCH.browsePageSize,
  sortList: [],
  sortField: '',
  sortDirection: '',
};

function rangeName(value: FilterValue): string | null {
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value.name === 'string') return value.name;
  return typeof value === 'string' ? value : null;
}

/** The current sort as `field-direction`, or null for relevance. */
function sortParam(state: RequestState): string | null {
  const entry = state.sortList?.length ? state.sortList[0] : state.sortField ? { field: state.sortField, direction: state.sortDirection } : null;
  if (!entry?.field || entry.field === 'relevance') return null;
  return `${entry.field}-${entry.direction === 'desc' ? 'desc' : 'asc'}`;
}

/** Search UI state → URL query (no leading `?`); defaults are left out. */
export function stateToQuery(state: RequestState): string {
  const params = new URLSearchParams();
  const term = (state.searchTerm ?? '').trim();
  if (term) params.set('q', term);
  for (const spec of FILTERS) {
    for (const filter of state.filters ?? []) {
      if (filter.field !== spec.field) continue;
      for (const value of filter.values) {
        if (spec.kind === 'range') {
          const name = rangeName(value);
          if (name) params.append(spec.param, name);
        } else if (typeof value !== 'object' && String(value).trim()) {
          params.append(spec.param, String(value).trim());
        }
      }
    }
  }
  const sort = sortParam(state);
  if (sort) params.set('sort', sort);
  if (state.current && state.current > 1) params.set('page', String(state.current));
  if (state.resultsPerPage && state.resultsPerPage !== SEARCH.browsePageSize) params.set('size', String(state.resultsPerPage));
  return params.toString();
}

function positiveInt(raw: string | null, max: number): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

/** URL query (with or without `?`) → the full Search UI request state. Unknown or broken parts are ignored. */
export function queryToState(search: string): FullRequestState {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const filters: Filter[] = [];
  for (const spec of FILTERS) {
    const raw = [...new Set(params.getAll(spec.param).map((v) => v.trim()).filter(Boolean))];
    if (!raw.length) continue;
    if (spec.kind === 'range') {
      const range = rangeFromName(raw[raw.length - 1]);
      if (range) filters.push({ field: spec.field, type: spec.type, values: [range] });
    } else {
      filters.push({ field: spec.field, type: spec.type, values: raw });
    }
  }

  let sortField = '';
  let sortDirection: FullRequestState['sortDirection'] = '';
  const sort = /^([a-z_]+)-(asc|desc)$/.exec(params.get('sort') ?? '');
  if (sort && (SORT_FIELDS as readonly string[]).includes(sort[1]) && sort[1] !== 'relevance') {
    sortField = sort[1];
    sortDirection = sort[2] as 'asc' | 'desc';
  }

  const size = positiveInt(params.get('size'), 50);
  return {
    searchTerm: (params.get('q') ?? '').trim(),
    filters,
    current: positiveInt(params.get('page'), MAX_PAGE) ?? 1,
    resultsPerPage: size && RESULTS_PER_PAGE_OPTIONS.includes(size) ? size : SEARCH.browsePageSize,
    sortList: [],
    sortField,
    sortDirection,
  };
}

/** The filter type a field is kept under (Facets and chips must agree with the URL parser). */
export const typeOf = (field: string) => filterSpec(field)?.type ?? 'all';
