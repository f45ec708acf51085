// Multipart uploads to the file host through the one API client (spec §7, §9).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { createApiClient } from './api-client';
import { ApiError, TimeoutError } from './api-errors';
import { createAuthStorage } from './auth-storage';

type Call = { url: string; init: RequestInit };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const uploaded = { status: true, msg: 'ok', code: 1, data: { url: '/files/uploads/ab/ab.png', file_id: 4, width: 2, height: 2 } };

function setup(respond: (call: Call) => Response | Promise<Response> = () => json(200, uploaded)) {
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
  storage.save({ token: 'tok-9', userId: '9' });
  const client = createApiClient({
    baseUrl: '/api',
    fileHostUrl: '/files',
    fetch: fakeFetch as typeof fetch,
    onRoutedFailure: navigate,
    onUnauthorized,
    logger,
    storage,
  });
  return { client, calls, navigate, onUnauthorized, logger };
}

const header = (call: Call, name: string) => new Headers(call.init.headers).get(name);

function photoForm() {
  const form = new FormData();
  form.append('file', new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
  return form;
}

describe('api client: multipart upload to the file host', () => {
  it('posts the FormData as is to the file host, with the identity headers and no Content-Type of ours', async () => {
    const { client, calls } = setup();
    const form = photoForm();
    const envelope = await client.envelope.upload('/file/upload', form);
    expect(envelope).toEqual(uploaded);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/files/file/upload');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe(form); // not stringified: fetch writes multipart with its boundary
    expect(header(calls[0], 'Content-Type')).toBeNull();
    expect(header(calls[0], 'token')).toBe('tok-9');
    expect(header(calls[0], 'userId')).toBe('9');
    expect(header(calls[0], 'Authorization')).toBeNull();
  });

  it('upload resolves to the data of the envelope, like get and post', async () => {
    const { client } = setup();
    await expect(client.upload('/file/upload', photoForm())).resolves.toEqual(uploaded.data);
  });

  it('a FormData body posted to the API is not JSON either', async () => {
    const { client, calls } = setup(() => json(200, { status: true, msg: 'ok', data: {} }));
    const form = photoForm();
    await client.post('/product/analyze_image', form);
    expect(calls[0].url).toBe('/api/product/analyze_image');
    expect(calls[0].init.body).toBe(form);
    expect(header(calls[0], 'Content-Type')).toBeNull();
  });

  it.each([
    [413, 'That file is too large (at most 5 MB).'],
    [415, 'That file is not an image we accept: use a JPEG, PNG or WebP.'],
  ])('a %i the caller handles is thrown with the server message and not routed', async (status, msg) => {
    const { client, navigate, onUnauthorized } = setup(() => json(status, { status: false, msg }));
    const error = await client.upload('/file/upload', photoForm(), { handledStatuses: [413, 415] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message: msg, routedTo: null });
    expect(navigate).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 413 nobody handles still goes to /error; 401 always signs out and goes to /signin', async () => {
    const tooBig = setup(() => json(413, { status: false, msg: 'too large' }));
    await expect(tooBig.client.upload('/file/upload', photoForm())).rejects.toMatchObject({ routedTo: '/error' });
    expect(tooBig.navigate).toHaveBeenCalledWith('/error');

    const expired = setup(() => json(401, { status: false, msg: 'Sign in again', auth: false }));
    await expect(
      expired.client.upload('/file/upload', photoForm(), { handledStatuses: [401, 413, 415] }),
    ).rejects.toMatchObject({ routedTo: '/signin' });
    expect(expired.onUnauthorized).toHaveBeenCalled();
    expect(expired.navigate).toHaveBeenCalledWith('/signin');
  });

  describe('timeout', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('the file host gets the same 30 000 ms', async () => {
      const { client, navigate } = setup(
        ({ init }) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const result = client.upload('/file/upload', photoForm()).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(navigate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toBeInstanceOf(TimeoutError);
      expect(navigate).toHaveBeenCalledWith('/error');
    });
  });
});
