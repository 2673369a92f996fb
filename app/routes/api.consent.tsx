import {redirect, type ActionFunctionArgs} from '@shopify/remix-oxygen';
import {clearCookie, setCookie} from '~/infra/cookies.server';
import {jsonError, readForm} from '~/infra/http';
import {safeRedirectPath} from '~/infra/safe-redirect';

/**
 * POST /api/consent (form: `decision` = granted | denied, `returnTo`): the
 * consent banner's answer without JavaScript. Stores the decision in
 * `oc_consent` and returns the visitor to the page they were on. A decline
 * also drops the experiment and attribution cookies, as the browser does.
 */
export async function action({request}: ActionFunctionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'Use POST', {Allow: 'POST'});
  const form = await readForm(request);
  const decision = form.get('decision');
  if (decision !== 'granted' && decision !== 'denied') {
    return jsonError(400, 'decision must be "granted" or "denied".');
  }
  const returnTo = form.get('returnTo');
  const target = safeRedirectPath(returnTo, '/');
  const headers = new Headers({'Set-Cookie': setCookie('consent', decision, request)});
  if (decision === 'denied') {
    headers.append('Set-Cookie', clearCookie('experiment', request));
    headers.append('Set-Cookie', clearCookie('attribution', request));
  }
  return redirect(target, {status: 303, headers});
}

export async function loader() {
  return jsonError(405, 'Use POST', {Allow: 'POST'});
}
