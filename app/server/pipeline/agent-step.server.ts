import {withBoundedBody} from '~/infra/http';
import type {Logger} from '~/infra/observability';
import {JSON_RPC_INTERNAL_ERROR, JSON_RPC_INVALID_REQUEST, jsonRpcErrorResponse} from '~/features/agents/json-rpc';
import {proxyFailure, proxyToStore} from '~/features/agents/store-proxy.server';
import {agentEndpointOf, type AgentEndpoint} from '~/features/agents/ucp-paths';
import {LOCAL_CLIENT, clientAddress} from '~/features/account/throttle';
import {MCP_TOO_LARGE_MESSAGE, TOKEN_TOO_LARGE_MESSAGE, agentRefusal, type AgentRefusal} from '~/server/security/agent-screening.server';
import {shopConfig} from '../env.server';
import {MAINTENANCE_RETRY_AFTER_SECONDS, maintenanceState} from '../maintenance.server';

export const MAINTENANCE_MESSAGE = 'The shop is closed for maintenance. Please try again later.';

/** The agents' maintenance answers: planned downtime, like the maintenance page, so no error report. */
const closedForMaintenance = new WeakSet<Response>();
export const isAgentMaintenanceAnswer = (response: Response) => closedForMaintenance.has(response);

/**
 * The agents' paths (the UCP profile and the MCP endpoint), answered before maintenance's
 * redirect, the page cache, the storefront password and Remix, none of which speak JSON to an
 * agent: refused by the agents' own rule, or proxied to the store. Null for any other path.
 */
export async function answerAgents(request: Request, env: Env, log: Logger): Promise<Response | null> {
  const endpoint = agentEndpointOf(new URL(request.url).pathname);
  if (!endpoint) return null;
  try {
    return await serveAgent(request, endpoint, env);
  } catch (error) {
    log.log('error', 'agent request failed', {error});
    return proxyFailure(endpoint, 502, 'The shop could not pass this request to the store. Please try again.');
  }
}

async function serveAgent(request: Request, endpoint: AgentEndpoint, env: Env): Promise<Response> {
  const refusal = agentRefusal(request, endpoint);
  if (refusal) {
    // A refused body is still read, so the connection stays usable for the client's next request.
    await request.arrayBuffer().catch(() => null);
    return refusalAnswer(endpoint, refusal);
  }
  let body: ArrayBuffer | null = null;
  if (endpoint === 'mcp' || endpoint === 'token') {
    // Counted while read, whatever Content-Length says: nothing goes to the store past the limit.
    const bounded = await withBoundedBody(request);
    if (!bounded) {
      return refusalAnswer(endpoint, {status: 413, message: endpoint === 'mcp' ? MCP_TOO_LARGE_MESSAGE : TOKEN_TOO_LARGE_MESSAGE});
    }
    body = await bounded.arrayBuffer();
  }
  if (endpoint === 'mcp') {
    // Maintenance closes the shop to buying: agents too, staff with the bypass cookie excepted.
    // The profile stays readable, so discovery does not drop the shop over a planned hour.
    if ((await maintenanceState(request, env)).active) {
      const closed = jsonRpcErrorResponse(503, JSON_RPC_INTERNAL_ERROR, MAINTENANCE_MESSAGE, {
        'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS),
      });
      closedForMaintenance.add(closed);
      return closed;
    }
  }
  const config = shopConfig(env);
  // The store limits anonymous agents per address: it gets the agent's, as the deployment trusts it
  // (CLIENT_IP_HEADER), and the host the agent called, which a signed agent's signature covers and
  // the OAuth documents and tokens name, with the private token that makes the store believe both. Without the token, the store sees
  // the worker's address and its own host.
  const address = clientAddress(request.headers, config.clientIpHeader);
  const client = config.privateStorefrontToken
    ? {
        host: new URL(request.url).host,
        privateToken: config.privateStorefrontToken,
        ...(address !== LOCAL_CLIENT ? {address} : {}),
      }
    : undefined;
  return proxyToStore(request, endpoint, body, {
    storeOrigin: config.storeOrigin ?? '',
    timeoutMs: config.backendTimeoutMs,
    client,
  });
}

function refusalAnswer(endpoint: AgentEndpoint, {status, message, allow}: AgentRefusal): Response {
  const headers: Record<string, string> = allow ? {Allow: allow} : {};
  if (endpoint === 'mcp') return jsonRpcErrorResponse(status, JSON_RPC_INVALID_REQUEST, message, headers);
  return proxyFailure(endpoint, status, message, headers);
}

/**
 * An answer the shop gives before it knows the path (a shop whose settings are missing), in
 * the agents' terms on their paths: the same status as JSON, never the HTML page.
 */
export function inAgentTerms(request: Request, answer: Response): Response {
  const endpoint = agentEndpointOf(new URL(request.url).pathname);
  if (!endpoint || /json/i.test(answer.headers.get('Content-Type') ?? '')) return answer;
  const retryAfter = answer.headers.get('Retry-After');
  return proxyFailure(endpoint, answer.status, 'The shop is not available right now. Please try again later.', {
    ...(retryAfter ? {'Retry-After': retryAfter} : {}),
  });
}
