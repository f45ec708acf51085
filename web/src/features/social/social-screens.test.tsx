// Follows and messages: the follow button changes only on the server's success, the lists page by spec §4,
// /messages lists notifications with links and marks them read, the header shows the unread count.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, page, stubApi, type FakeRoute } from '@/testing/fake-api';
import { jsonResponse, renderApp } from '@/testing/render';
import { notificationHref } from './components/messages';

const person = (id: number, nickname = `Member ${id}`) => ({
  user_id: id, email: `m${id}@example.com`, nickname, bio: '', skin_type: null, concerns: [], location: '',
  avatar: '', login_type: 'email', is_collection_private: false, created_at: null,
});
const followMember = (id: number) => ({ user_id: id, nickname: `Fan ${id}`, avatar: '', bio: '', followed_at: '2026-11-23T10:00:00Z' });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const message = (id: number, status = 1, extra: Record<string, unknown> = {}) => ({
  notification_id: id, id, notification_type: 'like', status, text: 'liked your review “Calm skin”',
  actor: { user_id: 9, nickname: 'Bea', avatar: '', is_imported: false }, object_type: 'review', object_id: 40,
  comment_id: null, created_at: '2026-11-23T10:00:00Z', ...extra,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.signOut();
});

function stubProfile(extra: Record<string, FakeRoute>) {
  return stubApi({
    'GET /api/user/info': () => ok(person(7, 'Ana')),
    'GET /api/user/public_info': () => ok(person(8, 'Bea')),
    'GET /api/user/profile_options': () => ok({ skin_types: [], concerns: [] }),
    'GET /api/review/by_user': () => page([]),
    'GET /api/notification/unread_count': () => ok({ unread_count: 0 }),
    'GET /api/user/following_count': () => ok({ user_id: 8, following_count: 2 }),
    ...extra,
  });
}

describe('follow button and counts on a profile', () => {
  it('follows on the server’s success only; a failed call leaves the button as it was', async () => {
    authStore.signIn('tok', 7);
    let followers = 3;
    let fail = true;
    const { calls } = stubProfile({
      'GET /api/user/following_status': () => ok({ user_id: 7, followed_id: 8, isFollowing: followers === 4, follower_count: followers }),
      'GET /api/user/follower_count': () => ok({ user_id: 8, follower_count: followers }),
      'GET /api/user/follower_list': () => page([]),
      'POST /api/user/follow': () => {
        if (fail) return jsonResponse(200, { status: false, msg: 'Try again later.', code: 'x' });
        followers = 4;
        return ok({ user_id: 7, followed_id: 8, isFollowing: true, follower_count: 4 });
      },
    });
    renderApp('/userProfile/8');
    const button = await screen.findByTestId('follow-button');
    expect(button).toHaveTextContent('Follow');
    expect(await screen.findByTestId('follower-count')).toHaveTextContent('3 followers');
    expect(screen.getByTestId('following-count')).toHaveTextContent('2 following');

    fireEvent.click(button);
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/user/follow')).toHaveLength(1));
    await waitFor(() => expect(button).not.toBeDisabled());
    expect(button).toHaveTextContent('Follow'); // the server refused: unchanged
    expect(button).toHaveAttribute('aria-pressed', 'false');

    fail = false;
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('follow-button')).toHaveTextContent('Following'));
    expect(screen.getByTestId('follower-count')).toHaveTextContent('4 followers');
    expect(calls.find((c) => c.url.pathname === '/api/user/follow' && c.method === 'POST')?.body).toEqual({ user_id: 8 });
  });

  it('no follow button on one’s own profile; the followers list pages until a short page', async () => {
    authStore.signIn('tok', 7);
    const { calls } = stubProfile({
      'GET /api/user/follower_count': () => ok({ user_id: 7, follower_count: 12 }),
      'GET /api/user/follower_list': ({ url }) =>
        url.searchParams.get('page_no') === '1' ? page(range(1, 10).map(followMember), 1, 10, 12) : page([11, 12].map(followMember), 2, 10, 12),
      'GET /api/product/user_like': () => page([]),
    });
    renderApp('/userProfile/7');
    const list = await screen.findByRole('list', { name: 'Followers' });
    expect(screen.queryByTestId('follow-button')).toBeNull();
    expect(within(list).getAllByTestId('follow-member')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: /Fan 3/ })).toHaveAttribute('href', '/userProfile/3');
    fireEvent.click(within(screen.getByTestId('follow-lists')).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByTestId('follow-member')).toHaveLength(12));
    expect(within(screen.getByTestId('follow-lists')).queryByRole('button', { name: 'Load more' })).toBeNull();
    const asked = calls.filter((c) => c.url.pathname === '/api/user/follower_list').map((c) => c.url.searchParams);
    expect(asked.map((p) => [p.get('user_id'), p.get('page_no'), p.get('page_num')])).toEqual([['7', '1', '10'], ['7', '2', '10']]);
  });
});

