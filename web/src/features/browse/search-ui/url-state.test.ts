import type { RequestState } from '@elastic/search-ui';
import { describe, expect, it } from 'vitest';
import { rangeFromName } from './fields';
import { DEFAULT_REQUEST_STATE, queryToState, stateToQuery } from './url-state';

const FULL: RequestState = {
  searchTerm: 'vitamin c',
  current: 3,
  resultsPerPage: 20,
  sortList: [],
  sortField: 'price',
  sortDirection: 'desc',
  filters: [
    { field: 'brand', type: 'any', values: ['CeraVe', 'The Ordinary'] },
    { field: 'category_path', type: 'any', values: ['Serums'] },
    { field: 'price', type: 'any', values: [{ from: 10, to: 25, name: '10-25' }] },
    { field: 'rating', type: 'any', values: [{ from: 4, name: '4-plus' }] },
    { field: 'skin_types', type: 'any', values: ['oily'] },
    { field: 'tags', type: 'all', values: ['fragrance-free', 'alcohol-free'] },
    { field: 'ingredients_include', type: 'all', values: ['niacinamide'] },
    { field: 'ingredients_exclude', type: 'none', values: ['fragrance', 'alcohol denat'] },
  ],
};

describe('URL state of /browseProducts', () => {
  it('writes readable parameters', () => {
    expect(stateToQuery(FULL)).toBe(
      'q=vitamin+c&brand=CeraVe&brand=The+Ordinary&category=Serums&price=10-25&rating=4-plus&skin=oily' +
        '&tag=fragrance-free&tag=alcohol-free&include=niacinamide&exclude=fragrance&exclude=alcohol+denat' +
        '&sort=price-desc&page=3&size=20',
    );
  });

  it('round-trips: state → URL → the same state', () => {
    expect(queryToState(`?${stateToQuery(FULL)}`)).toEqual(FULL);
    expect(stateToQuery(queryToState(stateToQuery(FULL)))).toBe(stateToQuery(FULL));
  });

  it('the default state is the empty URL, and the empty URL is the full default state', () => {
    expect(stateToQuery(DEFAULT_REQUEST_STATE)).toBe('');
    expect(queryToState('')).toEqual(DEFAULT_REQUEST_STATE);
    expect(queryToState('?')).toEqual(DEFAULT_REQUEST_STATE);
  });

  it('a sortList (Search UI keeps one when set so) is written the same way', () => {
    expect(stateToQuery({ sortList: [{ field: 'rating', direction: 'desc' }] })).toBe('sort=rating-desc');
    expect(stateToQuery({ sortField: 'relevance', sortDirection: 'asc' })).toBe('');
  });

  it('ignores what the server would reject: unknown sorts and params, bad pages and sizes, broken ranges', () => {
    const state = queryToState('?sort=owner_id-asc&secret=1&page=0&size=7&price=cheap&rating=5-2&brand=&brand=CeraVe&brand=CeraVe');
    expect(state).toEqual({ ...DEFAULT_REQUEST_STATE, filters: [{ field: 'brand', type: 'any', values: ['CeraVe'] }] });
    expect(queryToState('?page=1001').current).toBe(1);
  });

  it('a shared link with just a brand (home chips) is a brand filter', () => {
    expect(queryToState('brand=La+Roche-Posay').filters).toEqual([{ field: 'brand', type: 'any', values: ['La Roche-Posay'] }]);
  });

  it('range names say their bounds', () => {
    expect(rangeFromName('under-10')).toEqual({ to: 10, name: 'under-10' });
    expect(rangeFromName('10-25')).toEqual({ from: 10, to: 25, name: '10-25' });
    expect(rangeFromName('100-plus')).toEqual({ from: 100, name: '100-plus' });
    expect(rangeFromName('2.5-3')).toEqual({ from: 2.5, to: 3, name: '2.5-3' });
    expect(rangeFromName('25-10')).toBeNull();
    expect(rangeFromName('cheap')).toBeNull();
  });
});
