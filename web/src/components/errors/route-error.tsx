import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorFallback } from './error-fallback';

/** errorElement of the router: anything that escaped the layout boundaries. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <ErrorFallback error={new Error(`${error.status} ${error.statusText}`)} />;
  }
  return <ErrorFallback error={error} />;
}
