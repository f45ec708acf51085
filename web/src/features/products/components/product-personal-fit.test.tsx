import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';
import { analysisFixture, productFixture } from '../testing/fixtures';

// The fit is the member's own: it comes from their state (GET /me/state?fit=true), not from the public page.
function stub(personal: boolean) {
  const { personalised_for, skin_type_fit, concern_fits } = analysisFixture;
  authStore.signIn('t0k3n', 7);
  const fit = personal && personalised_for ? { personalised_for, skin_type_fit, concern_fits } : null;
  return stubApi({
    'GET /api/product/detail': () => ok(productFixture()),
    'GET /api/me/state': () =>
      ok({ products: [{ product_id: 1, liked: false, disliked: false, starred: false, my_rating: null, shelf_ids: [], personal: fit }], reviews: [] }),
    'GET /api/product/dupes': () => ok({ product_id: 1, k: 3, min_shared: 3, min_score: 0.15, items: [] }),
    'GET /api/similarity/jcd': () => ok({ product_id: 1, metric: 'jaccard', k: 6, same_category: false, items: [] }),
    'GET /api/user/info': () => ok({ user_id: 7, email: 'a@b.c', nickname: 'Ana', concerns: [] }),
  });
}

afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
});

describe('personal fit on the product page', () => {
  it('shows the verdicts for the saved skin type and concerns, with their reasons', async () => {
    stub(true);
    renderApp('/productDetail/1');
    const panel = await screen.findByTestId('fits');
    expect(panel).toHaveTextContent('For your skin — for oily skin');
    const fits = screen.getAllByTestId('fit');
    expect(fits.map((f) => f.querySelector('h3')?.textContent)).toEqual(['oily (skin type)Good match', 'redness (concern)Be careful']);
    expect(fits[1]).toHaveTextContent('fragrance can aggravate redness (PARFUM)');
  });

  it('shows no fit panel without a profile', async () => {
    stub(false);
    renderApp('/productDetail/1');
    await screen.findByTestId('product-detail');
    expect(screen.queryByTestId('fits')).toBeNull();
  });
});
