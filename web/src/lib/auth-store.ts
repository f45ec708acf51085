// Auth state of spec §3/§4: userId, isLoggedIn, loginError.
// A tiny external store (no React needed) so the API client can sign the user out on a 401
// and components subscribe with useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import { LOGIN_ERROR_FALLBACK } from '@/config/constants';
import { authStorage, type AuthStorage } from './auth-storage';

export type AuthState = {
  userId: string | null;
  isLoggedIn: boolean;
  loginError: string;
};

export type AuthAction =
  | { type: 'loginSucceeded'; userId: string }
  | { type: 'loginFailed'; message?: string | null }
  | { type: 'clearLoginError' }
  | { type: 'loggedOut' };

export function initialAuthState(storage: AuthStorage): AuthState {
  const identity = storage.read();
  return { userId: identity?.userId ?? null, isLoggedIn: identity !== null, loginError: '' };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'loginSucceeded':
      return { userId: action.userId, isLoggedIn: true, loginError: '' };
    case 'loginFailed':
      return { ...state, loginError: action.message?.trim() ? action.message : LOGIN_ERROR_FALLBACK };
    case 'clearLoginError':
      return state.loginError === '' ? state : { ...state, loginError: '' };
    case 'loggedOut':
      return { userId: null, isLoggedIn: false, loginError: '' };
  }
}

export function createAuthStore(storage: AuthStorage) {
  let state = initialAuthState(storage);
  const listeners = new Set<() => void>();
  const dispatch = (action: AuthAction) => {
    const next = authReducer(state, action);
    if (next !== state) {
      state = next;
      listeners.forEach((listener) => listener());
    }
  };
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Login success: store token and user id, mark logged in. */
    signIn(token: string, userId: string | number) {
      const id = String(userId);
      storage.save({ token, userId: id });
      dispatch({ type: 'loginSucceeded', userId: id });
    },
    /** Logout or revoked token: remove both keys, mark logged out. */
    signOut() {
      storage.clear();
      dispatch({ type: 'loggedOut' });
    },
    loginFailed(message?: string | null) {
      dispatch({ type: 'loginFailed', message });
    },
    clearLoginError() {
      dispatch({ type: 'clearLoginError' });
    },
    /** Another tab signed in or out: follow storage. */
    syncFromStorage() {
      const identity = storage.read();
      if (identity && identity.userId !== state.userId) dispatch({ type: 'loginSucceeded', userId: identity.userId });
      if (!identity && state.isLoggedIn) dispatch({ type: 'loggedOut' });
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;

export const authStore = createAuthStore(authStorage);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === 'token' || event.key === 'userId') authStore.syncFromStorage();
  });
}

export function useAuth(): AuthState & Pick<AuthStore, 'signIn' | 'signOut' | 'loginFailed' | 'clearLoginError'> {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
  return {
    ...state,
    signIn: authStore.signIn,
    signOut: authStore.signOut,
    loginFailed: authStore.loginFailed,
    clearLoginError: authStore.clearLoginError,
  };
}
