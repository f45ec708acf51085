// The error catalogue of spec §8 and api-contract.md, as data and pure functions.

export type FieldError = { field: string; msg: string };

/** The response envelope of every API call. Extra fields named by the spec may be present. */
export type ApiEnvelope<T = unknown> = {
  status: boolean;
  msg: string;
  data?: T;
  code?: string;
  errors?: FieldError[];
  message?: string;
  auth?: boolean;
  [key: string]: unknown;
};

export const FAILURE_ROUTES = {
  notFound: '/404',
  signin: '/signin',
  forbidden: '/403',
  error: '/error',
} as const;

function hasAuthFalse(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { auth?: unknown }).auth === false;
}

/**
 * What a search call passes as `handledStatuses`: its screen shows a 503 ("search is temporarily unavailable",
 * with Retry-After) with a Retry button instead of sending the member to /error, the rest of the app still working.
 * The caller says so; the client does not guess it from the path.
 */
export const SEARCH_HANDLED_STATUSES = [503] as const;

/**
 * Where the app goes after a failed (or auth-rejected) call. `status` is null when no response
 * arrived (network failure, timeout). Returns null when the caller handles the outcome itself:
 * success, 422 field errors (shown beside the form), 429 (shown beside the form) and 2xx business
 * failures (`status: false`). A caller shows other statuses itself with `handledStatuses`.
 */
export function routeForFailure(status: number | null, body: unknown): string | null {
  if (status === null) return FAILURE_ROUTES.error;
  if (status === 401 || hasAuthFalse(body)) return FAILURE_ROUTES.signin;
  if (status >= 200 && status < 300) return null;
  if (status === 404) return FAILURE_ROUTES.notFound;
  if (status === 403) return FAILURE_ROUTES.forbidden;
  if (status === 422 || status === 429) return null;
  return FAILURE_ROUTES.error;
}

/** A failed API call: everything the client throws is (a subclass of) this. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly body: ApiEnvelope | null;
  /** The page the failure was routed to, which the UI goes to (null: the caller shows it). */
  readonly routedTo: string | null;

  constructor(message: string, status: number | null, body: ApiEnvelope | null, routedTo: string | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.routedTo = routedTo;
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

/** 200 with `status: false`: an expected outcome the user can fix (wrong password, e-mail taken …). */
export class BusinessError extends ApiError {
  constructor(status: number, body: ApiEnvelope) {
    super(body.message || body.msg || 'Request failed', status, body, null);
    this.name = 'BusinessError';
  }
  get fieldErrors(): FieldError[] {
    return this.body?.errors ?? [];
  }
}

/** 422: malformed input, errors per field for the form. */
export class ValidationError extends ApiError {
  constructor(body: ApiEnvelope | null) {
    super(body?.msg || 'Please check the highlighted fields.', 422, body, null);
    this.name = 'ValidationError';
  }
  get fieldErrors(): FieldError[] {
    return this.body?.errors ?? [];
  }
}

/** 429: too many attempts. */
export class RateLimitError extends ApiError {
  readonly retryAfterSeconds: number | null;
  constructor(body: ApiEnvelope | null, retryAfterSeconds: number | null) {
    super(rateLimitMessage(retryAfterSeconds), 429, body, null);
    this.name = 'RateLimitError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A 503 its caller shows (a search call, SEARCH_HANDLED_STATUSES): a friendly message and a Retry button. */
export class ServiceUnavailableError extends ApiError {
  readonly retryAfterSeconds: number | null;
  constructor(body: ApiEnvelope | null, retryAfterSeconds: number | null) {
    super(body?.msg || 'Search is temporarily unavailable. Please try again shortly.', 503, body, null);
    this.name = 'ServiceUnavailableError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isServiceUnavailable(error: unknown): error is ServiceUnavailableError {
  return error instanceof ServiceUnavailableError;
}

/** No response within the timeout. */
export class TimeoutError extends ApiError {
  constructor(timeoutMs: number, routedTo: string | null) {
    super(`No response within ${timeoutMs} ms`, null, null, routedTo);
    this.name = 'TimeoutError';
  }
}

/** No response at all (offline, DNS, connection refused). */
export class NetworkError extends ApiError {
  constructor(cause: unknown, routedTo: string | null) {
    super(cause instanceof Error ? cause.message : 'Network error', null, null, routedTo);
    this.name = 'NetworkError';
  }
}

export function rateLimitMessage(retryAfterSeconds: number | null): string {
  return retryAfterSeconds === null
    ? 'Too many attempts, try again later.'
    : `Too many attempts, try again in ${retryAfterSeconds} seconds.`;
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** `body.concerns.0` or `concerns.0` → `concerns`: the form field an error belongs to. */
export function fieldName(field: string): string {
  const parts = field.split('.').filter((part) => part && !/^\d+$/.test(part) && !['body', 'query', 'header', 'path'].includes(part));
  return parts[0] ?? field;
}

/**
 * Turn a failure into what a form shows: messages per field plus one form-level message.
 * `codeFields` maps business codes without per-field errors to the field they concern.
 */
export function formErrorsFrom(
  error: unknown,
  codeFields: Record<string, string> = {},
): { fields: Record<string, string>; form: string | null } {
  const fields: Record<string, string> = {};
  if (error instanceof BusinessError || error instanceof ValidationError) {
    for (const { field, msg } of error.fieldErrors) {
      const name = fieldName(field);
      if (!fields[name]) fields[name] = msg;
    }
    const code = error.code;
    if (Object.keys(fields).length === 0 && code && codeFields[code]) {
      fields[codeFields[code]] = error.message;
      return { fields, form: null };
    }
    return { fields, form: Object.keys(fields).length ? null : error.message };
  }
  if (error instanceof RateLimitError) return { fields, form: error.message };
  if (error instanceof ApiError && error.routedTo === null) return { fields, form: error.message };
  // Routed errors already took the user elsewhere; anything else is unexpected.
  return { fields, form: error instanceof ApiError ? null : 'Something went wrong. Please try again.' };
}
