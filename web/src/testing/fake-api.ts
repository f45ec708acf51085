import { vi } from 'vitest';
import { jsonResponse } from './render';

export type FakeRoute = (request: { method: string; url: URL; body: unknown; headers: Headers }) => Response | Promise<Response>;

/** Stub the browser's fetch with a table of `METHOD /path` handlers (the browser boundary). */
export function stubApi(handlers: Record<string, FakeRoute>) {
  const calls: { method: string; url: URL; body: unknown; headers: Headers }[] = [];
  const fake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, url, body, headers: new Headers(init?.headers) };
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
