// /browseProducts behaves like a shop (issue 21 §4, §5, §3): results first with a filters drawer and its live count,
// chips that read as words, page links that are real links, and the member's own "Collected" filter.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';
import { pageWindow } from './components/paging-links';
import { chipText } from './search-ui/fields';
import type { UiRequest, UiResponse } from './search-ui/translate';

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.signOut();
});

function answer(request: UiRequest, total = 3): UiResponse {
  return {
    results: [{ id: { raw: '1' }, name: { raw: 'Lotion' }, brand: { raw: 'CeraVe' }, price: { raw: 16 },
      retailer_rating: { raw: { retailer: 'Sephora', average: 4.41, count: 1321 } }, member_rating: { raw: { average: 4, count: 2 } } }],
    totalResults: total,
    totalPages: Math.ceil(total / request.resultsPerPage),
    facets: { brand: [{ type: 'value', data: [{ value: 'CeraVe', count: 2 }, { value: 'The Ordinary', count: 1 }] }] },
    requestId: 'r',
    ingredient_terms: [],
  };
}

describe('browse chips and pages', () => {
  it('chips read as words', () => {
    expect(chipText('price', { to: 10, name: 'under-10' })).toBe('Price: under $10');
    expect(chipText('price', { from: 10, to: 25, name: '10-25' })).toBe('Price: $10 – $25');
    expect(chipText('rating', { from: 4, name: '4-plus' })).toBe('Rating: 4★ & up');
    expect(chipText('tags', 'eu-allergen-free')).toBe('EU-allergen-free');
    expect(chipText('skin_types', 'oily')).toBe('Oily skin');
    expect(chipText('ingredients_exclude', 'fragrance')).toBe('Without fragrance');
    expect(chipText('brand', 'CeraVe')).toBe('CeraVe');
    expect(chipText('collected', 'yes')).toBe('Collected by me');
    expect(chipText('retailers', 'LookFantastic')).toBe('At LookFantastic');
  });

  it('shows the chips of a shared link in words', async () => {
    stubApi({ 'POST /api/search/ui': ({ body }) => ok(answer(body as UiRequest)) });
    renderApp('/browseProducts?price=under-10&tag=eu-allergen-free&skin=oily');
    const chips = await screen.findByTestId('active-filters');
    expect(within(chips).getAllByRole('button').map((b) => b.textContent?.replace('×', '').trim())).toEqual([
      'Price: under $10',
      'Oily skin',
      'EU-allergen-free',
      'Clear all',
    ]);
  });

  it('pages are real links (a new tab opens them), and a click pages in place', async () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 20)).toEqual([1, null, 4, 5, 6, null, 20]);
    const user = userEvent.setup();
    const { calls } = stubApi({ 'POST /api/search/ui': ({ body }) => ok(answer(body as UiRequest, 25)) });
    const { router } = renderApp('/browseProducts?brand=CeraVe');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    const two = within(pages).getByRole('link', { name: '2' });
    expect(two).toHaveAttribute('href', '/browseProducts?brand=CeraVe&page=2');
    expect(within(pages).getByRole('link', { name: 'Next ›' })).toHaveAttribute('href', '/browseProducts?brand=CeraVe&page=2');
    await user.click(two);
    await waitFor(() => expect(router.state.location.search).toBe('?brand=CeraVe&page=2'));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ current: 2 }));
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByText('2')).toHaveAttribute('aria-current', 'page');
  });

  it('each card says whose rating it shows', async () => {
    stubApi({ 'POST /api/search/ui': ({ body }) => ok(answer(body as UiRequest)) });
    renderApp('/browseProducts');
    const card = await screen.findByTestId('product-result');
    expect(within(card).getByTestId('retailer-rating')).toHaveTextContent('★ 4.4 at Sephora, 1,321 ratings');
    expect(within(card).getByTestId('member-rating')).toHaveTextContent('★ 4.0 from 2 Glowdex members');
  });
});

