import {createHash} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {PlatformContext} from '../context.js';
import {HttpError, parseForm, readBody, redirect, sendHtml, sendJson} from '../http.js';
import {escapeHtml} from '../outbox/mails.js';
import {createLoginThrottle, LOGIN_WINDOW_MS} from '../storefront/customer/login-throttle.js';
import {jwks, signJwt, verifyJwt, type SigningKey} from './jwt.js';
import {codePage, emailPage, errorPage, signedOutPage} from './pages.js';
import type {AuthorizeRequest, CustomerAccountStore} from './store.js';

/** Where the Customer Account API lives on the platform: Shopify's `https://shopify.com/…` paths under this prefix. */
export const CUSTOMER_ACCOUNTS_PATH = '/customer-accounts';
/** The platform's one shop, as Shopify numbers shops. */
export const LOCAL_SHOP_ID = '1000000001';
export const LOCAL_CLIENT_ID = 'local-customer-account-client';

const AUTH_PATH = new RegExp(`^${CUSTOMER_ACCOUNTS_PATH}/authentication/(\\d+)(/.*)$`);
const NO_STORE = {'Cache-Control': 'no-store', Pragma: 'no-cache'};
const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * Wrong codes one client may enter across all e-mails in the login window (15 minutes), like the
 * shop's per-client login limit against spraying; a sign-in gives its slot back.
 */
export const CLIENT_MAX_FAILURES = 50;

export interface OAuthOptions {
  store: CustomerAccountStore;
  key: SigningKey;
  clientId: string;
}

/** The OAuth error response of the token endpoint (RFC 6749 section 5.2 names). */
function tokenError(res: ServerResponse, error: string, description: string, status = 400) {
  sendJson(res, status, {error, error_description: description}, NO_STORE);
}

/**
 * Redirect URIs the one client may use: the shop's `/account/authorize`. Hydrogen always names
 * the https form of the shop's origin, so both schemes of the configured shop are registered.
 */
function registeredRedirects(ctx: PlatformContext): string[] {
  const shop = new URL(ctx.storefrontUrl);
  const https = `https://${shop.host}`;
  return [`${shop.origin}/account/authorize`, `${https}/account/authorize`];
}

function registeredLogoutTargets(ctx: PlatformContext): string[] {
  const shop = new URL(ctx.storefrontUrl);
  return [shop.origin, `https://${shop.host}`].flatMap((o) => [o, `${o}/`]);
}

/**
 * Where the browser is sent for a registered URI. Nothing serves TLS on a loopback host in
 * local runs, so an https loopback URI is delivered over http (as native-app loopback
 * redirects are); any other host gets exactly the registered URI.
 */
export function deliverable(uri: string): string {
  const url = new URL(uri);
  if (url.protocol === 'https:' && /^(localhost|127\.0\.0\.1|\[::1\])$/.test(url.hostname)) url.protocol = 'http:';
  return url.toString();
}

function withParams(uri: string, params: Record<string, string>): string {
  const url = new URL(deliverable(uri));
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

export function issuerOf(ctx: PlatformContext, shopId: string): string {
  return `${ctx.origin}${CUSTOMER_ACCOUNTS_PATH}/authentication/${shopId}`;
}

export function openIdConfiguration(ctx: PlatformContext, shopId: string) {
  const issuer = issuerOf(ctx, shopId);
  return {
    issuer,
    authorization_endpoint: `${issuer}/oauth/authorize`,
    token_endpoint: `${issuer}/oauth/token`,
    end_session_endpoint: `${issuer}/logout`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'email', 'customer-account-api:full'],
    token_endpoint_auth_methods_supported: ['none'],
    claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'sid', 'email', 'email_verified'],
  };
}

type Checked = {ok: true; request: AuthorizeRequest} | {ok: false; redirect: boolean; error: string; description: string};

/**
 * RFC 6749 section 4.1.2.1: an unknown client or redirect URI is told to the person (never a
 * redirect to an unchecked URI); every other fault goes back to the redirect URI with `state`.
 */
function checkAuthorize(ctx: PlatformContext, clientId: string, params: URLSearchParams): Checked {
  const get = (name: string) => params.get(name) ?? '';
  if (get('client_id') !== clientId) return {ok: false, redirect: false, error: 'invalid_client', description: 'Unknown client_id.'};
  if (!registeredRedirects(ctx).includes(get('redirect_uri')))
    return {ok: false, redirect: false, error: 'invalid_request', description: 'redirect_uri is not registered for this client.'};
  if (get('response_type') !== 'code')
    return {ok: false, redirect: true, error: 'unsupported_response_type', description: 'Only response_type=code is supported.'};
  const state = get('state');
  if (!state || state.length > 512)
    return {ok: false, redirect: true, error: 'invalid_request', description: 'state is required (at most 512 characters).'};
  if (!get('scope').split(' ').includes('openid'))
    return {ok: false, redirect: true, error: 'invalid_scope', description: 'The scope must include openid.'};
  const challenge = get('code_challenge');
  if (get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(challenge))
    return {
      ok: false,
      redirect: true,
      error: 'invalid_request',
      description: 'PKCE is required: code_challenge with code_challenge_method=S256.',
    };
  const nonce = params.get('nonce');
  if (nonce !== null && nonce.length > 512) return {ok: false, redirect: true, error: 'invalid_request', description: 'nonce is too long.'};
  return {
    ok: true,
    request: {clientId, redirectUri: get('redirect_uri'), scope: get('scope'), state, nonce, codeChallenge: challenge},
  };
}

