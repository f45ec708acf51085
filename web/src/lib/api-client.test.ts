import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { createApiClient, buildUrl } from './api-client';
import { ApiError, BusinessError, SEARCH_HANDLED_STATUSES, RateLimitError, ServiceUnavailableError, TimeoutError, ValidationError } from './api-errors';
import { createAuthStorage } from './auth-storage';
import { SESSION_ENDED_REASON, signInReturn } from './sign-in-return';

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function setup(respond: (call: Call) => Response | Promise<Response> = () => json(200, { status: true, msg: 'ok', data: {} })) {
  const calls: Call[] = [];
  const fakeFetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return Promise.resolve(respond(call));
  });
  const navigate = vi.fn();
  const onUnauthorized = vi.fn();
  const logger = { error: vi.fn(), warn: vi.fn() };
  const storage = createAuthStorage();
  const client = createApiClient({ baseUrl: '/api', fetch: fakeFetch as typeof fetch, onRoutedFailure: navigate, onUnauthorized, logger, storage });
  return { client, calls, navigate, onUnauthorized, logger, storage, fakeFetch };
}

const header = (call: Call, name: string) => new Headers(call.init.headers).get(name);

describe('api client: headers', () => {
  it('sends token and userId from storage on every call', async () => {
    const { client, calls, storage } = setup();
    storage.save({ token: 'tok-1', userId: '42' });
    await client.get('/user/public_info', { user_id: 5 });
    await client.post('/user/edit_info', { nickname: 'Ana' });
    for (const call of calls) {
      expect(header(call, 'token')).toBe('tok-1');
      expect(header(call, 'userId')).toBe('42');
    }
    expect(header(calls[1], 'Content-Type')).toBe('application/json');
    expect(calls[1].init.body).toBe(JSON.stringify({ nickname: 'Ana' }));
    expect(calls[1].init.method).toBe('POST');
  });

  it('sends no identity headers when signed out', async () => {
    const { client, calls } = setup();
    await client.get('/user/public_info', { user_id: 5 });
    expect(header(calls[0], 'token')).toBeNull();
    expect(header(calls[0], 'userId')).toBeNull();
  });

  it('adds Authorization: Bearer only for /user/info and /notification/msg_list', async () => {
    const { client, calls, storage } = setup();
    storage.save({ token: 'tok-2', userId: '1' });
    await client.get('/user/info', { user_id: 1 });
    await client.get('/notification/msg_list');
    await client.get('/user/public_info', { user_id: 1 });
    expect(header(calls[0], 'Authorization')).toBe('Bearer tok-2');
    expect(header(calls[1], 'Authorization')).toBe('Bearer tok-2');
    expect(header(calls[2], 'Authorization')).toBeNull();
  });
});

