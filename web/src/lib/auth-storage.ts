// The signed-in identity in browser storage (spec §4, §6): keys `token` and `userId`.
import { STORAGE_KEYS } from '@/config/constants';

export type StoredIdentity = { token: string; userId: string };

export type AuthStorage = {
  read(): StoredIdentity | null;
  getToken(): string | null;
  getUserId(): string | null;
  save(identity: StoredIdentity): void;
  clear(): void;
};

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function safeStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Storage can be disabled (privacy mode, sandboxed frames): behave as signed out.
    return null;
  }
}

export function createAuthStorage(getStorage: () => KeyValueStorage | null = safeStorage): AuthStorage {
  const get = (key: string) => {
    const value = getStorage()?.getItem(key);
    return value ? value : null;
  };
  return {
    getToken: () => get(STORAGE_KEYS.token),
    getUserId: () => get(STORAGE_KEYS.userId),
    read() {
      const token = get(STORAGE_KEYS.token);
      const userId = get(STORAGE_KEYS.userId);
      // Signed in only when BOTH exist (spec §4).
      return token && userId ? { token, userId } : null;
    },
    save({ token, userId }) {
      const storage = getStorage();
      storage?.setItem(STORAGE_KEYS.token, token);
      storage?.setItem(STORAGE_KEYS.userId, userId);
    },
    clear() {
      const storage = getStorage();
      storage?.removeItem(STORAGE_KEYS.token);
      storage?.removeItem(STORAGE_KEYS.userId);
    },
  };
}

export const authStorage = createAuthStorage();