/** The authorization server: authorize (e-mail, then a one-time code), token, logout, discovery. */
export function createOAuthRoutes(ctx: PlatformContext, {store, key, clientId}: OAuthOptions) {
  const throttle = createLoginThrottle();
  const clientFailures = new Map<string, number[]>();
  const recentFailures = (client: string) => (clientFailures.get(client) ?? []).filter((t) => Date.now() - t < LOGIN_WINDOW_MS);

  async function authorize(req: IncomingMessage, res: ServerResponse, url: URL, _shopId: string) {
    const checked = checkAuthorize(ctx, clientId, url.searchParams);
    if (!checked.ok) {
      if (!checked.redirect) return sendHtml(res, 400, errorPage(checked.error, checked.description), NO_STORE);
      const state = url.searchParams.get('state');
      return redirect(
        res,
        withParams(url.searchParams.get('redirect_uri')!, {
          error: checked.error,
          error_description: checked.description,
          ...(state ? {state} : {}),
        }),
        302,
      );
    }
    const {request} = checked;
    const action = `${url.pathname}${url.search}`;
    if (req.method === 'GET') return sendHtml(res, 200, emailPage(action, '', null, ctx.storefrontUrl), NO_STORE);
    if (req.method !== 'POST') return sendHtml(res, 405, errorPage('invalid_request', 'Method not allowed.'), NO_STORE);
    const form = parseForm(await readBody(req, 16 * 1024));
    const client = req.socket.remoteAddress ?? 'unknown';

    if (form.step === 'cancel') return redirect(res, withParams(request.redirectUri, {error: 'access_denied', state: request.state}), 302);

    if (form.step === 'email') {
      const email = (form.email ?? '').trim().toLowerCase();
      if (!EMAIL.test(email) || email.length > 254)
        return sendHtml(res, 422, emailPage(action, form.email ?? '', 'Enter a valid email address.', ctx.storefrontUrl), NO_STORE);
      const {id, code} = store.startLogin(email, request);
      ctx.outbox.add({
        kind: 'login_code',
        to: email,
        subject: `${code} is your Oral Care Shop sign-in code`,
        text: `Your sign-in code is ${code}.\n\nIt works once, for 10 minutes. If you did not try to sign in, ignore this e-mail.\n`,
        html: `<p>Your sign-in code is</p><p style="font-size:28px;letter-spacing:6px"><strong>${code}</strong></p><p>It works once, for 10 minutes. If you did not try to sign in, ignore this e-mail.</p>`,
      });
      return sendHtml(res, 200, codePage(action, id, email, null, ctx.storefrontUrl), NO_STORE);
    }

    if (form.step === 'code') {
      const login = store.login(form.login ?? '');
      // The code must finish the same request it was sent for.
      if (!login || JSON.stringify(login.request) !== JSON.stringify(request))
        return sendHtml(
          res,
          400,
          emailPage(action, '', 'That sign-in link has expired. Enter your email to get a new code.', ctx.storefrontUrl),
          NO_STORE,
        );
      try {
        throttle.check(login.email, client);
        if (recentFailures(client).length >= CLIENT_MAX_FAILURES) throw new Error('client locked');
      } catch {
        return sendHtml(
          res,
          429,
          codePage(action, form.login!, login.email, 'Too many attempts. Please wait a few minutes and try again.', ctx.storefrontUrl),
          {...NO_STORE, 'Retry-After': '900'},
        );
      }
      if (!login.usable)
        return sendHtml(
          res,
          400,
          emailPage(action, login.email, 'That code has expired. Enter your email to get a new one.', ctx.storefrontUrl),
          NO_STORE,
        );
      if (!store.checkCode(form.login!, (form.code ?? '').replace(/\s/g, ''))) {
        throttle.failed(login.email, client);
        clientFailures.set(client, [...recentFailures(client), Date.now()]);
        return sendHtml(
          res,
          422,
          codePage(action, form.login!, login.email, 'That code is not right. Check the e-mail and try again.', ctx.storefrontUrl),
          NO_STORE,
        );
      }
      throttle.succeeded(login.email, client);
      clientFailures.set(client, recentFailures(client).slice(1));
      // The hosted login creates the account on first sign-in; proving the address also
      // activates an invited (disabled) account.
      const customer =
        ctx.customers.byEmail(login.email) ?? ctx.customers.create({email: login.email, state: 'enabled', acceptsMarketing: false});
      if (customer.state !== 'enabled') ctx.customers.update(customer.id, {state: 'enabled'});
      const code = store.issueCode(customer.id, request);
      return redirect(res, withParams(request.redirectUri, {code, state: request.state}), 302);
    }
    return sendHtml(res, 200, emailPage(action, '', null, ctx.storefrontUrl), NO_STORE);
  }

  async function token(req: IncomingMessage, res: ServerResponse, shopId: string) {
    if (req.method !== 'POST') return tokenError(res, 'invalid_request', 'Use POST.', 405);
    const form = parseForm(await readBody(req, 16 * 1024));
    if (form.client_id !== clientId) return tokenError(res, 'invalid_client', 'Unknown client_id.', 401);

    if (form.grant_type === 'authorization_code') {
      if (!form.code || !form.redirect_uri || !form.code_verifier)
        return tokenError(res, 'invalid_request', 'code, redirect_uri and code_verifier are required.');
      const taken = store.takeCode(form.code);
      if (!taken.ok) {
        const why = {
          unknown: 'The authorization code is not valid.',
          used: 'The authorization code was already used.',
          expired: 'The authorization code has expired.',
        };
        return tokenError(res, 'invalid_grant', why[taken.reason]);
      }
      const {request} = taken;
      if (request.clientId !== form.client_id) return tokenError(res, 'invalid_grant', 'The code was issued to another client.');
      if (request.redirectUri !== form.redirect_uri)
        return tokenError(res, 'invalid_grant', 'redirect_uri does not match the one of the authorization request.');
      const challenge = createHash('sha256').update(form.code_verifier).digest('base64url');
      if (!PKCE_VERIFIER.test(form.code_verifier) || challenge !== request.codeChallenge)
        return tokenError(res, 'invalid_grant', 'PKCE verification failed: code_verifier does not match code_challenge.');
      const tokens = store.issueTokens(taken.customerId, taken.grantId, clientId);
      const customer = ctx.customers.byId(taken.customerId)!;
      const now = Math.floor(Date.now() / 1000);
      const idToken = await signJwt(key, {
        iss: issuerOf(ctx, shopId),
        sub: `gid://shopify/Customer/${customer.id}`,
        aud: clientId,
        iat: now,
        auth_time: now,
        exp: now + store.lifetimes.accessTokenSeconds,
        sid: taken.grantId,
        email: customer.email,
        email_verified: true,
        ...(request.nonce ? {nonce: request.nonce} : {}),
      });
      return sendJson(
        res,
        200,
        {
          access_token: tokens.accessToken,
          token_type: 'Bearer',
          expires_in: store.lifetimes.accessTokenSeconds,
          refresh_token: tokens.refreshToken,
          id_token: idToken,
          scope: request.scope,
        },
        NO_STORE,
      );
    }

    if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token) return tokenError(res, 'invalid_request', 'refresh_token is required.');
      const tokens = store.rotate(form.refresh_token, clientId);
      if (!tokens) return tokenError(res, 'invalid_grant', 'The refresh token is not valid, expired or was revoked.');
      return sendJson(
        res,
        200,
        {
          access_token: tokens.accessToken,
          token_type: 'Bearer',
          expires_in: store.lifetimes.accessTokenSeconds,
          refresh_token: tokens.refreshToken,
        },
        NO_STORE,
      );
    }
    return tokenError(res, 'unsupported_grant_type', 'Supported: authorization_code, refresh_token.');
  }

  /** RP-initiated logout: the session named by the ID token ends here too. */
  async function logout(res: ServerResponse, url: URL, shopId: string) {
    const hint = url.searchParams.get('id_token_hint');
    const claims = hint ? await verifyJwt(key, hint) : undefined;
    if (claims && claims.iss === issuerOf(ctx, shopId) && typeof claims.sid === 'string') store.revokeGrant(claims.sid);
    const target = url.searchParams.get('post_logout_redirect_uri');
    if (target && claims && registeredLogoutTargets(ctx).includes(target)) return redirect(res, deliverable(target), 302);
    return sendHtml(res, 200, signedOutPage(ctx.storefrontUrl), NO_STORE);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname === '/.well-known/openid-configuration') {
      sendJson(res, 200, openIdConfiguration(ctx, LOCAL_SHOP_ID));
      return true;
    }
    const match = AUTH_PATH.exec(url.pathname);
    if (!match) return false;
    const [, shopId, rest] = match as unknown as [string, string, string];
    if (shopId !== LOCAL_SHOP_ID) {
      sendHtml(res, 404, errorPage('invalid_request', `No shop ${escapeHtml(shopId)} here.`));
      return true;
    }
    try {
      if (rest === '/oauth/authorize') await authorize(req, res, url, shopId);
      else if (rest === '/oauth/token') await token(req, res, shopId);
      else if (rest === '/logout') await logout(res, url, shopId);
      else if (rest === '/.well-known/openid-configuration') sendJson(res, 200, openIdConfiguration(ctx, shopId));
      else if (rest === '/.well-known/jwks.json') sendJson(res, 200, await jwks(key));
      else return false;
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      tokenError(res, 'invalid_request', e.message, e.status);
    }
    return true;
  };
}
