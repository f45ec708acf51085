import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, stubApi } from '@/testing/fake-api';
import { jsonResponse, renderApp } from '@/testing/render';
import { productFixture } from '../testing/fixtures';

const signIn = () => authStore.signIn('t0k3n', 7);

function stubProduct(reactHandler: (call: string) => Response, extra: Parameters<typeof stubApi>[0] = {}) {
  // the member's state follows what the reaction calls answered (the public page holds the counts only)
  const flags = { liked: false, disliked: false, starred: false };
  const react = (call: string) => async () => {
    const answer = await reactHandler(call);
    const body = (await answer.clone().json()) as { status: boolean; data?: Partial<typeof flags> };
    if (body.status && body.data) Object.assign(flags, { liked: body.data.liked, disliked: body.data.disliked, starred: body.data.starred });
    return answer;
  };
  return stubApi({
    ...extra,
    'GET /api/me/state': () => ok({ products: [{ product_id: 1, ...flags, my_rating: null, shelf_ids: [], personal: null }], reviews: [] }),
    'GET /api/product/detail': () => ok(productFixture()),
    'GET /api/product/dupes': () => ok({ product_id: 1, k: 3, min_shared: 3, min_score: 0.15, items: [] }),
    'GET /api/similarity/jcd': () => ok({ product_id: 1, metric: 'jaccard', k: 6, same_category: false, items: [] }),
    'GET /api/user/info': () => ok({ user_id: 7, email: 'a@b.c', nickname: 'Ana', concerns: [] }),
    'POST /api/product/like': react('like'),
    'POST /api/product/dislike': react('dislike'),
  });
}

afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('product detail reactions', () => {
  it('likes, then dislikes (the like goes), with the server state kept', async () => {
    signIn();
    const { calls } = stubProduct((call) =>
      ok(
        call === 'like'
          ? { product_id: 1, liked: true, disliked: false, starred: false, like_count: 4, dislike_count: 1, star_count: 0 }
          : { product_id: 1, liked: false, disliked: true, starred: false, like_count: 3, dislike_count: 2, star_count: 0 },
      ),
    );
    renderApp('/productDetail/1');
    const like = await screen.findByTestId('like');
    expect(screen.getByTestId('like-count')).toHaveTextContent('3');
    await userEvent.click(like);
    await waitFor(() => expect(screen.getByTestId('like')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('like-count')).toHaveTextContent('4');
    await waitFor(() => expect(screen.getByTestId('dislike')).toBeEnabled());
    await userEvent.click(screen.getByTestId('dislike'));
    await waitFor(() => expect(screen.getByTestId('dislike')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('like')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('like-count')).toHaveTextContent('3');
    expect(screen.getByTestId('dislike-count')).toHaveTextContent('2');
    // the reaction calls (the page also asks, by POST, what the product is rated on)
    expect(calls.filter((c) => c.method === 'POST' && /\/(like|dislike)$/.test(c.url.pathname)).map((c) => [c.url.pathname, c.body])).toEqual([
      ['/api/product/like', { product_id: 1 }],
      ['/api/product/dislike', { product_id: 1 }],
    ]);
  });

  it('rolls the optimistic like back when the call fails', async () => {
    signIn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let release: (r: Response) => void = () => undefined;
    stubProduct(() => new Promise<Response>((resolve) => (release = resolve)) as unknown as Response);
    renderApp('/productDetail/1');
    await userEvent.click(await screen.findByTestId('like'));
    // shown at once …
    await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('4'));
    // … and put back when the server says no
    release(jsonResponse(200, { status: false, msg: 'Not now' }));
    await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('3'));
    expect(screen.getByTestId('like')).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends signed-out members to /signin without calling, says why, and after sign-in likes the product once (issue 21 §2)', async () => {
    const liked = { product_id: 1, liked: true, disliked: false, starred: false, like_count: 4, dislike_count: 1, star_count: 0 };
    const { calls } = stubProduct(() => ok(liked), { 'POST /api/user/login': () => ok({ token: 't0k3n', user_id: 7 }) });
    const { router } = renderApp('/productDetail/1');
    await userEvent.click(await screen.findByTestId('like'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(await screen.findByTestId('signin-reason')).toHaveTextContent('Sign in to like this product.');

    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'glowUp2025');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/productDetail/1'));
    await waitFor(() => expect(screen.getByTestId('like')).toHaveAttribute('aria-pressed', 'true'));
    const likes = () => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/product/like');
    expect(likes().map((c) => c.body)).toEqual([{ product_id: 1 }]);

    // once: coming back to the page (a reload, another visit) does not like it again
    await router.navigate('/privacy_policy');
    await router.navigate('/productDetail/1');
    expect(await screen.findByTestId('like')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(likes()).toHaveLength(1);
  });

  it('signing in from the header, with nothing asked, lands on the profile (spec §4)', async () => {
    const { calls } = stubProduct(() => ok({}), { 'POST /api/user/login': () => ok({ token: 't0k3n', user_id: 7 }) });
    const { router } = renderApp('/productDetail/1');
    await userEvent.click(await screen.findByTestId('like')); // asked once…
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    await router.navigate('/productDetail/1');
    await screen.findByTestId('like');
    const header = document.querySelector('.site-header') as HTMLElement;
    await userEvent.click(within(header).getByRole('link', { name: 'Sign in' })); // …then the header's own link
    expect(screen.queryByTestId('signin-reason')).toBeNull();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'glowUp2025');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userProfile/7'));
    expect(calls.some((c) => c.url.pathname === '/api/product/like')).toBe(false);
  });
});
