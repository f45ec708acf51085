// The React side of ./sign-in-return: ask a signed-out visitor to sign in (remembering why and what to finish),
// land a member who just signed in where they were asked, and finish the action there once.
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from './auth-store';
import { signInReturn, type PendingAction } from './sign-in-return';

type Here = { pathname: string; search: string; hash: string };
const pathOf = (location: Here) => `${location.pathname}${location.search}${location.hash}`;

/**
 * `prompt(reason, action?, returnTo?)` sends a signed-out visitor to the sign-in page, which shows `reason`;
 * once they sign in they come back to `returnTo` (this page by default), where `action` is finished.
 */
export function useSignInPrompt() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (reason: string, action: PendingAction | null = null, returnTo?: string) => {
      signInReturn.remember(reason, action, returnTo ?? pathOf(location));
      navigate(paths.signin.getHref());
    },
    [navigate, location],
  );
}

/** A link to the sign-in page that remembers why, and where to come back to ("Sign in to rate it"). */
export function SignInLink({
  reason,
  action = null,
  returnTo,
  children,
  className,
  testId,
}: {
  reason: string;
  action?: PendingAction | null;
  returnTo?: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const location = useLocation();
  return (
    <Link
      to={paths.signin.getHref()}
      className={className}
      data-testid={testId}
      onClick={() => signInReturn.remember(reason, action, returnTo ?? pathOf(location))}
    >
      {children}
    </Link>
  );
}

/** Where a member who just signed in goes: the page that asked them to, else (spec §4) their own profile. */
export function destinationAfterSignIn(userId: string | number): string {
  return signInReturn.destinationAfterSignIn() ?? paths.userProfile.getHref(userId);
}

/**
 * Finish on this page what a signed-out visitor started here, now that they have signed in: `run` gets the
 * action's data, once (taking the action removes it; a remount or a second tab finds nothing). `key` null:
 * nothing to resume yet (e.g. the data the action needs is still loading).
 */
export function useResumeAction(key: string | null, run: (data: Record<string, unknown>) => void) {
  const { isLoggedIn } = useAuth();
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!isLoggedIn || key === null) return;
    const action = signInReturn.take(key);
    if (action) latest.current(action.data ?? {});
  }, [isLoggedIn, key]);
}
