import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/testing/fake-api';
import { jsonResponse, renderApp } from '@/testing/render';
import { groupResults, kindsParam } from './groups';
import { readSearchState, writeSearchState } from './search-state';
import type { SearchItem } from '@/types';

afterEach(() => vi.unstubAllGlobals());

const SUGGESTIONS = [
  { type: 'product', id: '11', text: 'Niacinamide 10% + Zinc 1%', context: 'The Ordinary' },
  { type: 'brand', id: '3', text: 'The Ordinary' },
  { type: 'inci', id: '40', text: 'NIACINAMIDE', inci_uuid: '0b5c7a7e-1111-4a4a-9b9b-000000000040' },
];

const item = (
  type: string,
  id: string,
  fields: Record<string, unknown>,
  highlights: Record<string, string[]> = {},
  flags: Partial<Pick<SearchItem, 'best_match' | 'partial_match'>> = {},
): SearchItem => ({
  type,
  id,
  score: 1,
  fields,
  highlights,
  best_match: false,
  partial_match: false,
  ...flags,
});

const PAGE = {
  items: [
    item('product', '11', { name: 'Niacinamide 10% + Zinc 1%', brand: 'The Ordinary', price: 6 }, { name: ['<em>Niacinamide</em> 10% + Zinc 1%'] }),
    item('inci', '40', { name: 'NIACINAMIDE', uuid: '0b5c7a7e-1111-4a4a-9b9b-000000000040', functions: ['Skin Conditioning'] }),
    item('review', '5', { title: 'Great <b>serum</b>', author_nickname: 'Ana' }, { body: ['my <em>niacinamide</em> pick <script>x()</script>'] }),
  ],
  page_no: 1,
  page_num: 10,
  total_count: 3,
  hasMore: false,
  counts: { product: 1, inci: 1, review: 1 },
};

describe('search state (spec §3: searchTerm, selectedItems)', () => {
  it('reads and writes the URL', () => {
    const state = readSearchState(new URLSearchParams('keyword=%20serum%20&kinds=products,bogus&kinds=ingredients'));
    expect(state).toEqual({ searchTerm: 'serum', selectedItems: ['products', 'ingredients'] });
    expect(writeSearchState(state).toString()).toBe('keyword=serum&kinds=products%2Cingredients');
  });

  it('groups results by kind in a fixed order, only the selected kinds', () => {
    expect(groupResults(PAGE.items, []).map((g) => [g.group.key, g.items.length])).toEqual([
      ['products', 1],
      ['ingredients', 1],
      ['community', 1],
    ]);
    expect(groupResults(PAGE.items, ['community']).map((g) => g.group.key)).toEqual(['community']);
  });

  it('asks GET /search for the selected groups\' types', () => {
    expect(kindsParam([])).toBeUndefined();
    expect(kindsParam(['community', 'products'])).toBe('product,review,routine,dupe,feedback');
    expect(kindsParam(['members'])).toBe('user');
  });
});

