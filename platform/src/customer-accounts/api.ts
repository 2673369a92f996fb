import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {
  buildClientSchema,
  execute,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import type {PlatformContext} from '../context.js';
import {HttpError, readBody, sendJson} from '../http.js';
import type {AddressDoc} from '../store/customers.js';
import {buildAddress} from '../storefront/customer/address-input.js';
import {formatExecutionError, formatParseError, formatValidationError} from '../storefront/errors.js';
import {MAX_DEPTH, MAX_FIELDS, measure} from '../storefront/limits.js';
import {gid, numericGid} from '../storefront/util.js';
import {containsHtml} from '../storefront/validation.js';
import {CUSTOMER_ACCOUNTS_PATH, LOCAL_SHOP_ID} from './oauth.js';
import type {CustomerAccountStore} from './store.js';
import {addressGid, addressView, customerView, orderView} from './views.js';

/** The Customer Account API version Hydrogen 2025.4 speaks (its DEFAULT_CUSTOMER_API_VERSION). */
export const CUSTOMER_API_VERSION = '2025-04';
const API_PATH = new RegExp(`^${CUSTOMER_ACCOUNTS_PATH}/(\\d+)/account/customer/api/([^/]+)/graphql$`);

let cached: GraphQLSchema | undefined;

/** The official Customer Account API schema, as shipped with @shopify/hydrogen. */
export function customerAccountSchema(): GraphQLSchema {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const json = JSON.parse(readFileSync(require.resolve('@shopify/hydrogen/customer-account.schema.json'), 'utf8')) as {
    data?: IntrospectionQuery;
  } & IntrospectionQuery;
  cached = buildClientSchema(json.data ?? json, {assumeValid: true});
  return cached;
}

interface Viewer {
  customerId: number;
}

interface AddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  territoryCode?: string | null;
  zip?: string | null;
  zoneCode?: string | null;
}

const addressError = (field: string[], message: string, code: string) => ({field, message, code});

function toAddressDoc(input: AddressInput, base: AddressDoc = {}) {
  const doc: AddressDoc = {
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company,
    address1: input.address1,
    address2: input.address2,
    city: input.city,
    zip: input.zip,
    phone: input.phoneNumber,
    province: input.zoneCode,
    country: input.territoryCode,
  };
  for (const key of Object.keys(doc) as Array<keyof AddressDoc>) if (doc[key] === undefined) delete doc[key];
  const {doc: built, errors} = buildAddress(doc, base);
  const renamed: Record<string, string> = {phone: 'phoneNumber', province: 'zoneCode', country: 'territoryCode'};
  return {
    doc: built,
    userErrors: errors.map((e) => {
      const field = e.field?.[1] ?? '';
      return addressError(
        ['address', renamed[field] ?? field],
        e.message.replace(/^Province/, 'Zone code'),
        field === 'phone' ? 'PHONE_NUMBER_NOT_VALID' : 'INVALID',
      );
    }),
  };
}

function ownAddress(ctx: PlatformContext, viewer: Viewer, id: string) {
  const n = numericGid(id, 'CustomerAddress');
  const row = n != null ? ctx.customers.address(n) : undefined;
  return row && row.customer_id === viewer.customerId ? row : undefined;
}

function resolvers(ctx: PlatformContext) {
  const query = {
    customer: (_: unknown, {viewer}: {viewer: Viewer}) => {
      const c = ctx.customers.byId(viewer.customerId);
      return c ? customerView(ctx, c) : null;
    },
    order: ({id}: {id: string}, {viewer}: {viewer: Viewer}) => {
      const n = numericGid(id, 'Order');
      const o = n != null ? ctx.orders.byId(n) : undefined;
      // Another customer's order is simply not there.
      return o && o.customer_id === viewer.customerId ? orderView(ctx, o) : null;
    },
    shop: () => ({id: gid('Shop', LOCAL_SHOP_ID), name: 'Oral Care Shop'}),
  };
  const mutation = {
    customerUpdate: ({input}: {input: {firstName?: string | null; lastName?: string | null}}, {viewer}: {viewer: Viewer}) => {
      const userErrors = [];
      for (const key of ['firstName', 'lastName'] as const) {
        const value = input[key];
        if (value != null && value.length > 255)
          userErrors.push({field: ['input', key], message: `${key} is too long (maximum is 255 characters)`, code: 'TOO_LONG'});
        if (containsHtml(value)) userErrors.push({field: ['input', key], message: `${key} contains HTML tags`, code: 'INVALID'});
      }
      if (!userErrors.length) {
        ctx.customers.update(viewer.customerId, {
          ...(input.firstName !== undefined ? {first_name: input.firstName?.trim() || null} : {}),
          ...(input.lastName !== undefined ? {last_name: input.lastName?.trim() || null} : {}),
        });
      }
      const c = ctx.customers.byId(viewer.customerId)!;
      return {customer: userErrors.length ? null : customerView(ctx, c), userErrors};
    },
    customerAddressCreate: (
      {address, defaultAddress}: {address: AddressInput; defaultAddress?: boolean | null},
      {viewer}: {viewer: Viewer},
    ) => {
      const {doc, userErrors} = toAddressDoc(address);
      if (userErrors.length) return {customerAddress: null, userErrors};
      const id = ctx.db.transaction(() => {
        const created = ctx.customers.createAddress(viewer.customerId, doc);
        if (defaultAddress) ctx.customers.update(viewer.customerId, {default_address_id: created});
        return created;
      })();
      return {customerAddress: addressView(addressGid(id), ctx.customers.address(id)!.doc), userErrors: []};
    },
    customerAddressUpdate: (
      {addressId, address, defaultAddress}: {addressId: string; address?: AddressInput | null; defaultAddress?: boolean | null},
      {viewer}: {viewer: Viewer},
    ) => {
      const row = ownAddress(ctx, viewer, addressId);
      if (!row)
        return {customerAddress: null, userErrors: [addressError(['addressId'], 'Address does not exist', 'ADDRESS_ID_DOES_NOT_EXIST')]};
      const {doc, userErrors} = toAddressDoc(address ?? {}, row.doc);
      if (userErrors.length) return {customerAddress: null, userErrors};
      ctx.db.transaction(() => {
        ctx.customers.updateAddress(row.id, doc);
        if (defaultAddress) ctx.customers.update(viewer.customerId, {default_address_id: row.id});
      })();
      return {customerAddress: addressView(addressGid(row.id), doc), userErrors: []};
    },
    customerAddressDelete: ({addressId}: {addressId: string}, {viewer}: {viewer: Viewer}) => {
      const row = ownAddress(ctx, viewer, addressId);
      if (!row)
        return {deletedAddressId: null, userErrors: [addressError(['addressId'], 'Address does not exist', 'ADDRESS_ID_DOES_NOT_EXIST')]};
      // As on Shopify: the default address cannot be deleted until another one is the default.
      if (ctx.customers.byId(viewer.customerId)?.default_address_id === row.id)
        return {
          deletedAddressId: null,
          userErrors: [
            addressError(['addressId'], 'Customer’s default address cannot be deleted', 'DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED'),
          ],
        };
      ctx.customers.deleteAddress(viewer.customerId, row.id);
      return {deletedAddressId: addressId, userErrors: []};
    },
  };
  return {query, mutation};
}

