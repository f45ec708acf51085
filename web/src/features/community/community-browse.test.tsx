// Browsing reviews and routines as a member does: the spec's paging (page 1 replaces, later pages append without
// repeating an id, a short page ends the list), the filters sent to the API and kept in the URL, and "members near
// me" only for a member with a city.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, stubApi, type FakeRequest } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

const card = (id: number, extra: Record<string, unknown> = {}) => ({
  type: 'routine', id, routine_id: id, review_id: null, dupe_id: null, feedback_id: null, title: `Routine ${id}`,
  excerpt: 'Cleanser, serum, cream.', author_id: 8, author_nickname: 'Bea', like_count: 2, created_at: '2026-03-01T10:00:00Z',
  rating: null, product_id: null, product_name: null, product_placeholder: false, skin_type: 'oily', concerns: ['acne'],
  author_city: null, distance_km: null, ...extra,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const pageOf = (ids: number[], pageNo: number, total: number, extra: Record<string, unknown> = {}) =>
  ok({ items: ids.map((id) => card(id, extra)), page_no: pageNo, page_num: 10, total_count: total, hasMore: pageNo * 10 < total });
const categories = [
  { category_id: 1, name: 'Skincare', path: 'Skincare', depth: 0, parent_id: null },
  { category_id: 2, name: 'Serums', path: 'Skincare > Serums', depth: 1, parent_id: 1 },
];
const profileOptions = () =>
  ok({ skin_types: [{ value: 'oily', label: 'Oily' }, { value: 'dry', label: 'Dry' }], concerns: [{ value: 'acne', label: 'Acne & breakouts' }] });
const me = (city: unknown) => ({
  user_id: 7, email: 'ana@example.com', nickname: 'Ana', bio: '', skin_type: 'dry', concerns: [], location: '', city,
  avatar: '', login_type: 'email', is_collection_private: false, created_at: null, bio_status: 'accepted', bio_held_reason: null,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.signOut();
  localStorage.clear();
});

const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.url.pathname === '/api/routine/random_list');
const shownIds = () => within(screen.getByTestId('browse-list')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('browse routines', () => {
  it('page 1, then later pages appended without repeats, until a short page: all loaded', async () => {
    const { calls } = stubApi({
      'GET /api/category/list': () => ok(categories),
      'GET /api/user/profile_options': profileOptions,
      'GET /api/routine/random_list': ({ url }) => {
        const pageNo = Number(url.searchParams.get('page_no'));
        if (url.searchParams.get('skin_type') === 'dry') return pageOf([90, 91], 1, 2);
        // page 2 repeats routine 10 (a new routine moved it down a place): it is shown once
        return pageNo === 1 ? pageOf(range(1, 10), 1, 23) : pageNo === 2 ? pageOf(range(10, 19), 2, 23) : pageOf([20, 21, 22, 23], 3, 23);
      },
    });
    renderApp('/routines');
    expect(await screen.findByRole('heading', { name: 'Routines', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(shownIds()).toHaveLength(10));
    expect(screen.getByTestId('browse-count')).toHaveTextContent('23 routines');
    const first = listCalls(calls)[0].url.searchParams;
    expect(Object.fromEntries(first)).toMatchObject({ page_no: '1', page_num: '10', order: 'random' });
    expect(first.get('seed')).toMatch(/^\d+$/);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shownIds()).toHaveLength(19));
    expect(shownIds()).toEqual(range(1, 19).map((i) => `Routine ${i}`));
    expect(listCalls(calls)[1].url.searchParams.get('seed')).toBe(first.get('seed')); // the same shuffle
    expect(screen.queryByTestId('browse-all-loaded')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shownIds()).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByTestId('browse-all-loaded')).toHaveTextContent('All 23 routines shown.');
    expect(listCalls(calls).map((c) => c.url.searchParams.get('page_no'))).toEqual(['1', '2', '3']);

    // a filter starts a new list: its page 1 replaces what was there
    fireEvent.change(screen.getByLabelText('Skin type'), { target: { value: 'dry' } });
    await waitFor(() => expect(shownIds()).toEqual(['Routine 90', 'Routine 91']));
    expect(screen.getByTestId('browse-count')).toHaveTextContent('2 routines');
    const filtered = listCalls(calls).at(-1)!.url.searchParams;
    expect([filtered.get('skin_type'), filtered.get('page_no')]).toEqual(['dry', '1']);
    expect(screen.getByTestId('browse-all-loaded')).toHaveTextContent('All 2 routines shown.');
  });

  it('sends every filter and keeps them in the URL; a link with them opens the same list', async () => {
    const { calls } = stubApi({
      'GET /api/category/list': () => ok(categories),
      'GET /api/user/profile_options': profileOptions,
      'GET /api/routine/random_list': () => pageOf([1], 1, 1),
    });
    const { router } = renderApp('/routines');
    await screen.findByText('Routine 1');
    fireEvent.change(screen.getByLabelText('Concern'), { target: { value: 'acne' } });
    fireEvent.change(await screen.findByLabelText('Category'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'helpful' } });
    await waitFor(() => expect(router.state.location.search).toBe('?concern=acne&category=2&order=helpful'));
    const sent = listCalls(calls).at(-1)!.url.searchParams;
    expect([sent.getAll('concerns'), sent.get('category_id'), sent.get('order')]).toEqual([['acne'], '2', 'helpful']);
    expect(screen.getByRole('option', { name: 'All Skincare' })).toBeInTheDocument();
    // signed out: no "nearest" order, and near me asks to sign in
    expect(within(screen.getByLabelText('Order')).queryByRole('option', { name: 'Nearest first' })).toBeNull();
    expect(screen.getByTestId('near-me-hint')).toHaveTextContent('Sign in to see members near you.');

    cleanup();
    const again = stubApi({ 'GET /api/category/list': () => ok(categories),
      'GET /api/user/profile_options': profileOptions, 'GET /api/routine/random_list': () => pageOf([1], 1, 1) });
    renderApp('/routines?skin_type=oily&order=newest&near=100');
    await screen.findByText('Routine 1');
    const reopened = listCalls(again.calls)[0].url.searchParams;
    expect([reopened.get('skin_type'), reopened.get('order'), reopened.get('near_km')]).toEqual(['oily', 'newest', null]);
  });
});

