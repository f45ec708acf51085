import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from './auth-store';

/** Screens for signed-in users only: anyone else goes to /signin (spec §8 "failed check at sign-in"). */
export function RequireAuth({ children }: { children: (userId: string) => ReactNode }) {
  const { isLoggedIn, userId } = useAuth();
  const location = useLocation();
  if (!isLoggedIn || !userId) return <Navigate to="/signin" replace state={{ from: location.pathname }} />;
  return <>{children(userId)}</>;
}
