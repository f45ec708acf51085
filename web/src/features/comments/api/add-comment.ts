// POST /{kind}/comment {comment, {kind}_id, replied_to_user_id, parent_id} → the new comment.
// parent_id is the thread root (null starts a thread); replied_to_user_id the member answered.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentComment } from '@/types';
import { COMMENT_PATHS, commentsQueryKey, type CommentKind } from '../kinds';

export type NewComment = { comment: string; parent_id?: number | null; replied_to_user_id?: number | null };

export async function addComment(kind: CommentKind, itemId: number, input: NewComment): Promise<ContentComment> {
  const paths = COMMENT_PATHS[kind];
  return api.post<ContentComment>(paths.add, {
    comment: input.comment,
    [paths.idName]: itemId,
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
