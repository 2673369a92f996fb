/**
 * CMS pages with a route id of their own (`routes/<slug>`, mapped in app/routes.ts), kept so
 * their ids in logs, `?_routes=` and tests stay as they were. A new landing or legal page needs
 * no line here: any other single-segment path is looked up in the CMS by the catch-all route.
 */
export const LEGAL_PAGE_SLUGS = [
  'app-privacy',
  'app-terms-of-service',
  'california-consumer-protection-act-addendum',
  'discount-code-terms-and-conditions',
  'kids-app-privacy',
  'rewards-terms',
] as const;

export const LANDING_PAGE_SLUGS = ['hum-smart-toothbrush-app', 'opticobsessed', 'returns-and-warranty'] as const;

/** A slug a merchandiser can give a page: lower-case letters, digits and dashes. */
export const CMS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug of a single-segment path (lower-cased, route matching ignores case, `.data` of a
 * client navigation dropped) that could be a CMS page, or null.
 */
export function cmsPageSlug(request: Request): string | null {
  const segment = new URL(request.url).pathname
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.data$/, '')
    .toLowerCase();
  return CMS_SLUG.test(segment) ? segment : null;
}

/**
 * The slug a shared page module serves for a request: the path's single
 * segment, lower-cased (route matching ignores case), if it is one of `slugs`.
 */
export function pageSlugFor<S extends string>(request: Request, slugs: readonly S[]): S | null {
  const segment = new URL(request.url).pathname
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.data$/, '')
    .toLowerCase();
  return (slugs as readonly string[]).includes(segment) ? (segment as S) : null;
}
