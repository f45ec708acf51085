import { vi } from 'vitest';
import { jsonResponse } from './render';

export type FakeRequest = {
  method: string;
  url: URL;
  /** JSON bodies, parsed. */
  body: unknown;
  headers: Headers;
  /** The body as sent (e.g. FormData of an upload). */
  raw?: BodyInit | null;
};
export type FakeRoute = (request: FakeRequest) => Response | Promise<Response>;

/** Stub the browser's fetch with a table of `METHOD /path` handlers (the browser boundary). */
export function stubApi(handlers: Record<string, FakeRoute>) {
  const calls: FakeRequest[] = [];
  const fake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: FakeRequest = { method, url, body, headers: new Headers(init?.headers), raw: init?.body };
    calls.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse(404, { status: false, msg: `no fake for ${method} ${url.pathname}` });
    return handler(request);
  });
  vi.stubGlobal('fetch', fake);
  return { calls, fake };
}

export const ok = (data?: unknown, extra: Record<string, unknown> = {}) =>
  jsonResponse(200, { status: true, msg: 'ok', ...(data === undefined ? {} : { data }), ...extra });

/** An API page `{items, page_no, page_num, total_count, hasMore}` as the list endpoints answer. */
export const page = <T>(items: T[], pageNo = 1, pageNum = 10, totalCount = items.length) =>
  ok({ items, page_no: pageNo, page_num: pageNum, total_count: totalCount, hasMore: pageNo * pageNum < totalCount });