describe('one card per product (issue 23)', () => {
  it('a product several retailers sell says at how many and from which price, and a retailer narrows it', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ 'POST /api/search/ui': ({ body }) => {
      const sold: UiResponse = answer(body as UiRequest, 2);
      sold.results = [
        { id: { raw: '1' }, name: { raw: 'Barrier Cream' }, brand: { raw: 'Lumen Lab' }, price: { raw: 42 }, size: { raw: '50 ml' },
          retailer_count: { raw: 2 } },
        { id: { raw: '2' }, name: { raw: 'Barrier Serum' }, brand: { raw: 'Lumen Lab' }, price: { raw: 60 }, size: { raw: '30 ml' },
          retailer_count: { raw: 1 } },
      ];
      sold.facets = { retailers: [{ type: 'value', data: [{ value: 'Sephora', count: 2 }, { value: 'LookFantastic', count: 1 }] }] };
      return ok(sold);
    } });
    renderApp('/browseProducts');
    const [several, one] = await screen.findAllByTestId('product-result');
    expect(within(several).getByTestId('product-retailers')).toHaveTextContent('at 2 retailers');
    expect(within(several).getByTestId('product-price')).toHaveTextContent('from $42.00');
    expect(within(several).queryByText('50 ml')).toBeNull(); // one listing's size beside "from" would mislead
    expect(within(one).queryByTestId('product-retailers')).toBeNull();
    expect(within(one).getByTestId('product-price')).toHaveTextContent('$60.00');
    expect(within(one).getByText('30 ml')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('facet-Retailer')).getByRole('checkbox', { name: /^LookFantastic/ }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({
      filters: [{ field: 'retailers', values: ['LookFantastic'], type: 'any' }] }));
  });
});

describe('the filters drawer', () => {
  it('opens from "Filters", shows the live result count, and closes back to the results', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/search/ui': ({ body }) => {
      const request = body as UiRequest;
      return ok(answer(request, request.filters.length ? 2 : 1234));
    } });
    renderApp('/browseProducts');
    const open = await screen.findByTestId('filters-button');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(screen.getByTestId('browse-filters')).toHaveClass('is-open');
    await waitFor(() => expect(screen.getByTestId('show-results')).toHaveTextContent('Show 1,234 products'));
    await user.click(within(screen.getByTestId('facet-Brand')).getByRole('checkbox', { name: /^CeraVe/ }));
    await waitFor(() => expect(screen.getByTestId('show-results')).toHaveTextContent('Show 2 products'));
    expect(screen.getByTestId('filters-button')).toHaveTextContent('Filters (1)');
    await user.click(screen.getByTestId('show-results'));
    expect(screen.getByTestId('browse-filters')).not.toHaveClass('is-open');
    expect(screen.getByTestId('filters-button')).toHaveFocus();
  });
});

describe('"Collected": the member\'s own products', () => {
  it('a signed-in member filters by their collected products', async () => {
    const user = userEvent.setup();
    authStore.signIn('tok', 7);
    const { calls } = stubApi({ 'POST /api/search/ui': ({ body }) => ok(answer(body as UiRequest)) });
    const { router } = renderApp('/browseProducts');
    const facet = await screen.findByTestId('facet-Collected');
    await user.click(within(facet).getByRole('checkbox', { name: /Only products I collected/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?collected=yes'));
    expect(calls.at(-1)?.body).toMatchObject({ filters: [{ field: 'collected', values: ['yes'], type: 'any' }] });
    expect(within(screen.getByTestId('active-filters')).getByRole('button', { name: 'Remove filter Collected by me' })).toBeInTheDocument();
  });

  it('signed out, a link with it asks to sign in and filters nothing (no 401 round trip)', async () => {
    const { calls } = stubApi({ 'POST /api/search/ui': ({ body }) => ok(answer(body as UiRequest)) });
    renderApp('/browseProducts?collected=yes');
    expect(await screen.findByTestId('collected-signed-out')).toHaveTextContent('Sign in to see only the products you collected');
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls.every((c) => !(c.body as UiRequest).filters.some((f) => f.field === 'collected'))).toBe(true);
    expect(screen.queryByTestId('facet-Collected')).toBeNull();
  });
});
