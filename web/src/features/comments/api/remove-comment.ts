// POST /{kind}/comment_remove {comment_id} → {comment_id, outcome: "deleted" | "shown_as_removed"}.
// A removed thread root with replies stays as a "removed" placeholder; its replies stay.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentRemoved } from '@/types';
import { COMMENT_CALLS, commentsQueryKey, type CommentKind } from '../kinds';

export async function removeComment(kind: CommentKind, commentId: number): Promise<CommentRemoved> {
  return COMMENT_CALLS[kind].remove(commentId);
}

export function useRemoveComment(kind: CommentKind, itemId: number, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['comments', kind, itemId, 'remove'],
    mutationFn: (commentId: number) => removeComment(kind, commentId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: commentsQueryKey(kind, itemId) });
      onChanged?.();
    },
  });
}
