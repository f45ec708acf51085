// Product feedback as a member uses it: the product page's averages per criterion, rating three
// criteria and writing feedback (ratings/submit, then feedback/submit with the returned feedback_id),
// the "held for review" answer; the feedback detail with like, owner notice and comments.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '@/features/products/testing/fixtures';
import { authStore } from '@/lib/auth-store';
import { ok, page, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

const me = { user_id: 7, email: 'ana@example.com', nickname: 'Ana', concerns: [], skin_type: null };
const criteria = ['hydration', 'texture', 'scent', 'irritation'].map((name) => ({ criteria_name: name, label: name[0].toUpperCase() + name.slice(1), description: '' }));
const feedback = (id: number, extra: Record<string, unknown> = {}) => ({
  feedback_id: id, product: { product_id: 1, name: 'Lumen Niacinamide Serum', brand_name: 'Lumen Lab', image_url: '' },
  author: { user_id: 8, nickname: 'Bea', avatar: '', is_imported: false }, feedback_title: `Feedback ${id}`, feedback_text: 'Light and calm.',
  general_rating: 4, ratings: [{ criteria_name: 'texture', label: 'Texture', rating_value: 5 }], feedback_status: 'accepted', held_reason: null,
  images: [], is_private: false, like_count: 0, star_count: 0, comment_count: 0, liked: false, starred: false, is_owner: false,
  created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', ...extra,
});
const summary = (mine: unknown = null) => ({
  product_id: 1, category_name: 'Serums', criteria_set: 'skincare', general: { average: 4, count: 2 },
  criteria: [
    { criteria_name: 'hydration', label: 'Hydration', average: 3.5, count: 2 },
    { criteria_name: 'scent', label: 'Scent', average: null, count: 0 },
  ],
  mine,
});
const noComments = () => ok({ comments: [], total_count: 0, comment_count: 0, page_no: 1, page_num: 10, hasMore: false });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.signOut();
});

function stubProductPage(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/product/detail': () => ok(productFixture()),
    'GET /api/product/dupes': () => ok({ product_id: 1, k: 3, min_shared: 3, min_score: 0.15, items: [], catalog_version: 'v', method: '' }),
    'GET /api/similarity/jcd': () => ok({ product_id: 1, metric: 'jaccard', k: 6, same_category: false, items: [] }),
    'GET /api/user/info': () => ok(me),
    'GET /api/product/review_list': () => page([], 1, 5),
    'GET /api/product/routine_list': () => page([], 1, 5),
    'GET /api/product/ratings/summary': () => ok(summary()),
    'GET /api/product/feedback/of_product': () => page([feedback(3)], 1, 5),
    'POST /api/product/ratings/criterias': () => ok({ category_name: 'Serums', criteria_set: 'skincare', criteria_list: criteria }),
    'GET /api/me/state': () =>
      ok({ products: [{ product_id: 1, liked: false, disliked: false, starred: false, my_rating: null, shelf_ids: [], personal: null, mine: null }], reviews: [] }),
    ...extra,
  });
}

