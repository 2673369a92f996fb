import type {PlatformContext} from '../../context.js';
import {sendActivationMail, sendResetMail} from '../../outbox/mails.js';
import type {CustomerRow} from '../../store/customers.js';
import {verifyPassword} from '../../store/passwords.js';
import {contactErrors, cue, nameErrors, passwordErrors, tokenInvalid, withErrors, type CustomerUserError} from '../customer/checks.js';
import {isValidEmail} from '../validation.js';
import {customerView} from '../views/customer.js';
import {numericGid} from '../util.js';
import {createLoginThrottle} from '../customer/login-throttle.js';

/** What the request handler tells the resolvers about the caller. */
export interface RequestContext {
  client?: string;
}

interface CreateInput {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

type UpdateInput = Partial<CreateInput>;

/** Parses `${origin}/account/{activate|reset}/<id>/<token>`. */
function parseAccountUrl(value: string, kind: 'activate' | 'reset'): {id: number; token: string} | undefined {
  try {
    const m = new RegExp(`^/account/${kind}/(\\d+)/([a-f0-9]+)/?$`).exec(new URL(value).pathname);
    return m ? {id: Number(m[1]), token: m[2]!} : undefined;
  } catch {
    return undefined;
  }
}

export function customerAccountMutations(ctx: PlatformContext, throttle = createLoginThrottle()) {
  const tx = <T>(fn: () => T): T => ctx.db.transaction(fn)();

  /** Sets a password from a one-time token, enabling the account; returns a fresh access token. */
  const completeWithToken = (id: number, token: string, password: string, kind: 'activation' | 'reset', field: string[]) =>
    tx(() => {
      const errors = passwordErrors(password, ['password']);
      const customer = ctx.customers.byId(id);
      if (!errors.length && (!customer || !ctx.customers.consumeAccountToken(id, token, kind))) {
        errors.push(cue('TOKEN_INVALID', field, kind === 'activation' ? 'Invalid activation url' : 'Invalid reset url'));
      } else if (!errors.length && kind === 'activation' && customer?.state === 'enabled') {
        errors.push(cue('ALREADY_ENABLED', field, 'Account already enabled'));
      }
      if (errors.length || !customer) return withErrors({customer: null, customerAccessToken: null}, errors);
      ctx.customers.setPassword(id, password);
      ctx.customers.update(id, {state: 'enabled'});
      if (kind === 'reset') ctx.customers.deleteAllAccessTokens(id);
      const accessToken = ctx.customers.createAccessToken(id);
      return withErrors(
        {customer: customerView(ctx, ctx.customers.byId(id)!, accessToken.accessToken), customerAccessToken: accessToken},
        [],
      );
    });

  return {
    customerCreate: (args: {input: CreateInput}) =>
      tx(() => {
        const input = args.input;
        const existing = isValidEmail(input.email) ? ctx.customers.byEmail(input.email) : undefined;
        if (existing?.state === 'disabled') {
          sendActivationMail(ctx, existing, ctx.customers.createAccountToken(existing.id, 'activation'));
          return withErrors({customer: null}, [
            cue(
              'CUSTOMER_DISABLED',
              null,
              `We have sent an email to ${existing.email}, please click the link included to verify your email address.`,
            ),
          ]);
        }
        const contact = contactErrors(ctx, {email: input.email, phone: input.phone}, ['input'], null);
        const errors = [...contact.errors, ...passwordErrors(input.password, ['input', 'password']), ...nameErrors(input, ['input'])];
        if (errors.length) return withErrors({customer: null}, errors);
        const customer = ctx.customers.create({
          email: input.email,
          password: input.password,
          state: 'enabled',
          firstName: input.firstName,
          lastName: input.lastName,
          phone: contact.phone ?? null,
          acceptsMarketing: !!input.acceptsMarketing,
        });
        return withErrors({customer: customerView(ctx, customer, null)}, []);
      }),

    customerAccessTokenCreate: (args: {input: {email: string; password: string}}, request?: RequestContext) => {
      const client = request?.client ?? 'unknown';
      throttle.check(args.input.email, client);
      return tx(() => {
        const customer = ctx.customers.byEmail(args.input.email);
        if (!customer || customer.state !== 'enabled' || !verifyPassword(args.input.password, customer.password_hash)) {
          throttle.failed(args.input.email, client);
          return withErrors({customerAccessToken: null}, [cue('UNIDENTIFIED_CUSTOMER', ['input'], 'Unidentified customer')]);
        }
        throttle.succeeded(args.input.email, client);
        return withErrors({customerAccessToken: ctx.customers.createAccessToken(customer.id)}, []);
      });
    },

    customerAccessTokenDelete: (args: {customerAccessToken: string}) =>
      tx(() =>
        ctx.customers.deleteAccessToken(args.customerAccessToken)
          ? {
              deletedAccessToken: args.customerAccessToken,
              deletedCustomerAccessTokenId: `gid://shopify/CustomerAccessToken/${args.customerAccessToken.slice(0, 8)}`,
              userErrors: [],
            }
          : {
              deletedAccessToken: null,
              deletedCustomerAccessTokenId: null,
              userErrors: [{field: ['customerAccessToken'], message: 'Access token does not exist'}],
            },
      ),

    customerAccessTokenRenew: (args: {customerAccessToken: string}) =>
      tx(() => {
        const renewed = ctx.customers.renewAccessToken(args.customerAccessToken);
        return renewed
          ? {customerAccessToken: renewed, userErrors: []}
          : {customerAccessToken: null, userErrors: [{field: ['customerAccessToken'], message: 'Access token does not exist'}]};
      }),

    customerActivateByUrl: (args: {activationUrl: string; password: string}) => {
      const parsed = parseAccountUrl(args.activationUrl, 'activate');
      if (!parsed)
        return withErrors({customer: null, customerAccessToken: null}, [cue('TOKEN_INVALID', ['activationUrl'], 'Invalid activation url')]);
      return completeWithToken(parsed.id, parsed.token, args.password, 'activation', ['activationUrl']);
    },

    customerActivate: (args: {id: string; input: {activationToken: string; password: string}}) =>
      completeWithToken(numericGid(args.id, 'Customer') ?? -1, args.input.activationToken, args.input.password, 'activation', [
        'input',
        'activationToken',
      ]),

    customerRecover: (args: {email: string}) =>
      tx(() => {
        if (!isValidEmail(args.email)) return withErrors({}, [cue('INVALID', ['email'], 'Email is invalid')]);
        const customer = ctx.customers.byEmail(args.email);
        if (customer) sendResetMail(ctx, customer, ctx.customers.createAccountToken(customer.id, 'reset', 1));
        return withErrors({}, []);
      }),

    customerResetByUrl: (args: {password: string; resetUrl: string}) => {
      const parsed = parseAccountUrl(args.resetUrl, 'reset');
      if (!parsed)
        return withErrors({customer: null, customerAccessToken: null}, [cue('TOKEN_INVALID', ['resetUrl'], 'Invalid reset url')]);
      return completeWithToken(parsed.id, parsed.token, args.password, 'reset', ['resetUrl']);
    },

    customerReset: (args: {id: string; input: {resetToken: string; password: string}}) =>
      completeWithToken(numericGid(args.id, 'Customer') ?? -1, args.input.resetToken, args.input.password, 'reset', [
        'input',
        'resetToken',
      ]),

    customerUpdate: (args: {customer: UpdateInput; customerAccessToken: string}) =>
      tx(() => {
        const current = ctx.customers.customerForToken(args.customerAccessToken);
        if (!current) return withErrors({customer: null, customerAccessToken: null}, tokenInvalid());
        const input = args.customer;
        const contact = contactErrors(ctx, {email: input.email, phone: input.phone}, ['customer'], current.id);
        const errors: CustomerUserError[] = [...contact.errors, ...nameErrors(input, ['customer'])];
        if (input.password != null) errors.push(...passwordErrors(input.password, ['customer', 'password']));
        if (errors.length) return withErrors({customer: null, customerAccessToken: null}, errors);
        ctx.customers.update(current.id, {
          email: input.email?.trim() ?? undefined,
          first_name: input.firstName,
          last_name: input.lastName,
          phone: contact.phone,
          ...(input.acceptsMarketing != null ? {accepts_marketing: input.acceptsMarketing ? 1 : 0} : {}),
        });
        let token: {accessToken: string; expiresAt: string} | null = null;
        if (input.password != null) {
          ctx.customers.setPassword(current.id, input.password);
          ctx.customers.deleteAllAccessTokens(current.id);
          token = ctx.customers.createAccessToken(current.id);
        }
        const updated = ctx.customers.byId(current.id) as CustomerRow;
        return withErrors(
          {customer: customerView(ctx, updated, token?.accessToken ?? args.customerAccessToken), customerAccessToken: token},
          [],
        );
      }),
  };
}
