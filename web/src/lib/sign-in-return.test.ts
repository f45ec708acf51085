// The sign-in return record (issue 21 §2): same-origin paths only, the action taken once, and only after a sign-in.
import { describe, expect, it } from 'vitest';
import { ACTION_TTL_MS, RETURN_TTL_MS, createSignInReturnStore, safeReturnPath } from './sign-in-return';

const ORIGIN = 'https://glowdex.example';

function memoryStore() {
  const data = new Map<string, string>();
  let clock = 1_000_000;
  const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
  const store = createSignInReturnStore(() => storage, () => clock);
  return { store, data, tick: (ms: number) => (clock += ms) };
}

describe('safeReturnPath: no open redirect', () => {
  it.each(['/productDetail/5', '/find_dupe/5?suggest=1', '/reviewDetail/3#comments', '/'])('keeps a path of this site: %s', (path) => {
    expect(safeReturnPath(path, ORIGIN)).toBe(path);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
    '/a\nb',
    '/signin',
    '/signup',
    '/activate?user_id=3',
    '/redirect_google?code=x',
  ])('refuses %s (another site, not a path, or an auth screen)', (path) => {
    expect(safeReturnPath(path, ORIGIN)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeReturnPath(42, ORIGIN)).toBeNull();
    expect(safeReturnPath(null, ORIGIN)).toBeNull();
  });
});

describe('the record', () => {
  it('takes the action once, only after a sign-in, and sends the member back to the page that asked', () => {
    const { store } = memoryStore();
    store.remember('Sign in to like this product.', { key: 'product-reaction:5', data: { intent: 'like' } }, '/productDetail/5');
    expect(store.pendingReason()).toBe('Sign in to like this product.');
    expect(store.take('product-reaction:5')).toBeNull(); // not signed in yet
    expect(store.destinationAfterSignIn()).toBe('/productDetail/5');
    expect(store.pendingReason()).toBeNull(); // the sign-in page no longer says it
    expect(store.take('another-key')).toBeNull();
    expect(store.take('product-reaction:5')).toEqual({ key: 'product-reaction:5', data: { intent: 'like' } });
    expect(store.take('product-reaction:5')).toBeNull(); // once
    expect(store.destinationAfterSignIn()).toBeNull(); // the next sign-in goes to the profile
  });

  it('without an action, only the way back is kept, and only for one sign-in', () => {
    const { store } = memoryStore();
    store.remember('Sign in to see this page.', null, '/messages');
    expect(store.destinationAfterSignIn()).toBe('/messages');
    expect(store.read()).toBeNull();
  });

  it('forgets a request nobody signed in for, and an action its page never took', () => {
    const stale = memoryStore();
    stale.store.remember('Sign in to follow this member.', { key: 'follow:8' }, '/userProfile/8');
    stale.tick(RETURN_TTL_MS);
    expect(stale.store.destinationAfterSignIn()).toBeNull();

    const untaken = memoryStore();
    untaken.store.remember('Sign in to follow this member.', { key: 'follow:8' }, '/userProfile/8');
    untaken.store.destinationAfterSignIn();
    untaken.tick(ACTION_TTL_MS);
    expect(untaken.store.take('follow:8')).toBeNull();
    expect(untaken.store.read()).toBeNull();
  });

  it('drops a tampered or unreadable record instead of following it', () => {
    const { store, data } = memoryStore();
    data.set('glowdex.signin.return', JSON.stringify({ path: '//evil.example', reason: 'x', action: null, at: 1_000_000, signedInAt: null }));
    expect(store.destinationAfterSignIn()).toBeNull();
    data.set('glowdex.signin.return', '{not json');
    expect(store.read()).toBeNull();
  });

  it('forget() clears it (the header\'s own Sign in)', () => {
    const { store } = memoryStore();
    store.remember('Sign in to rate this product.', { key: 'rate:5' }, '/productDetail/5#rate-product');
    store.forget();
    expect(store.destinationAfterSignIn()).toBeNull();
  });
});
