// Unsaved drafts kept in the browser's localStorage across reloads (review and routine editors).
// One key per member and item (`glowdex.draft.review.7.new`, `… .7.42`), so another member on the same
// browser never sees them; a versioned wrapper so a changed draft shape is dropped, not misread.

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type DraftStore<T> = {
  /** The stored draft, or null (none, unreadable, another version, or no storage). */
  load(): T | null;
  /** When the draft was last saved (ms since epoch), or null. */
  savedAt(): number | null;
  save(draft: T): void;
  clear(): void;
};

export type DraftStoreOptions<T> = {
  version?: number;
  /** Reject what is stored when it is not the expected shape. */
  isValid?: (value: unknown) => value is T;
  storage?: () => KeyValueStorage | null;
  now?: () => number;
};

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function draftKey(kind: string, userId: string | number, itemId?: string | number | null): string {
  return `glowdex.draft.${kind}.${userId}.${itemId ?? 'new'}`;
}

type Stored<T> = { v: number; at: number; draft: T };

export function createDraftStore<T>(key: string, options: DraftStoreOptions<T> = {}): DraftStore<T> {
  const version = options.version ?? 1;
  const storage = options.storage ?? browserStorage;
  const now = options.now ?? Date.now;
  const read = (): Stored<T> | null => {
    try {
      const raw = storage()?.getItem(key);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as Partial<Stored<T>>;
      if (parsed?.v !== version || typeof parsed.at !== 'number') return null;
      if (options.isValid && !options.isValid(parsed.draft)) return null;
      return parsed as Stored<T>;
    } catch {
      return null;
    }
  };
  return {
    load: () => read()?.draft ?? null,
    savedAt: () => read()?.at ?? null,
    save: (draft) => {
      try {
        storage()?.setItem(key, JSON.stringify({ v: version, at: now(), draft } satisfies Stored<T>));
      } catch {
        // full or disabled storage: the draft lives only in the open screen
      }
    },
    clear: () => {
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing to clear
      }
    },
  };
}
