// Like / dislike / collect of a product (spec §4), as pure functions:
// - like: not liked → `like`; liked → `like_remove`;
// - dislike: not disliked → `dislike` (the server removes the like first); disliked → `dislike_remove`;
// - collect toggles on the current flag: `star` / `star_remove`.
// `applyReaction` is the optimistic state the screen shows until the server answers.
import type { ProductReaction } from '@/types';

export type ReactionIntent = 'like' | 'dislike' | 'collect';
export type ReactionCall = 'like' | 'like_remove' | 'dislike' | 'dislike_remove' | 'star' | 'star_remove';

export function callFor(intent: ReactionIntent, state: Pick<ProductReaction, 'liked' | 'disliked' | 'starred'>): ReactionCall {
  switch (intent) {
    case 'like':
      return state.liked ? 'like_remove' : 'like';
    case 'dislike':
      return state.disliked ? 'dislike_remove' : 'dislike';
    case 'collect':
      return state.starred ? 'star_remove' : 'star';
  }
}

const dec = (n: number) => Math.max(0, n - 1);

/** The state after `call` succeeds, mirroring the server (counters move only with the flags). */
export function applyReaction(state: ProductReaction, call: ReactionCall): ProductReaction {
  const next = { ...state };
  const unlike = () => {
    if (next.liked) next.like_count = dec(next.like_count);
    next.liked = false;
  };
  const undislike = () => {
    if (next.disliked) next.dislike_count = dec(next.dislike_count);
    next.disliked = false;
  };
  switch (call) {
    case 'like':
      undislike();
      if (!next.liked) next.like_count += 1;
      next.liked = true;
      break;
    case 'like_remove':
      unlike();
      break;
    case 'dislike':
      unlike(); // disliking first removes the like
      if (!next.disliked) next.dislike_count += 1;
      next.disliked = true;
      break;
    case 'dislike_remove':
      undislike();
      break;
    case 'star':
      if (!next.starred) next.star_count += 1;
      next.starred = true;
      break;
    case 'star_remove':
      if (next.starred) next.star_count = dec(next.star_count);
      next.starred = false;
      break;
  }
  return next;
}
