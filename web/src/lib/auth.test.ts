import { describe, expect, it } from 'vitest';
import { createAuthStorage } from './auth-storage';
import { authReducer, createAuthStore, initialAuthState } from './auth-store';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('auth storage', () => {
  it('uses the keys token and userId of localStorage by default', () => {
    const storage = createAuthStorage();
    storage.save({ token: 't0k', userId: '42' });
    expect(window.localStorage.getItem('token')).toBe('t0k');
    expect(window.localStorage.getItem('userId')).toBe('42');
    expect(storage.read()).toEqual({ token: 't0k', userId: '42' });
    storage.clear();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
  });

  it('counts as signed in only when both keys exist', () => {
    const mem = memoryStorage();
    const storage = createAuthStorage(() => mem);
    mem.setItem('token', 'abc');
    expect(storage.read()).toBeNull();
    mem.setItem('userId', '7');
    expect(storage.read()).toEqual({ token: 'abc', userId: '7' });
    mem.setItem('token', '');
    expect(storage.read()).toBeNull();
  });

  it('behaves as signed out when storage is unavailable', () => {
    const storage = createAuthStorage(() => null);
    expect(storage.read()).toBeNull();
    expect(() => storage.save({ token: 'x', userId: '1' })).not.toThrow();
  });
});

describe('auth state', () => {
  it('is logged in at start when token and userId are stored', () => {
    const mem = memoryStorage();
    mem.setItem('token', 'abc');
    mem.setItem('userId', '9');
    expect(initialAuthState(createAuthStorage(() => mem))).toEqual({ userId: '9', isLoggedIn: true, loginError: '' });
    mem.removeItem('token');
    expect(initialAuthState(createAuthStorage(() => mem))).toEqual({ userId: null, isLoggedIn: false, loginError: '' });
  });

  it('login failure sets the server message, or the fallback', () => {
    const state = initialAuthState(createAuthStorage(() => memoryStorage()));
    expect(authReducer(state, { type: 'loginFailed', message: 'Incorrect e-mail or password.' }).loginError).toBe(
      'Incorrect e-mail or password.',
    );
    expect(authReducer(state, { type: 'loginFailed', message: '' }).loginError).toBe('Woops... password seems incorrect');
    expect(authReducer(state, { type: 'loginFailed' }).loginError).toBe('Woops... password seems incorrect');
  });

  it('clear-error resets loginError', () => {
    const state = { userId: null, isLoggedIn: false, loginError: 'bad' };
    expect(authReducer(state, { type: 'clearLoginError' }).loginError).toBe('');
  });

  it('signIn stores both keys; signOut removes both', () => {
    const mem = memoryStorage();
    const store = createAuthStore(createAuthStorage(() => mem));
    let notified = 0;
    store.subscribe(() => notified++);
    store.signIn('tok', 12);
    expect(mem.map.get('token')).toBe('tok');
    expect(mem.map.get('userId')).toBe('12');
    expect(store.getState()).toEqual({ userId: '12', isLoggedIn: true, loginError: '' });
    store.signOut();
    expect(mem.map.size).toBe(0);
    expect(store.getState()).toEqual({ userId: null, isLoggedIn: false, loginError: '' });
    expect(notified).toBe(2);
  });
});
