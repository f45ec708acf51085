// Shelves as a member uses them: "Add to shelf" on the product page (an existing shelf, or one made
// inline), the profile's shelves opening in place with their products paged, the owner's remove and
// private, someone else's private shelf "not there", and the breakout detective's hint.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '@/features/products/testing/fixtures';
import { authStore } from '@/lib/auth-store';
import { ok, page, stubApi } from '@/testing/fake-api';
import { jsonResponse, renderApp } from '@/testing/render';

const me = {
  user_id: 7, email: 'ana@example.com', nickname: 'Ana', bio: '', skin_type: null, concerns: [], location: '',
  avatar: '', login_type: 'email', is_collection_private: false, created_at: null,
};
const shelf = (id: number, extra: Record<string, unknown> = {}) => ({
  shelf_id: id, name: `Shelf ${id}`, description: '', shelf_type: 'in_use', is_private: false, product_count: 2, preview: [],
  author: { user_id: 7, nickname: 'Ana', avatar: '', is_imported: false }, is_owner: true,
  created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', ...extra,
});
const product = (id: number) => ({
  product_id: id, name: `Serum ${id}`, brand_id: 1, brand_name: 'Lumen', category_id: 2, category_name: 'Serums', image_url: '', size_text: '30 ml',
  price: 10, currency: 'USD', price_usd: 10, price_per_unit_usd: 0.33, rating_avg: null, review_count: 0, retailer_rating: null, member_rating: null, like_count: 0, status: 'active',
  added_at: '2026-01-01T00:00:00Z', note: null,
});
const emptyPage = () => page([]);

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
    'GET /api/product/user_like': emptyPage,
    'GET /api/review/by_user': emptyPage,
    'GET /api/product/shelf/breakout': () =>
      ok({ broke_me_out_count: 2, works_for_me_count: 1, excluded: ['AQUA'], rule: 'In at least half of them.', note: 'A hint, never a diagnosis.',
        ingredients: [{ name: 'ISOPROPYL MYRISTATE', inci_id: 4, bad_count: 2, bad_share: 1, good_count: 0, products: [11, 12] }] }),
    ...extra,
  });
}

