// Business constants of spec §9. One place, so tests and code agree.

/** Request timeout for the API and the file host (ms). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How long a lazily loaded code/style chunk may take before it counts as failed (ms). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The global alert hides itself after this long (ms). */
export const ALERT_HIDE_AFTER_MS = 3_000;
export const ALERT_DEFAULT_TYPE = 'info' as const;

/** Browser storage keys of the signed-in identity. */
export const STORAGE_KEYS = { token: 'token', userId: 'userId' } as const;

/** Fallback login error when the server gives no message. */
export const LOGIN_ERROR_FALLBACK = 'Woops... password seems incorrect';

export const FIRST_PAGE = 1;
export const PAGE_SIZE = {
  productPageLists: 5,
  browse: 10,
  randomContent: 10,
  followedContent: 10,
  comments: 10,
} as const;

/** Search (spec: page sizes not shown elsewhere; these are ours). */
export const SEARCH = {
  /** Results per page of /ntn/search. */
  pageSize: 10,
  /** Suggestions shown under a search box. */
  autocompleteSize: 8,
  /** Wait this long after the last keystroke before asking for suggestions (ms). */
  autocompleteDebounceMs: 150,
  /** Results per page of /browseProducts (spec §9: browse lists start with a count of 10). */
  browsePageSize: 10,
  /** How long Search UI waits before writing its state to the URL (ms). */
  urlPushDebounceMs: 200,
} as const;

/** Password rules of the API (POST /user/register). */
export const PASSWORD_RULES = { minLength: 8, maxLength: 128 } as const;

/** Image uploads to the file host (its own limits: JPEG, PNG or WebP, at most 5 MB). */
export const IMAGE_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  /** For the file picker's `accept`. */
  accept: 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
} as const;

/** Profile sub-lists (liked/disliked products and ingredients): the API's default page size. */
export const PROFILE_LIST_PAGE_SIZE = 10;
