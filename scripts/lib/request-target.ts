/**
 * The request target as the shop's worker can take it. workerd refuses some
 * targets before any of the shop's code runs and answers with a bare 500 (with
 * its stack in mini-oxygen): `*`, absolute-form (`GET http://host/path`) and
 * malformed percent-escapes (`/learn/%ZZ`). The local server's front turns them
 * into origin-form paths the shop answers with its own pages:
 * - a stray `%` not followed by two hex digits (`%ZZ`): the shop's 404 page,
 *   as the worker answers such a URL itself on Oxygen (app/server/fetch-handler.server.ts);
 * - absolute-form naming this server (its `Host`) becomes its path; naming
 *   another host, or `*`, becomes a path no route has (the shop's 404 page),
 *   so no page is ever served for a host that is not the shop.
 */
export const FOREIGN_TARGET_PATH = '/__invalid-request-target';

export function normalizeRequestTarget(target: string, host: string | undefined): string {
  let path = target;
  if (!path.startsWith('/')) {
    const absolute = /^https?:\/\/([^/?#]*)([^#]*)/i.exec(path);
    const authority = absolute?.[1]?.toLowerCase();
    if (!absolute || !authority || !host || authority !== host.toLowerCase()) return FOREIGN_TARGET_PATH;
    path = absolute[2] || '/';
    if (!path.startsWith('/')) path = `/${path}`;
  }
  return MALFORMED_ESCAPE.test(path) ? FOREIGN_TARGET_PATH : path;
}

const MALFORMED_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
