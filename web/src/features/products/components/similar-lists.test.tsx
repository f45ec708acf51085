import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';
import { productFixture } from '../testing/fixtures';

const card = (productId: number, name: string) => ({
  product_id: productId, name, brand_id: 2, brand_name: 'CeraVe', category_id: 3, category_name: 'Moisturizers',
  image_url: '', size_text: '', price: 19, currency: 'USD', price_usd: 19, price_per_unit_usd: null, rating_avg: null,
  review_count: 0, retailer_rating: null, member_rating: null, like_count: 0, status: 'active',
});
const similar = (productId: number, name: string, sameProductAt: string | null) => ({
  product: card(productId, name), score: 0.71, shared_count: 20, shared_key_ingredients: [], missing_key_ingredients: [],
  extra_key_ingredients: [], explanation: '', same_product_at: sameProductAt,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('similar products', () => {
  it('labels the same product at another retailer and says how the list is ordered', async () => {
    stubApi({
      'GET /api/product/detail': () => ok(productFixture()),
      'GET /api/product/dupes': () => ok({ product_id: 1, k: 3, min_shared: 3, min_score: 0.15, items: [] }),
      'GET /api/similarity/jcd': () =>
        ok({
          product_id: 1, metric: 'jaccard', k: 6, same_category: false, catalog_version: 'v1',
          method: 'The same product at another retailer is listed first.',
          items: [similar(8, 'Moisturising Cream 340g', 'LookFantastic'), similar(9, 'Daily Lotion', null)],
        }),
    });
    renderApp('/productDetail/1');
    const badges = await screen.findAllByTestId('same-product');
    expect(badges.map((b) => b.textContent)).toEqual(['Same product at LookFantastic']);
    await userEvent.click(screen.getByText('How this list is ordered'));
    expect(screen.getByText('The same product at another retailer is listed first.')).toBeVisible();
  });
});
