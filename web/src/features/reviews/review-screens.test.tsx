// The review screens as a member uses them: writing one (the draft survives a reload, a photo goes
// through the file host, save leads to /reviewSuccess), like and star that change only on the server's
// answer, and the product page's reviews five at a time with the "my skin type" filter and ordering.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, page, stubApi } from '@/testing/fake-api';
import { jsonResponse, renderApp } from '@/testing/render';

const me = {
  user_id: 7, email: 'ana@example.com', nickname: 'Ana', bio: '', skin_type: 'dry', concerns: [], location: '',
  avatar: '', login_type: 'email', is_collection_private: false, created_at: null,
};
const review = (id: number, extra: Record<string, unknown> = {}) => ({
  review_id: id, product: { product_id: 3, name: 'Barrier Cream', brand_name: 'Lumen', image_url: '' },
  author: { user_id: 8, nickname: 'Bea', avatar: '', is_imported: false },
  title: `Review ${id}`, content: 'Soothing.', rating: 4, skin_type: 'dry', concerns: [], images: [], is_private: false,
  like_count: 1, star_count: 0, comment_count: 0, liked: false, starred: false, is_owner: false, source: null,
  received_free: false, created_at: '2026-01-01T00:00:00+00:00', updated_at: '2026-01-01T00:00:00+00:00', ...extra,
});
const png = () => new File([new Uint8Array(8)], 'glow.png', { type: 'image/png' });
const noComments = () => ok({ comments: [], total_count: 0, comment_count: 0, page_no: 1, page_num: 10, hasMore: false });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.signOut();
  localStorage.clear();
});

