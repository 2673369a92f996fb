import {isRouteErrorResponse, useLocation, useRouteError} from '@remix-run/react';
import {ErrorPage} from './ErrorPage';
import {NotFoundPage} from './NotFoundPage';
import {UnavailablePage} from './UnavailablePage';

/** Picks the page for a route error: 404, 503 (backend down) or the generic error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const {pathname} = useLocation();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage path={pathname} />;
    if (error.status === 503) return <UnavailablePage />;
  }
  return <ErrorPage />;
}