describe('product page ratings and feedback', () => {
  it('shows a bar per rated criterion with its count, and the feedback list', async () => {
    stubProductPage();
    renderApp('/productDetail/1');
    const bars = await screen.findByRole('list', { name: 'Average per criterion' });
    expect(within(bars).getAllByTestId('criteria-bar')).toHaveLength(1); // scent has no rating yet
    expect(within(bars).getByTestId('criteria-bar')).toHaveTextContent('Hydration3.5 (2)');
    expect(screen.getByTestId('rating-summary')).toHaveTextContent('4.0 overall on the rating form · 2 members');
    const list = await screen.findByTestId('product-feedback-list');
    expect(within(list).getByRole('link', { name: 'Feedback 3' })).toHaveAttribute('href', '/feedbackDetail/3');
    expect(within(screen.getByTestId('product-feedback')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByTestId('rate-form')).toBeNull(); // signed out: no rating form
  });

  it('rates three criteria and writes feedback: ratings first (0 sent as null), then the post with its feedback_id', async () => {
    authStore.signIn('tok', 7);
    const { calls } = stubProductPage({
      'POST /api/product/ratings/submit': () => ok({ rating_id: 4, feedback_id: 41, feedback_status: 'pending' }),
      'POST /api/product/feedback/submit': () => ok({ feedback_id: 41, rating_id: 4, feedback_status: 'pending', held_reason: 'It contains a link.' }),
    });
    renderApp('/productDetail/1');
    const form = await screen.findByTestId('rate-form');
    const stars = (group: string, n: number) => fireEvent.click(within(within(form).getByRole('group', { name: group })).getByLabelText(`${n} stars`));
    stars('Hydration', 4);
    stars('Texture', 3);
    stars('Scent', 5);
    stars('Overall', 4);
    fireEvent.change(within(form).getByLabelText('Feedback title'), { target: { value: 'Calm skin' } });
    fireEvent.change(within(form).getByLabelText('Your feedback'), { target: { value: 'See www.example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit rating' }));

    expect(await screen.findByTestId('rate-status')).toHaveTextContent('held for review: It contains a link.');
    const posted = calls.filter((c) => c.method === 'POST' && c.url.pathname !== '/api/product/ratings/criterias');
    expect(posted.map((c) => c.url.pathname)).toEqual(['/api/product/ratings/submit', '/api/product/feedback/submit']);
    const ratings = [
      { criteria_name: 'hydration', rating_value: 4 },
      { criteria_name: 'texture', rating_value: 3 },
      { criteria_name: 'scent', rating_value: 5 },
      { criteria_name: 'irritation', rating_value: null },
    ];
    expect(posted[0].body).toEqual({ product_id: 1, category_name: 'Serums', general_rating: 4, ratings, feedback_status: 'pending' });
    expect(posted[1].body).toEqual({
      product_id: 1, category_name: 'Serums', general_rating: 4, ratings, feedback_status: 'pending',
      feedback_id: 41, file_ids: [], feedback_text: 'See www.example.com', feedback_title: 'Calm skin', is_private: false,
    });
    // the page reads the summary and the list again: right after her own write with her token, past every cache
    // (lib/own-writes.ts), and her own rating from her state again
    const tokens = (path: string) => calls.filter((c) => c.url.pathname === path).map((c) => c.headers.get('token'));
    await waitFor(() => expect(tokens('/api/product/ratings/summary').length).toBeGreaterThan(1));
    expect(tokens('/api/product/ratings/summary')[0]).toBeNull();
    expect(tokens('/api/product/ratings/summary').at(-1)).toBe('tok');
    await waitFor(() => expect(tokens('/api/me/state').length).toBeGreaterThan(1));
  });

  it("asks for a star or a word before calling; the member's stored rating fills the form and a held post is announced", async () => {
    authStore.signIn('tok', 7);
    const mine = { general_rating: 5, ratings: [{ criteria_name: 'hydration', rating_value: 4 }], feedback_id: 41, feedback_status: 'pending' };
    const { calls } = stubProductPage({
      // as the server answers: `mine` only to a token; the member's own also in her state with own=true
      'GET /api/product/ratings/summary': ({ headers }) => ok(summary(headers.get('token') ? mine : null)),
      'GET /api/me/state': () =>
        ok({ products: [{ product_id: 1, liked: false, disliked: false, starred: false, my_rating: 5, shelf_ids: [], personal: null, mine }], reviews: [] }),
      'GET /api/product/feedback/detail': () => ok(feedback(41, { is_owner: true, feedback_status: 'pending', feedback_title: 'Mine', feedback_text: 'My words' })),
    });
    renderApp('/productDetail/1');
    expect(await screen.findByTestId('held-notice')).toHaveTextContent('held for review');
    // the summary is everyone's (no token: the server's cache answers it); her own comes from her state
    const summaries = calls.filter((c) => c.url.pathname === '/api/product/ratings/summary');
    expect(summaries.map((c) => c.headers.get('token'))).toEqual([null]);
    expect(calls.find((c) => c.url.pathname === '/api/me/state')?.url.searchParams.get('own')).toBe('true');
    expect(await screen.findByTestId('rating-summary')).toHaveTextContent('yours: 5/5');
    expect(screen.getByTestId('criteria-bar')).toHaveTextContent('Hydration3.5 (2) · yours 4');
    const form = await screen.findByTestId('rate-form');
    await waitFor(() => expect(within(within(form).getByRole('group', { name: 'Hydration' })).getByLabelText('4 stars')).toBeChecked());
    expect(within(within(form).getByRole('group', { name: 'Overall' })).getByLabelText('5 stars')).toBeChecked();
    await waitFor(() => expect(within(form).getByLabelText('Your feedback')).toHaveValue('My words'));
    // clear everything: nothing to send
    fireEvent.click(within(form).getByRole('button', { name: 'Clear Hydration' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Clear Overall' }));
    fireEvent.change(within(form).getByLabelText('Your feedback'), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Feedback title'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save my rating' }));
    expect(await screen.findByTestId('rate-error')).toHaveTextContent('Give at least one star, or write a few words.');
    expect(calls.some((c) => c.url.pathname === '/api/product/ratings/submit')).toBe(false);
  });
});

describe('feedback detail', () => {
  it('shows the post with its ratings; like changes on the answer; the owner sees why it is held; comments use the feedback calls', async () => {
    authStore.signIn('tok', 7);
    const { calls } = stubApi({
      'GET /api/user/info': () => ok(me),
      'GET /api/product/feedback/detail': () => ok(feedback(5, { is_owner: true, feedback_status: 'pending', held_reason: 'It contains a link.' })),
      'GET /api/product/feedback/comment/list': noComments,
      'POST /api/product/feedback/like': () => ok({ liked: true, starred: false, like_count: 1, star_count: 0 }),
      'POST /api/product/feedback/set_private': () => ok({ type: 'feedback', id: 5, is_private: true }),
    });
    renderApp('/feedbackDetail/5');
    expect(await screen.findByRole('heading', { name: 'Feedback 5' })).toBeInTheDocument();
    expect(screen.getByTestId('feedback-ratings')).toHaveTextContent('Texture');
    expect(screen.getByTestId('held-notice')).toHaveTextContent('Awaiting moderation: It contains a link.');
    expect(screen.getByTestId('held-badge')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('like'));
    await waitFor(() => expect(screen.getByTestId('like')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('like-count')).toHaveTextContent('1');
    fireEvent.click(screen.getByRole('button', { name: 'Make private' }));
    expect(await screen.findByTestId('private-badge')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/product/feedback/like')?.body).toEqual({ feedback_id: 5, action: 1 });
    expect(calls.find((c) => c.url.pathname === '/api/product/feedback/set_private')?.body).toEqual({ feedback_id: 5, is_private: true });
    expect(calls.find((c) => c.url.pathname === '/api/product/feedback/comment/list')?.url.searchParams.get('feedback_id')).toBe('5');
  });
});
