// "Sign in to …" that brings the member back and finishes what they started (issue 21 §2).
//
// When a signed-out visitor does something that needs an account (like, collect, follow, reply, write a
// review …), the page records where they were, why they are asked to sign in, and the action itself; the
// sign-in page shows the reason; whichever way they then sign in (password, sign-up → activation → sign-in,
// Google/Facebook) lands them back on that page, where the action is completed ONCE: taking it removes it.
//
// The record lives in localStorage (not the URL): it survives the social provider's round trip and the
// activation mail opened in another tab, and no link can carry a destination or an action to someone else.
// Its path is still checked on the way out: a same-origin path only (never `//host`, `/\host` or a scheme),
// never an auth screen, else the spec's default, the member's own profile.

export const SESSION_ENDED_REASON = 'Your session ended. Sign in again to carry on where you were.';
export const SIGN_IN_TO_CONTINUE_REASON = 'Sign in to carry on.';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What to finish on the page: `key` names it (`product-like:42`), `data` carries what it needs (reply text). */
export type PendingAction = { key: string; data?: Record<string, unknown> };

export type SignInReturn = {
  /** Where to come back to: path, query and hash of the page that asked. */
  path: string;
  /** One line shown on the sign-in page ("Sign in to like this product."). */
  reason: string;
  action: PendingAction | null;
  /** When it was asked (ms). */
  at: number;
  /** When the member signed in (ms); the action may be taken only after that. */
  signedInAt: number | null;
};

const STORAGE_KEY = 'glowdex.signin.return';
/** Long enough to sign up and activate from the mail (the activation code lives 60 minutes). */
export const RETURN_TTL_MS = 2 * 60 * 60 * 1000;
/** The page that asked has this long after sign-in to take its action; later, it is dropped unfinished. */
export const ACTION_TTL_MS = 2 * 60 * 1000;

/** Screens a member is never sent back to after signing in. */
const AUTH_SCREENS = ['/signin', '/signup', '/signupWithEmail', '/activate', '/redirect_google', '/redirect_facebook', '/resetPasswordPage', '/passwordResetSuccess'];

/** The path if it is a same-origin page of this app worth returning to, else null. */
export function safeReturnPath(value: unknown, origin: string = currentOrigin()): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null; // a header or log line split inside a path
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (AUTH_SCREENS.some((screen) => url.pathname === screen || url.pathname.startsWith(`${screen}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function currentOrigin(): string {
  return typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function createSignInReturnStore(storage: () => KeyValueStorage | null = browserStorage, now: () => number = Date.now) {
  const write = (record: SignInReturn | null) => {
    try {
      if (record) storage()?.setItem(STORAGE_KEY, JSON.stringify(record));
      else storage()?.removeItem(STORAGE_KEY);
    } catch {
      // full or disabled storage: the member lands on their profile, as before
    }
  };

  /** The stored record when it is well-formed, fresh and its path is safe; anything else is dropped. */
  const read = (): SignInReturn | null => {
    let record: Partial<SignInReturn> | null;
    try {
      const raw = storage()?.getItem(STORAGE_KEY);
      record = raw ? (JSON.parse(raw) as Partial<SignInReturn>) : null;
    } catch {
      record = null;
    }
    if (!record) return null;
    const path = safeReturnPath(record.path);
    const fresh = typeof record.at === 'number' && now() - record.at < RETURN_TTL_MS;
    const action = record.action && typeof record.action.key === 'string' ? record.action : null;
    const signedInAt = typeof record.signedInAt === 'number' ? record.signedInAt : null;
    // signed in a while ago and the action never taken (its page was left): it is done with
    const spent = signedInAt !== null && now() - signedInAt >= ACTION_TTL_MS;
    if (!path || !fresh || spent) {
      write(null);
      return null;
    }
    return {
      path,
      reason: typeof record.reason === 'string' ? record.reason : '',
      action,
      at: record.at as number,
      signedInAt,
    };
  };

  return {
    read,
    /** Why the sign-in page is shown, while nobody has signed in on this record yet. */
    pendingReason(): string | null {
      const record = read();
      return record && record.signedInAt === null && record.reason ? record.reason : null;
    },
    /** A signed-out visitor is sent to sign in from `path` (by default the current page). */
    remember(reason: string, action: PendingAction | null = null, path?: string) {
      const from = safeReturnPath(path ?? (typeof window !== 'undefined' ? `${window.location.pathname}${window.location.search}${window.location.hash}` : '/'));
      write(from ? { path: from, reason, action, at: now(), signedInAt: null } : null);
    },
    /** Nothing asked: signing in from the header goes to the profile. */
    forget() {
      write(null);
    },
    /**
     * Signed in: where to go now (the page that asked, or null for the default). The record stays, marked
     * signed in, only while it holds an action for that page to take.
     */
    destinationAfterSignIn(): string | null {
      const record = read();
      if (!record || record.signedInAt !== null) return null;
      write(record.action ? { ...record, signedInAt: now() } : null);
      return record.path;
    },
    /** The action named `key`, once: it is removed as it is taken. Only after a sign-in, and only for a short while. */
    take(key: string): PendingAction | null {
      const record = read();
      if (!record?.action || record.action.key !== key || record.signedInAt === null) return null;
      write(null);
      return record.action;
    },
  };
}

export type SignInReturnStore = ReturnType<typeof createSignInReturnStore>;

export const signInReturn = createSignInReturnStore();
