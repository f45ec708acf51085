// askPublic (lib/public-read.ts): a public read goes out without any identity, so the server's answer cache answers
// it; with the member's token only when the anonymous answer cannot be hers (her own write a moment ago, her own
// product not public yet), and then the answer is made everyone's before it is kept under the shared key.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/render';
import { api } from './api-client';
import { ApiError } from './api-errors';
import { authStore } from './auth-store';
import { markOwnWrite } from './own-writes';
import { askPublic } from './public-read';

type Summary = { average: number; mine: string | null };
const everyones = (answer: Summary): Summary => ({ ...answer, mine: null });
const summaryOf = (productId: number) =>
  askPublic(productId, (options) => api.get('/product/ratings/summary', { product_id: productId }, options) as unknown as Promise<Summary>, {
    routeFailures: false,
    shared: everyones,
  });

afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('askPublic', () => {
  it('signed in, the read goes out without token, userId nor Authorization', async () => {
    authStore.signIn('t0k3n', 7);
    const { calls } = stubApi({ 'GET /api/product/ratings/summary': ({ headers }) => ok({ average: 4, mine: headers.get('token') ? 'hers' : null }) });
    expect(await summaryOf(1)).toEqual({ average: 4, mine: null });
    expect(calls).toHaveLength(1);
    for (const name of ['token', 'userId', 'Authorization']) expect(calls[0].headers.get(name)).toBeNull();
  });

  it('right after her own write to the product, with her token, and what is hers is taken out', async () => {
    authStore.signIn('t0k3n', 7);
    const { calls } = stubApi({ 'GET /api/product/ratings/summary': ({ headers }) => ok({ average: 5, mine: headers.get('token') ? 'hers' : null }) });
    markOwnWrite(1);
    expect(await summaryOf(1)).toEqual({ average: 5, mine: null });
    expect(calls.map((c) => c.headers.get('token'))).toEqual(['t0k3n']);
    await summaryOf(2); // another product: as everyone's
    expect(calls.map((c) => c.headers.get('token'))).toEqual(['t0k3n', null]);
  });

  it('a 404 without a token is asked again with hers (her own product, not public yet); signed out it is the answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = stubApi({
      'GET /api/product/ratings/summary': ({ headers }) =>
        headers.get('token') ? ok({ average: 3, mine: 'hers' }) : jsonResponse(404, { status: false, msg: 'Not found' }),
    });
    await expect(summaryOf(1)).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((c) => c.headers.get('token'))).toEqual([null]);
    authStore.signIn('t0k3n', 7);
    expect(await summaryOf(1)).toEqual({ average: 3, mine: null });
    expect(calls.map((c) => c.headers.get('token'))).toEqual([null, null, 't0k3n']);
  });
});
