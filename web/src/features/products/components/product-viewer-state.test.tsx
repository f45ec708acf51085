// The product page of issue 25 §1: the public page asked without a token (the same bytes for every viewer) and,
// signed in, the member's own state of it from one GET /me/state call.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, stubApi, type FakeRequest } from '@/testing/fake-api';
import { jsonResponse, renderApp } from '@/testing/render';
import { productDetailQueryKey } from '../api/get-product-detail';
import { analysisFixture, productFixture } from '../testing/fixtures';
import type { ProductDetail, ProductReaction } from '@/types';

const { personalised_for, skin_type_fit, concern_fits } = analysisFixture;
const personal = personalised_for ? { personalised_for, skin_type_fit, concern_fits } : null;
type Flags = Pick<ProductReaction, 'liked' | 'disliked' | 'starred'>;

/** The API as the server answers it: the public page (nothing marked, no fit) and the member's state. */
function stubServer(flags: Flags = { liked: false, disliked: false, starred: false }, extra: Parameters<typeof stubApi>[0] = {}) {
  const member = { ...flags };
  let likeCount = 3;
  return stubApi({
    'GET /api/product/detail': () => ok(productFixture({ reaction: { product_id: 1, liked: false, disliked: false, starred: false, like_count: likeCount, dislike_count: 1, star_count: 0 } })),
    'GET /api/me/state': () => ok({ products: [{ product_id: 1, ...member, my_rating: 4, shelf_ids: [], personal }], reviews: [] }),
    'POST /api/product/like': () => {
      if (!member.liked) likeCount += 1;
      member.liked = true;
      return ok({ product_id: 1, ...member, like_count: likeCount, dislike_count: 1, star_count: 0 });
    },
    'GET /api/product/dupes': () => ok({ product_id: 1, k: 3, min_shared: 3, min_score: 0.15, items: [] }),
    'GET /api/similarity/jcd': () => ok({ product_id: 1, metric: 'jaccard', k: 6, same_category: false, items: [] }),
    'GET /api/user/info': () => ok({ user_id: 7, email: 'a@b.c', nickname: 'Ana', concerns: [] }),
    ...extra,
  });
}

const to = (calls: FakeRequest[], path: string) => calls.filter((c) => c.url.pathname === path);

afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('product page: public page + the member state (issue 25 §1)', () => {
  it('signed out: the page is asked without a token and no state call is made', async () => {
    const { calls } = stubServer();
    renderApp('/productDetail/1');
    await screen.findByTestId('product-detail');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(to(calls, '/api/me/state')).toEqual([]);
    const [detail] = to(calls, '/api/product/detail');
    expect(detail.headers.get('token')).toBeNull();
    expect(screen.getByTestId('like')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByTestId('fits')).toBeNull();
  });

  it('signed in: the page without a token, one state call with it, and the member flags and fit shown over the page', async () => {
    authStore.signIn('t0k3n', 7);
    const { calls } = stubServer({ liked: true, disliked: false, starred: true });
    renderApp('/productDetail/1');
    await waitFor(() => expect(screen.getByTestId('like')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('collect')).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByTestId('fits')).toHaveTextContent('For your skin — for oily skin');
    const details = to(calls, '/api/product/detail');
    expect(details).toHaveLength(1);
    expect(details[0].headers.get('token')).toBeNull();
    expect(details[0].headers.get('userId')).toBeNull();
    const states = to(calls, '/api/me/state');
    expect(states).toHaveLength(1);
    expect(states[0].headers.get('token')).toBe('t0k3n');
    expect(states[0].url.search).toBe('?product_ids=1&fit=true&own=true');
  });

  it('a like shows at once on the flag and the count; the shared page keeps no member flag', async () => {
    authStore.signIn('t0k3n', 7);
    const { calls } = stubServer();
    const { queryClient } = renderApp('/productDetail/1');
    await waitFor(() => expect(to(calls, '/api/me/state')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('like')).toBeEnabled());
    await userEvent.click(screen.getByTestId('like'));
    await waitFor(() => expect(screen.getByTestId('like')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('like-count')).toHaveTextContent('4');
    const shared = queryClient.getQueryData<ProductDetail>(productDetailQueryKey(1));
    expect(shared?.reaction).toMatchObject({ liked: false, like_count: 4 });
    expect(shared?.personal).toBeNull();
    // Her page of it, asked again right after (a reload): with her token, past every cache, so the count is today's.
    await queryClient.refetchQueries({ queryKey: productDetailQueryKey(1) });
    expect(to(calls, '/api/product/detail').map((c) => c.headers.get('token'))).toEqual([null, 't0k3n']);
    expect(queryClient.getQueryData<ProductDetail>(productDetailQueryKey(1))?.reaction.liked).toBe(false);
  });

  it('a like made before the state answered is shown once the state is asked again', async () => {
    authStore.signIn('t0k3n', 7);
    const server = stubServer();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const fake = server.fake.getMockImplementation();
    server.fake.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/me/state') && first) {
        first = false;
        await held; // the first state call never answers before the like
      }
      return fake!(input, init);
    });
    renderApp('/productDetail/1');
    await userEvent.click(await screen.findByTestId('like'));
    release();
    await waitFor(() => expect(screen.getByTestId('like')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('like-count')).toHaveTextContent('4');
  });

  it("a member's own product awaiting review (not public: 404 anonymously) is asked again with their token", async () => {
    authStore.signIn('t0k3n', 7);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = stubApi({
      'GET /api/product/detail': ({ headers }) =>
        headers.get('token')
          ? ok(productFixture({ status: 'pending', reaction: { product_id: 1, liked: true, disliked: false, starred: false, like_count: 1, dislike_count: 0, star_count: 0 } }))
          : jsonResponse(404, { status: false, msg: 'Not found' }),
      'GET /api/me/state': () => ok({ products: [{ product_id: 1, liked: true, disliked: false, starred: false, my_rating: null, shelf_ids: [], personal: null }], reviews: [] }),
      'GET /api/product/dupes': () => ok({ product_id: 1, k: 3, min_shared: 3, min_score: 0.15, items: [] }),
      'GET /api/similarity/jcd': () => ok({ product_id: 1, metric: 'jaccard', k: 6, same_category: false, items: [] }),
    'GET /api/user/info': () => ok({ user_id: 7, email: 'a@b.c', nickname: 'Ana', concerns: [] }),
    });
    const { router, queryClient } = renderApp('/productDetail/1');
    expect(await screen.findByTestId('product-status')).toHaveTextContent('Awaiting review');
    expect(router.state.location.pathname).toBe('/productDetail/1');
    expect(to(calls, '/api/product/detail').map((c) => c.headers.get('token'))).toEqual([null, 't0k3n']);
    await waitFor(() => expect(screen.getByTestId('like')).toHaveAttribute('aria-pressed', 'true'));
    // kept under the key every viewer shares: without the member's flags
    expect(queryClient.getQueryData<ProductDetail>(productDetailQueryKey(1))?.reaction.liked).toBe(false);
  });

  it("signed in, the page's other public reads (dupes, similar, ratings summary, reviews) go out without a token", async () => {
    authStore.signIn('t0k3n', 7);
    const emptyPage = () => ok({ items: [], page_no: 1, page_num: 5, total_count: 0, hasMore: false });
    const server = stubServer(undefined, {
      'GET /api/product/ratings/summary': () =>
        ok({ product_id: 1, category_name: 'Serums', criteria_set: 'skincare', general: { average: null, count: 0 }, criteria: [], mine: null }),
      'GET /api/product/review_list': emptyPage,
      'GET /api/product/routine_list': emptyPage,
      'GET /api/product/feedback/of_product': emptyPage,
    });
    renderApp('/productDetail/1');
    await screen.findByTestId('product-detail');
    const publicReads = ['/api/product/dupes', '/api/similarity/jcd', '/api/product/ratings/summary', '/api/product/review_list'];
    await waitFor(() => expect(publicReads.filter((path) => to(server.calls, path).length === 0)).toEqual([]));
    for (const path of publicReads) {
      for (const call of to(server.calls, path)) {
        expect([path, call.headers.get('token'), call.headers.get('userId')]).toEqual([path, null, null]);
      }
    }
    // "people like me" is hers (her skin type and concerns): asked with her token
    await userEvent.selectOptions(await screen.findByLabelText('Reviews from'), 'like_me');
    await waitFor(() => expect(to(server.calls, '/api/product/review_list').at(-1)?.url.searchParams.get('like_me')).toBe('true'));
    expect(to(server.calls, '/api/product/review_list').at(-1)?.headers.get('token')).toBe('t0k3n');
  });

  it('her own reviews others cannot see (her state counts them) are asked with her token, under a key of hers', async () => {
    authStore.signIn('t0k3n', 7);
    const review = (id: number, extra: Record<string, unknown>) => ({
      review_id: id, product: { product_id: 1, name: 'Serum', brand_name: 'Lumen', image_url: '' },
      author: { user_id: 7, nickname: 'Ana', avatar: '', is_imported: false }, title: `Review ${id}`, content: 'Soothing.',
      rating: 4, skin_type: null, concerns: [], images: [], is_private: false, like_count: 0, star_count: 0, comment_count: 0,
      liked: false, starred: false, is_owner: false, source: null, received_free: false, moderation_status: 'accepted', held_reason: null,
      created_at: '2026-01-01T00:00:00+00:00', updated_at: '2026-01-01T00:00:00+00:00', ...extra,
    });
    const listed = review(1, {});
    const mine = review(2, { is_private: true, is_owner: true });
    const server = stubServer(undefined, {
      'GET /api/me/state': () =>
        ok({ products: [{ product_id: 1, liked: false, disliked: false, starred: false, my_rating: null, shelf_ids: [], personal: null, mine: null, unlisted_reviews: 1 }], reviews: [] }),
      'GET /api/product/review_list': ({ headers }) => {
        const items = headers.get('token') ? [mine, listed] : [listed];
        return ok({ items, page_no: 1, page_num: 5, total_count: items.length, hasMore: false });
      },
    });
    renderApp('/productDetail/1');
    const list = await screen.findByTestId('product-review-list');
    await waitFor(() => expect(list).toHaveTextContent('Review 2'));
    expect(list).toHaveTextContent('Private');
    expect(to(server.calls, '/api/product/review_list').at(-1)?.headers.get('token')).toBe('t0k3n');
  });
});
