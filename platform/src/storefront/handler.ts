import type {IncomingMessage, ServerResponse} from 'node:http';
import {execute, GraphQLError, Kind, parse, validate, type DocumentNode, type OperationDefinitionNode} from 'graphql';
import type {PlatformContext} from '../context.js';
import {HttpError, readBody, sendJson} from '../http.js';
import {formatExecutionError, formatParseError, formatValidationError} from './errors.js';
import {MAX_INPUT_ARRAY, oversizedInput} from './input-size.js';
import {MAX_ALIASES, MAX_DEPTH, MAX_FIELDS, countAliases, createWorkBudget, measure} from './limits.js';
import {cartMutations} from './resolvers/cart-mutations.js';
import {customerAccountMutations} from './resolvers/customer-account.js';
import {storefrontClient} from './customer/login-throttle.js';
import {customerAddressMutations} from './resolvers/customer-addresses.js';
import {queryRoot} from './resolvers/query.js';
import {storefrontSchema} from './schema.js';
import {API_VERSION} from './versions.js';

export const API_PATH = /^\/api\/([^/]+)\/graphql(?:\.json)?$/;
const INVALID_TOKEN = '[API] Invalid API key or access token (unrecognized login or wrong password)';

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type, Accept, X-Shopify-Storefront-Access-Token, Shopify-Storefront-Private-Token, Shopify-Storefront-Buyer-IP, X-SDK-Variant, X-SDK-Version, X-SDK-Variant-Source',
  'Access-Control-Max-Age': '86400',
};

interface GraphQLRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

async function readRequest(req: IncomingMessage, url: URL): Promise<GraphQLRequest> {
  if (req.method === 'GET') {
    const vars = url.searchParams.get('variables');
    return {
      query: url.searchParams.get('query'),
      variables: vars ? JSON.parse(vars) : undefined,
      operationName: url.searchParams.get('operationName'),
    };
  }
  const body = await readBody(req);
  if ((req.headers['content-type'] ?? '').includes('application/graphql')) return {query: body};
  return JSON.parse(body) as GraphQLRequest;
}

function selectOperation(doc: DocumentNode, name: string | undefined): OperationDefinitionNode | undefined {
  const ops = doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return name ? ops.find((o) => o.name?.value === name) : ops.length === 1 ? ops[0] : undefined;
}

export function createStorefrontHandler(ctx: PlatformContext, log: (e: unknown) => void, limits: {timeBudgetMs?: number} = {}) {
  const schema = storefrontSchema();
  const rootQuery = queryRoot(ctx);
  const rootMutation = {
    ...cartMutations(ctx),
    ...customerAccountMutations(ctx),
    ...customerAddressMutations(ctx),
  };

  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const send = (status: number, body: unknown) => sendJson(res, status, body, CORS_HEADERS);
    const version = API_PATH.exec(url.pathname)?.[1];
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      return void res.end();
    }
    if (version !== API_VERSION)
      return send(404, {errors: [{message: `API version ${version} is not available on this server; use ${API_VERSION}.`}]});
    if (req.method !== 'POST' && req.method !== 'GET') return send(405, {errors: [{message: 'Method not allowed'}]});
    const publicToken = req.headers['x-shopify-storefront-access-token'];
    const privateToken = req.headers['shopify-storefront-private-token'];
    if (publicToken !== ctx.publicToken && privateToken !== ctx.privateToken) return send(401, {errors: INVALID_TOKEN});

    let request: GraphQLRequest;
    try {
      request = await readRequest(req, url);
    } catch (e) {
      if (e instanceof HttpError) return send(e.status, {errors: [{message: e.message}]});
      return send(400, {errors: [{message: 'Invalid JSON in request body'}]});
    }
    if (typeof request.query !== 'string' || !request.query.trim()) {
      return send(200, {errors: [{message: 'No query string was present', extensions: {code: 'BAD_REQUEST'}}]});
    }
    let doc: DocumentNode;
    try {
      doc = parse(request.query);
    } catch (e) {
      return send(200, {errors: [formatParseError(e as GraphQLError)]});
    }
    // Size limits first: they are cheap and bounded, while validating a huge document is not.
    const {depth, fields} = measure(doc);
    if (depth > MAX_DEPTH || fields > MAX_FIELDS) {
      return send(200, {
        errors: [
          {
            message: `Query has depth of ${depth} and ${fields} fields, which exceeds the maximum depth of ${MAX_DEPTH} or ${MAX_FIELDS} fields`,
            extensions: {code: 'MAX_COMPLEXITY_EXCEEDED'},
          },
        ],
      });
    }
    const variables =
      request.variables && typeof request.variables === 'object' ? (request.variables as Record<string, unknown>) : undefined;
    const oversized = oversizedInput(doc, variables);
    if (oversized) {
      return send(200, {
        errors: [
          {
            message: `The input array size of ${oversized.size} is greater than the maximum allowed of ${MAX_INPUT_ARRAY}.`,
            ...(oversized.location ? {locations: [oversized.location]} : {}),
            path: oversized.path,
            extensions: {code: 'MAX_INPUT_SIZE_EXCEEDED'},
          },
        ],
      });
    }
    const aliases = countAliases(doc);
    if (aliases > MAX_ALIASES) {
      return send(200, {
        errors: [
          {
            message: `Query has ${aliases} aliases, which exceeds the maximum of ${MAX_ALIASES}`,
            extensions: {code: 'MAX_COMPLEXITY_EXCEEDED', aliases, maxAliases: MAX_ALIASES},
          },
        ],
      });
    }
    const operationName = typeof request.operationName === 'string' && request.operationName ? request.operationName : undefined;
    const operation = selectOperation(doc, operationName);
    const validationErrors = validate(schema, doc);
    if (validationErrors.length) return send(200, {errors: validationErrors.map(formatValidationError)});
    if (!operation)
      return send(200, {
        errors: [
          {
            message: operationName ? `No operation named "${operationName}"` : 'An operation name is required',
            extensions: {code: 'BAD_REQUEST'},
          },
        ],
      });
    if (req.method === 'GET' && operation.operation !== 'query') {
      return send(405, {errors: [{message: 'Mutations must be sent with POST'}]});
    }
    // The work the query actually does is counted as it executes (docs/security.md, "Platform limits").
    const budget = createWorkBudget({timeBudgetMs: limits.timeBudgetMs});
    const result = await execute({
      schema,
      fieldResolver: budget.fieldResolver,
      document: doc,
      rootValue: operation.operation === 'mutation' ? rootMutation : rootQuery,
      variableValues: variables,
      operationName,
      contextValue: {
        client: storefrontClient(req.socket.remoteAddress, req.headers['shopify-storefront-buyer-ip'], privateToken === ctx.privateToken),
      },
    });
    const stopped = budget.exceeded();
    if (stopped) return send(200, {errors: [{message: stopped.message, extensions: stopped.extensions}]});
    const body: Record<string, unknown> = {};
    if (result.errors?.length) body.errors = result.errors.map((e) => formatExecutionError(e, log));
    if ('data' in result) body.data = result.data;
    send(200, body);
  };
}

export {GraphQLError};
