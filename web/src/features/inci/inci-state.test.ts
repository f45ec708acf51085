import { describe, expect, it } from 'vitest';
import { addTerm, hasTerms, ingredientQueryFromSearch, ingredientQueryToSearch, letterFromSearch, removeTerm, toggleInciReaction } from './inci-state';

describe('glossary letter in the URL', () => {
  it('reads A–Z and #, defaulting to A', () => {
    expect(letterFromSearch('?letter=n')).toBe('N');
    expect(letterFromSearch('?letter=%23')).toBe('#');
    expect(letterFromSearch('?letter=ab')).toBe('A');
    expect(letterFromSearch('')).toBe('A');
  });
});

describe('search by ingredients state', () => {
  const q = { include: ['niacinamide'], exclude: ['parfum'], category: { id: '2', name: 'Serums' } };

  it('round-trips through the URL', () => {
    expect(ingredientQueryFromSearch(ingredientQueryToSearch(q))).toEqual(q);
    expect(ingredientQueryFromSearch('?include=a&include=A&include=%20&exclude=b')).toEqual({ include: ['a'], exclude: ['b'], category: null });
  });

  it('adds a term to one side only', () => {
    const moved = addTerm(q, 'exclude', 'Niacinamide');
    expect(moved.include).toEqual([]);
    expect(moved.exclude).toEqual(['parfum', 'Niacinamide']);
    expect(addTerm(q, 'include', 'NIACINAMIDE')).toEqual(q);
    expect(addTerm(q, 'include', '  ')).toBe(q);
    expect(removeTerm(q, 'exclude', 'parfum').exclude).toEqual([]);
    expect(hasTerms({ include: [], exclude: [], category: null })).toBe(false);
  });
});

describe('ingredient like / dislike', () => {
  const base = { inci_id: 1, liked: false, disliked: false, like_count: 2, dislike_count: 1 };
  it('toggles, and setting one clears the other', () => {
    const like = toggleInciReaction(base, 'like');
    expect(like).toEqual({ action: 1, next: { ...base, liked: true, like_count: 3 } });
    const dislike = toggleInciReaction(like.next, 'dislike');
    expect(dislike).toEqual({ action: 1, next: { ...base, disliked: true, dislike_count: 2 } });
    expect(toggleInciReaction(dislike.next, 'dislike')).toEqual({ action: 0, next: base });
    expect(toggleInciReaction(like.next, 'like')).toEqual({ action: 0, next: base });
  });
});
