// Pure translation between Search UI and our POST /search/ui (architecture §5): the connector sends
// only the request state (term, filters, sort, page) — never Search UI's query config — and reads
// the response state back. The server owns fields, facets and sorts.
import type {
  AutocompleteResponseState,
  Filter,
  FilterValue,
  FilterValueRange,
  RequestState,
  ResponseState,
} from '@elastic/search-ui';
import { SEARCH } from '@/config/constants';
import type { Schemas, Suggestion } from '@/types';
import { filterSpec, rangeFromName } from './fields';

// POST /search/ui's request and response state, as the API's schema states them.
export type UiRange = Schemas['UiRange'];
export type UiFilter = Schemas['UiFilter'];
export type UiSort = Schemas['UiSort'];
/** What the connector sends: every list present (the API defaults them, we always state them). */
export type UiRequest = Required<Schemas['UiRequest']>;
export type UiFacetValue = Schemas['UiFacetValue'];
export type UiFacet = Schemas['UiFacet'];
export type UiResponse = Schemas['UiResponse'];

const LIMITS = { current: 1000, resultsPerPage: 50, filters: 20, values: 50, term: 200 } as const;

const clamp = (n: unknown, min: number, max: number, fallback: number) => {
  const value = typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : fallback;
  return Math.min(max, Math.max(min, value));
};

const isRange = (value: FilterValue): value is FilterValueRange =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() && Number.isFinite(Number(value))) return Number(value);
  return undefined;
};

function toUiRange(value: FilterValue): UiRange | null {
  if (isRange(value)) {
    const from = toNumber(value.from);
    const to = toNumber(value.to);
    if (from === undefined && to === undefined) {
      const named = typeof value.name === 'string' ? rangeFromName(value.name) : null;
      return named ? { ...named } : null;
    }
    return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}), ...(value.name ? { name: String(value.name) } : {}) };
  }
  return typeof value === 'string' ? rangeFromName(value) : null;
}

/** Search UI filters → the server's: string values, one {from, to} per range filter, empties dropped. */
export function toUiFilters(filters: readonly Filter[] = []): UiFilter[] {
  const out: UiFilter[] = [];
  for (const filter of filters) {
    const spec = filterSpec(filter.field);
    const type = filter.type ?? spec?.type ?? 'all';
    if (spec?.kind === 'range') {
      const ranges = filter.values.map(toUiRange).filter((r): r is UiRange => r !== null);
      if (ranges.length) out.push({ field: filter.field, values: [ranges[ranges.length - 1]], type });
      continue;
    }
    const values = [
      ...new Set(
        filter.values
          .filter((v) => !isRange(v))
          .map((v) => String(v).trim())
          .filter(Boolean),
      ),
    ].slice(0, LIMITS.values);
    if (values.length) out.push({ field: filter.field, values, type });
  }
  return out.slice(0, LIMITS.filters);
}

/** Search UI keeps either a sortList or a sortField + sortDirection; the server wants one sortList entry. */
export function toUiSort(state: Pick<RequestState, 'sortList' | 'sortField' | 'sortDirection'>): UiSort[] {
  const entry = state.sortList?.length ? state.sortList[0] : state.sortField ? { field: state.sortField, direction: state.sortDirection ?? '' } : null;
  if (!entry || !entry.field || entry.field === 'relevance') return [];
  const direction = entry.direction === 'desc' ? 'desc' : 'asc';
  return [{ field: entry.field, direction }];
}

/** The whole request body of POST /search/ui. */
export function toUiRequest(state: RequestState): UiRequest {
  return {
    searchTerm: (state.searchTerm ?? '').slice(0, LIMITS.term),
    filters: toUiFilters(state.filters),
    sortList: toUiSort(state),
    current: clamp(state.current, 1, LIMITS.current, 1),
    resultsPerPage: clamp(state.resultsPerPage, 1, LIMITS.resultsPerPage, SEARCH.browsePageSize),
  };
}

/**
 * The server's response state → what the driver merges into its state. Paging numbers
 * (pagingStart, pagingEnd, resultSearchTerm) are left out: the driver computes them and a value
 * here would overwrite them. Each facet gets its field name, as Search UI's facets carry it.
 */
export function fromUiResponse(data: UiResponse): ResponseState {
  const facets: Record<string, unknown[]> = {};
  for (const [field, list] of Object.entries(data.facets ?? {})) {
    facets[field] = list.map((facet) => ({ field, type: facet.type, data: facet.data.filter((d) => d.value !== null && d.value !== '') }));
  }
  const partial = {
    results: data.results ?? [],
    totalResults: data.totalResults ?? 0,
    totalPages: data.totalPages ?? 0,
    facets,
    requestId: data.requestId ?? '',
    rawResponse: data,
  };
  return partial as unknown as ResponseState;
}

/** Our suggestions → Search UI's autocomplete state: one suggestion section per kind. */
export function toAutocompleteState(suggestions: readonly Suggestion[]): AutocompleteResponseState {
  const sections: Record<string, { suggestion: string; data: Suggestion; queryType: 'suggestion' }[]> = {};
  for (const s of suggestions) {
    // A product shows its brand beside the name; picking it opens the product (the screen reads `data`).
    (sections[s.type] ??= []).push({ suggestion: s.context ? `${s.text} · ${s.context}` : s.text, data: s, queryType: 'suggestion' });
  }
  return {
    autocompletedSuggestions: sections,
    autocompletedSuggestionsRequestId: '',
    autocompletedResults: [],
    autocompletedResultsRequestId: '',
  };
}

export const EMPTY_AUTOCOMPLETE: AutocompleteResponseState = toAutocompleteState([]);
