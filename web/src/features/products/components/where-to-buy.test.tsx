import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';
import { listingFixture, productFixture } from '../testing/fixtures';

const listings = [
  listingFixture({ product_id: 2, retailer: 'LookFantastic', source: 'lookfantastic', size_text: '60ml', price: 20,
                   price_per_unit_usd: 0.3333, source_url: 'https://www.lookfantastic.com/x.html', source_rating: 4.5,
                   source_review_count: 120, cheapest_per_unit: true, current: false }),
  listingFixture({ product_id: 1, current: true }),
  listingFixture({ product_id: 3, retailer: 'Olive Young', source: 'oliveyoung', name: '[Members Only] Lumen Serum',
                   price: 0.99, price_per_unit_usd: 0.033, price_note: 'promotional price', current: false,
                   source_rating: 0 }),
];

function stub() {
  return stubApi({
    'GET /api/product/detail': () => ok(productFixture({ listings })),
    'GET /api/product/dupes': () => ok({ product_id: 1, k: 3, min_shared: 3, min_score: 0.15, items: [] }),
    'GET /api/similarity/jcd': () => ok({ product_id: 1, metric: 'jaccard', k: 6, same_category: false, items: [] }),
    'GET /api/user/info': () => ok({ user_id: 7, email: 'a@b.c', nickname: 'Ana', concerns: [] }),
    'POST /api/product/group/report': () => ok({ report_id: 5, status: 'open' }),
  });
}

afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
});

describe('where to buy', () => {
  it('lists every retailer with size, price, price per ml/g and rating; marks the cheapest and the promotion', async () => {
    stub();
    renderApp('/productDetail/1');
    const rows = await screen.findAllByTestId('where-to-buy-row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'LookFantastic', 'Sephora · this listing', 'Olive Young']);
    expect(within(rows[0]).getByTestId('cheapest')).toHaveTextContent('Cheapest');
    expect(within(rows[0]).getByText('★ 4.5')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'At LookFantastic ↗' })).toHaveAttribute(
      'href', 'https://www.lookfantastic.com/x.html');
    expect(within(rows[2]).getByText('promotional price')).toBeInTheDocument();
    expect(within(rows[2]).queryByTestId('cheapest')).toBeNull();
    expect(within(rows[2]).getByText('No rating')).toBeInTheDocument();
    expect(screen.queryByTestId('report-not-same')).toBeNull(); // signed out: no report
  });

  it("lets a member say a listing is not the same product", async () => {
    authStore.signIn('t0k3n', 7);
    const { calls } = stub();
    renderApp('/productDetail/1');
    const rows = await screen.findAllByTestId('where-to-buy-row');
    expect(within(rows[1]).queryByTestId('report-not-same')).toBeNull(); // not on the listing being viewed
    await userEvent.click(within(rows[0]).getByTestId('report-not-same'));
    await waitFor(() => expect(within(rows[0]).getByText('Reported, thank you')).toBeInTheDocument());
    expect(calls.filter((c) => c.url.pathname === '/api/product/group/report').map((c) => c.body)).toEqual([
      { product_id: 1, other_product_id: 2, note: '' }]);
  });
});
