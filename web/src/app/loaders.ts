// Route loaders: a screen's data starts loading with its code, not after it (no render → fetch
// waterfall). Each loader starts the screen's chunk and `queryClient.ensureQueryData` with the same
// queryOptions the screen's hooks use, then lets the navigation go on: the screen suspends on the
// chunk already in flight and its queries find their data in flight or cached. Failures are left to
// where they show: the API client routes a failed call (404 → /404), the screen's query shows the
// rest, the error boundary a chunk that cannot load.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';
import { commentsQueryOptions } from '@/features/comments/api/get-comments';
import { dupeDetailQueryOptions } from '@/features/dupes/api/get-dupe-detail';
import { feedbackDetailQueryOptions } from '@/features/feedback/api/get-feedback-detail';
import { compareQueryOptions } from '@/features/products/api/compare-products';
import { dupesQueryOptions } from '@/features/products/api/get-dupes';
import { productDetailQueryOptions } from '@/features/products/api/get-product-detail';
import { viewerStateQueryOptions } from '@/features/products/api/get-viewer-state';
import { productPageStateRequest } from '@/features/products/viewer-overlay';
import { canCompare, parseCompareIds } from '@/features/products/compare-selection';
import { FIND_DUPES_LIMIT, parseDupeMode } from '@/features/products/constants';
import { reviewDetailQueryOptions } from '@/features/reviews/api/get-review-detail';
import { routineDetailQueryOptions } from '@/features/routines/api/get-routine-detail';
import { authStorage } from '@/lib/auth-storage';

/** What a screen's data needs: the promises of the queries it starts (none when the URL asks for nothing). */
export type Prefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>[];

/** `:id` as the screens accept it (digits only), else null: the screen redirects, nothing to fetch. */
export function routeId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** /productDetail/:id — the product with its analysed list (public) and, signed in, the member's state of it. */
export const prefetchProductDetail: Prefetch = (queryClient, { params }) => {
  const id = routeId(params.id);
  if (id === null) return [];
  const userId = authStorage.getToken() ? authStorage.getUserId() : null;
  return [
    queryClient.ensureQueryData(productDetailQueryOptions(id)),
    ...(userId ? [queryClient.ensureQueryData(viewerStateQueryOptions(userId, productPageStateRequest(id)))] : []),
  ];
};

/** /find_dupe/:id?mode=… — the original product and its dupes ranked in the mode the URL names. */
export const prefetchDupes: Prefetch = (queryClient, { params, request }) => {
  const id = routeId(params.id);
  if (id === null) return [];
  const mode = parseDupeMode(new URL(request.url).searchParams);
  return [
    queryClient.ensureQueryData(productDetailQueryOptions(id)),
    queryClient.ensureQueryData(dupesQueryOptions(id, FIND_DUPES_LIMIT, mode)),
  ];
};

/** /compare?ids=1,2 — the side-by-side comparison, when the URL names 2 to 4 products. */
export const prefetchCompare: Prefetch = (queryClient, { request }) => {
  const ids = parseCompareIds(new URL(request.url).searchParams);
  return canCompare(ids) ? [queryClient.ensureQueryData(compareQueryOptions(ids))] : [];
};

/** /reviewDetail/:id — the review and the first page of its comments. */
export const prefetchReviewDetail: Prefetch = (queryClient, { params }) => {
  const id = routeId(params.id);
  if (id === null) return [];
  return [queryClient.ensureQueryData(reviewDetailQueryOptions(id)), queryClient.ensureInfiniteQueryData(commentsQueryOptions('review', id))];
};

/** /routineDetail/:id — the routine (with its advice) and the first page of its comments. */
export const prefetchRoutineDetail: Prefetch = (queryClient, { params }) => {
  const id = routeId(params.id);
  if (id === null) return [];
  return [queryClient.ensureQueryData(routineDetailQueryOptions(id)), queryClient.ensureInfiniteQueryData(commentsQueryOptions('routine', id))];
};

/** /feedbackDetail/:id — the feedback post and the first page of its comments. */
export const prefetchFeedbackDetail: Prefetch = (queryClient, { params }) => {
  const id = routeId(params.id);
  if (id === null) return [];
  return [queryClient.ensureQueryData(feedbackDetailQueryOptions(id)), queryClient.ensureInfiniteQueryData(commentsQueryOptions('feedback', id))];
};

/** /userDupeDetail/:id — the dupe suggestion (with its evidence) and the first page of its comments. */
export const prefetchDupeDetail: Prefetch = (queryClient, { params }) => {
  const id = routeId(params.id);
  if (id === null) return [];
  return [queryClient.ensureQueryData(dupeDetailQueryOptions(id)), queryClient.ensureInfiniteQueryData(commentsQueryOptions('dupe', id))];
};

/** A loader that starts the screen's chunk and its data together and never holds the navigation. */
export function screenLoader(queryClient: QueryClient, screen: { preload: () => Promise<void> }, prefetch: Prefetch): LoaderFunction {
  return (args) => {
    const started = [screen.preload(), ...prefetch(queryClient, args)];
    // Nothing to report here: each failure surfaces where it is used (see above).
    for (const promise of started) promise.catch(() => undefined);
    return null;
  };
}
