/** Compares two secrets in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/** True when the request carries `Authorization: Bearer <token>` for a configured token. */
export function hasBearer(request: Request, token: string | undefined): boolean {
  return Boolean(token) && sameSecret(request.headers.get('Authorization') ?? '', `Bearer ${token}`);
}
