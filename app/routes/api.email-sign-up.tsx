import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {EMAIL_PATTERN} from '~/features/contact/email';
import {field, jsonError, jsonResponse, readBody} from '~/infra/http';

/**
 * POST /api/email-sign-up `{email}`: the first-order offer. The support
 * backend (the local platform's /newsletter/subscribe) sends the welcome
 * e-mail with the first-order code.
 */
export async function action({request, context}: ActionFunctionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'Use POST', {Allow: 'POST'});
  const body = await readBody(request);
  const email = body ? field(body, 'email') : '';
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return jsonError(400, 'Please enter a valid email address.');
  const origin = context.config.supportOrigin;
  if (!origin) return jsonError(503, 'Sign-up is not available right now. Please try again later.');
  try {
    const response = await fetch(`${origin}/newsletter/subscribe`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify({email, source: 'first-order-popup'}),
      signal: AbortSignal.timeout(5000),
    });
    const result = (await response.json().catch(() => null)) as {error?: string} | null;
    if (!response.ok) return jsonError(response.status === 400 ? 400 : 502, result?.error ?? 'Sign-up failed. Please try again.');
    return jsonResponse({ok: true});
  } catch {
    return jsonError(502, 'Sign-up failed. Please try again in a moment.');
  }
}
