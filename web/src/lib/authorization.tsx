import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from './auth-store';
import { signInReturn } from './sign-in-return';

/**
 * Screens for signed-in users only: anyone else goes to /signin (spec §8 "failed check at sign-in"), which says
 * `reason`, and comes back here (with the query, e.g. the product a new review is for) once signed in.
 */
export function RequireAuth({ children, reason = 'Sign in to see this page.' }: { children: (userId: string) => ReactNode; reason?: string }) {
  const { isLoggedIn, userId } = useAuth();
  const location = useLocation();
  if (!isLoggedIn || !userId) {
    signInReturn.remember(reason, null, `${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={paths.signin.getHref()} replace />;
  }
  return <>{children(userId)}</>;
}
