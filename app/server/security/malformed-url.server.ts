/**
 * A URL with a `%` not followed by two hex digits (`/learn/%ZZ`,
 * `/search?q=%ZZ`) cannot be decoded; route code that decodes it would fail.
 * The fetch handler answers it with the shop's 404 page instead
 * (docs/security.md, "Threats, controls and tests").
 */
export function hasMalformedEscape(url: string): boolean {
  return /%(?![0-9A-Fa-f]{2})/.test(url);
}

/** A path no route has: the splat route renders the shop's 404 page for it. */
export const UNROUTABLE_PATH = '/__invalid-request-target';