describe('api client: anonymous calls (a public read every viewer shares, issue 25 §1)', () => {
  it('anonymous: true sends no token, userId nor Authorization although the member is signed in', async () => {
    const { client, calls, storage } = setup();
    storage.save({ token: 'tok-3', userId: '7' });
    await client.get('/product/detail', { product_id: 3 }, { anonymous: true });
    await client.get('/user/info', { user_id: 7 }, { anonymous: true, bearer: true });
    await client.get('/product/detail', { product_id: 3 });
    for (const call of calls.slice(0, 2)) {
      expect(header(call, 'token')).toBeNull();
      expect(header(call, 'userId')).toBeNull();
      expect(header(call, 'Authorization')).toBeNull();
      expect(header(call, 'Accept')).toBe('application/json');
    }
    // the same call without the option still carries the member's identity
    expect(header(calls[2], 'token')).toBe('tok-3');
    expect(header(calls[2], 'userId')).toBe('7');
  });

  it('a 401 to an anonymous call does not sign the member out (no token was sent, none was rejected)', async () => {
    const { client, storage, onUnauthorized, navigate } = setup(() => json(401, { status: false, msg: 'Sign in', auth: false }));
    storage.save({ token: 'tok-4', userId: '8' });
    await expect(client.get('/product/detail', { product_id: 1 }, { anonymous: true })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/signin');
    await expect(client.get('/product/detail', { product_id: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('api client: typed by the API document', () => {
  it('a wrong path, query or body does not compile; the answer is typed by the document', async () => {
    const { client } = setup(() => json(200, { status: true, msg: 'ok', data: { review_id: 1, liked: true, starred: false, like_count: 1, star_count: 0 } }));
    // @ts-expect-error: no such path in the API's document
    await client.post('/review/likes', { review_id: 1, action: 1 });
    // @ts-expect-error: the body misses `action`
    await client.post('/review/like', { review_id: 1 });
    // @ts-expect-error: `user_id` is a number
    await client.get('/user/public_info', { user_id: 'seven' });
    // @ts-expect-error: /review/like is a POST
    await client.get('/review/like');
    const state = await client.post('/review/like', { review_id: 1, action: 1 });
    const liked: boolean = state.liked;
    // @ts-expect-error: the answer has no such field
    void state.likes;
    expect(liked).toBe(true);
  });
});

describe('api client: URLs', () => {
  it('prefixes /api and URI-encodes query values', async () => {
    const { client, calls } = setup();
    await client.get('/search', { keyword: 'niacinamide 10% & zinc/1%', page_no: 1, page_num: 10, kinds: undefined });
    expect(calls[0].url).toBe('/api/search?keyword=niacinamide%2010%25%20%26%20zinc%2F1%25&page_no=1&page_num=10');
  });

  it('URI-encodes paths without double-encoding', () => {
    expect(buildUrl('/api', '/inci/detail', { inci_uuid: 'a b' })).toBe('/api/inci/detail?inci_uuid=a%20b');
    expect(buildUrl('/api/', 'some path/é')).toBe('/api/some%20path/%C3%A9');
    expect(buildUrl('/api', '/x%20y')).toBe('/api/x%20y');
    expect(buildUrl('/api', '/l', { ids: [1, 2] })).toBe('/api/l?ids=1&ids=2');
  });
});

describe('api client: timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('aborts after 30 000 ms and goes to /error', async () => {
    const { client, navigate, logger } = setup(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = client.get('/browse/random_content').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(navigate).toHaveBeenCalledWith('/error');
    expect(logger.error).toHaveBeenCalled();
  });

  it('a caller cancellation is neither routed nor counted as a timeout', async () => {
    const { client, navigate } = setup(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const result = client.get('/user/public_info', { user_id: 1 }, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await result;
    expect(error).toBeInstanceOf(DOMException);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('api client: error catalogue', () => {
  it('404 → /404, logged and rethrown', async () => {
    const { client, navigate, logger } = setup(() => json(404, { status: false, msg: 'No such user' }));
    await expect(client.get('/user/public_info', { user_id: 999 })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/404');
    expect(logger.error).toHaveBeenCalled();
  });

  it('401 → clears identity and goes to /signin', async () => {
    const { client, navigate, onUnauthorized } = setup(() => json(401, { status: false, auth: false, msg: 'Token revoked' }));
    await expect(client.get('/user/info', { user_id: 1 })).rejects.toMatchObject({ status: 401, routedTo: '/signin' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/signin');
  });

  it('401 while signed in: the sign-in page will say the session ended and bring the member back here (issue 21 §2)', async () => {
    window.history.replaceState(null, '', '/nbn/draft/modifyReviewPage?product_id=5');
    const { client, storage } = setup(() => json(401, { status: false, auth: false, msg: 'Token revoked' }));
    storage.save({ token: 'tok', userId: '7' });
    await expect(client.get('/review/complete_by_user')).rejects.toMatchObject({ routedTo: '/signin' });
    expect(signInReturn.pendingReason()).toBe(SESSION_ENDED_REASON);
    expect(signInReturn.destinationAfterSignIn()).toBe('/nbn/draft/modifyReviewPage?product_id=5');
    window.history.replaceState(null, '', '/');
  });

  it('a 200 body with auth: false also signs out', async () => {
    const { client, navigate, onUnauthorized } = setup(() => json(200, { status: false, auth: false, msg: 'Sign in first' }));
    await expect(client.get('/review/complete_by_user')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/signin');
  });

  it('403 → /403; 500 → /error; network failure → /error', async () => {
    const forbidden = setup(() => json(403, { status: false, msg: 'Not yours' }));
    await expect(forbidden.client.post('/review/remove', { review_id: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(forbidden.navigate).toHaveBeenCalledWith('/403');

    const broken = setup(() => json(500, { status: false, msg: 'boom (request id r1)' }));
    await expect(broken.client.get('/browse/random_content')).rejects.toBeInstanceOf(ApiError);
    expect(broken.navigate).toHaveBeenCalledWith('/error');

    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.client.get('/browse/random_content')).rejects.toMatchObject({ name: 'NetworkError', routedTo: '/error' });
    expect(offline.navigate).toHaveBeenCalledWith('/error');
  });

  it('422 returns field errors to the caller without navigating', async () => {
    const { client, navigate } = setup(() =>
      json(422, { status: false, msg: 'Invalid input', errors: [{ field: 'nickname', msg: 'Too long' }] }),
    );
    const error = await client.post('/user/edit_info', { nickname: 'x'.repeat(500) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual([{ field: 'nickname', msg: 'Too long' }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('429 returns a rate-limit error with Retry-After seconds, no navigation', async () => {
    const { client, navigate } = setup(() => json(429, { status: false, msg: 'Too many' }, { 'Retry-After': '17' }));
    const error = await client.post('/user/login', { email: 'a@b.c', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).message).toBe('Too many attempts, try again in 17 seconds.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('status false with 200 is a typed business error for the caller', async () => {
    const { client, navigate, logger } = setup(() =>
      json(200, { status: false, msg: 'Incorrect e-mail or password.', message: 'Incorrect e-mail or password.', code: 'bad_credentials' }),
    );
    const error = await client.post('/user/login', { email: 'a@b.c', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect((error as BusinessError).message).toBe('Incorrect e-mail or password.');
    expect((error as BusinessError).code).toBe('bad_credentials');
    expect(navigate).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalled();
  });

  it('routeFailures: false leaves navigation to the caller but still clears a rejected token', async () => {
    const { client, navigate, onUnauthorized } = setup(() => json(401, { status: false, auth: false, msg: 'revoked' }));
    await expect(client.post('/user/logout', {}, { routeFailures: false })).rejects.toMatchObject({ routedTo: null });
    expect(navigate).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalled();
  });

  it('503 of a call that shows it (a search: SEARCH_HANDLED_STATUSES) surfaces to the screen (Retry-After kept); 503 elsewhere goes to /error', async () => {
    const down = { status: false, msg: 'Search is temporarily unavailable. Please try again shortly.', code: 'search_unavailable' };
    const shows = { handledStatuses: SEARCH_HANDLED_STATUSES };
    for (const call of [
      (c: ReturnType<typeof setup>['client']) => c.get('/search', { keyword: 'serum' }, shows),
      (c: ReturnType<typeof setup>['client']) => c.get('/search/autocomplete', { q: 'ser' }, shows),
      (c: ReturnType<typeof setup>['client']) => c.post('/search/ui', { searchTerm: '', current: 1, resultsPerPage: 10 }, shows),
      (c: ReturnType<typeof setup>['client']) => c.post('/product/search', { keyword: 'serum', page_no: 1, page_num: 10 }, shows),
    ]) {
      const { client, navigate, logger } = setup(() => json(503, down, { 'Retry-After': '5' }));
      const error = await call(client).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServiceUnavailableError);
      expect(error).toMatchObject({ status: 503, routedTo: null, retryAfterSeconds: 5, message: down.msg });
      expect(navigate).not.toHaveBeenCalled();
      expect(logger.warn).toHaveBeenCalled();
    }
    const other = setup(() => json(503, { status: false, msg: 'db down' }, { 'Retry-After': '5' }));
    await expect(other.client.get('/browse/random_content')).rejects.toMatchObject({ routedTo: '/error' });
    expect(other.navigate).toHaveBeenCalledWith('/error');
    // The path alone decides nothing: a search call that does not show the 503 goes to /error too.
    const unshown = setup(() => json(503, down, { 'Retry-After': '5' }));
    await expect(unshown.client.get('/search', { keyword: 'serum' })).rejects.toMatchObject({ routedTo: '/error' });
  });

  it('a 2xx answer that is not our envelope goes to /error', async () => {
    const { client, navigate } = setup(() => new Response('<!doctype html><html></html>', { status: 200 }));
    await expect(client.get('/user/info')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/error');
  });

  it('get and post resolve to the envelope\'s data, once unwrapped', async () => {
    const { client } = setup(() => json(200, { status: true, msg: 'ok', data: { user_id: 3 } }));
    await expect(client.post('/user/register', { email: 'a@b.c', password: 'abc12345' })).resolves.toEqual({ user_id: 3 });
    await expect(client.get('/user/public_info', { user_id: 3 })).resolves.toEqual({ user_id: 3 });
  });

  it('an envelope without data resolves to undefined (callers of acknowledgements ignore it)', async () => {
    const { client } = setup(() => json(200, { status: true, msg: 'ok' }));
    await expect(client.post('/user/activate', { registration: 'r1', vali_code: '123456' })).resolves.toBeUndefined();
  });

  it('envelope.* resolves to the whole envelope for callers that read beside data', async () => {
    const { client } = setup(() => json(200, { status: true, msg: 'ok', message: 'Welcome back', data: { user_id: 3 } }));
    await expect(client.envelope.post('/user/login', { email: 'a@b.c', password: 'x' })).resolves.toEqual({
      status: true,
      msg: 'ok',
      message: 'Welcome back',
      data: { user_id: 3 },
    });
    await expect(client.envelope.get('/user/info')).resolves.toMatchObject({ data: { user_id: 3 } });
  });

  it('unwrapping changes nothing about failures: a business failure still rejects with its envelope', async () => {
    const { client, navigate } = setup(() => json(200, { status: false, msg: 'Email taken', code: 'email_taken' }));
    const error = await client.post('/user/register', { email: 'a@b.c', password: 'abc12345' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect((error as BusinessError).body).toMatchObject({ msg: 'Email taken', code: 'email_taken' });
    expect(navigate).not.toHaveBeenCalled();
  });
});