describe('search box with suggestions (home)', () => {
  it('arrows move through suggestions, Enter opens the highlighted one, Escape closes', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET /api/search/autocomplete': () => ok(SUGGESTIONS),
      'GET /api/brand/labels': () => ok([]),
      'GET /api/product/random_list': () => ok({ items: [], page_no: 1, page_num: 10, total_count: 0, hasMore: false }),
      'GET /api/browse/random_content': () => ok({ items: [], page_no: 1, page_num: 10, total_count: 0, hasMore: false }),
    });
    const { router } = renderApp('/');
    const box = await screen.findByRole('combobox', { name: 'Search products, brands, categories and ingredients' });
    await user.type(box, 'niac');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions for niac' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Niacinamide 10% + Zinc 1% · The OrdinaryProduct', 'The OrdinaryBrand', 'NIACINAMIDEIngredient']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(calls.find((c) => c.url.pathname === '/api/search/autocomplete')?.url.searchParams.get('kinds')).toBe('product,brand,category,inci');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}'); // wraps to the first
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}'); // wraps to the last
    expect(box).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).toBeNull();
    expect(box).toHaveValue('niac');

    await user.keyboard('{ArrowDown}'); // reopens on the first
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/browseProducts'));
    expect(router.state.location.search).toBe('?brand=The+Ordinary');
  });

  it('an ingredient suggestion opens its ingredient page', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/search/autocomplete': () => ok(SUGGESTIONS),
      'GET /api/brand/labels': () => ok([]),
      'GET /api/product/random_list': () => ok({ items: [], page_no: 1, page_num: 10, total_count: 0, hasMore: false }),
      'GET /api/browse/random_content': () => ok({ items: [], page_no: 1, page_num: 10, total_count: 0, hasMore: false }),
    });
    const { router } = renderApp('/');
    await user.type(await screen.findByRole('combobox', { name: 'Search products, brands, categories and ingredients' }), 'niac');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /^NIACINAMIDE/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredientDetail/0b5c7a7e-1111-4a4a-9b9b-000000000040'));
  });

  it('Enter without a highlighted suggestion searches for the text; Escape on a closed list clears it', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/search/autocomplete': () => ok(SUGGESTIONS),
      'GET /api/search': () => ok(PAGE),
      'GET /api/brand/labels': () => ok([]),
      'GET /api/product/random_list': () => ok({ items: [], page_no: 1, page_num: 10, total_count: 0, hasMore: false }),
      'GET /api/browse/random_content': () => ok({ items: [], page_no: 1, page_num: 10, total_count: 0, hasMore: false }),
    });
    const { router } = renderApp('/');
    const box = await screen.findByRole('combobox', { name: 'Search products, brands, categories and ingredients' });
    await user.type(box, 'x{Escape}{Escape}');
    expect(box).toHaveValue('');
    await user.type(box, 'niac');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ntn/search'));
    expect(router.state.location.search).toBe('?keyword=niac');
  });
});

