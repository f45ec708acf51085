// The one API client (spec §6, §8, §9; architecture §5).
// - base /api; `token` and `userId` headers from storage on every call but an `anonymous` one (a public read every
//   viewer shares: the server answers it from its answer cache, issue 25 §1);
// - `Authorization: Bearer <token>` for /user/info and /notification/msg_list;
// - 30 000 ms timeout (the API and the file host alike); URLs URI-encoded;
// - multipart bodies (FormData) go out as they are: the browser writes the boundary header;
// - `upload()` posts to the file host (spec §7 `POST /file/upload`) under the same contract;
// - failures routed by routeForFailure(): the client publishes where one belongs (lib/failure-routes), the UI
//   navigates there (app/use-failure-navigation); every failure is logged and rethrown;
// - get/post/upload resolve to the envelope's `data`; `envelope.*` to the whole envelope;
// - get/post are typed by the API's OpenAPI document (types/api.ts) through openapi-fetch: the path, the query
//   and the body are checked against it and the answer's type comes from it, so a wrong path or body does not
//   compile and no caller names its answer's type. Only the file host (not in that document) is untyped.
import createOpenApiClient from 'openapi-fetch';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { env } from '@/config/env';
import type { paths } from '@/types/api';
import {
  ApiError,
  BusinessError,
  FAILURE_ROUTES,
  NetworkError,
  RateLimitError,
  ServiceUnavailableError,
  TimeoutError,
  ValidationError,
  parseRetryAfter,
  routeForFailure,
  type ApiEnvelope,
} from './api-errors';
import { authStorage, type AuthStorage } from './auth-storage';
import { authStore } from './auth-store';
import { SESSION_ENDED_REASON, SIGN_IN_TO_CONTINUE_REASON, signInReturn } from './sign-in-return';
import { failureRoutes, type FailureRoute } from './failure-routes';

/** Calls that also send an explicit Authorization header (spec §6). */
export const BEARER_PATHS: ReadonlySet<string> = new Set(['/user/info', '/notification/msg_list']);

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | QueryValue[]>;

/** What a caller may add to one call (the query and body have their own, typed, arguments). */
export type CallOptions = {
  /**
   * Send no identity at all (no token, userId nor Authorization): a public read whose answer is the same bytes
   * for every viewer. A 401 to it cannot mean the member's token was rejected, so it does not sign them out.
   */
  anonymous?: boolean;
  /** Force (or suppress) the Authorization header; default: BEARER_PATHS. */
  bearer?: boolean;
  /** Caller's cancellation (TanStack Query passes one). Cancelling is not a failure. */
  signal?: AbortSignal;
  /** false: the caller handles every outcome; the client still clears a rejected token. */
  routeFailures?: boolean;
  timeoutMs?: number;
  /**
   * HTTP statuses this caller shows itself (e.g. 413/415 of an upload, beside the picker): thrown as
   * an `ApiError` with `routedTo: null` instead of navigating. 401 / `auth: false` are always routed.
   */
  handledStatuses?: readonly number[];
};
type SendOptions = CallOptions & { body?: unknown };

export type Logger = Pick<Console, 'error' | 'warn'>;

export type ApiClientDeps = {
  baseUrl?: string;
  /** Base URL of the file host (spec §7); default env.fileHostUrl (`/files`). */
  fileHostUrl?: string;
  fetch?: typeof fetch;
  storage?: AuthStorage;
  /** Told where a failed call belongs (default: the app's failureRoutes, which the UI follows). */
  onRoutedFailure?: (to: FailureRoute) => void;
  /** Called when the server says the token is not (or no longer) valid. */
  onUnauthorized?: () => void;
  timeoutMs?: number;
  logger?: Logger;
};

/** `x=1&y=a%20b&ids=1&ids=2`: keys and values component-encoded, a list as repeated keys, empty values left out. */
export function queryString(query?: QueryParams): string {
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null) continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

/** Build `/api/path?x=1&y=a%20b`: path URI-encoded, query as queryString(). */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const base = baseUrl.replace(/\/+$/, '');
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  // encodeURI keeps '/', but never double-encodes an already-encoded '%xx'.
  const encodedPath = encodeURI(decodeSafe(cleanPath));
  const search = queryString(query);
  return `${base}${encodedPath}${search ? `?${search}` : ''}`;
}

// --- the API's paths, from its OpenAPI document ----------------------------------------------------

/** Where the API's document mounts its paths (`/api/review/like`); callers name them below it (`/review/like`). */
const API_MOUNT = '/api';
type Method = 'get' | 'post';
type MountedPath = keyof paths & `${typeof API_MOUNT}/${string}`;
/** The API's paths that answer `method`, as callers name them: `/review/like` for the document's `/api/review/like`. */
export type ApiPath<M extends Method> = {
  [K in MountedPath]: paths[K] extends Record<M, object> ? (K extends `${typeof API_MOUNT}${infer P}` ? P : never) : never;
}[MountedPath];
/** The document's operation for `method` on `path`. */
type Operation<M extends Method, P extends string> = `${typeof API_MOUNT}${P}` extends infer K extends keyof paths
  ? paths[K] extends Record<M, infer O> ? O : never
  : never;
