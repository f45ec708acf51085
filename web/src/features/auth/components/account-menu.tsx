import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { signInReturn } from '@/lib/sign-in-return';
import { useLogout } from '../api/logout';

/**
 * Header corner: sign in / sign up when signed out, a profile menu when signed in.
 * `renderAvatar` draws the member's photo in the menu button (the route composes it from `users`).
 */
export function AccountMenu({ renderAvatar }: { renderAvatar?: (userId: string) => ReactNode } = {}) {
  const { isLoggedIn, userId } = useAuth();
  const logoutMutation = useLogout();
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.pathname]);

  if (!isLoggedIn || !userId) {
    return (
      <div className="account-menu">
        {/* Nothing asked: whatever an earlier page wanted is dropped, and the member lands on their profile. */}
        <Link to={paths.signin.getHref()} className="btn btn--ghost" onClick={signInReturn.forget}>
          Sign in
        </Link>
        <Link to={paths.signup.getHref()} className="btn btn--primary" onClick={signInReturn.forget}>
          Join
        </Link>
      </div>
    );
  }

  return (
    <details className="account-menu dropdown" ref={details}>
      <summary className="btn btn--ghost dropdown__summary" data-testid="account-menu">
        {renderAvatar ? (
          renderAvatar(userId)
        ) : (
          <span className="avatar avatar--initials avatar--xs" aria-hidden="true">
            ●
          </span>
        )}
        My Glowdex
      </summary>
      <ul className="dropdown__menu">
        <li>
          <Link to={paths.userProfile.getHref(userId)}>My profile</Link>
        </li>
        <li>
          <Link to={paths.account.getHref()}>Account</Link>
        </li>
        <li>
          <Link to={paths.messages.getHref()}>Messages</Link>
        </li>
        <li>
          <button type="button" className="dropdown__item" onClick={() => logoutMutation.mutate()} data-testid="menu-logout">
            Log out
          </button>
        </li>
      </ul>
    </details>
  );
}
