import type { RequestState } from '@elastic/search-ui';
import { describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError } from '@/lib/api-errors';
import { GlowdexConnector } from './connector';
import { fromUiResponse, toAutocompleteState, toUiFilters, toUiRequest, toUiSort, type UiResponse } from './translate';

describe('toUiRequest: Search UI request state → POST /search/ui body', () => {
  it('keeps term, filters, sort and page; values become strings; ranges keep one {from, to, name}', () => {
    const state: RequestState = {
      searchTerm: 'serum',
      current: 2,
      resultsPerPage: 20,
      sortField: 'price',
      sortDirection: 'desc',
      filters: [
        { field: 'brand', type: 'any', values: ['CeraVe', 'The Ordinary'], persistent: true },
        { field: 'price', type: 'any', values: [{ from: 10, to: 25, name: '10-25' }] },
        { field: 'rating', type: 'any', values: [{ name: '4-plus' }] },
        { field: 'ingredients_include', type: 'all', values: ['niacinamide'] },
        { field: 'ingredients_exclude', type: 'none', values: ['fragrance', 'fragrance', ' '] },
        { field: 'skin_types', type: 'any', values: [] },
      ],
    };
    expect(toUiRequest(state)).toEqual({
      searchTerm: 'serum',
      current: 2,
      resultsPerPage: 20,
      sortList: [{ field: 'price', direction: 'desc' }],
      filters: [
        { field: 'brand', type: 'any', values: ['CeraVe', 'The Ordinary'] },
        { field: 'price', type: 'any', values: [{ from: 10, to: 25, name: '10-25' }] },
        { field: 'rating', type: 'any', values: [{ from: 4, name: '4-plus' }] },
        { field: 'ingredients_include', type: 'all', values: ['niacinamide'] },
        { field: 'ingredients_exclude', type: 'none', values: ['fragrance'] },
      ],
    });
  });

  it('sends exactly the request state keys: never fields, facets or sort definitions', () => {
    const body = toUiRequest({ searchTerm: '', filters: [] });
    expect(Object.keys(body).sort()).toEqual(['current', 'filters', 'resultsPerPage', 'searchTerm', 'sortList']);
    expect(body).toEqual({ searchTerm: '', filters: [], sortList: [], current: 1, resultsPerPage: 10 });
  });

  it('bounds page and page size to what the server accepts', () => {
    expect(toUiRequest({ current: 0, resultsPerPage: 500 })).toMatchObject({ current: 1, resultsPerPage: 50 });
    expect(toUiRequest({ current: 5000, resultsPerPage: 0 })).toMatchObject({ current: 1000, resultsPerPage: 1 });
  });

  it('a range from the facet (from: null) keeps only its real bounds; a range filter keeps its last value', () => {
    expect(
      toUiFilters([
        { field: 'price', type: 'any', values: [{ from: null as unknown as undefined, to: 10, name: 'under-10' }, { name: '100-plus' }] },
      ]),
    ).toEqual([{ field: 'price', type: 'any', values: [{ from: 100, name: '100-plus' }] }]);
  });

  it('sort: sortList wins, relevance or nothing is no sort, a missing direction is ascending', () => {
    expect(toUiSort({ sortList: [{ field: 'rating', direction: 'desc' }], sortField: 'price', sortDirection: 'asc' })).toEqual([
      { field: 'rating', direction: 'desc' },
    ]);
    expect(toUiSort({ sortField: 'relevance', sortDirection: 'desc' })).toEqual([]);
    expect(toUiSort({ sortField: '', sortDirection: '' })).toEqual([]);
    expect(toUiSort({ sortField: 'name', sortDirection: '' })).toEqual([{ field: 'name', direction: 'asc' }]);
  });
});

const RESPONSE: UiResponse = {
  results: [{ id: { raw: '7' }, name: { raw: 'Serum', snippet: '<em>Serum</em>' }, price: { raw: 6 } }],
  totalResults: 31,
  totalPages: 4,
  facets: {
    brand: [{ type: 'value', data: [{ value: 'CeraVe', count: 2 }, { value: '', count: 1 }] }],
    price: [{ type: 'range', data: [{ value: { from: null, to: 10, name: 'under-10' }, count: 3 }] }],
  },
  requestId: 'r-1',
  ingredient_terms: [],
};

