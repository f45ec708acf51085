// The own profile's private sub-lists: liked/disliked products and ingredients, paged by spec §4.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCardData } from '@/components/catalog/product-card';
import { authStore } from '@/lib/auth-store';
import { ok, page, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

const me = {
  user_id: 7, email: 'ana@example.com', nickname: 'Ana', bio: '', skin_type: null, concerns: [], location: '',
  avatar: '', login_type: 'email', is_collection_private: false, created_at: null,
};
const product = (id: number): ProductCardData => ({
  product_id: id, name: `Serum ${id}`, brand_id: 1, brand_name: 'Lumen', category_id: 2, category_name: 'Face Serums',
  image_url: '', size_text: '30 ml', price: 10, currency: 'USD', price_usd: 10, price_per_unit_usd: 0.33,
  rating_avg: null, review_count: 0, retailer_rating: null, member_rating: null, like_count: 1, status: 'active',
  placeholder: false,
});
const inci = (id: number) => ({ inci_id: id, inci_uuid: `uuid-${id}`, name: `INGREDIENT ${id}`, functions: ['humectant'], product_count: 2 });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.signOut();
});

function stubProfile(extra: Parameters<typeof stubApi>[0]) {
  return stubApi({
    'GET /api/user/info': () => ok(me),
    'GET /api/user/public_info': () => ok({ ...me, user_id: 8, nickname: 'Bea' }),
    'GET /api/user/profile_options': () => ok({ skin_types: [], concerns: [] }),
    'GET /api/review/by_user': () => page([]),
    ...extra,
  });
}

describe('own profile lists', () => {
  it('liked products: page 1, then "Load more" appends without duplicates until a short page', async () => {
    authStore.signIn('tok', 7);
    const { calls } = stubProfile({
      'GET /api/product/user_like': ({ url }) =>
        url.searchParams.get('page_no') === '1'
          ? page(range(1, 10).map(product), 1, 10, 12)
          : page([10, 11, 12].map(product), 2, 10, 12), // 10 again (a like moved the list), 3 < 10: the last page
    });
    renderApp('/userProfile/7');
    const tab = await screen.findByRole('tab', { name: 'Liked products' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Liked products' });
    expect(within(list).getAllByTestId('product-card')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: 'Serum 3' })).toHaveAttribute('href', '/productDetail/3');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByTestId('product-card')).toHaveLength(12));
    expect(within(list).getAllByRole('link', { name: 'Serum 10' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull(); // all loaded

    const asked = calls.filter((c) => c.url.pathname === '/api/product/user_like').map((c) => c.url.searchParams);
    expect(asked.map((p) => [p.get('page_no'), p.get('page_num')])).toEqual([['1', '10'], ['2', '10']]);
    // only the shown tab's list is fetched
    expect(calls.some((c) => /user_dislike|\/inci\/user_like/.test(c.url.pathname))).toBe(false);
  });

  it('a full last page offers "Load more" once more; an empty page then ends the list', async () => {
    authStore.signIn('tok', 7);
    stubProfile({
      'GET /api/product/user_like': ({ url }) =>
        url.searchParams.get('page_no') === '1' ? page(range(1, 10).map(product), 1, 10, 10) : page([], 2, 10, 10),
    });
    renderApp('/userProfile/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(screen.getAllByTestId('product-card')).toHaveLength(10);
  });

  it('each tab has its list, its links and its empty state', async () => {
    authStore.signIn('tok', 7);
    stubProfile({
      'GET /api/product/user_like': () => page([]),
      'GET /api/product/user_dislike': () => page([product(5)]),
      'GET /api/inci/user_like': () => page([inci(1), inci(2)]),
      'GET /api/inci/user_dislike': () => page([]),
    });
    renderApp('/userProfile/7');
    expect(await screen.findByTestId('liked-products-empty')).toHaveTextContent('You have not liked any product yet.');

    fireEvent.click(screen.getByRole('tab', { name: 'Disliked products' }));
    const disliked = await screen.findByRole('list', { name: 'Disliked products' });
    expect(within(disliked).getByRole('link', { name: 'Serum 5' })).toHaveAttribute('href', '/productDetail/5');

    fireEvent.click(screen.getByRole('tab', { name: 'Liked ingredients' }));
    const liked = await screen.findByRole('list', { name: 'Liked ingredients' });
    expect(within(liked).getByRole('link', { name: 'INGREDIENT 2' })).toHaveAttribute('href', '/ingredientDetail/uuid-2');

    fireEvent.click(screen.getByRole('tab', { name: 'Disliked ingredients' }));
    expect(await screen.findByTestId('disliked-ingredients-empty')).toHaveTextContent('You have not disliked any ingredient yet.');
  });

  it('tabs follow the arrow keys', async () => {
    authStore.signIn('tok', 7);
    stubProfile({
      'GET /api/product/user_like': () => page([]),
      'GET /api/product/user_dislike': () => page([]),
      'GET /api/inci/user_dislike': () => page([]),
    });
    renderApp('/userProfile/7');
    const first = await screen.findByRole('tab', { name: 'Liked products' });
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Disliked products' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Disliked products' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Disliked products' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Disliked ingredients' })).toHaveAttribute('aria-selected', 'true');
  });

  it('another member\'s profile shows no private lists and asks for none', async () => {
    authStore.signIn('tok', 7);
    const { calls } = stubProfile({});
    renderApp('/userProfile/8');
    expect(await screen.findByTestId('profile-nickname')).toHaveTextContent('Bea');
    expect(screen.queryByRole('tablist', { name: 'My reactions' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Liked products' })).toBeNull();
    expect(calls.some((c) => /\/(product|inci)\/user_(like|dislike)/.test(c.url.pathname))).toBe(false);
  });
});

describe('collected products (issue 21 §3)', () => {
  it('"★ Collect" leads to a tab on the profile: the member\'s collected products, asked by user id', async () => {
    const { calls } = stubProfile({ 'GET /api/product/user_star': () => page([product(4), product(9)], 1, 10, 2) });
    renderApp('/userProfile/8'); // signed out, someone else's public profile
    fireEvent.click(await screen.findByRole('tab', { name: 'Collected products' }));
    const list = await screen.findByRole('list', { name: 'Collected products' });
    expect(within(list).getAllByTestId('product-card')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Serum 9' })).toHaveAttribute('href', '/productDetail/9');
    const asked = calls.filter((c) => c.url.pathname === '/api/product/user_star').map((c) => c.url.searchParams);
    expect(asked.map((p) => [p.get('user_id'), p.get('page_no'), p.get('page_num')])).toEqual([['8', '1', '10']]);
  });

  it('says so when there is nothing to show (none collected, or a private collection), in the owner\'s words on their own profile', async () => {
    authStore.signIn('tok', 7);
    stubProfile({ 'GET /api/product/user_star': () => page([]), 'GET /api/product/user_like': () => page([]) });
    renderApp('/userProfile/7');
    fireEvent.click(await screen.findByRole('tab', { name: 'Collected products' }));
    expect(await screen.findByTestId('collected-products-empty')).toHaveTextContent('You have not collected any product yet');
  });
});
