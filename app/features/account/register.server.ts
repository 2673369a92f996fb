import {data, redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import {MAX_BACKEND_TIMEOUT_MS} from '~/infra/resilient-fetch';
import {requireGuest, requireLegacyAccounts, type GuardArgs} from '~/features/guards';
import {field, readForm} from '~/infra/http';
import {CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, CUSTOMER_CREATE_MUTATION} from '~/clients/storefront/account-documents';
import {ACCOUNT_ERRORS, errorsByField, firstErrorMessage} from './errors';
import {signIn} from './auth.server';
import {normalizePhone} from './phone';
import {fieldErrorsOf, registerInput} from './account-input.server';
import {FLASH, NO_STORE, formPassword} from './route-helpers';
import {answerRefusalsAtForm} from './refusals.server';

/** A student is a customer whose tags include edu. */
export const STUDENT_TAG = 'edu';

export interface RegisterActionData {
  fieldErrors: Record<string, string>;
  error: string | null;
  values: Record<string, string>;
}

/**
 * Adds tags to a customer through the platform's admin endpoint (the
 * Storefront API cannot set tags), authorised by the private storefront token.
 */
async function addCustomerTags(context: AppLoadContext, customerId: string, tags: string[]): Promise<boolean> {
  const {storeOrigin: origin, privateStorefrontToken} = context.config;
  if (!origin || !privateStorefrontToken) return false;
  try {
    const response = await fetch(`${origin}/admin/api/customers/tags`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Shopify-Storefront-Private-Token': privateStorefrontToken,
      },
      body: JSON.stringify({customerId, tags}),
      signal: AbortSignal.timeout(MAX_BACKEND_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** What the shopper typed (never the password), sent back with any error so the form keeps it. */
function registerValues(form: FormData): Record<string, string> {
  return {
    email: field(form, 'email'),
    firstName: field(form, 'firstName'),
    lastName: field(form, 'lastName'),
    phone: field(form, 'phone'),
  };
}

/**
 * Registration (regular or student): create the customer, tag students, sign
 * the new customer in. Platform errors are shown at their fields; a refusal by
 * the store at the form.
 */
export function registerAction(args: GuardArgs, {student}: {student: boolean}) {
  return answerRefusalsAtForm(
    (a: GuardArgs) => register(a, student),
    ACCOUNT_ERRORS.createCustomer,
    (error, form) => data<RegisterActionData>({fieldErrors: {}, error, values: registerValues(form)}, {status: 400, headers: NO_STORE}),
  )(args);
}

async function register(args: GuardArgs, student: boolean) {
  requireLegacyAccounts(args.context);
  await requireGuest(args.context);
  const {request, context} = args;
  const form = await readForm(request);
  const values = registerValues(form);
  const password = formPassword(form, 'password');

  const fieldErrors = fieldErrorsOf(registerInput, {...values, password});
  if (Object.keys(fieldErrors).length) {
    return data<RegisterActionData>({fieldErrors, error: null, values}, {status: 400, headers: NO_STORE});
  }

  const phone = normalizePhone(values.phone);
  const {customerCreate} = await context.storefront.mutate(CUSTOMER_CREATE_MUTATION, {
    variables: {
      input: {email: values.email, firstName: values.firstName, lastName: values.lastName, password, ...(phone ? {phone} : {})},
    },
  });
  const errors = customerCreate?.customerUserErrors ?? [];
  if (!customerCreate?.customer || errors.length) {
    const byField = errorsByField(errors);
    const {form: formError, ...atFields} = byField;
    return data<RegisterActionData>(
      {
        fieldErrors: atFields,
        error: formError ?? (Object.keys(atFields).length ? null : firstErrorMessage(errors, ACCOUNT_ERRORS.createCustomer)),
        values,
      },
      {status: 400, headers: NO_STORE},
    );
  }

  if (student && !(await addCustomerTags(context, customerCreate.customer.id, [STUDENT_TAG]))) {
    context.session.flash(
      FLASH.notice,
      'Your account is ready, but we could not confirm your student status yet. Please contact us and we will add it.',
    );
  }

  const {customerAccessTokenCreate} = await context.storefront.mutate(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, {
    variables: {input: {email: values.email, password}},
  });
  const token = customerAccessTokenCreate?.customerAccessToken;
  if (!token) {
    context.session.flash(FLASH.notice, 'Your account was created. Please sign in.');
    return redirect('/account/login', {headers: NO_STORE});
  }
  await signIn(context, token);
  context.session.flash(FLASH.event, student ? 'sign_up:student' : 'sign_up');
  return redirect('/account', {headers: NO_STORE});
}
