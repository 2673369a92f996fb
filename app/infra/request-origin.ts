const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when the shop is served from this machine (cookies may then skip `Secure`). */
export function isLocalHost(request: Request): boolean {
  return LOCAL_HOSTS.has(new URL(request.url).hostname);
}
