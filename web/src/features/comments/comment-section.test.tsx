// The review screen's comments as a member uses them: spec §4 comment lists (page 1 replaces, later
// pages append without repeats, more while loaded < total_count), threads with replies, removal, likes
// that change only on the server's answer.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { jsonResponse } from '@/testing/render';
import { ok, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

const author = (id: number) => ({ user_id: id, nickname: `Member ${id}`, avatar: '', is_imported: false });
const review = {
  review_id: 1, product: { product_id: 3, name: 'Barrier Cream', brand_name: 'Lumen', image_url: '' }, author: author(8),
  title: 'Calm skin', content: 'Soothing.', rating: 4, skin_type: 'dry', concerns: ['redness'], images: [], is_private: false,
  like_count: 0, star_count: 0, comment_count: 3, liked: false, starred: false, is_owner: false, source: null,
  received_free: false, created_at: '2026-01-01T00:00:00+00:00', updated_at: '2026-01-01T00:00:00+00:00',
};
type C = { comment_id: number; user?: number; parent_id?: number | null; removed?: boolean; replies?: unknown[]; liked?: boolean; likes?: number; canRemove?: boolean };
// the viewer of these tests is member 7: by default they may remove their own comments only (the server says)
const comment = ({ comment_id, user = 8, parent_id = null, removed = false, replies = [], liked = false, likes = 0, canRemove = user === 7 && !removed }: C) => ({
  comment_id, parent_id, replied_to_user_id: parent_id ? 8 : null, replied_to_nickname: parent_id ? 'Member 8' : null,
  author: removed ? null : author(user), comment: removed ? '' : `Comment ${comment_id}`, is_removed: removed,
  like_count: likes, liked, can_remove: canRemove, created_at: '2026-01-02T00:00:00+00:00', replies,
});
const list = (comments: unknown[], total: number, pageNo = 1) =>
  ok({ comments, total_count: total, comment_count: total, page_no: pageNo, page_num: 10, hasMore: pageNo * 10 < total });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const shown = () => screen.getAllByTestId('comment').map((el) => Number(el.getAttribute('data-comment-id')));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.signOut();
});

