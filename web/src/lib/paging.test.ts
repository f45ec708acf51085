import { describe, expect, it } from 'vitest';
import {
  applyCommentPage,
  applyFollowedPage,
  applyPage,
  byKey,
  commentListFromPages,
  nextCommentPageParam,
  failCommentFetch,
  flattenPages,
  initialCommentList,
  initialPagedList,
  nextPageParam,
  pageToFetch,
  startCommentFetch,
  type PagedList,
} from './paging';

type Item = { id: number; name?: string };
const getId = byKey<Item>('id');
const items = (...ids: number[]): Item[] => ids.map((id) => ({ id }));

describe('paged lists (spec §4)', () => {
  it('start at page 1, not all-loaded', () => {
    expect(initialPagedList()).toEqual({ items: [], currentPage: 1, allLoaded: false });
  });

  it('page 1 replaces the list', () => {
    const state: PagedList<Item> = { items: items(1, 2, 3), currentPage: 3, allLoaded: true };
    const next = applyPage(state, 1, items(7, 8), 2, getId);
    expect(next.items.map((i) => i.id)).toEqual([7, 8]);
    expect(next.currentPage).toBe(1);
    expect(next.allLoaded).toBe(false);
  });

  it('later pages append, dropping ids already present', () => {
    const state: PagedList<Item> = { items: items(1, 2), currentPage: 1, allLoaded: false };
    const next = applyPage(state, 2, [{ id: 2, name: 'dupe' }, { id: 3 }], 2, getId);
    expect(next.items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(next.items[1].name).toBeUndefined(); // the first copy stays
    expect(next.currentPage).toBe(2);
  });

  it('a full page does not mark all-loaded', () => {
    expect(applyPage(initialPagedList<Item>(), 1, items(1, 2), 2, getId).allLoaded).toBe(false);
  });

  it('a short page marks all-loaded and sets the current page to the fetched page', () => {
    const state: PagedList<Item> = { items: items(1, 2), currentPage: 1, allLoaded: false };
    const next = applyPage(state, 2, items(3), 2, getId);
    expect(next).toEqual({ items: items(1, 2, 3), currentPage: 2, allLoaded: true });
    expect(applyPage(state, 2, [], 2, getId)).toMatchObject({ currentPage: 2, allLoaded: true });
  });

  it('next page is current + 1 when none is given', () => {
    expect(pageToFetch({ currentPage: 1, allLoaded: false })).toBe(2);
    expect(pageToFetch({ currentPage: 4, allLoaded: false })).toBe(5);
    expect(pageToFetch({ currentPage: 4, allLoaded: false }, 1)).toBe(1);
  });

  it('no fetch of a later page after all-loaded; page 1 still refreshes', () => {
    expect(pageToFetch({ currentPage: 3, allLoaded: true })).toBeNull();
    expect(pageToFetch({ currentPage: 3, allLoaded: true }, 4)).toBeNull();
    expect(pageToFetch({ currentPage: 3, allLoaded: true }, 1)).toBe(1);
  });
});

describe('followed-user content', () => {
  it('advances only if hasMore', () => {
    const state: PagedList<Item> = { items: items(1), currentPage: 1, allLoaded: false };
    expect(applyFollowedPage(state, 2, items(2), true, getId)).toEqual({ items: items(1, 2), currentPage: 2, allLoaded: false });
  });

  it('without hasMore marks all-loaded and keeps the page', () => {
    const state: PagedList<Item> = { items: items(1), currentPage: 1, allLoaded: false };
    expect(applyFollowedPage(state, 2, items(1, 2), false, getId)).toEqual({ items: items(1, 2), currentPage: 1, allLoaded: true });
  });

  it('a page-1 refresh replaces', () => {
    const state: PagedList<Item> = { items: items(1, 2, 3), currentPage: 3, allLoaded: true };
    expect(applyFollowedPage(state, 1, items(9), true, getId)).toEqual({ items: items(9), currentPage: 1, allLoaded: false });
  });
});

describe('comment lists', () => {
  type Comment = { comment_id: number };
  const cid = byKey<Comment>('comment_id');
  const comments = (...ids: number[]) => ids.map((comment_id) => ({ comment_id }));

  it('hasMore while loaded < total_count; page 1 replaces, later pages append', () => {
    let state = startCommentFetch(initialCommentList<Comment>());
    expect(state.loading).toBe(true);
    state = applyCommentPage(state, 1, comments(1, 2), 3, cid);
    expect(state).toMatchObject({ currentPage: 1, totalCount: 3, hasMore: true, loading: false });
    state = applyCommentPage(startCommentFetch(state), 2, comments(3), 3, cid);
    expect(state.comments.map((c) => c.comment_id)).toEqual([1, 2, 3]);
    expect(state.hasMore).toBe(false);
    state = applyCommentPage(state, 1, comments(5), 1, cid);
    expect(state.comments).toEqual(comments(5));
    expect(state.hasMore).toBe(false);
  });

  it('a failed fetch clears the loading flag only', () => {
    const state = applyCommentPage(initialCommentList<Comment>(), 1, comments(1), 5, cid);
    expect(failCommentFetch(startCommentFetch(state))).toEqual(state);
  });
});

describe('TanStack Query adapters', () => {
  it('nextPageParam stops after a short page', () => {
    expect(nextPageParam([1, 2], 2, 1)).toBe(2);
    expect(nextPageParam([1], 2, 3)).toBeUndefined();
  });

  it('flattenPages de-duplicates by id across pages', () => {
    expect(flattenPages([items(1, 2), items(2, 3)], getId).map((i) => i.id)).toEqual([1, 2, 3]);
  });
});

describe('comment lists under useInfiniteQuery (what the comment section shows)', () => {
  type Comment = { comment_id: number };
  const cid = byKey<Comment>('comment_id');
  const roots = (...ids: number[]) => ids.map((comment_id) => ({ comment_id }));
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  it('folds the pages: page 1 replaces, later pages append without repeats, hasMore while loaded < total_count', () => {
    const first = { comments: roots(...range(1, 10)), total_count: 13 };
    let state = commentListFromPages([first], [1], cid);
    expect(state).toMatchObject({ currentPage: 1, totalCount: 13, hasMore: true, loading: false });
    expect(nextCommentPageParam([first], [1], cid)).toBe(2);

    // a new thread moved root 10 onto page 2: it is not shown twice
    const second = { comments: roots(10, 11, 12, 13), total_count: 14 };
    state = commentListFromPages([first, second], [1, 2], cid);
    expect(state.comments.map((c) => c.comment_id)).toEqual(range(1, 13));
    expect(state).toMatchObject({ currentPage: 2, totalCount: 14, hasMore: true });
    expect(nextCommentPageParam([first, second], [1, 2], cid)).toBe(3);

    const third = { comments: roots(14), total_count: 14 };
    state = commentListFromPages([first, second, third], [1, 2, 3], cid);
    expect(state.hasMore).toBe(false);
    expect(nextCommentPageParam([first, second, third], [1, 2, 3], cid)).toBeUndefined();
  });

  it('a refetched page 1 replaces what was there; an empty page ends the list even if total_count says more', () => {
    const refetched = { comments: roots(20), total_count: 1 };
    expect(commentListFromPages([refetched], [1], cid).comments).toEqual(roots(20));
    const empty = { comments: [], total_count: 5 };
    expect(nextCommentPageParam([{ comments: roots(1, 2), total_count: 5 }, empty], [1, 2], cid)).toBeUndefined();
  });

  it('the loading flag is set while the list is fetching', () => {
    expect(commentListFromPages([], [], cid, true).loading).toBe(true);
    expect(commentListFromPages([{ comments: roots(1), total_count: 1 }], [1], cid, false).loading).toBe(false);
  });
});
