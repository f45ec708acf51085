import { describe, expect, it } from 'vitest';
import { applyReaction, callFor } from './reaction-state';
import type { ProductReaction } from '@/types';

const base: ProductReaction = { product_id: 1, liked: false, disliked: false, starred: false, like_count: 3, dislike_count: 1, star_count: 0 };

describe('product reactions (spec §4)', () => {
  it('like when not liked, remove the like when liked', () => {
    expect(callFor('like', base)).toBe('like');
    expect(callFor('like', { ...base, liked: true })).toBe('like_remove');
  });

  it('dislike when not disliked, remove the dislike when disliked', () => {
    expect(callFor('dislike', base)).toBe('dislike');
    expect(callFor('dislike', { ...base, liked: true })).toBe('dislike');
    expect(callFor('dislike', { ...base, disliked: true })).toBe('dislike_remove');
  });

  it('collect toggles on the current flag', () => {
    expect(callFor('collect', base)).toBe('star');
    expect(callFor('collect', { ...base, starred: true })).toBe('star_remove');
  });

  it('like counts up, and removing it counts down', () => {
    const liked = applyReaction(base, 'like');
    expect(liked).toMatchObject({ liked: true, like_count: 4 });
    expect(applyReaction(liked, 'like_remove')).toMatchObject({ liked: false, like_count: 3 });
  });

  it('disliking first removes the like', () => {
    const liked = applyReaction(base, 'like');
    const disliked = applyReaction(liked, 'dislike');
    expect(disliked).toMatchObject({ liked: false, like_count: 3, disliked: true, dislike_count: 2 });
    expect(applyReaction(disliked, 'dislike_remove')).toMatchObject({ disliked: false, dislike_count: 1, liked: false });
  });

  it('liking a disliked product clears the dislike (as the server does)', () => {
    const disliked = { ...base, disliked: true, dislike_count: 2 };
    expect(applyReaction(disliked, 'like')).toMatchObject({ liked: true, like_count: 4, disliked: false, dislike_count: 1 });
  });

  it('repeating a call changes nothing, counts never go negative', () => {
    const liked = applyReaction(base, 'like');
    expect(applyReaction(liked, 'like')).toEqual(liked);
    expect(applyReaction({ ...base, like_count: 0 }, 'like_remove')).toMatchObject({ like_count: 0 });
    const starred = applyReaction(base, 'star');
    expect(starred).toMatchObject({ starred: true, star_count: 1 });
    expect(applyReaction(starred, 'star_remove')).toMatchObject({ starred: false, star_count: 0 });
  });

  it('does not mutate the given state', () => {
    const copy = { ...base };
    applyReaction(base, 'dislike');
    expect(base).toEqual(copy);
  });
});