describe('write a review', () => {
  it('keeps the unsaved draft across a reload, uploads a photo, saves and goes to /reviewSuccess', async () => {
    authStore.signIn('tok', 7);
    const { calls } = stubApi({
      'GET /api/user/info': () => ok(me),
      'POST /files/file/upload': () => ok({ url: '/files/uploads/ab/glow.png', file_id: 31, width: 8, height: 8 }, { code: 1 }),
      'POST /api/review/submit': () => ok({ review_id: 12, product_id: 3, created: true }),
    });
    const first = renderApp('/nbn/draft/modifyReviewPage?product_id=3&product_name=Lumen%20Barrier%20Cream');
    expect(await screen.findByTestId('review-product')).toHaveTextContent('Lumen Barrier Cream');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Calm at last' } });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'My redness went down in a week.' } });
    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.change(screen.getByLabelText('Photos'), { target: { files: [png()] } });
    expect(await screen.findByTestId('draft-image')).toHaveAttribute('src', '/files/uploads/ab/glow.png');
    first.unmount();

    // a reload: the draft is back, photo included
    renderApp('/nbn/draft/modifyReviewPage');
    expect(await screen.findByTestId('draft-restored')).toHaveTextContent('Your unsaved draft is back.');
    expect(screen.getByLabelText('Title')).toHaveValue('Calm at last');
    expect(screen.getByLabelText('Your review')).toHaveValue('My redness went down in a week.');
    expect(screen.getByLabelText('4 stars')).toBeChecked();
    expect(screen.getByTestId('review-product')).toHaveTextContent('Lumen Barrier Cream');
    expect(screen.getByTestId('draft-image')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Private (only you can see it)'));
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByTestId('review-success')).toHaveTextContent('Thanks for your review!');
    expect(screen.getByRole('link', { name: 'See your review' })).toHaveAttribute('href', '/reviewDetail/12');
    const submit = calls.find((c) => c.url.pathname === '/api/review/submit');
    expect(submit?.body).toEqual({
      product_id: 3, title: 'Calm at last', content: 'My redness went down in a week.', rating: 4, images: [31], is_private: true,
    });
    // saved: nothing is kept any more
    expect(Object.keys(localStorage).filter((k) => k.startsWith('glowdex.draft.'))).toEqual([]);
  });

  it('asks for what is missing before calling; "Discard draft" starts over', async () => {
    authStore.signIn('tok', 7);
    const { calls } = stubApi({ 'GET /api/user/info': () => ok(me) });
    const first = renderApp('/nbn/draft/modifyReviewPage');
    fireEvent.change(await screen.findByLabelText('Your review'), { target: { value: 'Half a thought' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Rate it from 1 to 5 stars.')).toBeInTheDocument();
    expect(screen.getByText('Choose the product you are reviewing.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/review/submit')).toBe(false);
    first.unmount();
    renderApp('/nbn/draft/modifyReviewPage');
    fireEvent.click(await screen.findByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Your review')).toHaveValue('');
    expect(Object.keys(localStorage).filter((k) => k.startsWith('glowdex.draft.'))).toEqual([]);
  });

  it('signed out, the editor sends the member to /signin', async () => {
    stubApi({});
    const { router } = renderApp('/nbn/draft/modifyReviewPage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});

describe('review detail', () => {
  it('like and star change only on the server\'s success', async () => {
    authStore.signIn('tok', 7);
    let failing = true;
    const { calls } = stubApi({
      'GET /api/user/info': () => ok(me),
      'GET /api/review/detail': () => ok(review(1, { images: [{ file_id: 4, url: '/files/uploads/x.png', width: 8, height: 8 }] })),
      'GET /api/review/comment/list': noComments,
      'POST /api/review/like': () =>
        failing ? jsonResponse(200, { status: false, msg: 'Try again' }) : ok({ type: 'review', id: 1, liked: true, starred: false, like_count: 2, star_count: 0 }),
      'POST /api/review/star': () => ok({ type: 'review', id: 1, liked: true, starred: true, like_count: 2, star_count: 1 }),
    });
    renderApp('/reviewDetail/1');
    expect(await screen.findByTestId('review-image')).toHaveAttribute('src', '/files/uploads/x.png');
    expect(screen.getByTestId('review-skin')).toHaveTextContent('Dry skin');
    expect(screen.getByTestId('review-author')).toHaveAttribute('href', '/userProfile/8');
    fireEvent.click(screen.getByTestId('like'));
    await waitFor(() => expect(screen.getByTestId('like')).not.toBeDisabled());
    expect(screen.getByTestId('like')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('like-count')).toHaveTextContent('1');
    failing = false;
    fireEvent.click(screen.getByTestId('like'));
    await waitFor(() => expect(screen.getByTestId('like')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('like-count')).toHaveTextContent('2');
    fireEvent.click(screen.getByTestId('star'));
    await waitFor(() => expect(screen.getByTestId('star')).toHaveAttribute('aria-pressed', 'true'));
    const bodies = calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body]);
    expect(bodies).toEqual([
      ['/api/review/like', { review_id: 1, action: 1 }],
      ['/api/review/like', { review_id: 1, action: 1 }],
      ['/api/review/star', { review_id: 1, action: 1 }],
    ]);
  });

  it('the owner can make it private', async () => {
    authStore.signIn('tok', 8);
    stubApi({
      'GET /api/user/info': () => ok({ ...me, user_id: 8 }),
      'GET /api/review/detail': () => ok(review(1, { is_owner: true })),
      'GET /api/review/comment/list': noComments,
      'POST /api/review/set_private': () => ok({ type: 'review', id: 1, is_private: true }),
    });
    renderApp('/reviewDetail/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Make private' }));
    expect(await screen.findByTestId('private-badge')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make public' })).toBeInTheDocument();
  });
});

describe('product page reviews', () => {
  it('five at a time; "Load more" appends; my skin type and "most helpful" go to the server', async () => {
    authStore.signIn('tok', 7);
    const product = {
      product_id: 3, name: 'Barrier Cream', brand: { brand_id: 1, name: 'Lumen' }, category_path: [], image_url: '', price: null,
      currency: 'USD', size_text: '', price_per_unit_usd: null, rating_avg: 4.25, review_count: 6, retailer_rating: null, member_rating: null, description: '', highlights: [],
      skin_types: [], ingredient_list: [], ingredients_raw: '',
      analysis: { tags: [], key_actives: [], flags: [], unrecognised: [], recognition_summary: '', one_percent_position: null, one_percent_basis: null },
      reaction: { product_id: 3, liked: false, disliked: false, starred: false, like_count: 0, dislike_count: 0, star_count: 0 },
    };
    const { calls } = stubApi({
      'GET /api/user/info': () => ok(me),
      'GET /api/product/detail': () => ok(product),
      'GET /api/product/dupes': () => ok({ product_id: 3, k: 3, min_shared: 3, min_score: 0.15, items: [] }),
      'GET /api/similarity/jcd': () => ok({ product_id: 3, metric: 'jaccard', k: 6, same_category: false, items: [] }),
      'GET /api/product/review_list': ({ url }) =>
        url.searchParams.get('page_no') === '1' ? page([1, 2, 3, 4, 5].map((id) => review(id)), 1, 5, 6) : page([review(6)], 2, 5, 6),
      'GET /api/product/routine_list': () => page([], 1, 5, 0),
    });
    renderApp('/productDetail/3');
    const section = await screen.findByTestId('product-reviews');
    expect(within(section).getByTestId('review-summary')).toHaveTextContent('6 reviews');
    await waitFor(() => expect(within(section).getAllByTestId('review-card')).toHaveLength(5));
    fireEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(section).getAllByTestId('review-card')).toHaveLength(6));
    expect(within(section).queryByRole('button', { name: 'Load more' })).toBeNull();

    const select = (id: string) => {
      const el = section.querySelector<HTMLSelectElement>(`#${id}`);
      if (!el) throw new Error(`no #${id}`);
      return el;
    };
    expect(within(section).getByText('Sort by')).toHaveAttribute('for', 'product-3-review-order');
    fireEvent.change(select('product-3-review-order'), { target: { value: 'helpful' } });
    await waitFor(() => expect(within(select('product-3-review-who')).getByRole('option', { name: /my skin type \(Dry\)/ })).toBeInTheDocument());
    fireEvent.change(select('product-3-review-who'), { target: { value: 'my_skin' } });
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/api/product/review_list').at(-1)!.url.searchParams;
      expect([last.get('order'), last.get('skin_type'), last.get('page_num'), last.get('page_no')]).toEqual(['helpful', 'dry', '5', '1']);
    });
    expect(within(screen.getByTestId('product-routines')).getByText('No routine uses it yet.')).toBeInTheDocument();
  });
});
