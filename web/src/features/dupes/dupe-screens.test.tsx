// Member dupe suggestions as a member uses them: the find-dupe page labels each dupe (computed, member
// suggestion, or both) with the suggestions' count, votes and links and says how it ranks; "Suggest a
// dupe" with the product autocomplete leads to the suggestion's page with the engine's evidence.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '@/features/products/testing/fixtures';
import { authStore } from '@/lib/auth-store';
import { ok, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

const me = { user_id: 7, email: 'ana@example.com', nickname: 'Ana', concerns: [], skin_type: null };
const card = (id: number, name: string, price: number) => ({
  product_id: id, name, brand_id: 2, brand_name: 'Thrift', category_id: 2, category_name: 'Serums', image_url: '', size_text: '30 ml',
  price, currency: 'USD', price_usd: price, price_per_unit_usd: price / 30, rating_avg: null, review_count: 0, retailer_rating: null, member_rating: null, like_count: 0, status: 'active',
});
const dupe = (id: number, name: string, extra: Record<string, unknown>) => ({
  product: card(id, name, 8), score: 0.6, score_parts: { jaccard: 0.5, actives_overlap: 1, order_agreement: 0.4, weights: [0.5, 0.3, 0.2] },
  shared_count: 8, shared_key_ingredients: ['NIACINAMIDE'], missing_key_ingredients: [], extra_key_ingredients: [], compared_by: 'price_per_unit',
  original_price: 32, original_price_per_unit: 1.07, saving: 0.8, saving_percent: 75, explanation: 'Shares niacinamide.',
  source: 'computed', suggestion_count: 0, suggestion_votes: 0, suggestion_ids: [], rank_score: 0.6, ...extra,
});
const suggestion = (extra: Record<string, unknown> = {}) => ({
  dupe_id: 51, original: card(1, 'Lumen Niacinamide Serum', 32), dupe: card(9, 'Thrift Serum', 8), title: 'Same glow, a quarter of the price',
  description: 'Feels identical.', author: { user_id: 7, nickname: 'Ana', avatar: '', is_imported: false }, images: [],
  evidence: { score: 0.12, jaccard: 0.1, shared_count: 2, shared_key_ingredients: ['NIACINAMIDE'], missing_key_ingredients: ['ZINC PCA'],
    extra_key_ingredients: [], compared_by: 'price_per_unit', saving: 0.8, saving_percent: 75, very_different: true, note: 'Scored by the same blend as computed dupes.' },
  is_private: false, like_count: 2, star_count: 0, comment_count: 0, liked: false, starred: false, is_owner: true,
  created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', ...extra,
});
const noComments = () => ok({ comments: [], total_count: 0, comment_count: 0, page_no: 1, page_num: 10, hasMore: false });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.signOut();
});

