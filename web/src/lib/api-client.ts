// The one API client (spec §6, §8, §9; architecture §5).
// - base /api; `token` and `userId` headers from storage on every call;
// - `Authorization: Bearer <token>` for /user/info and /notification/msg_list;
// - 30 000 ms timeout (the API and the file host alike); URLs URI-encoded;
// - multipart bodies (FormData) go out as they are: the browser writes the boundary header;
// - `upload()` posts to the file host (spec §7 `POST /file/upload`) under the same contract;
// - failures routed by routeForFailure(); every failure is logged and rethrown;
// - get/post/upload resolve to the envelope's `data` (typed once, here); `envelope.*` to the whole envelope.
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { env } from '@/config/env';
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
import { navigateTo, type NavigateFn } from './navigation';

/** Calls that also send an explicit Authorization header (spec §6). */
export const BEARER_PATHS: ReadonlySet<string> = new Set(['/user/info', '/notification/msg_list']);

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | QueryValue[]>;

export type RequestOptions = {
  query?: QueryParams;
  body?: unknown;
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
  /** Another host of ours (the file host); default: the API base URL. */
  baseUrl?: string;
};

export type Logger = Pick<Console, 'error' | 'warn'>;

export type ApiClientDeps = {
  baseUrl?: string;
  /** Base URL of the file host (spec §7); default env.fileHostUrl (`/files`). */
  fileHostUrl?: string;
  fetch?: typeof fetch;
  storage?: AuthStorage;
  navigate?: NavigateFn;
  /** Called when the server says the token is not (or no longer) valid. */
  onUnauthorized?: () => void;
  timeoutMs?: number;
  logger?: Logger;
};

/** Build `/api/path?x=1&y=a%20b`: path URI-encoded, query keys and values component-encoded. */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const base = baseUrl.replace(/\/+$/, '');
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  // encodeURI keeps '/', but never double-encodes an already-encoded '%xx'.
  const encodedPath = encodeURI(decodeSafe(cleanPath));
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null) continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return `${base}${encodedPath}${parts.length ? `?${parts.join('&')}` : ''}`;
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
  const navigate = deps.navigate ?? navigateTo;
  const onUnauthorized = deps.onUnauthorized ?? (() => authStore.signOut());
  const defaultTimeout = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const logger: Logger = deps.logger ?? console;

  function headersFor(path: string, options: RequestOptions, hasJsonBody: boolean): Headers {
    const headers = new Headers({ Accept: 'application/json' });
    if (hasJsonBody) headers.set('Content-Type', 'application/json');
    const token = storage.getToken();
    const userId = storage.getUserId();
    if (token) headers.set('token', token);
    if (userId) headers.set('userId', userId);
    const bearer = options.bearer ?? BEARER_PATHS.has(path.split('?')[0]);
    if (bearer && token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  }

  async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
    const url = buildUrl(options.baseUrl ?? baseUrl, path, options.query);
    const routeFailures = options.routeFailures ?? true;
    const timeoutMs = options.timeoutMs ?? defaultTimeout;
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
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
        onUnauthorized();
      }
      if (routeFailures) navigate(to, { replace: true });
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
        body: isForm ? (options.body as FormData) : hasJsonBody ? JSON.stringify(options.body) : undefined,
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
    const to = routeForFailure(response.status, body, path);
    if (to !== null) {
      const message = envelope?.msg || `HTTP ${response.status}`;
      if (to !== FAILURE_ROUTES.signin && options.handledStatuses?.includes(response.status)) {
        return fail(new ApiError(message, response.status, envelope, null), 'warn');
      }
      return fail(new ApiError(message, response.status, envelope, route(to)));
    }
    if (response.status === 422) return fail(new ValidationError(envelope), 'warn');
    if (response.status === 429) {
      return fail(new RateLimitError(envelope, parseRetryAfter(response.headers.get('Retry-After'))), 'warn');
    }
    if (response.status === 503) {
      // Only search calls get here (routeForFailure): the screen offers a retry.
      return fail(new ServiceUnavailableError(envelope, parseRetryAfter(response.headers.get('Retry-After'))), 'warn');
    }
    if (!envelope) {
      // 2xx without our envelope (e.g. an HTML fallback page): the API is not answering properly.
      return fail(new ApiError('Unexpected response from the server', response.status, null, route(FAILURE_ROUTES.error)));
    }
    if (!envelope.status) return fail(new BusinessError(response.status, envelope), 'warn');
    return envelope as ApiEnvelope<T>;
  }

  /** The success payload: the envelope's `data`, typed by the caller (absent `data` gives undefined). */
  const unwrap = <T>(envelope: ApiEnvelope<T>): T => envelope.data as T;

  const envelopeCalls = {
    get: <T>(path: string, query?: QueryParams, options: Omit<RequestOptions, 'query' | 'body'> = {}) =>
      request<T>('GET', path, { ...options, query }),
    post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}) =>
      request<T>('POST', path, { ...options, body: body ?? {} }),
    /**
     * Multipart POST to the file host: `form` is sent as is (no Content-Type set by us, so the
     * browser adds `multipart/form-data; boundary=…`); identity headers and timeout as for the API.
     */
    upload: <T>(path: string, form: FormData, options: Omit<RequestOptions, 'body' | 'baseUrl'> = {}) =>
      request<T>('POST', path, { ...options, body: form, baseUrl: fileHostUrl }),
  };

  return {
    /**
     * The whole envelope (`{status, msg, data, code, …}`) for the few callers that read more than
     * `data` (login's message, the file host's `code`). Same failures as below.
     */
    envelope: envelopeCalls,
    /** GET → the envelope's `data` as `T`. Failures are routed and thrown as before. */
    get: async <T>(path: string, query?: QueryParams, options: Omit<RequestOptions, 'query' | 'body'> = {}): Promise<T> =>
      unwrap(await envelopeCalls.get<T>(path, query, options)),
    /** POST (JSON, or a FormData as is) → the envelope's `data` as `T`. */
    post: async <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> =>
      unwrap(await envelopeCalls.post<T>(path, body, options)),
    /** Multipart POST to the file host → the envelope's `data` as `T`. */
    upload: async <T>(path: string, form: FormData, options: Omit<RequestOptions, 'body' | 'baseUrl'> = {}): Promise<T> =>
      unwrap(await envelopeCalls.upload<T>(path, form, options)),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();