/** The envelope the operation answers on success (every operation of the API answers one). */
export type ApiEnvelopeOf<O> = O extends { responses: { 200: { content: { 'application/json': infer E } } } } ? E : never;
/** The envelope's `data`; an acknowledgement without data gives undefined. */
export type ApiData<O> = ApiEnvelopeOf<O> extends { data?: infer D } ? ([NonNullable<D>] extends [never] ? undefined : NonNullable<D>) : undefined;
/** The query a GET path takes (`ApiQuery<'/product/analyze'>['skin_type']`). */
export type ApiQuery<P extends ApiPath<'get'>> = NonNullable<Operation<'get', P> extends { parameters: { query?: infer Q } } ? Q : never>;
/** A GET's query: required when the operation requires a parameter, else optional. */
type QueryArgs<O, Options> = O extends { parameters: { query: infer Q } }
  ? [query: Q, options?: Options]
  : O extends { parameters: { query?: infer Q } }
    ? [query?: Q, options?: Options]
    : [query?: undefined, options?: Options];
/** A POST's body: JSON as the document states it, or the FormData of a multipart operation. */
type BodyArgs<O, Options> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? [body: B, options?: Options]
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? [body?: B, options?: Options]
    : O extends { requestBody: { content: { 'multipart/form-data': unknown } } }
      ? [body: FormData, options?: Options]
      : [body?: Record<string, never>, options?: Options];

/**
 * What openapi-fetch hands its `fetch`: the URL it built and the init (method, serialised body). Kept as data
 * rather than a DOM Request, so the URL may stay relative (`/api/…`) and a FormData body goes out as it is.
 */
class OutgoingCall {
  constructor(
    readonly url: string,
    readonly init: RequestInit,
  ) {}
}

