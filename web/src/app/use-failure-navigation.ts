import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureRoutes as appFailureRoutes, type FailureRoutes } from '@/lib/failure-routes';

/**
 * The UI's half of a failed call: the API client names where the failure belongs (lib/api-errors routeForFailure,
 * published on lib/failure-routes) and the screen's router goes there, replacing the page that failed.
 */
export function useFailureNavigation(routes: FailureRoutes = appFailureRoutes): void {
  const navigate = useNavigate();
  useEffect(() => routes.subscribe((to) => void navigate(to, { replace: true })), [routes, navigate]);
}