describe('/ntn/search', () => {
  it('groups results, renders only <em> from highlights, links each result to its screen', async () => {
    const { calls } = stubApi({ 'GET /api/search': () => ok(PAGE) });
    renderApp('/ntn/search?keyword=niacinamide');
    const products = await screen.findByTestId('group-products');
    expect(within(products).getByRole('heading', { name: 'Products · 1' })).toBeInTheDocument();
    const link = within(products).getByRole('link');
    expect(link).toHaveAttribute('href', '/productDetail/11');
    expect(link.querySelector('em')?.textContent).toBe('Niacinamide');
    expect(within(screen.getByTestId('group-ingredients')).getByRole('link')).toHaveAttribute(
      'href',
      '/ingredientDetail/0b5c7a7e-1111-4a4a-9b9b-000000000040',
    );
    const community = screen.getByTestId('group-community');
    expect(within(community).getByRole('link')).toHaveAttribute('href', '/reviewDetail/5');
    expect(community.querySelector('script, b')).toBeNull();
    expect(community).toHaveTextContent('my niacinamide pick <script>x()</script>');
    expect(calls[0].url.searchParams.get('page_no')).toBe('1');
    expect(calls[0].url.searchParams.get('page_num')).toBe('10');
  });

  it('a product several retailers sell is one result "at 2 retailers · from $X"', async () => {
    const page = {
      ...PAGE,
      items: [
        item('product', '11', { name: 'Barrier Cream', brand: 'Lumen Lab', price: 42, retailer_count: 2 }),
        item('product', '12', { name: 'Barrier Serum', brand: 'Lumen Lab', price: 60, retailer_count: 1 }),
      ],
      total_count: 2,
      counts: { product: 2 },
    };
    stubApi({ 'GET /api/search': () => ok(page) });
    renderApp('/ntn/search?keyword=barrier');
    const links = within(await screen.findByTestId('group-products')).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Lumen Lab · at 2 retailers · from $42.00');
    expect(links[1]).toHaveTextContent('Lumen Lab · $60.00');
    expect(links[1]).not.toHaveTextContent('retailers');
  });

  it('load more follows the paging rules; a selected kind narrows GET /search to its types', async () => {
    const user = userEvent.setup();
    const products = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => item('product', String(from + i), { name: `Product ${from + i}` }));
    const { calls } = stubApi({
      'GET /api/search': ({ url }) => {
        const page = Number(url.searchParams.get('page_no'));
        if (url.searchParams.get('kinds') === null) return ok({ ...PAGE, items: [], counts: { product: 13, inci: 4 } });
        // page 2 repeats one item of page 1 and is short: the list is then all loaded
        const items = page === 1 ? products(1, 10) : [...products(10, 1), ...products(11, 3)];
        return ok({ items, page_no: page, page_num: 10, total_count: 13, hasMore: page === 1, counts: { product: 13 } });
      },
    });
    renderApp('/ntn/search?keyword=product&kinds=products');
    expect(await screen.findByRole('heading', { name: 'Products · showing 10 of 13' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Products · 13' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('That’s everything.')).toBeInTheDocument();
    const listCalls = calls.filter((c) => c.url.searchParams.get('kinds') === 'product');
    expect(listCalls.map((c) => c.url.searchParams.get('page_no'))).toEqual(['1', '2']);
    // The toggles name every kind's total, from one call over all kinds.
    expect(await screen.findByRole('button', { name: 'Products: 13 products' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Ingredients: 4 ingredients' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the best match above the products, and every count says what it counts', async () => {
    const bestPage = {
      items: [
        item('inci', '40', { name: 'NIACINAMIDE', uuid: 'u-40', product_count: 1292 }, {}, { best_match: true }),
        ...Array.from({ length: 8 }, (_, i) => item('product', String(i + 1), { name: `Serum ${i + 1}` })),
        item('product', '99', { name: 'Glow Toner' }, {}, { partial_match: true }),
      ],
      page_no: 1,
      page_num: 10,
      total_count: 1469,
      hasMore: true,
      counts: { product: 437, product_partial: 20, inci: 12, brand: 0, review: 1000 },
    };
    stubApi({ 'GET /api/search': () => ok(bestPage) });
    renderApp('/ntn/search?keyword=niacinamide');
    const bestMatches = await screen.findByTestId('best-matches');
    expect(within(bestMatches).getByRole('link')).toHaveTextContent('IngredientNIACINAMIDEIngredient · in 1,292 products');
    expect(screen.getByTestId('search-count')).toHaveTextContent(
      '437 products · 12 ingredients · 1,000 posts for “niacinamide”; 20 products match some of the words',
    );
    const products = screen.getByTestId('group-products');
    expect(within(products).getByRole('heading', { name: 'Products · showing 8 of 437' })).toBeInTheDocument();
    expect(within(products).getByRole('heading', { name: 'Products matching some of your words · showing 1 of 20' })).toBeInTheDocument();
    // The best match is not repeated in its group, which waits below the products.
    expect(screen.queryByTestId('group-ingredients')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ingredients: 12 ingredients' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Community: 1,000 posts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Brands/ })).toBeNull(); // nothing found: no choice
  });

  it('a member result links to the profile', async () => {
    const page = {
      ...PAGE,
      items: [item('user', '7', { nickname: 'dewy-peony-4821', is_imported: false }, {}, { best_match: true })],
      counts: { user: 1 },
    };
    stubApi({ 'GET /api/search': () => ok(page) });
    renderApp('/ntn/search?keyword=dewy-peony-4821');
    const link = within(await screen.findByTestId('best-matches')).getByRole('link');
    expect(link).toHaveAttribute('href', '/userProfile/7');
    expect(link).toHaveTextContent('Memberdewy-peony-4821Glowdex member');
    expect(screen.getByTestId('search-count')).toHaveTextContent('1 member for “dewy-peony-4821”');
  });

  it('says when nothing was found', async () => {
    stubApi({ 'GET /api/search': () => ok({ items: [], page_no: 1, page_num: 10, total_count: 0, hasMore: false }) });
    renderApp('/ntn/search?keyword=zzqx');
    expect(await screen.findByRole('heading', { name: 'Nothing found for “zzqx”' })).toBeInTheDocument();
  });

  it('search unavailable (503) shows a friendly message and Retry, not /error', async () => {
    const user = userEvent.setup();
    let down = true;
    stubApi({
      'GET /api/search': () =>
        down
          ? jsonResponse(503, { status: false, msg: 'Search is temporarily unavailable. Please try again shortly.' }, { 'Retry-After': '5' })
          : ok(PAGE),
    });
    const { router } = renderApp('/ntn/search?keyword=niacinamide');
    const alert = await screen.findByTestId('search-unavailable');
    expect(alert).toHaveTextContent('Search is taking a short break');
    expect(alert).toHaveTextContent('Try again in about 5 seconds.');
    expect(router.state.location.pathname).toBe('/ntn/search');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('group-products')).toBeInTheDocument();
    expect(screen.queryByTestId('search-unavailable')).toBeNull();
  });
});
