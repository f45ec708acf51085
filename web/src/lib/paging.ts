// Paging rules of spec §4, as pure functions. Every paged list of the product follows them:
// - page 1 replaces the list; later pages append, dropping items whose id is already present;
// - with no page given, the next page is current + 1;
// - a later page requested after the list is all-loaded fetches nothing;
// - a page shorter than the requested size marks the list all-loaded, and the current page is
//   then the fetched page;
// - followed-user content advances its page only if the response says hasMore, otherwise it is
//   all-loaded;
// - comment lists: hasMore while loaded < total_count; a loading flag during the fetch.
import { FIRST_PAGE } from '@/config/constants';

export type Id = string | number;
export type GetId<T> = (item: T) => Id;

export type PagedList<T> = {
  items: T[];
  /** Last page fetched (starts at 1). */
  currentPage: number;
  allLoaded: boolean;
};

export function initialPagedList<T>(): PagedList<T> {
  return { items: [], currentPage: FIRST_PAGE, allLoaded: false };
}

/** Reads an id field, e.g. `byKey('review_id')`. */
export function byKey<T>(key: keyof T): GetId<T> {
  return (item) => item[key] as unknown as Id;
}

/** The page to request, or null when nothing must be fetched. */
export function pageToFetch(state: Pick<PagedList<unknown>, 'currentPage' | 'allLoaded'>, requestedPage?: number): number | null {
  const page = requestedPage ?? state.currentPage + 1;
  if (page > FIRST_PAGE && state.allLoaded) return null;
  return page;
}

/** `existing` followed by those of `incoming` whose id is not present yet (also within `incoming`). */
export function appendUnique<T>(existing: readonly T[], incoming: readonly T[], getId: GetId<T>): T[] {
  const seen = new Set(existing.map((item) => String(getId(item))));
  const result = [...existing];
  for (const item of incoming) {
    const id = String(getId(item));
    if (seen.has(id)) continue;
    seen.add(id);
    result.push(item);
  }
  return result;
}

function merge<T>(state: PagedList<T>, page: number, fetched: readonly T[], getId: GetId<T>): T[] {
  return page === FIRST_PAGE ? appendUnique([], fetched, getId) : appendUnique(state.items, fetched, getId);
}

/** Apply a fetched page of size-limited list (all lists, including following/followers). */
export function applyPage<T>(
  state: PagedList<T>,
  page: number,
  fetched: readonly T[],
  pageSize: number,
  getId: GetId<T>,
): PagedList<T> {
  return {
    items: merge(state, page, fetched, getId),
    currentPage: page,
    allLoaded: fetched.length < pageSize,
  };
}

/** Followed users' content: the page advances only if the response says hasMore. */
export function applyFollowedPage<T>(
  state: PagedList<T>,
  page: number,
  fetched: readonly T[],
  hasMore: boolean,
  getId: GetId<T>,
): PagedList<T> {
  const items = merge(state, page, fetched, getId);
  if (hasMore) return { items, currentPage: page, allLoaded: false };
  return { items, currentPage: page === FIRST_PAGE ? FIRST_PAGE : state.currentPage, allLoaded: true };
}

export type CommentListState<T> = {
  comments: T[];
  currentPage: number;
  totalCount: number;
  hasMore: boolean;
  loading: boolean;
};

export function initialCommentList<T>(): CommentListState<T> {
  return { comments: [], currentPage: FIRST_PAGE, totalCount: 0, hasMore: false, loading: false };
}

export function startCommentFetch<T>(state: CommentListState<T>): CommentListState<T> {
  return { ...state, loading: true };
}

export function failCommentFetch<T>(state: CommentListState<T>): CommentListState<T> {
  return { ...state, loading: false };
}

export function applyCommentPage<T>(
  state: CommentListState<T>,
  page: number,
  fetched: readonly T[],
  totalCount: number,
  getId: GetId<T>,
): CommentListState<T> {
  const comments = page === FIRST_PAGE ? appendUnique([], fetched, getId) : appendUnique(state.comments, fetched, getId);
  return { comments, currentPage: page, totalCount, hasMore: comments.length < totalCount, loading: false };
}

// ---- TanStack Query adapters (useInfiniteQuery) -------------------------------------------

/** getNextPageParam for a size-limited list: a short page is the last one. */
export function nextPageParam(lastPageItems: readonly unknown[], pageSize: number, lastPageParam: number): number | undefined {
  return lastPageItems.length < pageSize ? undefined : lastPageParam + 1;
}

/** Flatten infinite-query pages into one list under the same rules (later pages de-duplicated). */
export function flattenPages<T>(pages: readonly (readonly T[])[], getId: GetId<T>): T[] {
  return pages.reduce<T[]>((items, page) => appendUnique(items, page, getId), []);
}

/** A comment-list page as the API answers it (`comments` + `total_count`). */
export type CommentPageData<T> = { comments: readonly T[]; total_count: number };

/**
 * Comment lists under useInfiniteQuery: the fetched pages, in order, folded through the rules above
 * (page 1 replaces, later pages append de-duplicated; hasMore while loaded < total_count). `fetching`
 * is the query's fetch flag (spec §4: a loading flag is set during the fetch).
 */
export function commentListFromPages<T>(
  pages: readonly CommentPageData<T>[],
  pageParams: readonly unknown[],
  getId: GetId<T>,
  fetching = false,
): CommentListState<T> {
  let state = initialCommentList<T>();
  pages.forEach((page, index) => {
    const pageNo = typeof pageParams[index] === 'number' ? (pageParams[index] as number) : FIRST_PAGE + index;
    state = applyCommentPage(state, pageNo, page.comments, page.total_count, getId);
  });
  return fetching ? startCommentFetch(state) : state;
}

/** getNextPageParam for a comment list: another page while fewer than total_count are loaded. */
export function nextCommentPageParam<T>(
  pages: readonly CommentPageData<T>[],
  pageParams: readonly unknown[],
  getId: GetId<T>,
): number | undefined {
  const state = commentListFromPages(pages, pageParams, getId);
  return state.hasMore && pages[pages.length - 1]?.comments.length ? state.currentPage + 1 : undefined;
}