/**
 * The Customer Account GraphQL API: `POST /<shop id>/account/customer/api/<version>/graphql`
 * with the access token in `Authorization` (bare, as Hydrogen sends it, or `Bearer …`).
 * No or a bad token is a 401, which clients take as "signed out".
 */
export function createCustomerAccountApi(ctx: PlatformContext, store: CustomerAccountStore, log: (e: unknown) => void) {
  const schema = customerAccountSchema();
  const {query, mutation} = resolvers(ctx);

  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const match = API_PATH.exec(url.pathname);
    if (!match) return false;
    const [, shopId, version] = match as unknown as [string, string, string];
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      sendJson(res, status, body, {'Cache-Control': 'no-store', ...headers});
    if (shopId !== LOCAL_SHOP_ID) return (send(404, {errors: [{message: 'Not Found'}]}), true);
    if (version !== CUSTOMER_API_VERSION)
      return (
        send(404, {errors: [{message: `API version ${version} is not available on this server; use ${CUSTOMER_API_VERSION}.`}]}),
        true
      );
    if (req.method !== 'POST') return (send(405, {errors: [{message: 'Method not allowed'}]}), true);
    const auth = String(req.headers.authorization ?? '')
      .replace(/^Bearer\s+/i, '')
      .trim();
    const token = auth ? store.token(auth, 'access') : undefined;
    if (!token)
      return (
        send(
          401,
          {errors: [{message: 'Unauthorized', extensions: {code: 'UNAUTHORIZED'}}]},
          {'WWW-Authenticate': 'Bearer error="invalid_token"'},
        ),
        true
      );

    let body: {query?: unknown; variables?: unknown; operationName?: unknown};
    try {
      body = JSON.parse(await readBody(req)) as typeof body;
    } catch (e) {
      if (e instanceof HttpError) return (send(e.status, {errors: [{message: e.message}]}), true);
      return (send(400, {errors: [{message: 'Invalid JSON in request body'}]}), true);
    }
    if (typeof body.query !== 'string' || !body.query.trim())
      return (send(200, {errors: [{message: 'No query string was present', extensions: {code: 'BAD_REQUEST'}}]}), true);
    let doc: DocumentNode;
    try {
      doc = parse(body.query);
    } catch (e) {
      return (send(200, {errors: [formatParseError(e as GraphQLError)]}), true);
    }
    const {depth, fields} = measure(doc);
    if (depth > MAX_DEPTH || fields > MAX_FIELDS)
      return (
        send(200, {
          errors: [
            {
              message: `Query has depth of ${depth} and ${fields} fields, which exceeds the maximum depth of ${MAX_DEPTH} or ${MAX_FIELDS} fields`,
              extensions: {code: 'MAX_COMPLEXITY_EXCEEDED'},
            },
          ],
        }),
        true
      );
    const errors = validate(schema, doc);
    if (errors.length) return (send(200, {errors: errors.map(formatValidationError)}), true);
    const operationName = typeof body.operationName === 'string' && body.operationName ? body.operationName : undefined;
    const isMutation = doc.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'mutation');
    const result = await execute({
      schema,
      document: doc,
      rootValue: isMutation ? mutation : query,
      variableValues: body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : undefined,
      operationName,
      contextValue: {viewer: {customerId: token.customerId}},
    });
    const out: Record<string, unknown> = {};
    if (result.errors?.length) out.errors = result.errors.map((e) => formatExecutionError(e, log));
    if ('data' in result) out.data = result.data;
    send(200, out);
    return true;
  };
}
