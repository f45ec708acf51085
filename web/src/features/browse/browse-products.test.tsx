import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/testing/fake-api';
import { jsonResponse, renderApp } from '@/testing/render';
import type { UiRequest, UiResponse } from './search-ui/translate';

afterEach(() => vi.unstubAllGlobals());

const PRODUCTS = [
  { id: '1', name: 'Daily Moisturizing Lotion', brand: 'CeraVe', price: 16 },
  { id: '2', name: 'Niacinamide 10% + Zinc 1%', brand: 'The Ordinary', price: 6 },
  { id: '3', name: 'Scented Glow Serum', brand: 'CeraVe', price: 42 },
];

/** A tiny fake of POST /search/ui: brand filter and price sort. */
function answer(request: UiRequest): UiResponse {
  const brands = request.filters.find((f) => f.field === 'brand')?.values as string[] | undefined;
  let rows = PRODUCTS.filter((p) => !brands || brands.includes(p.brand));
  const sort = request.sortList[0];
  if (sort?.field === 'price') rows = [...rows].sort((a, b) => (sort.direction === 'desc' ? b.price - a.price : a.price - b.price));
  return {
    results: rows.map((p) => ({ id: { raw: p.id }, name: { raw: p.name }, brand: { raw: p.brand }, price: { raw: p.price } })),
    totalResults: rows.length,
    totalPages: rows.length ? 1 : 0,
    facets: {
      brand: [{ type: 'value', data: [{ value: 'CeraVe', count: 2 }, { value: 'The Ordinary', count: 1 }].filter((b) => !brands || brands.includes(b.value)) }],
      price: [{ type: 'range', data: [{ value: { from: null, to: 10, name: 'under-10' }, count: 1 }, { value: { from: 10, to: 25, name: '10-25' }, count: 1 }] }],
    },
    requestId: 'r',
    ingredient_terms: [],
  };
}

const names = () => screen.getAllByTestId('product-result').map((li) => li.querySelector('.product-card__name')?.textContent);