function decodeSafe(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

function isEnvelope(body: unknown): body is ApiEnvelope {
  return typeof body === 'object' && body !== null && typeof (body as { status?: unknown }).status === 'boolean';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(deps: ApiClientDeps = {}) {
  const baseUrl = deps.baseUrl ?? env.apiBaseUrl;
  const fileHostUrl = deps.fileHostUrl ?? env.fileHostUrl;
  const doFetch: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const storage = deps.storage ?? authStorage;
  const routed = deps.onRoutedFailure ?? failureRoutes.publish;
  const onUnauthorized = deps.onUnauthorized ?? (() => authStore.signOut());
  const defaultTimeout = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const logger: Logger = deps.logger ?? console;

  function headersFor(path: string, options: CallOptions, hasJsonBody: boolean): Headers {
    const headers = new Headers({ Accept: 'application/json' });
    if (hasJsonBody) headers.set('Content-Type', 'application/json');
    if (options.anonymous) return headers;
    const token = storage.getToken();
    const userId = storage.getUserId();
    if (token) headers.set('token', token);
    if (userId) headers.set('userId', userId);
    const bearer = options.bearer ?? BEARER_PATHS.has(path.split('?')[0]);
    if (bearer && token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  }

  /** Send one call to `url` (`path` is its name under the base URL, for the headers and the log). */
  async function send<T>(method: 'GET' | 'POST', url: string, path: string, options: SendOptions = {}): Promise<ApiEnvelope<T>> {
    const routeFailures = options.routeFailures ?? true;
    const timeoutMs = options.timeoutMs ?? defaultTimeout;
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    const isText = typeof options.body === 'string'; // already serialised (by openapi-fetch)
    const hasJsonBody = options.body !== undefined && !isForm;
    const label = `${method} ${path}`;

    const fail = (error: ApiError, level: 'warn' | 'error' = 'error'): never => {
      logger[level](`[api] ${label} failed: ${error.name}: ${error.message}`, error);
      throw error;
    };
    const route = (to: string) => {
      if (to === FAILURE_ROUTES.signin) {
        // Sent to sign in from a page: come back to it afterwards (a draft on it is kept per member).
        if (routeFailures) signInReturn.remember(storage.getToken() ? SESSION_ENDED_REASON : SIGN_IN_TO_CONTINUE_REASON);
        if (!options.anonymous) onUnauthorized(); // no token was sent: none was rejected
      }
      if (routeFailures) routed(to);
      return routeFailures ? to : null;
    };

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const callerSignal = options.signal;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) controller.abort(callerSignal.reason);
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(url, {
        method,
        headers: headersFor(path, options, hasJsonBody),
        body: isForm ? (options.body as FormData) : isText ? (options.body as string) : hasJsonBody ? JSON.stringify(options.body) : undefined,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      body = await readBody(response);
    } catch (cause) {
      if (timedOut) return fail(new TimeoutError(timeoutMs, route(FAILURE_ROUTES.error)));
      if (callerSignal?.aborted) throw cause; // cancelled by the caller: not a failure, nothing to show
      return fail(new NetworkError(cause, route(FAILURE_ROUTES.error)));
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }

    const envelope = isEnvelope(body) ? body : null;
    const to = routeForFailure(response.status, body);
    if (to !== null) {
      const message = envelope?.msg || `HTTP ${response.status}`;
      if (to !== FAILURE_ROUTES.signin && options.handledStatuses?.includes(response.status)) {
        if (response.status === 503) {
          // Shown with a Retry button (search): the server says when to try again.
          return fail(new ServiceUnavailableError(envelope, parseRetryAfter(response.headers.get('Retry-After'))), 'warn');
        }
        return fail(new ApiError(message, response.status, envelope, null), 'warn');
      }
      return fail(new ApiError(message, response.status, envelope, route(to)));
    }
    if (response.status === 422) return fail(new ValidationError(envelope), 'warn');
    if (response.status === 429) {
      return fail(new RateLimitError(envelope, parseRetryAfter(response.headers.get('Retry-After'))), 'warn');
    }
    if (!envelope) {
      // 2xx without our envelope (e.g. an HTML fallback page): the API is not answering properly.
      return fail(new ApiError('Unexpected response from the server', response.status, null, route(FAILURE_ROUTES.error)));
    }
    if (!envelope.status) return fail(new BusinessError(response.status, envelope), 'warn');
    return envelope as ApiEnvelope<T>;
  }

  // The typed calls: openapi-fetch builds the URL and the body from the document's types and hands them to send().
  const openApi = createOpenApiClient<paths>({
    baseUrl: '',
    Request: OutgoingCall as unknown as typeof Request,
    querySerializer: (query) => queryString(query as QueryParams),
  });

  async function call<T>(method: 'GET' | 'POST', path: string, init: { query?: unknown; body?: unknown }, options: CallOptions = {}) {
    let envelope: ApiEnvelope<T> | undefined;
    const fetchVia = async (outgoing: Request) => {
      const { url, init: built } = outgoing as unknown as OutgoingCall;
      // The document's mount point gives way to the configured base URL (env.apiBaseUrl).
      const target = `${baseUrl.replace(/\/+$/, '')}${url.slice(API_MOUNT.length)}`;
      envelope = await send<T>(method, target, path, { ...options, body: built.body ?? undefined });
      return new Response(null, { status: 204 }); // the envelope is read above; openapi-fetch has nothing to parse
    };
    const openApiInit = { params: { query: init.query }, body: init.body, fetch: fetchVia };
    // The path and body were checked against the document by get/post's signatures; openapi-fetch's own generic
    // signature cannot follow a path held in a variable, hence the casts.
    if (method === 'GET') await openApi.GET(`${API_MOUNT}${path}` as never, openApiInit as never);
    else await openApi.POST(`${API_MOUNT}${path}` as never, openApiInit as never);
    return envelope as ApiEnvelope<T>;
  }

  const envelopeCalls = {
    get: <P extends ApiPath<'get'>>(path: P, ...[query, options]: QueryArgs<Operation<'get', P>, CallOptions>) =>
      call<ApiData<Operation<'get', P>>>('GET', path, { query }, options) as Promise<ApiEnvelopeOf<Operation<'get', P>> & ApiEnvelope>,
    post: <P extends ApiPath<'post'>>(path: P, ...[body, options]: BodyArgs<Operation<'post', P>, CallOptions>) =>
      call<ApiData<Operation<'post', P>>>('POST', path, { body: body ?? {} }, options) as Promise<ApiEnvelopeOf<Operation<'post', P>> & ApiEnvelope>,
    /**
     * Multipart POST to the file host: `form` is sent as is (no Content-Type set by us, so the
     * browser adds `multipart/form-data; boundary=…`); identity headers and timeout as for the API.
     * Typed by its caller: the file host is not part of the API's OpenAPI document.
     */
    upload: <T>(path: string, form: FormData, options: CallOptions = {}) =>
      send<T>('POST', buildUrl(fileHostUrl, path), path, { ...options, body: form }),
  };

  return {
    /**
     * The whole envelope (`{status, msg, data, code, …}`) for the few callers that read more than
     * `data` (login's message, the file host's `code`). Same failures as below.
     */
    envelope: envelopeCalls,
    /** GET → the envelope's `data`, typed by the document. Failures are routed and thrown as before. */
    get: async <P extends ApiPath<'get'>>(path: P, ...args: QueryArgs<Operation<'get', P>, CallOptions>): Promise<ApiData<Operation<'get', P>>> =>
      (await envelopeCalls.get(path, ...args)).data as ApiData<Operation<'get', P>>,
    /** POST (JSON, or a FormData as is) → the envelope's `data`, typed by the document. */
    post: async <P extends ApiPath<'post'>>(path: P, ...args: BodyArgs<Operation<'post', P>, CallOptions>): Promise<ApiData<Operation<'post', P>>> =>
      (await envelopeCalls.post(path, ...args)).data as ApiData<Operation<'post', P>>,
    /** Multipart POST to the file host → the envelope's `data` as `T`. */
    upload: async <T>(path: string, form: FormData, options: CallOptions = {}): Promise<T> =>
      (await envelopeCalls.upload<T>(path, form, options)).data as T,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();