describe('/messages and the header badge', () => {
  it('lists messages with links, marks one and all read, and the header count follows', async () => {
    authStore.signIn('tok', 7);
    let unread = 2;
    const { calls } = stubApi({
      'GET /api/user/info': () => ok(person(7, 'Ana')),
      'GET /api/notification/unread_count': () => ok({ unread_count: unread }),
      'GET /api/notification/msg_list': () =>
        page([message(2), message(1, 1, { notification_type: 'follow', text: 'started following you', object_type: 'user', object_id: 9 })]),
      'GET /api/user/notification_states': () => ok({ follow: true, like: true, star: true, comment: true, reply: true }),
      'POST /api/notification/mark_read': ({ body }) => {
        const all = (body as { all?: boolean }).all;
        const marked = all ? unread : 1;
        unread = all ? 0 : unread - 1;
        return ok({ marked, unread_count: unread });
      },
      'POST /api/user/notification_settings': () => ok({ follow: true, like: false, star: true, comment: true, reply: true }),
    });
    renderApp('/messages');
    expect(await screen.findByTestId('unread-count')).toHaveTextContent('2');
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByTestId('notification');
    expect(items[0]).toHaveTextContent('Bea liked your review “Calm skin”');
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/reviewDetail/40');
    expect(within(items[1]).getByRole('link')).toHaveAttribute('href', '/userProfile/9');
    // the list is fetched with the spec's Authorization header
    const fetched = calls.find((c) => c.url.pathname === '/api/notification/msg_list');
    expect(fetched?.headers.get('Authorization')).toBe('Bearer tok');

    fireEvent.click(within(items[0]).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(items[0]).toHaveAttribute('data-status', '0'));
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1');
    expect(calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/notification/mark_read')?.body).toEqual({ all: false, notification_id: 2 });

    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(within(list).getAllByTestId('notification').every((n) => n.dataset.status === '0')).toBe(true));
    expect(screen.queryByTestId('unread-count')).toBeNull();

    // a setting turned off is merged on success
    const likes = screen.getByRole('checkbox', { name: 'Someone likes my posts or comments' });
    fireEvent.click(likes);
    await waitFor(() => expect(likes).not.toBeChecked());
  });

  it('a failed notification fetch shows an empty list (spec §8) and stays on /messages', async () => {
    authStore.signIn('tok', 7);
    stubApi({
      'GET /api/user/info': () => ok(person(7, 'Ana')),
      'GET /api/notification/unread_count': () => ok({ unread_count: 0 }),
      'GET /api/notification/msg_list': () => jsonResponse(500, { status: false, msg: 'boom' }),
      'GET /api/user/notification_states': () => ok({ follow: true, like: true, star: true, comment: true, reply: true }),
    });
    renderApp('/messages');
    expect(await screen.findByTestId('messages-empty')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  });

  it('links lead to the item a message is about', () => {
    expect(notificationHref({ object_type: 'routine', object_id: 3, actor: null })).toBe('/routineDetail/3');
    expect(notificationHref({ object_type: 'feedback', object_id: 4, actor: null })).toBe('/feedbackDetail/4');
    expect(notificationHref({ object_type: 'dupe', object_id: 5, actor: null })).toBe('/userDupeDetail/5');
    // a moderator's verdict on her own submission leads to her product
    expect(notificationHref({ object_type: 'product', object_id: 6, actor: null })).toBe('/productDetail/6');
    expect(notificationHref({ object_type: null, object_id: null, actor: null })).toBeNull();
  });
});