describe('review comments', () => {
  it('10 threads a page; "Load more comments" appends page 2 without repeats and stops at total_count', async () => {
    const { calls } = stubApi({
      'GET /api/review/detail': () => ok(review),
      'GET /api/review/comment/list': ({ url }) =>
        url.searchParams.get('page_no') === '1'
          ? list(range(1, 10).map((id) => comment({ comment_id: id })), 12)
          : list([10, 11, 12].map((id) => comment({ comment_id: id })), 12, 2), // 10 again: a new thread moved it
    });
    renderApp('/reviewDetail/1');
    await waitFor(() => expect(shown()).toEqual(range(1, 10)));
    fireEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
    await waitFor(() => expect(shown()).toEqual(range(1, 12)));
    expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull();
    const asked = calls.filter((c) => c.url.pathname === '/api/review/comment/list').map((c) => c.url.searchParams);
    expect(asked.map((p) => [p.get('review_id'), p.get('page_no'), p.get('page_num')])).toEqual([['1', '1', '10'], ['1', '2', '10']]);
  });

  it('a removed thread root with replies shows as removed and keeps its replies', async () => {
    stubApi({
      'GET /api/review/detail': () => ok(review),
      'GET /api/review/comment/list': () =>
        list([comment({ comment_id: 1, removed: true, replies: [comment({ comment_id: 2, user: 9, parent_id: 1 })] })], 1),
    });
    renderApp('/reviewDetail/1');
    const replies = await screen.findByRole('list', { name: 'Replies' });
    expect(screen.getByText('This comment was removed.')).toBeInTheDocument();
    expect(within(replies).getByText('Comment 2')).toBeInTheDocument();
    expect(within(replies).getByRole('link', { name: 'Member 9' })).toHaveAttribute('href', '/userProfile/9');
  });

  it('a reply goes to the thread root and names the member answered; the list is read again', async () => {
    authStore.signIn('tok', 7);
    let posted = false;
    const { calls } = stubApi({
      'GET /api/review/detail': () => ok(review),
      'GET /api/review/comment/list': () =>
        list([comment({ comment_id: 1, replies: posted ? [comment({ comment_id: 5, user: 7, parent_id: 1 })] : [comment({ comment_id: 2, user: 9, parent_id: 1 })] })], 1),
      'POST /api/review/comment': () => {
        posted = true;
        return ok(comment({ comment_id: 5, user: 7, parent_id: 1 }));
      },
    });
    renderApp('/reviewDetail/1');
    await waitFor(() => expect(shown()).toEqual([1, 2]));
    // answer the reply of member 9 inside thread 1
    fireEvent.click(within(screen.getAllByTestId('comment')[1]).getByRole('button', { name: 'Reply' }));
    const form = screen.getByTestId('reply-form');
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'Same here!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(screen.getByText('Comment 5')).toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/review/comment');
    expect(post?.body).toEqual({ comment: 'Same here!', review_id: 1, parent_id: 1, replied_to_user_id: 9 });
    expect(shown()).toEqual([1, 5]);
    // own comment: Remove asks first, then calls
    stubApi({
      'GET /api/review/detail': () => ok(review),
      'GET /api/review/comment/list': () => list([comment({ comment_id: 1 })], 1),
      'POST /api/review/comment_remove': () => ok({ comment_id: 5, outcome: 'deleted' }),
    });
    const mine = screen.getAllByTestId('comment').find((el) => el.getAttribute('data-comment-id') === '5')!;
    fireEvent.click(within(mine).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(mine).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByText('Comment 5')).toBeNull());
  });

  it('a comment like changes only when the server says so', async () => {
    authStore.signIn('tok', 7);
    let fail = true;
    stubApi({
      'GET /api/review/detail': () => ok(review),
      'GET /api/review/comment/list': () => list([comment({ comment_id: 1, likes: 2 })], 1),
      'POST /api/review/comment/like': ({ body }) =>
        fail ? jsonResponse(200, { status: false, msg: 'Try again' }) : ok({ comment_id: 1, liked: (body as { action: number }).action === 1, like_count: 3 }),
    });
    renderApp('/reviewDetail/1');
    const like = await screen.findByTestId('comment-like');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(like);
    await waitFor(() => expect(screen.getByTestId('comment-like')).not.toBeDisabled());
    expect(screen.getByTestId('comment-like')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('comment-like')).toHaveTextContent('2');
    fail = false;
    fireEvent.click(screen.getByTestId('comment-like'));
    await waitFor(() => expect(screen.getByTestId('comment-like')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('comment-like')).toHaveTextContent('3');
  });

  it("the review's owner removes someone else's comment on it (issue 21 §7); others see no Remove", async () => {
    authStore.signIn('tok', 7);
    let gone = false;
    const { calls } = stubApi({
      'GET /api/review/detail': () => ok({ ...review, author: author(7), is_owner: true }),
      'GET /api/review/comment/list': () =>
        list(gone ? [] : [comment({ comment_id: 1, user: 9, canRemove: true }), comment({ comment_id: 2, user: 9, canRemove: true })], gone ? 0 : 2),
      'POST /api/review/comment_remove': () => {
        gone = true;
        return ok({ comment_id: 1, outcome: 'deleted' });
      },
    });
    renderApp('/reviewDetail/1');
    await waitFor(() => expect(shown()).toEqual([1, 2]));
    const first = screen.getAllByTestId('comment')[0];
    fireEvent.click(within(first).getByRole('button', { name: 'Remove' }));
    expect(within(first).getByText('Remove this comment from your post?')).toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryAllByTestId('comment')).toHaveLength(0));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ comment_id: 1 }]);
  });

  it('a signed-out visitor writes a reply, signs in, and finds it posted once, in its thread (issue 21 §2)', async () => {
    let posted = false;
    const { calls } = stubApi({
      'GET /api/review/detail': () => ok(review),
      'GET /api/review/comment/list': () =>
        list([comment({ comment_id: 1, replies: posted ? [comment({ comment_id: 5, user: 7, parent_id: 1 })] : [] })], 1),
      'POST /api/review/comment': () => {
        posted = true;
        return ok(comment({ comment_id: 5, user: 7, parent_id: 1 }));
      },
      'POST /api/user/login': () => ok({ token: 'tok', user_id: 7 }),
    });
    const { router } = renderApp('/reviewDetail/1');
    await waitFor(() => expect(shown()).toEqual([1]));
    fireEvent.click(within(screen.getAllByTestId('comment')[0]).getByRole('button', { name: 'Reply' }));
    const form = screen.getByTestId('reply-form');
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'Same here!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(await screen.findByTestId('signin-reason')).toHaveTextContent('Sign in to post your reply.');

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'glowUp2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reviewDetail/1'));
    await waitFor(() => expect(screen.getByText('Comment 5')).toBeInTheDocument());
    const posts = calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/review/comment');
    expect(posts.map((c) => c.body)).toEqual([{ comment: 'Same here!', review_id: 1, parent_id: 1, replied_to_user_id: 8 }]);
  });
});
