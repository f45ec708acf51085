// POST /{kind}/comment {comment, {kind}_id, replied_to_user_id, parent_id} → the new comment.
// parent_id is the thread root (null starts a thread); replied_to_user_id the member answered.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentComment } from '@/types';
import { COMMENT_CALLS, commentsQueryKey, type CommentKind, type NewComment } from '../kinds';

export type { NewComment };

export async function addComment(kind: CommentKind, itemId: number, input: NewComment): Promise<ContentComment> {
  return COMMENT_CALLS[kind].add(itemId, {
    comment: input.comment,
    parent_id: input.parent_id ?? null,
    replied_to_user_id: input.replied_to_user_id ?? null,
  });
}

/** On success the list is read again from page 1 (the new thread is first; a reply joins its thread). */
export function useAddComment(kind: CommentKind, itemId: number, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['comments', kind, itemId, 'add'],
    mutationFn: (input: NewComment) => addComment(kind, itemId, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: commentsQueryKey(kind, itemId) });
      onChanged?.();
    },
  });
}
