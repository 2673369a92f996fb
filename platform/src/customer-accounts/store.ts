import {createHash, randomInt} from 'node:crypto';
import type {PlatformContext} from '../context.js';
import type {CustomerRow} from '../store/customers.js';
import type {DB} from '../store/db.js';
import {randomToken} from '../store/passwords.js';

/** What the shop asked for at the authorize endpoint; carried from the e-mail step to the token. */
export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  nonce: string | null;
  codeChallenge: string;
}

export interface Lifetimes {
  /** The e-mailed one-time code (Shopify's passwordless login: 10 minutes). */
  loginCodeMs: number;
  /** The authorization code handed to the redirect URI (short: it travels in a URL). */
  authCodeMs: number;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** How long a rotated refresh token still yields the pair that replaced it (parallel refreshes). */
  rotationGraceMs: number;
}

export const DEFAULT_LIFETIMES: Lifetimes = {
  loginCodeMs: 10 * 60_000,
  authCodeMs: 60_000,
  accessTokenSeconds: 3600,
  refreshTokenSeconds: 30 * 86_400,
  rotationGraceMs: 10_000,
};

/** Wrong codes one e-mailed code survives; then it is burnt and a new one must be asked for. */
export const MAX_CODE_ATTEMPTS = 5;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  customerId: number;
  grantId: string;
}

/** The sign-in records of the Customer Account API (tables ca_login, ca_code, ca_token). */
export class CustomerAccountStore {
  constructor(
    private db: DB,
    readonly lifetimes: Lifetimes,
    private now: () => number = Date.now,
  ) {}

