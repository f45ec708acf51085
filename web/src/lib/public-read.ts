// A public read about one product (its page, its dupes, similar products, ratings summary, reviews): the same bytes
// for every viewer, so asked without a token, which lets the server answer it from its answer cache (issue 25 §1);
// what is the member's own comes from GET /me/state. Asked with her token instead, past every cache, when the
// anonymous answer cannot be hers:
// - for a few seconds after her own write to the product (lib/own-writes.ts), so what she moved shows at once, after
//   a reload too (the anonymous answer may be a moment stale in the server's cache and the browser's);
// - when the anonymous answer is 404 and she is signed in (her own product, not public yet).
// An answer asked with her token is kept under the same query key as everyone's: `shared` takes her own out of it.
import type { CallOptions } from './api-client';
import { ApiError } from './api-errors';
import { authStorage } from './auth-storage';
import { wroteRecently } from './own-writes';

export type PublicReadOptions<T> = Pick<CallOptions, 'signal' | 'routeFailures'> & {
  /** The answer as every viewer would get it (default: as it is, nothing in it is the viewer's). */
  shared?: (answer: T) => T;
};

export async function askPublic<T>(
  productId: number,
  ask: (options: CallOptions) => Promise<T>,
  { shared = (answer) => answer, ...options }: PublicReadOptions<T> = {},
): Promise<T> {
  const signedIn = authStorage.getToken() !== null;
  if (signedIn && wroteRecently(productId)) return shared(await ask(options));
  try {
    return await ask({ ...options, anonymous: true, handledStatuses: signedIn ? [404] : undefined });
  } catch (failure) {
    if (signedIn && failure instanceof ApiError && failure.status === 404) return shared(await ask(options));
    throw failure;
  }
}