describe('fromUiResponse: POST /search/ui data → Search UI response state', () => {
  it('passes results and totals, names each facet, and leaves paging numbers to the driver', () => {
    const state = fromUiResponse(RESPONSE) as unknown as Record<string, unknown>;
    expect(state.results).toEqual(RESPONSE.results);
    expect(state.totalResults).toBe(31);
    expect(state.totalPages).toBe(4);
    expect(state.requestId).toBe('r-1');
    expect(state.facets).toEqual({
      brand: [{ field: 'brand', type: 'value', data: [{ value: 'CeraVe', count: 2 }] }],
      price: [{ field: 'price', type: 'range', data: [{ value: { from: null, to: 10, name: 'under-10' }, count: 3 }] }],
    });
    for (const key of ['pagingStart', 'pagingEnd', 'resultSearchTerm', 'wasSearched']) expect(state).not.toHaveProperty(key);
  });
});

describe('toAutocompleteState', () => {
  it('one suggestion section per kind, each suggestion carrying what was suggested', () => {
    const state = toAutocompleteState([
      { type: 'product', id: '1', text: 'Niacinamide 10%' },
      { type: 'inci', id: '9', text: 'NIACINAMIDE' },
      { type: 'product', id: '2', text: 'Niacinamide Booster' },
    ]);
    expect(Object.keys(state.autocompletedSuggestions)).toEqual(['product', 'inci']);
    expect(state.autocompletedSuggestions.product).toEqual([
      { suggestion: 'Niacinamide 10%', data: { type: 'product', id: '1', text: 'Niacinamide 10%' }, queryType: 'suggestion' },
      { suggestion: 'Niacinamide Booster', data: { type: 'product', id: '2', text: 'Niacinamide Booster' }, queryType: 'suggestion' },
    ]);
    expect(state.autocompletedResults).toEqual([]);
  });
});

describe('GlowdexConnector', () => {
  it('onSearch sends only the request state, whatever the query config says', async () => {
    const search = vi.fn().mockResolvedValue(RESPONSE);
    const connector = new GlowdexConnector({ search, suggest: vi.fn() });
    const queryConfig = { result_fields: { secret: { raw: {} } }, facets: { owner_id: { type: 'value' } }, search_fields: { x: {} } };
    await connector.onSearch({ searchTerm: 'serum', current: 1, resultsPerPage: 10, filters: [] }, queryConfig as never);
    expect(search).toHaveBeenCalledWith({ searchTerm: 'serum', filters: [], sortList: [], current: 1, resultsPerPage: 10 });
  });

  it('onSearch keeps the failure for the screen and rethrows it', async () => {
    const down = new ServiceUnavailableError({ status: false, msg: 'down' }, 5);
    const connector = new GlowdexConnector({ search: vi.fn().mockRejectedValue(down), suggest: vi.fn() });
    await expect(connector.onSearch({}, {})).rejects.toBe(down);
    expect(connector.lastError).toBe(down);
  });

  it('onAutocomplete asks for suggestions only when Search UI wants them, and a failure is no suggestions', async () => {
    const suggest = vi.fn().mockResolvedValue([{ type: 'brand', id: '3', text: 'CeraVe' }]);
    const connector = new GlowdexConnector({ search: vi.fn(), suggest });
    expect((await connector.onAutocomplete({ searchTerm: 'cer' }, { results: {} })).autocompletedSuggestions).toEqual({});
    const state = await connector.onAutocomplete({ searchTerm: ' cer ' }, { suggestions: { size: 5 } });
    expect(suggest).toHaveBeenCalledWith('cer', 5);
    expect(state.autocompletedSuggestions.brand).toHaveLength(1);
    suggest.mockRejectedValueOnce(new Error('503'));
    expect((await connector.onAutocomplete({ searchTerm: 'cer' }, { suggestions: {} })).autocompletedSuggestions).toEqual({});
  });
});
