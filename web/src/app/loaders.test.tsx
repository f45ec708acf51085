// Route loaders start a screen's data with its code (ensureQueryData with the feature's queryOptions).
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareQueryOptions } from '@/features/products/api/compare-products';
import { dupesQueryOptions } from '@/features/products/api/get-dupes';
import { productDetailQueryOptions } from '@/features/products/api/get-product-detail';
import { viewerStateQueryOptions } from '@/features/products/api/get-viewer-state';
import { productPageStateRequest } from '@/features/products/viewer-overlay';
import { authStore } from '@/lib/auth-store';
import { FIND_DUPES_LIMIT } from '@/features/products/constants';
import { productFixture } from '@/features/products/testing/fixtures';
import { ok, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';
import {
  prefetchCompare,
  prefetchDupeDetail,
  prefetchDupes,
  prefetchFeedbackDetail,
  prefetchProductDetail,
  prefetchReviewDetail,
  prefetchRoutineDetail,
  screenLoader,
} from './loaders';
import { createRoutes } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const args = (path: string, params: Record<string, string> = {}): LoaderFunctionArgs => {
  const url = new URL(path, 'http://localhost');
  return { request: new Request(url), url, pattern: '', params, context: undefined };
};

/** A query client whose ensureQueryData is recorded and never reaches the network. */
function recordingClient() {
  const queryClient = new QueryClient();
  const ensure = vi.spyOn(queryClient, 'ensureQueryData').mockResolvedValue(undefined as never);
  const keys = () => ensure.mock.calls.map(([options]) => options.queryKey);
  return { queryClient, ensure, keys };
}

function loaderOf(routes: RouteObject[], path: string) {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  return leaf?.loader;
}

describe('route loaders', () => {
  it('product detail: ensureQueryData with productDetailQueryOptions(id)', () => {
    const { queryClient, keys } = recordingClient();
    prefetchProductDetail(queryClient, args('/productDetail/7', { id: '7' }));
    expect(keys()).toEqual([productDetailQueryOptions(7).queryKey]);
  });

  it("product detail signed in: the public page and, beside it, the member's state of the product (no waterfall)", () => {
    authStore.signIn('t0k3n', 9);
    try {
      const { queryClient, keys } = recordingClient();
      prefetchProductDetail(queryClient, args('/productDetail/7', { id: '7' }));
      expect(keys()).toEqual([productDetailQueryOptions(7).queryKey, viewerStateQueryOptions('9', productPageStateRequest(7)).queryKey]);
    } finally {
      authStore.signOut();
    }
  });

  it('dupes: the original product and the ranked dupes the screen lists, in the mode the URL names', () => {
    const { queryClient, keys } = recordingClient();
    prefetchDupes(queryClient, args('/find_dupe/7', { id: '7' }));
    expect(keys()).toEqual([productDetailQueryOptions(7).queryKey, dupesQueryOptions(7, FIND_DUPES_LIMIT, 'same_job').queryKey]);
    const closest = recordingClient();
    prefetchDupes(closest.queryClient, args('/find_dupe/7?mode=closest_formula', { id: '7' }));
    expect(closest.keys()[1]).toEqual(dupesQueryOptions(7, FIND_DUPES_LIMIT, 'closest_formula').queryKey);
  });

  it('compare: the comparison of the ids in the URL, only when they are 2 to 4', () => {
    const { queryClient, keys } = recordingClient();
    prefetchCompare(queryClient, args('/compare?ids=3,9'));
    expect(keys()).toEqual([compareQueryOptions([3, 9]).queryKey]);
    prefetchCompare(queryClient, args('/compare?ids=3'));
    prefetchCompare(queryClient, args('/compare'));
    expect(keys()).toHaveLength(1);
  });

  it('review and routine detail: the item and the first page of its comments', () => {
    const queryClient = new QueryClient();
    const asked: unknown[] = [];
    const record = ((options: { queryKey: unknown }) => {
      asked.push(options.queryKey);
      return Promise.resolve(undefined);
    }) as never;
    vi.spyOn(queryClient, 'ensureQueryData').mockImplementation(record);
    vi.spyOn(queryClient, 'ensureInfiniteQueryData').mockImplementation(record);
    prefetchReviewDetail(queryClient, args('/reviewDetail/4', { id: '4' }));
    prefetchRoutineDetail(queryClient, args('/routineDetail/6', { id: '6' }));
    expect(asked).toEqual([
      ['reviews', 'detail', 4],
      ['comments', 'review', 4],
      ['routines', 'detail', 6],
      ['comments', 'routine', 6],
    ]);
    expect(prefetchReviewDetail(queryClient, args('/reviewDetail/x', { id: 'x' }))).toEqual([]);
  });

  it('feedback and dupe detail: the item and the first page of its comments', () => {
    const queryClient = new QueryClient();
    const asked: unknown[] = [];
    const record = ((options: { queryKey: unknown }) => {
      asked.push(options.queryKey);
      return Promise.resolve(undefined);
    }) as never;
    vi.spyOn(queryClient, 'ensureQueryData').mockImplementation(record);
    vi.spyOn(queryClient, 'ensureInfiniteQueryData').mockImplementation(record);
    prefetchFeedbackDetail(queryClient, args('/feedbackDetail/4', { id: '4' }));
    prefetchDupeDetail(queryClient, args('/userDupeDetail/6', { id: '6' }));
    expect(asked).toEqual([
      ['feedback', 'detail', 4],
      ['comments', 'feedback', 4],
      ['dupe-suggestions', 'detail', 6],
      ['comments', 'dupe', 6],
    ]);
    expect(prefetchDupeDetail(queryClient, args('/userDupeDetail/x', { id: 'x' }))).toEqual([]);
  });

  it('an id the screen refuses (it redirects to /404) fetches nothing', () => {
    const { queryClient, ensure } = recordingClient();
    prefetchProductDetail(queryClient, args('/productDetail/abc', { id: 'abc' }));
    prefetchDupes(queryClient, args('/find_dupe/1x', { id: '1x' }));
    expect(ensure).not.toHaveBeenCalled();
  });

  it('screenLoader starts the chunk and the data together and does not hold the navigation', async () => {
    const { queryClient, keys } = recordingClient();
    const preload = vi.fn(() => new Promise<void>(() => undefined)); // a chunk still downloading
    const loader = screenLoader(queryClient, { preload }, prefetchProductDetail);
    const result = await loader(args('/productDetail/7', { id: '7' }));
    expect(result).toBeNull();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(keys()).toEqual([productDetailQueryOptions(7).queryKey]);
  });

  it('a failed prefetch is left to the screen (no unhandled rejection from the loader)', async () => {
    const queryClient = new QueryClient();
    vi.spyOn(queryClient, 'ensureQueryData').mockRejectedValue(new Error('offline'));
    const loader = screenLoader(queryClient, { preload: () => Promise.reject(new Error('chunk')) }, prefetchProductDetail);
    await expect(Promise.resolve(loader(args('/productDetail/7', { id: '7' })))).resolves.toBeNull();
  });

  it('the route tree gives /productDetail/:id, /find_dupe/:id and /compare their loaders, bound to its query client', async () => {
    const { queryClient, keys } = recordingClient();
    const routes = createRoutes(queryClient);
    for (const path of ['/productDetail/5', '/find_dupe/5', '/compare']) expect(loaderOf(routes, path), path).toBeTypeOf('function');
    expect(loaderOf(routes, '/analyze')).toBeUndefined();
    const loader = loaderOf(routes, '/productDetail/5');
    if (typeof loader !== 'function') throw new Error('no loader');
    await loader(args('/productDetail/5', { id: '5' }));
    expect(keys()).toEqual([productDetailQueryOptions(5).queryKey]);
  });

  it('opening a product page asks for the product once: the screen finds the query its loader started', { timeout: 10_000 }, async () => {
    const { calls } = stubApi({
      'GET /api/product/detail': () => ok(productFixture()),
      'GET /api/product/dupes': () => ok({ product_id: 1, k: 3, min_shared: 3, min_score: 0.15, items: [], catalog_version: 'v1' }),
      'GET /api/similarity/jcd': () => ok({ product_id: 1, metric: 'jaccard', k: 6, same_category: false, items: [], catalog_version: 'v1' }),
    });
    const { queryClient } = renderApp('/productDetail/1');
    // The loader has started the call before the screen rendered anything.
    expect(calls.map((c) => c.url.pathname)).toContain('/api/product/detail');
    expect(queryClient.getQueryState(productDetailQueryOptions(1).queryKey)?.fetchStatus).toBe('fetching');
    // (generous timeout: the screen's chunk is transformed on first use, slow on a busy machine)
    expect(await screen.findByRole('heading', { level: 1, name: productFixture().name }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/product/detail')).toHaveLength(1);
  });
});
