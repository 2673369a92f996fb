import {flatRoutes} from '@remix-run/fs-routes';
import {route, type RouteConfig} from '@remix-run/route-config';
import {hydrogenRoutes} from '@shopify/hydrogen';
import {LANDING_PAGE_SLUGS, LEGAL_PAGE_SLUGS} from './features/content/page-slugs';

/**
 * The routes of app/routes by file name, plus one shared module per kind of
 * CMS page mapped to each of its paths. Each keeps the id a file
 * `app/routes/<slug>.tsx` would have, so `?_routes=routes/<slug>` and the
 * route ids in logs and tests stay as they were.
 */
const pages = (file: string, slugs: readonly string[]) => slugs.map((slug) => route(slug, file, {id: `routes/${slug}`}));

export default hydrogenRoutes([
  ...(await flatRoutes()),
  ...pages('cms-page-routes/legal-page.tsx', LEGAL_PAGE_SLUGS),
  ...pages('cms-page-routes/landing-page.tsx', LANDING_PAGE_SLUGS),
]) satisfies RouteConfig;
