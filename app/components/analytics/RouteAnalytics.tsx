import {useEffect, useRef} from 'react';
import {useLocation} from '@remix-run/react';
import {pushEvent} from '~/features/analytics/data-layer';

/**
 * One `virtual_page_view` per route change, with the new
 * page's title and full path. A change of the hash alone is an anchor jump
 * on the same page, not a new page. Scrolling (top on a new page, the hash
 * target on anchors) is `ScrollRestoration` (app/ui) in the root layout.
 */
export function RouteAnalytics() {
  const location = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const page = `${location.pathname}${location.search}`;
    if (last.current === `${location.key}|${page}`) return;
    const onlyHashChanged = last.current?.split('|')[1] === page && location.hash !== '';
    last.current = `${location.key}|${page}`;
    if (onlyHashChanged) return;
    pushEvent('virtual_page_view', {
      page_title: document.title,
      page_path: `${page}${location.hash}`,
      page_location: window.location.href,
    });
  }, [location.key, location.pathname, location.search, location.hash]);
  return null;
}
