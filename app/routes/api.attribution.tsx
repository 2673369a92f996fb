import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {CONSENT_COOKIE, parseConsent} from '~/features/consent/consent';
import {
  ATTRIBUTION_ATTRIBUTE,
  ATTRIBUTION_COOKIE,
  createAttribution,
  isValidClickId,
  mergeAttributionAttribute,
  serializeAttribution,
} from '~/features/consent/attribution';
import {jsonError, jsonResponse, readBody} from '~/infra/http';
import {clearCookie, readRequestCookie, setCookie} from '~/infra/cookies.server';

/**
 * POST /api/attribution `{clickId}` records an `im_ref` click (cookie and
 * cart attribute) for a visitor who approved advertising; `{clear: true}`
 * removes both. Other cart attributes are kept.
 */
export async function action({request, context}: ActionFunctionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'Use POST', {Allow: 'POST'});
  const body = await readBody(request);
  if (!body) return jsonError(400, 'Send JSON: {"clickId": "…"} or {"clear": true}.');
  const {cart} = context;
  const headers = new Headers();

  if (body.clear === true) {
    headers.append('Set-Cookie', clearCookie('attribution', request));
    const current = cart.getCartId() ? await cart.get().catch(() => null) : null;
    const attributes = current?.attributes ?? [];
    if (current && attributes.some((a) => a.key === ATTRIBUTION_ATTRIBUTE)) {
      await cart.updateAttributes(mergeAttributionAttribute(attributes, null));
    }
    return jsonResponse({attribution: null}, {headers});
  }

  if (!isValidClickId(body.clickId)) return jsonError(400, 'clickId must be 1 to 200 letters, digits, or . _ ~ -');
  if (parseConsent(readRequestCookie(request, CONSENT_COOKIE)) !== 'granted') {
    return jsonError(403, 'Attribution needs advertising consent.');
  }
  const record = createAttribution(body.clickId, Date.now());
  headers.append('Set-Cookie', setCookie('attribution', serializeAttribution(record), request));
  const current = cart.getCartId() ? await cart.get().catch(() => null) : null;
  const result = await cart.updateAttributes(mergeAttributionAttribute(current?.attributes ?? [], record.clickId));
  const cartId = result.cart?.id;
  if (cartId && cartId !== current?.id) cart.setCartId(cartId).forEach((value) => headers.append('Set-Cookie', value));
  if (result.userErrors?.length) return jsonError(400, result.userErrors[0].message, headers);
  return jsonResponse({attribution: record, cookie: ATTRIBUTION_COOKIE}, {headers});
}
