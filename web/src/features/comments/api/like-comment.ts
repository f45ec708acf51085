// POST /{kind}/comment/like {comment_id, action} (1 likes, 0 unlikes) → {comment_id, liked, like_count}.
// Spec §4: the shown state changes only when the server says it did (no optimistic update).
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CommentLike, CommentPage, ContentComment } from '@/types';
import { COMMENT_CALLS, commentsQueryKey, type CommentKind } from '../kinds';

export async function likeComment(kind: CommentKind, commentId: number, action: 0 | 1): Promise<CommentLike> {
  return COMMENT_CALLS[kind].like(commentId, action);
}

/** The cached list with the server's answer applied to the one comment (a root or a reply). */
export function withCommentLike(data: InfiniteData<CommentPage> | undefined, result: CommentLike): InfiniteData<CommentPage> | undefined {
  if (!data) return data;
  const apply = (c: ContentComment): ContentComment =>
    c.comment_id === result.comment_id
      ? { ...c, liked: result.liked, like_count: result.like_count }
      : c.replies?.length
        ? { ...c, replies: c.replies.map(apply) }
        : c;
  return { ...data, pages: data.pages.map((page) => ({ ...page, comments: page.comments.map(apply) })) };
}

export function useLikeComment(kind: CommentKind, itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['comments', kind, itemId, 'like'],
    mutationFn: ({ commentId, action }: { commentId: number; action: 0 | 1 }) => likeComment(kind, commentId, action),
    onSuccess: (result) => {
      if (!result) return;
      queryClient.setQueryData<InfiniteData<CommentPage>>(commentsQueryKey(kind, itemId), (data) => withCommentLike(data, result));
    },
  });
}
