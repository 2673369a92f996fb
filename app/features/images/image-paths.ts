/**
 * The paths under which the shop serves images from its own origin, and the
 * image host each stands for. `sameOriginImage` (responsive.ts) rewrites image
 * URLs to them; the worker's image step (server/pipeline/image-step.server.ts)
 * answers them from that host. One table, so the two never disagree.
 */
export const IMAGE_PATHS = {
  /** A store domain's own image path, kept as it is (the local platform serves it too). */
  store: '/cdn/shop/',
  /** Shopify's CDN. */
  shopifyCdn: {prefix: '/cdn/shopify/', host: 'cdn.shopify.com'},
  /** Contentful's Images API; the local platform serves the same path itself. */
  contentful: {prefix: '/ctf-images/', host: 'images.ctfassets.net'},
} as const;

/** Every image path prefix the shop answers. */
export const IMAGE_PREFIXES = [IMAGE_PATHS.store, IMAGE_PATHS.shopifyCdn.prefix, IMAGE_PATHS.contentful.prefix] as const;