  /** A new 6-digit code for `email`; only its hash is kept. */
  startLogin(email: string, request: AuthorizeRequest): {id: string; code: string} {
    const id = randomToken(16);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.db
      .prepare('INSERT INTO ca_login (id, email, code_hash, request, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(id, email, sha256(`${id}:${code}`), JSON.stringify(request), this.now() + this.lifetimes.loginCodeMs);
    return {id, code};
  }

  login(id: string): {email: string; request: AuthorizeRequest; usable: boolean} | undefined {
    const row = this.db.prepare('SELECT * FROM ca_login WHERE id = ?').get(id) as
      {email: string; request: string; attempts: number; expires_at: number; used_at: number | null} | undefined;
    if (!row) return undefined;
    const usable = !row.used_at && row.expires_at > this.now() && row.attempts < MAX_CODE_ATTEMPTS;
    return {email: row.email, request: JSON.parse(row.request) as AuthorizeRequest, usable};
  }

  /** True once for the right code; a wrong one counts towards MAX_CODE_ATTEMPTS. */
  checkCode(id: string, code: string): boolean {
    const login = this.login(id);
    if (!login?.usable) return false;
    const right = this.db.prepare('SELECT 1 FROM ca_login WHERE id = ? AND code_hash = ?').get(id, sha256(`${id}:${code}`));
    if (right) this.db.prepare('UPDATE ca_login SET used_at = ? WHERE id = ?').run(this.now(), id);
    else this.db.prepare('UPDATE ca_login SET attempts = attempts + 1 WHERE id = ?').run(id);
    return Boolean(right);
  }

  issueCode(customerId: number, request: AuthorizeRequest): string {
    const code = randomToken(24);
    this.db
      .prepare('INSERT INTO ca_code (code, customer_id, grant_id, request, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(code, customerId, randomToken(12), JSON.stringify(request), this.now() + this.lifetimes.authCodeMs);
    return code;
  }

  /**
   * Takes an authorization code for good. A code seen a second time is refused and, as the
   * OAuth security advice asks, the tokens already issued for it are revoked: someone else
   * holds a copy.
   */
  takeCode(
    code: string,
  ): {ok: true; customerId: number; grantId: string; request: AuthorizeRequest} | {ok: false; reason: 'unknown' | 'used' | 'expired'} {
    const row = this.db.prepare('SELECT * FROM ca_code WHERE code = ?').get(code) as
      {customer_id: number; grant_id: string; request: string; expires_at: number; used_at: number | null} | undefined;
    if (!row) return {ok: false, reason: 'unknown'};
    if (row.used_at) {
      this.revokeGrant(row.grant_id);
      return {ok: false, reason: 'used'};
    }
    this.db.prepare('UPDATE ca_code SET used_at = ? WHERE code = ?').run(this.now(), code);
    if (row.expires_at <= this.now()) return {ok: false, reason: 'expired'};
    return {ok: true, customerId: row.customer_id, grantId: row.grant_id, request: JSON.parse(row.request) as AuthorizeRequest};
  }

  issueTokens(customerId: number, grantId: string, clientId: string): IssuedTokens {
    const accessToken = `shcat_${randomToken(24)}`;
    const refreshToken = `shcrt_${randomToken(24)}`;
    const insert = this.db.prepare(
      'INSERT INTO ca_token (token, kind, customer_id, grant_id, client_id, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    insert.run(accessToken, 'access', customerId, grantId, clientId, this.now() + this.lifetimes.accessTokenSeconds * 1000);
    insert.run(refreshToken, 'refresh', customerId, grantId, clientId, this.now() + this.lifetimes.refreshTokenSeconds * 1000);
    return {accessToken, refreshToken, customerId, grantId};
  }

  /** The customer an unexpired, unrevoked token of `kind` belongs to. */
  token(token: string, kind: 'access' | 'refresh'): {customerId: number; grantId: string; clientId: string} | undefined {
    const row = this.db.prepare('SELECT * FROM ca_token WHERE token = ? AND kind = ?').get(token, kind) as
      {customer_id: number; grant_id: string; client_id: string; expires_at: number; revoked_at: number | null} | undefined;
    if (!row || row.revoked_at || row.expires_at <= this.now()) return undefined;
    return {customerId: row.customer_id, grantId: row.grant_id, clientId: row.client_id};
  }

  /**
   * A refresh token works once: the new pair replaces it (rotation). Two requests of one session
   * that refresh at the same moment (a page and its prefetch) would otherwise sign the shopper
   * out; for `rotationGraceMs` the old token yields the same replacing pair, as long as that pair
   * is still valid (a sign-out in between ends it). Later it is refused.
   */
  rotate(refreshToken: string, clientId: string): IssuedTokens | undefined {
    const row = this.db.prepare("SELECT * FROM ca_token WHERE token = ? AND kind = 'refresh'").get(refreshToken) as
      | {
          customer_id: number;
          grant_id: string;
          client_id: string;
          expires_at: number;
          revoked_at: number | null;
          replaced_by: string | null;
        }
      | undefined;
    if (!row || row.client_id !== clientId) return undefined;
    if (row.revoked_at) {
      if (!row.replaced_by || this.now() - row.revoked_at >= this.lifetimes.rotationGraceMs) return undefined;
      const pair = JSON.parse(row.replaced_by) as {accessToken: string; refreshToken: string};
      if (!this.token(pair.refreshToken, 'refresh')) return undefined;
      return {...pair, customerId: row.customer_id, grantId: row.grant_id};
    }
    if (row.expires_at <= this.now()) return undefined;
    this.db
      .prepare("UPDATE ca_token SET revoked_at = ? WHERE grant_id = ? AND kind = 'access' AND revoked_at IS NULL")
      .run(this.now(), row.grant_id);
    const issued = this.issueTokens(row.customer_id, row.grant_id, clientId);
    this.db
      .prepare('UPDATE ca_token SET revoked_at = ?, replaced_by = ? WHERE token = ?')
      .run(this.now(), JSON.stringify({accessToken: issued.accessToken, refreshToken: issued.refreshToken}), refreshToken);
    return issued;
  }

  revokeGrant(grantId: string): void {
    this.db.prepare('UPDATE ca_token SET revoked_at = ? WHERE grant_id = ? AND revoked_at IS NULL').run(this.now(), grantId);
  }
}

/** The customer of a valid Customer Account API access token (a cart's buyer identity takes one). */
export function customerForAccountToken(ctx: PlatformContext, token: string): CustomerRow | undefined {
  const row = ctx.db
    .prepare("SELECT customer_id FROM ca_token WHERE token = ? AND kind = 'access' AND revoked_at IS NULL AND expires_at > ?")
    .get(token, Date.now()) as {customer_id: number} | undefined;
  return row ? ctx.customers.byId(row.customer_id) : undefined;
}