describe('/browseProducts (Search UI on our API, URL bound to the router)', () => {
  it('facet and sort write the URL; Back and Forward restore the state', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ 'POST /api/search/ui': ({ body }) => ok(answer(body as UiRequest)) });
    const { router } = renderApp('/browseProducts');
    await waitFor(() => expect(screen.getAllByTestId('product-result')).toHaveLength(3));
    expect(calls.at(-1)?.body).toEqual({ searchTerm: '', filters: [], sortList: [], current: 1, resultsPerPage: 10 });
    expect(within(screen.getAllByTestId('product-result')[0]).getByRole('link')).toHaveAttribute('href', '/productDetail/1');

    await user.click(within(screen.getByTestId('facet-Brand')).getByRole('checkbox', { name: /^CeraVe/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=CeraVe'));
    await waitFor(() => expect(names()).toEqual(['Daily Moisturizing Lotion', 'Scented Glow Serum']));
    expect(calls.at(-1)?.body).toMatchObject({ filters: [{ field: 'brand', values: ['CeraVe'], type: 'any' }] });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    await waitFor(() => expect(router.state.location.search).toBe('?brand=CeraVe&sort=price-desc'));
    await waitFor(() => expect(names()).toEqual(['Scented Glow Serum', 'Daily Moisturizing Lotion']));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?brand=CeraVe');
    await waitFor(() => expect(names()).toEqual(['Daily Moisturizing Lotion', 'Scented Glow Serum']));
    expect(screen.getByLabelText('Sort by')).toHaveValue('|||');
    expect(calls.at(-1)?.body).toMatchObject({ sortList: [], filters: [{ field: 'brand', values: ['CeraVe'] }] });

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getAllByTestId('product-result')).toHaveLength(3));
    expect(within(screen.getByTestId('facet-Brand')).getByRole('checkbox', { name: /^CeraVe/ })).not.toBeChecked();

    await act(() => router.navigate(1));
    await waitFor(() => expect(screen.getAllByTestId('product-result')).toHaveLength(2));
    expect(within(screen.getByTestId('facet-Brand')).getByRole('checkbox', { name: /^CeraVe/ })).toBeChecked();
    // One request per state: Search UI's own URL writes are not searched a second time.
    expect(calls).toHaveLength(6);
  });

  it('reads its state from the URL it is opened with (e.g. a brand chip of the home page)', async () => {
    const { calls } = stubApi({ 'POST /api/search/ui': ({ body }) => ok(answer(body as UiRequest)) });
    const { router } = renderApp('/browseProducts?brand=CeraVe&price=10-25&sort=price-asc&exclude=fragrance');
    await waitFor(() => expect(screen.getAllByTestId('product-result')).toHaveLength(2));
    expect(calls[0].body).toEqual({
      searchTerm: '',
      filters: [
        { field: 'brand', values: ['CeraVe'], type: 'any' },
        { field: 'price', values: [{ from: 10, to: 25, name: '10-25' }], type: 'any' },
        { field: 'ingredients_exclude', values: ['fragrance'], type: 'none' },
      ],
      sortList: [{ field: 'price', direction: 'asc' }],
      current: 1,
      resultsPerPage: 10,
    });
    expect(within(screen.getByTestId('facet-Price')).getByRole('radio', { name: /\$10 – \$25/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove must not contain fragrance' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?brand=CeraVe&price=10-25&exclude=fragrance&sort=price-asc'));
  });

  it('ingredient chips add include (all) and exclude (none) filters', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ 'POST /api/search/ui': ({ body }) => ok(answer(body as UiRequest)) });
    const { router } = renderApp('/browseProducts');
    await waitFor(() => expect(screen.getAllByTestId('product-result')).toHaveLength(3));
    await user.type(screen.getByLabelText('Must contain'), 'niacinamide{Enter}');
    await user.type(screen.getByLabelText('Must not contain'), 'fragrance{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?include=niacinamide&exclude=fragrance'));
    expect(calls.at(-1)?.body).toMatchObject({
      filters: [
        { field: 'ingredients_include', values: ['niacinamide'], type: 'all' },
        { field: 'ingredients_exclude', values: ['fragrance'], type: 'none' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Remove must contain niacinamide' }));
    await waitFor(() => expect(router.state.location.search).toBe('?exclude=fragrance'));
  });

  it('says how each ingredient name was read, and a did-you-mean swaps the unread name for the suggestion', async () => {
    const user = userEvent.setup();
    const reading = (term: string) =>
      term === 'niacinamidde zz'
        ? { term, role: 'include' as const, recognised: false, inci: [], method: null, confidence: 0, correction: null, in_catalog: false, used: false, suggestions: ['NIACINAMIDE'] }
        : { term, role: 'include' as const, recognised: true, inci: ['NIACINAMIDE'], method: 'exact', confidence: 1, correction: null, in_catalog: true, used: true, suggestions: [] };
    const { calls } = stubApi({
      'POST /api/search/ui': ({ body }) => {
        const request = body as UiRequest;
        const typed = (request.filters.find((f) => f.field === 'ingredients_include')?.values ?? []) as string[];
        return ok({ ...answer(request), ingredient_terms: typed.map(reading) });
      },
    });
    const { router } = renderApp('/browseProducts?include=niacinamidde%20zz');
    const readings = await screen.findByTestId('term-readings');
    await waitFor(() => expect(readings).toHaveTextContent('not recognised — it did not filter anything'));
    await user.click(within(screen.getByTestId('term-suggestions')).getByRole('button', { name: 'NIACINAMIDE' }));
    await waitFor(() => expect(router.state.location.search).toBe('?include=NIACINAMIDE'));
    await waitFor(() => expect(screen.getByTestId('term-readings')).toHaveTextContent('NIACINAMIDE → NIACINAMIDE'));
    expect(calls.at(-1)?.body).toMatchObject({ filters: [{ field: 'ingredients_include', values: ['NIACINAMIDE'], type: 'all' }] });
  });

  it('the brand filter box finds a brand the facet does not carry, through the brand autocomplete', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST /api/search/ui': ({ body }) => ok(answer(body as UiRequest)),
      'GET /api/search/autocomplete': () => ok([{ type: 'brand', id: '9', text: 'Glow Recipe' }, { type: 'brand', id: '1', text: 'CeraVe' }]),
    });
    const { router } = renderApp('/browseProducts');
    const facet = await screen.findByTestId('facet-Brand');
    await user.type(within(facet).getByLabelText('Find a brand'), 'gl');
    const option = await within(facet).findByLabelText('Glow Recipe');
    expect(within(facet).queryByLabelText(/CeraVe/)).toBeNull(); // carried, but it does not match "gl"
    const asked = calls.find((c) => c.url.pathname === '/api/search/autocomplete');
    expect(asked?.url.searchParams.get('kinds')).toBe('brand');
    await user.click(option);
    await waitFor(() => expect(router.state.location.search).toContain('brand=Glow+Recipe'));
    expect(calls.at(-1)?.body).toMatchObject({ filters: [{ field: 'brand', values: ['Glow Recipe'], type: 'any' }] });
  });

  it('search unavailable (503): a friendly message with Retry, never /error', async () => {
    const user = userEvent.setup();
    let down = true;
    stubApi({
      'POST /api/search/ui': ({ body }) =>
        down
          ? jsonResponse(503, { status: false, msg: 'Search is temporarily unavailable. Please try again shortly.' }, { 'Retry-After': '7' })
          : ok(answer(body as UiRequest)),
    });
    const { router } = renderApp('/browseProducts?brand=CeraVe');
    const alert = await screen.findByTestId('search-unavailable');
    expect(alert).toHaveTextContent('Try again in about 7 seconds.');
    expect(router.state.location.pathname).toBe('/browseProducts');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByTestId('product-result')).toHaveLength(2));
    expect(screen.queryByTestId('search-unavailable')).toBeNull();
    expect(router.state.location.search).toBe('?brand=CeraVe');
  });
});
