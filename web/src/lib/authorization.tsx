import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from './auth-store';
import { signInReturn, type PendingAction } from './sign-in-return';

/**
 * Screens for signed-in users only: anyone else goes to /signin (spec §8 "failed check at sign-in"), which says
 * `reason`, and comes back here (with the query, e.g. the product a new review is for) once signed in.
 */
export function RequireAuth({
  children,
  reason = 'Sign in to see this page.',
  action = null,
}: {
  children: (userId: string) => ReactNode;
  reason?: string;
  /** What the page needs back after sign-in that its URL does not carry (taken with `useResumeAction`). */
  action?: PendingAction | null;
}) {
  const { isLoggedIn, userId } = useAuth();
  const location = useLocation();
  if (!isLoggedIn || !userId) {
    signInReturn.remember(reason, action, `${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={paths.signin.getHref()} replace />;
  }
  return <>{children(userId)}</>;
}
