// Like/star, private and remove of one member-content item, written once for every kind (reviews, routines,
// feedback, dupe suggestions, shelves). Each kind declares its calls (typed by the API's document) and query keys
// in its feature's `api/keys.ts`; each endpoint keeps its own file there (`react-review.ts` …), one line over these
// hooks.
// Spec §4: the shown state changes only on the server's success (no optimistic update).
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ContentPrivacy, ContentReaction, ContentRemoved } from '@/types';

/** One kind of member content, as these calls need it. */
export type ContentKindActions = {
  /** First part of every mutation key of the kind (`['reviews', 'react', id]`). */
  keyRoot: string;
  /** POST {prefix}/like or /star {<kind>_id, action}; absent for kinds without reactions (shelves). */
  react?: (id: number, call: ReactionCall) => Promise<ContentReaction>;
  /** POST {prefix}/set_private {<kind>_id, is_private}. */
  setPrivate: (id: number, isPrivate: boolean) => Promise<ContentPrivacy>;
  /** POST {prefix}/remove {<kind>_id}. */
  remove: (id: number) => Promise<ContentRemoved>;
  /** The item's detail query, updated in place from the answer (none: the lists' refresh covers it). */
  detailKey?: (id: number) => QueryKey;
  /** Queries read again after any change (the kind's lists, and what else shows the kind). */
  refresh: readonly QueryKey[];
  /** Read again too when the item is hidden or removed (not on a like): e.g. feedback's rating summary. */
  refreshOnVisibility?: readonly QueryKey[];
};

export type ReactionCall = { which: 'like' | 'star'; action: 0 | 1 };

function useRefresh(kind: ContentKindActions) {
  const queryClient = useQueryClient();
  return {
    patchDetail: <T extends object>(id: number, patch: Partial<T>) => {
      if (kind.detailKey) queryClient.setQueryData<T>(kind.detailKey(id), (old) => (old ? { ...old, ...patch } : old));
    },
    refresh: (visibilityChanged = false) => {
      const keys = visibilityChanged ? [...kind.refresh, ...(kind.refreshOnVisibility ?? [])] : kind.refresh;
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    },
  };
}

/** POST {prefix}/like and {prefix}/star {<id>, action} (1 sets, 0 clears) → {liked, starred, like_count, star_count}. */
export function useReactToContent(kind: ContentKindActions, id: number) {
  const { patchDetail, refresh } = useRefresh(kind);
  return useMutation({
    mutationKey: [kind.keyRoot, 'react', id],
    mutationFn: (call: ReactionCall) => {
      if (!kind.react) throw new Error(`${kind.keyRoot}: no reactions`);
      return kind.react(id, call);
    },
    onSuccess: (state) => {
      if (!state) return;
      const { liked, starred, like_count, star_count } = state;
      patchDetail(id, { liked, starred, like_count, star_count });
      refresh();
    },
  });
}

/** POST {prefix}/set_private {<id>, is_private} → {type, id, is_private}. Owner only. */
export function useSetContentPrivate(kind: ContentKindActions, id: number) {
  const { patchDetail, refresh } = useRefresh(kind);
  return useMutation({
    mutationKey: [kind.keyRoot, 'set-private', id],
    mutationFn: (isPrivate: boolean) => kind.setPrivate(id, isPrivate),
    onSuccess: (result) => {
      if (!result) return;
      patchDetail(id, { is_private: result.is_private });
      refresh(true);
    },
  });
}

/**
 * POST {prefix}/remove {<id>} → {type, id, removed}. Owner only; the screen leaves the removed item's page
 * itself (its detail would now be a 404).
 */
export function useRemoveContent(kind: ContentKindActions, id: number) {
  const { refresh } = useRefresh(kind);
  return useMutation({
    mutationKey: [kind.keyRoot, 'remove', id],
    mutationFn: () => kind.remove(id),
    onSuccess: () => refresh(true),
  });
}