describe('members near me', () => {
  it('a member with a city picks a radius; the cards say where the authors are and how far', async () => {
    authStore.signIn('tok', 7);
    const { calls } = stubApi({
      'GET /api/user/info': () => ok(me({ city_id: 2996944, name: 'Lyon', country_code: 'FR', label: 'Lyon, FR' })),
      'GET /api/category/list': () => ok(categories),
      'GET /api/user/profile_options': profileOptions,
      'GET /api/notification/unread_count': () => ok({ count: 0 }),
      'GET /api/review/random_list': ({ url }) =>
        url.searchParams.get('near_km')
          ? pageOf([5], 1, 1, { type: 'review', review_id: 5, routine_id: null, author_city: 'Villeurbanne, FR', distance_km: 4.2, rating: 4 })
          : pageOf([1, 2], 1, 2, { type: 'review', review_id: 1, routine_id: null }),
    });
    renderApp('/reviews');
    const near = await screen.findByLabelText('Members');
    fireEvent.change(near, { target: { value: '25' } });
    expect(await screen.findByTestId('browse-card-city')).toHaveTextContent('Villeurbanne, FR (4 km)');
    expect(screen.getByRole('option', { name: 'Within 25 km of Lyon, FR' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Oily skin')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/review/random_list').at(-1)!.url.searchParams.get('near_km')).toBe('25');
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'nearest' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/review/random_list').at(-1)!.url.searchParams.get('order')).toBe('nearest'),
    );
  });

  it('a member without a city is sent to her profile to choose one', async () => {
    authStore.signIn('tok', 7);
    stubApi({
      'GET /api/user/info': () => ok(me(null)),
      'GET /api/category/list': () => ok(categories),
      'GET /api/user/profile_options': profileOptions,
      'GET /api/notification/unread_count': () => ok({ count: 0 }),
      'GET /api/review/random_list': () => pageOf([1], 1, 1, { type: 'review', review_id: 1, routine_id: null }),
    });
    renderApp('/reviews');
    const hint = await screen.findByTestId('near-me-hint');
    await waitFor(() => expect(hint).toHaveTextContent('Members near you: choose your city on your profile.'));
    expect(within(hint).getByRole('link', { name: 'choose your city' })).toHaveAttribute('href', '/userProfile/7');
  });
});
