import {createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject} from 'node:crypto';
import {SignJWT, jwtVerify} from 'jose';
import {getMeta, setMeta, type DB} from '../store/db.js';
import {hashPassword, verifyPassword} from '../store/passwords.js';

/**
 * The token tier: agents' OAuth 2.0 clients (client credentials, as Shopify's Dev Dashboard issues
 * them) and the short-lived JWT access tokens the platform signs for them, audience the MCP endpoint.
 */

/** Lets `complete_checkout` place the order. Shopify names no such scope publicly: this name is the platform's. */
export const PURCHASE_SCOPE = 'purchase';
/** Lets `get_order` read the orders this client placed (Shopify's name for its order tools' scope). */
export const ORDERS_SCOPE = 'read_global_api_orders';
export const AGENT_SCOPES: readonly string[] = [PURCHASE_SCOPE, ORDERS_SCOPE];

/** Access tokens live this long: a leaked one is soon useless, and the client asks again with its secret. */
export const TOKEN_LIFETIME_SECONDS = 600;

/**
 * The demo agent client every local platform has, for trying the tier and for tests. These defaults
 * are for local use only: a deployment sets `PLATFORM_UCP_DEMO_CLIENT_ID` and `_SECRET`.
 */
export const DEMO_AGENT_CLIENT = {clientId: 'demo-agent', clientSecret: 'demo-agent-secret', name: 'Demo agent'};

export interface AgentClient {
  clientId: string;
  name: string;
  scopes: string[];
}

/** Who a valid access token speaks for. */
export interface AgentGrant {
  clientId: string;
  scopes: string[];
}

/** A scope string (space-separated) as its distinct names. */
export const scopeList = (scope: string | undefined | null): string[] => [...new Set((scope ?? '').split(' ').filter(Boolean))];

export class AgentClients {
  constructor(private db: DB) {}

  /** Registers a client with the given scopes (or replaces its secret and scopes); answers its id and secret, shown once. */
  register(name: string, scopes: readonly string[], {clientId, clientSecret}: {clientId?: string; clientSecret?: string} = {}) {
    const unknown = scopes.filter((s) => !AGENT_SCOPES.includes(s));
    if (unknown.length) throw new Error(`Unknown scope ${unknown.join(', ')}: the scopes are ${AGENT_SCOPES.join(', ')}.`);
    const id = clientId ?? `agent-${randomBytes(8).toString('hex')}`;
    const secret = clientSecret ?? randomBytes(24).toString('base64url');
    this.db
      .prepare(
        `INSERT INTO agent_client (client_id, secret_hash, name, scopes, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(client_id) DO UPDATE SET secret_hash = excluded.secret_hash, name = excluded.name, scopes = excluded.scopes`,
      )
      .run(id, hashPassword(secret), name, scopes.join(' '), new Date().toISOString());
    return {clientId: id, clientSecret: secret};
  }

  /** The client whose id and secret these are; undefined for any other pair. */
  authenticate(clientId: string, clientSecret: string): AgentClient | undefined {
    const row = this.db.prepare('SELECT client_id, secret_hash, name, scopes FROM agent_client WHERE client_id = ?').get(clientId) as
      {client_id: string; secret_hash: string; name: string; scopes: string} | undefined;
    if (!row || !verifyPassword(clientSecret, row.secret_hash)) return undefined;
    return {clientId: row.client_id, name: row.name, scopes: scopeList(row.scopes)};
  }
}

/** The key that signs agents' access tokens (ES256), kept in the database so a restart keeps issued tokens valid. */
export function agentTokenKey(db: DB): {privateKey: KeyObject; publicKey: KeyObject} {
  let pem = getMeta(db, 'ucp_agent_token_key');
  if (!pem) {
    const {privateKey} = generateKeyPairSync('ec', {namedCurve: 'P-256'});
    pem = privateKey.export({type: 'pkcs8', format: 'pem'}).toString();
    setMeta(db, 'ucp_agent_token_key', pem);
  }
  const privateKey = createPrivateKey(pem);
  return {privateKey, publicKey: createPublicKey(privateKey)};
}

const ALG = 'ES256';

/** Where the token is for and who issued it: the origin the agent called (the shop's, through its proxy). */
export interface TokenAudience {
  issuer: string;
  audience: string;
}

export async function issueAgentToken(
  key: {privateKey: KeyObject},
  grant: AgentGrant,
  {issuer, audience}: TokenAudience,
  lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
): Promise<string> {
  return new SignJWT({scope: grant.scopes.join(' '), client_id: grant.clientId})
    .setProtectedHeader({alg: ALG, typ: 'at+jwt'})
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(grant.clientId)
    .setIssuedAt()
    .setExpirationTime(`${lifetimeSeconds}s`)
    .setJti(randomBytes(9).toString('hex'))
    .sign(key.privateKey);
}

/** The grant of a token this platform signed for this audience and issuer, unexpired; null for any other. */
export async function verifyAgentToken(
  key: {publicKey: KeyObject},
  token: string,
  {issuer, audience}: TokenAudience,
): Promise<AgentGrant | null> {
  try {
    const {payload} = await jwtVerify(token, key.publicKey, {algorithms: [ALG], issuer, audience, typ: 'at+jwt'});
    if (typeof payload.client_id !== 'string' || typeof payload.scope !== 'string') return null;
    return {clientId: payload.client_id, scopes: scopeList(payload.scope)};
  } catch {
    return null;
  }
}

/**
 * The scopes a token request gets: those asked for (all the client holds when it names none) that
 * the client was granted. RFC 6749 lets the server grant less than asked, and says so in the answer;
 * a scope this server does not know, or nothing left to grant, is `invalid_scope`.
 */
export function grantedScopes(client: AgentClient, requested: string | undefined): {scopes: string[]} | {error: string} {
  const asked = requested === undefined ? client.scopes : scopeList(requested);
  const unknown = asked.filter((s) => !AGENT_SCOPES.includes(s));
  if (unknown.length) return {error: `Unknown scope: ${unknown.join(' ').slice(0, 200)}. The scopes are: ${AGENT_SCOPES.join(' ')}.`};
  const scopes = asked.filter((s) => client.scopes.includes(s));
  if (!scopes.length) return {error: `This client holds none of the scopes asked for; it holds: ${client.scopes.join(' ') || 'none'}.`};
  return {scopes};
}
