/**
 * Content Security Policy pieces shared by the document renderer
 * (entry.server.tsx) and the request handler (docs/security.md).
 */
export const CSP_REPORT_PATH = '/api/csp-report';

/**
 * Tightens Hydrogen's policy: scripts by nonce and `'strict-dynamic'` only, no plugins, no `<base>`, no framing, and
 * violations reported to the shop with `report-uri` (every browser sends it
 * at once; Chrome ignores it when a `report-to` group is also set, and
 * delivers those reports only in batches, so `report-to` is left out). Hydrogen merges its defaults into every
 * directive it knows, so `base-uri` is replaced here rather than passed in.
 */
/**
 * Who may frame a page in content preview: Contentful's web app (its Live Preview pane, both
 * data regions). Every other page keeps `frame-ancestors 'none'`.
 */
export const PREVIEW_FRAME_ANCESTORS = "'self' https://app.contentful.com https://app.eu.contentful.com";

export function hardenCsp(header: string, frameAncestors = "'none'"): string {
  const nonce = /'nonce-[^']+'/.exec(header)?.[0];
  const directives = header
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !/^(base-uri|object-src|frame-ancestors|report-uri|report-to|script-src)\b/.test(d));
  // Scripts run only with the nonce, and what those scripts load: no host is
  // trusted, since https://cdn.shopify.com and https://shopify.com also serve merchants' uploads.
  if (nonce) directives.push(`script-src ${nonce} 'strict-dynamic'`);
  directives.push("base-uri 'none'", "object-src 'none'", `frame-ancestors ${frameAncestors}`, `report-uri ${CSP_REPORT_PATH}`);
  return directives.join('; ');
}

/** The policy of responses that are not the shop's rendered documents (JSON, redirects, plain error pages). */
export const STRICT_CSP = `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; report-uri ${CSP_REPORT_PATH}`;
