import {useEffect} from 'react';
import {isRouteErrorResponse, useLocation, useRouteError} from '@remix-run/react';
import {pushEvent} from '~/features/analytics/data-layer';
import {customErrorParams} from '~/features/analytics/events';
import {ErrorPage} from './ErrorPage';
import {NotFoundPage} from './NotFoundPage';
import {UnavailablePage} from './UnavailablePage';

/** Picks the page for a route error: 404, 503 (backend down) or the generic error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const {pathname} = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // One `custom_error` analytics event per error page shown.
  useEffect(() => pushEvent('custom_error', customErrorParams(status, pathname)), [status, pathname]);
  if (status === 404) return <NotFoundPage path={pathname} />;
  if (status === 503) return <UnavailablePage />;
  return <ErrorPage />;
}
