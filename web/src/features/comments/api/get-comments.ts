// GET /{kind}/comment/list?{kind}_id&page_no&page_num=10 → {comments (thread roots, each with its
// replies), total_count (roots), comment_count, page_no, page_num, hasMore}. Paged by spec §4 comment
// lists: page 1 replaces, later pages append, more while loaded < total_count.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import { nextCommentPageParam } from '@/lib/paging';
import type { CommentPage, ContentComment } from '@/types';
import { COMMENT_CALLS, commentsQueryKey, type CommentKind } from '../kinds';

export const commentId = (comment: ContentComment) => comment.comment_id;

export async function getComments(kind: CommentKind, itemId: number, pageNo: number, signal?: AbortSignal): Promise<CommentPage> {
  const data = await COMMENT_CALLS[kind].list(itemId, { page_no: pageNo, page_num: PAGE_SIZE.comments }, { signal });
  return data ?? { comments: [], total_count: 0, comment_count: 0, page_no: pageNo, page_num: PAGE_SIZE.comments, hasMore: false };
}

export const commentsQueryOptions = (kind: CommentKind, itemId: number) =>
  infiniteQueryOptions({
    queryKey: commentsQueryKey(kind, itemId),
    queryFn: ({ pageParam, signal }) => getComments(kind, itemId, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (_last, pages, _lastParam, pageParams) => nextCommentPageParam(pages, pageParams, commentId),
  });

export function useComments(kind: CommentKind, itemId: number) {
  return useInfiniteQuery(commentsQueryOptions(kind, itemId));
}