describe('find-dupe page with member suggestions', () => {
  it('labels each dupe by source; votes are shown and products only members name are listed apart, after the ranked ones', async () => {
    stubApi({
      'GET /api/product/detail': () => ok(productFixture()),
      'GET /api/product/dupes': () =>
        ok({
          product_id: 1, k: 10, min_shared: 3, min_score: 0.15, catalog_version: 'v', method: 'Votes never change the order of the computed dupes.',
          items: [
            dupe(2, 'Both Serum', { source: 'both', suggestion_count: 2, suggestion_votes: 3, suggestion_ids: [51, 52] }),
            dupe(3, 'Engine Serum', {}),
            dupe(9, 'Member Serum', { source: 'member', suggestion_count: 1, suggestion_votes: 1, suggestion_ids: [53] }),
          ],
        }),
    });
    renderApp('/find_dupe/1');
    const list = await screen.findByTestId('dupes');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('#1')).toBeInTheDocument();
    expect(within(items[0]).getByTestId('dupe-source')).toHaveTextContent('ComputedMember suggestion');
    expect(within(items[0]).getByTestId('dupe-suggestions')).toHaveTextContent('Suggested by 2 members · 3 votes');
    expect(within(items[0]).getByRole('link', { name: 'suggestion 2' })).toHaveAttribute('href', '/userDupeDetail/52');
    expect(within(items[1]).getByTestId('dupe-source')).toHaveTextContent(/^Computed$/);
    expect(within(items[1]).queryByTestId('dupe-suggestions')).toBeNull();
    const apart = within(screen.getByTestId('member-dupes')).getAllByRole('listitem');
    expect(apart).toHaveLength(1);
    expect(within(apart[0]).queryByText(/^#\d/)).toBeNull(); // not ranked by the engine's score
    expect(within(apart[0]).getByTestId('dupe-source')).toHaveTextContent(/^Member suggestion$/);
    expect(within(apart[0]).getByRole('link', { name: 'See the suggestion' })).toHaveAttribute('href', '/userDupeDetail/53');
    expect(screen.getByTestId('dupes-method')).toHaveTextContent('Votes never change the order of the computed dupes.');
  });

  it('shows what the original is made for, and switches between the two rankings', async () => {
    const { calls } = stubApi({
      'GET /api/product/detail': () => ok(productFixture()),
      'GET /api/product/dupes': ({ url }) =>
        ok({
          product_id: 1, k: 10, mode: url.searchParams.get('mode'), min_shared: 3, min_score: 0.15, catalog_version: 'v', method: '',
          items: url.searchParams.get('mode') === 'closest_formula'
            ? [dupe(4, 'Closest Serum', {})]
            : [dupe(3, 'Same Job Serum', {
              job_parts: { hero: 1, kind: 1, base: 0.4, saving: 0.75, weights: [0.5, 0.25, 0.2, 0.05] }, kind: 'serum', kind_label: 'serum',
              heroes: [{ active_class: 'niacinamide', hero: 'niacinamide 10 %', kept: true, match: 1, form: 'niacinamide', percent: 10, text: 'keeps niacinamide 10 %' }],
              differences: ['has fragrance (the original is fragrance-free)'],
            })],
        }),
    });
    renderApp('/find_dupe/1');
    expect(await screen.findByTestId('made-for')).toHaveTextContent('Made for: niacinamide 10 %');
    const first = await screen.findByTestId('dupes');
    expect(within(first).getByText('Same Job Serum')).toBeInTheDocument();
    expect(within(first).getByTestId('dupe-hero')).toHaveTextContent('keeps niacinamide 10 %');
    expect(within(first).getByTestId('dupe-differences')).toHaveTextContent('has fragrance (the original is fragrance-free)');
    expect(within(first).getByTestId('dupe-kind')).toHaveTextContent('serum');
    expect(screen.getByTestId('dupe-mode-same_job')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByTestId('dupe-mode-closest_formula'));
    await waitFor(() => expect(screen.getByText('Closest Serum')).toBeInTheDocument());
    expect(screen.getByTestId('dupe-mode-closest_formula')).toHaveAttribute('aria-pressed', 'true');
    const modes = calls.filter((c) => c.url.pathname === '/api/product/dupes').map((c) => c.url.searchParams.get('mode'));
    expect(modes).toEqual(['same_job', 'closest_formula']);
  });

  it('"Suggest a dupe": the original is set, the dupe picked by autocomplete; saved, it opens with its evidence', async () => {
    authStore.signIn('tok', 7);
    const { calls } = stubApi({
      'GET /api/user/info': () => ok(me),
      'GET /api/product/detail': () => ok(productFixture()),
      'GET /api/product/dupes': () => ok({ product_id: 1, k: 10, min_shared: 3, min_score: 0.15, catalog_version: 'v', method: '', items: [] }),
      'GET /api/search/autocomplete': () => ok([{ type: 'product', id: 9, text: 'Thrift Serum' }]),
      'POST /api/product/dupe/submit': () => ok({ dupe_id: 51, created: true }),
      'GET /api/product/dupe/detail': () => ok({ dupe_info: suggestion() }),
      'GET /api/product/dupe/comment/list': noComments,
    });
    renderApp('/find_dupe/1?suggest=1');
    const form = await screen.findByTestId('suggest-dupe-form');
    expect(within(form).getByTestId('suggest-original')).toHaveTextContent('Lumen Lab Lumen Niacinamide Serum');
    fireEvent.click(within(form).getByRole('button', { name: 'Publish suggestion' }));
    expect(await within(form).findByText('Choose the product you suggest as its dupe.')).toBeInTheDocument();

    fireEvent.change(within(form).getByRole('combobox', { name: 'Dupe' }), { target: { value: 'Thrift' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Thrift Serum' }));
    expect(within(form).getByTestId('suggest-dupe')).toHaveTextContent('Thrift Serum');
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Same glow, a quarter of the price' } });
    fireEvent.change(within(form).getByLabelText('Why it is a dupe'), { target: { value: 'Feels identical.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish suggestion' }));

    expect(await screen.findByRole('heading', { name: 'Same glow, a quarter of the price' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/product/dupe/submit')?.body).toEqual({
      original_product_id: 1, dupe_product_id: 9, title: 'Same glow, a quarter of the price', description: 'Feels identical.', images: [], is_private: false,
    });
    const evidence = screen.getByTestId('dupe-evidence');
    expect(within(evidence).getByTestId('very-different')).toHaveTextContent('The formulas differ a lot');
    expect(within(evidence).getByTestId('dupe-jaccard')).toHaveTextContent('10%');
    expect(within(evidence).getByTestId('shared-actives')).toHaveTextContent('Shares NIACINAMIDE');
    expect(within(evidence).getByTestId('missing-actives')).toHaveTextContent('Lacks ZINC PCA');
    expect(within(evidence).getByTestId('dupe-saving')).toHaveTextContent('75% cheaper');
    expect(within(screen.getByTestId('dupe-original')).getByRole('link', { name: 'Lumen Niacinamide Serum' })).toHaveAttribute('href', '/productDetail/1');
    expect(within(screen.getByTestId('dupe-product')).getByRole('link', { name: 'Thrift Serum' })).toHaveAttribute('href', '/productDetail/9');
  });
});

describe('dupe detail', () => {
  it('like and star change on the answer; the owner makes it private; comments use the dupe calls', async () => {
    authStore.signIn('tok', 8);
    const { calls } = stubApi({
      'GET /api/user/info': () => ok({ ...me, user_id: 8 }),
      'GET /api/product/dupe/detail': () => ok({ dupe_info: suggestion({ evidence: { ...suggestion().evidence, very_different: false } }) }),
      'GET /api/product/dupe/comment/list': noComments,
      'POST /api/product/dupe/star': () => ok({ liked: false, starred: true, like_count: 2, star_count: 1 }),
      'POST /api/product/dupe/set_private': () => ok({ type: 'dupe', id: 51, is_private: true }),
    });
    renderApp('/userDupeDetail/51');
    expect(await screen.findByTestId('dupe-evidence')).toBeInTheDocument();
    expect(screen.queryByTestId('very-different')).toBeNull();
    fireEvent.click(screen.getByTestId('star'));
    await waitFor(() => expect(screen.getByTestId('star')).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(screen.getByRole('button', { name: 'Make private' }));
    expect(await screen.findByTestId('private-badge')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/product/dupe/star')?.body).toEqual({ dupe_id: 51, action: 1 });
    expect(calls.find((c) => c.url.pathname === '/api/product/dupe/comment/list')?.url.searchParams.get('dupe_id')).toBe('51');
  });

  it('the owner edits the suggestion in place: the saved call carries its dupe_id and keeps the pair', async () => {
    authStore.signIn('tok', 7);
    let title = 'Same glow, a quarter of the price';
    const { calls } = stubApi({
      'GET /api/user/info': () => ok(me),
      'GET /api/product/dupe/detail': () => ok({ dupe_info: suggestion({ title }) }),
      'GET /api/product/dupe/comment/list': noComments,
      'POST /api/product/dupe/submit': ({ body }) => {
        title = (body as { title: string }).title;
        return ok({ dupe_id: 51, created: false });
      },
    });
    renderApp('/userDupeDetail/51');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByTestId('suggest-dupe-form');
    expect(within(form).getByLabelText('Title')).toHaveValue('Same glow, a quarter of the price');
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Even better after a month' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Even better after a month' })).toBeInTheDocument();
    expect(screen.queryByTestId('suggest-dupe-form')).toBeNull();
    expect(calls.find((c) => c.url.pathname === '/api/product/dupe/submit')?.body).toEqual({
      dupe_id: 51, original_product_id: 1, dupe_product_id: 9, title: 'Even better after a month', description: 'Feels identical.', images: [], is_private: false,
    });
  });
});
