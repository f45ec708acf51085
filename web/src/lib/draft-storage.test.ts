import { afterEach, describe, expect, it } from 'vitest';
import { createDraftStore, draftKey } from './draft-storage';

type Draft = { title: string };
const isDraft = (value: unknown): value is Draft => typeof (value as Draft)?.title === 'string';

afterEach(() => localStorage.clear());

describe('draft storage', () => {
  it('keeps a draft in localStorage under a key per member and item, until cleared', () => {
    expect(draftKey('review', 7, null)).toBe('glowdex.draft.review.7.new');
    expect(draftKey('review', '7', 42)).toBe('glowdex.draft.review.7.42');
    const store = createDraftStore<Draft>(draftKey('review', 7), { isValid: isDraft, now: () => 1000 });
    expect(store.load()).toBeNull();
    store.save({ title: 'Glowy' });
    // a new store for the same key (a reload) reads it back
    const again = createDraftStore<Draft>(draftKey('review', 7), { isValid: isDraft });
    expect(again.load()).toEqual({ title: 'Glowy' });
    expect(again.savedAt()).toBe(1000);
    // another member's draft is another key
    expect(createDraftStore<Draft>(draftKey('review', 8)).load()).toBeNull();
    again.clear();
    expect(store.load()).toBeNull();
  });

  it('drops what it cannot trust: broken JSON, another version, the wrong shape', () => {
    const key = 'glowdex.draft.test';
    localStorage.setItem(key, '{not json');
    expect(createDraftStore<Draft>(key).load()).toBeNull();
    localStorage.setItem(key, JSON.stringify({ v: 1, at: 1, draft: { title: 'x' } }));
    expect(createDraftStore<Draft>(key, { version: 2 }).load()).toBeNull();
    localStorage.setItem(key, JSON.stringify({ v: 1, at: 1, draft: { title: 3 } }));
    expect(createDraftStore<Draft>(key, { isValid: isDraft }).load()).toBeNull();
  });

  it('works without storage (disabled or full): nothing is kept, nothing throws', () => {
    const store = createDraftStore<Draft>('k', { storage: () => null });
    store.save({ title: 'x' });
    expect(store.load()).toBeNull();
    const full = createDraftStore<Draft>('k', {
      storage: () => ({
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
        removeItem: () => undefined,
      }),
    });
    expect(() => full.save({ title: 'x' })).not.toThrow();
  });
});
