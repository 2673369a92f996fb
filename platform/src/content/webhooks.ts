import {createHmac} from 'node:crypto';

/**
 * Contentful's webhook request signing, as the platform sends it: an HMAC-SHA256 (hex) with the
 * space's signing secret over the canonical request — method, path (with its query), the signed
 * headers as `name:value` pairs (lower-cased, trimmed, sorted by name, joined with `;`) and the
 * body, joined with newlines. The signed headers always include `x-contentful-signed-headers`
 * (the comma-separated, sorted list of signed header names) and `x-contentful-timestamp` (ms).
 */
export const SIGNATURE_HEADER = 'x-contentful-signature';
export const SIGNED_HEADERS_HEADER = 'x-contentful-signed-headers';
export const TIMESTAMP_HEADER = 'x-contentful-timestamp';

/** The path as Contentful canonicalises it: the query string escaped once, then the whole URI-encoded. */
export function canonicalPath(pathAndQuery: string): string {
  const [pathname, search] = pathAndQuery.split('?');
  return encodeURI(search ? `${pathname}?${encodeURIComponent(search)}` : pathname!);
}

/** The signature headers for a request (`headers` are the ones to sign, besides the two signing headers). */
export function signWebhookRequest(
  secret: string,
  request: {method: string; path: string; headers: Record<string, string>; body: string},
  timestamp = Date.now(),
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase().trim()] = value.trim();
  headers[TIMESTAMP_HEADER] = String(timestamp);
  const names = [...new Set([...Object.keys(headers), SIGNED_HEADERS_HEADER])].sort();
  headers[SIGNED_HEADERS_HEADER] = names.join(',');
  const canonical = [
    request.method.toUpperCase(),
    canonicalPath(request.path),
    names.map((name) => `${name}:${headers[name]}`).join(';'),
    request.body,
  ].join('\n');
  return {
    [SIGNATURE_HEADER]: createHmac('sha256', secret).update(canonical).digest('hex'),
    [SIGNED_HEADERS_HEADER]: headers[SIGNED_HEADERS_HEADER]!,
    [TIMESTAMP_HEADER]: headers[TIMESTAMP_HEADER]!,
  };
}

export interface WebhookTarget {
  url: string;
  secret: string;
}

export type WebhookTopic =
  `ContentManagement.${'Entry' | 'Asset' | 'ContentType'}.${'publish' | 'unpublish' | 'delete' | 'save' | 'create'}`;

/**
 * Sends one signed webhook the way Contentful does (POST, JSON body of the management-API
 * shape, `X-Contentful-Topic`), with one retry after a failure. Never throws: a shop that is
 * down must not fail the edit that triggered the call.
 */
export async function sendWebhook(
  target: WebhookTarget,
  topic: WebhookTopic,
  payload: unknown,
  log: (message: string) => void = (message) => console.warn(`[content] ${message}`),
): Promise<boolean> {
  const url = new URL(target.url);
  const body = JSON.stringify(payload);
  for (let attempt = 0; attempt < 2; attempt++) {
    const headers = {
      'content-type': 'application/vnd.contentful.management.v1+json',
      'x-contentful-topic': topic,
      'x-contentful-webhook-name': 'Local platform: publish to shop',
    };
    const signature = signWebhookRequest(target.secret, {method: 'POST', path: `${url.pathname}${url.search}`, headers, body});
    try {
      const response = await fetch(url, {method: 'POST', headers: {...headers, ...signature}, body, signal: AbortSignal.timeout(5000)});
      await response.arrayBuffer().catch(() => null);
      if (response.ok) return true;
      log(`webhook ${topic} to ${url.origin}${url.pathname} answered ${response.status}`);
      if (response.status < 500) return false;
    } catch (error) {
      log(`webhook ${topic} to ${url.origin}${url.pathname} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
