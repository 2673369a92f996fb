/**
 * The CMS pages served at `/<slug>` by one shared route module each
 * (app/routes.ts maps every slug to its module). Adding a legal or landing
 * page is one line here plus its entry in the CMS.
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