describe('add to shelf', () => {
  it('adds to an existing shelf, or makes one inline (name + type) and adds the product to it', async () => {
    authStore.signIn('tok', 7);
    const { calls } = stubApi({
      'GET /api/product/detail': () => ok(productFixture()),
      'GET /api/product/dupes': () => ok({ product_id: 1, k: 3, min_shared: 3, min_score: 0.15, items: [], catalog_version: 'v', method: '' }),
      'GET /api/similarity/jcd': () => ok({ product_id: 1, metric: 'jaccard', k: 6, same_category: false, items: [] }),
      'GET /api/user/info': () => ok(me),
      'GET /api/product/shelf/complete_list': () => page([shelf(3)]),
      'GET /api/product/shelf/holding': () => ok({ product_id: 1, shelf_ids: [] }),
      'POST /api/product/add_to_shelf': ({ body }) =>
        ok({ shelf_id: (body as { shelf_id: number }).shelf_id, product_id: 1, on_shelf: true, changed: true, product_count: 3 }),
      'POST /api/product/add_shelf': () => ok({ shelf_id: 4 }),
    });
    renderApp('/productDetail/1');
    fireEvent.click(await screen.findByTestId('add-to-shelf'));
    const menu = await screen.findByTestId('shelf-menu');
    fireEvent.click(await within(menu).findByRole('button', { name: 'Add to Shelf 3' }));
    expect(await within(menu).findByTestId('shelf-menu-message')).toHaveTextContent('Added to Shelf 3.');

    fireEvent.change(within(menu).getByLabelText('New shelf name'), { target: { value: 'Broke me out' } });
    fireEvent.change(within(menu).getByLabelText('Shelf type'), { target: { value: 'broke_me_out' } });
    fireEvent.click(within(menu).getByRole('button', { name: 'Make shelf and add' }));
    await waitFor(() => expect(within(menu).getByTestId('shelf-menu-message')).toHaveTextContent('Added to Broke me out.'));
    const posted = calls.filter((c) => c.method === 'POST' && c.url.pathname !== '/api/product/ratings/criterias').map((c) => [c.url.pathname, c.body]);
    expect(posted).toEqual([
      ['/api/product/add_to_shelf', { shelf_id: 3, product_id: 1, action: 1 }],
      ['/api/product/add_shelf', { name: 'Broke me out', description: '', shelf_type: 'broke_me_out', is_private: false }],
      ['/api/product/add_to_shelf', { shelf_id: 4, product_id: 1, action: 1 }],
    ]);
  });

  it('marks the shelves that already hold the product, with Remove; the row flips when the server agrees (issue 21 §7)', async () => {
    authStore.signIn('tok', 7);
    const on = new Set([3]);
    const { calls } = stubApi({
      'GET /api/product/detail': () => ok(productFixture()),
      'GET /api/product/dupes': () => ok({ product_id: 1, k: 3, min_shared: 3, min_score: 0.15, items: [], catalog_version: 'v', method: '' }),
      'GET /api/similarity/jcd': () => ok({ product_id: 1, metric: 'jaccard', k: 6, same_category: false, items: [] }),
      'GET /api/user/info': () => ok(me),
      'GET /api/product/shelf/complete_list': () => page([shelf(3), shelf(5)]),
      'GET /api/product/shelf/holding': () => ok({ product_id: 1, shelf_ids: [...on] }),
      'POST /api/product/add_to_shelf': ({ body }) => {
        const { shelf_id, action } = body as { shelf_id: number; action: number };
        const changed = action ? !on.has(shelf_id) : on.has(shelf_id);
        if (action) on.add(shelf_id);
        else on.delete(shelf_id);
        return ok({ shelf_id, product_id: 1, on_shelf: Boolean(action), changed, product_count: on.size });
      },
    });
    renderApp('/productDetail/1');
    fireEvent.click(await screen.findByTestId('add-to-shelf'));
    const menu = await screen.findByTestId('shelf-menu');
    const rows = await within(menu).findAllByTestId('shelf-menu-row');
    expect(rows.map((r) => r.dataset.onShelf)).toEqual(['true', 'false']);
    expect(within(rows[0]).getByLabelText('holds this product')).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Add to Shelf 3' })).toBeNull(); // adding again is not offered

    fireEvent.click(within(menu).getByRole('button', { name: 'Remove from Shelf 3' }));
    expect(await within(menu).findByTestId('shelf-menu-message')).toHaveTextContent('Removed from Shelf 3.');
    expect(await within(menu).findByRole('button', { name: 'Add to Shelf 3' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/product/add_to_shelf').map((c) => c.body)).toEqual([
      { shelf_id: 3, product_id: 1, action: 0 },
    ]);
  });
});

describe('profile shelves', () => {
  it('the owner opens a shelf in place, loads more products, takes one off and makes the shelf private; the breakout hint shows', async () => {
    authStore.signIn('tok', 7);
    let privateNow = false;
    const { calls } = stubProfile({
      'GET /api/product/shelf/complete_list': () => page([shelf(3), shelf(5, { is_private: true, name: 'Secret' })]),
      'GET /api/product/shelf/detail': ({ url }) => {
        const pageNo = Number(url.searchParams.get('page_no'));
        const items = pageNo === 1 ? Array.from({ length: 10 }, (_, i) => product(i + 1)) : [product(10), product(11)];
        return ok({ shelf: shelf(3, { is_private: privateNow, product_count: 11 }), products: { items, page_no: pageNo, page_num: 10, total_count: 11, hasMore: pageNo === 1 } });
      },
      'POST /api/product/add_to_shelf': () => ok({ shelf_id: 3, product_id: 2, on_shelf: false, product_count: 10 }),
      'POST /api/product/shelf/set_private': () => {
        privateNow = true;
        return ok({ type: 'shelf', id: 3, is_private: true });
      },
    });
    renderApp('/userProfile/7');
    const shelves = await screen.findByTestId('user-shelves');
    expect(within(shelves).getAllByTestId('shelf-card')).toHaveLength(2);
    expect(within(shelves).getAllByTestId('shelf-card')[1]).toHaveTextContent('Private');
    expect(await screen.findByTestId('breakout-ingredient')).toHaveTextContent('ISOPROPYL MYRISTATE — in 2 of 2 that broke you out (100%), none that work for you');
    expect(screen.getByTestId('breakout-hint')).toHaveTextContent('A hint, not a diagnosis');

    fireEvent.click(within(shelves).getAllByTestId('shelf-card')[0]);
    const detail = await screen.findByTestId('shelf-detail');
    const products = await within(detail).findByTestId('shelf-products');
    expect(within(products).getAllByTestId('product-card')).toHaveLength(10);
    fireEvent.click(within(detail).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(products).getAllByTestId('product-card')).toHaveLength(11)); // Serum 10 once
    expect(within(detail).queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.click(within(detail).getByRole('button', { name: 'Take Serum 2 off the shelf' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/product/add_to_shelf')).toBe(true));
    expect(calls.find((c) => c.url.pathname === '/api/product/add_to_shelf')?.body).toEqual({ shelf_id: 3, product_id: 2, action: 0 });
    fireEvent.click(within(detail).getByRole('button', { name: 'Make private' }));
    expect(await within(detail).findByTestId('private-badge')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/product/shelf/set_private')?.body).toEqual({ shelf_id: 3, is_private: true });
  });

  it("another member's profile: public shelves from /shelf/list; a private shelf's link says it is not there; empty lists say so", async () => {
    authStore.signIn('tok', 7);
    const { calls } = stubProfile({
      'GET /api/product/shelf/list': () => page([shelf(6, { is_owner: false })]),
      'GET /api/product/shelf/detail': () => jsonResponse(404, { status: false, msg: 'Not found' }),
      'GET /api/product/feedback/list': emptyPage,
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/userProfile/8?shelf=6');
    expect(await screen.findByTestId('shelf-not-found')).toHaveTextContent('This shelf is not there');
    fireEvent.click(screen.getByRole('button', { name: '← All shelves' }));
    expect(await screen.findByTestId('shelf-card')).toHaveTextContent('Shelf 6');
    expect(screen.queryByTestId('breakout')).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/product/shelf/complete_list')).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: 'Feedback' }));
    expect(await screen.findByTestId('user-feedback-empty')).toHaveTextContent('No feedback yet.');
    expect(calls.find((c) => c.url.pathname === '/api/product/feedback/list')?.url.searchParams.get('user_id')).toBe('8');
  });
});
