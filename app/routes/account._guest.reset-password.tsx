import {Link, useActionData, useLoaderData} from '@remix-run/react';
import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {AccountForm, SubmitButton} from '~/components/account/AccountForm';
import {FormMessage} from '~/components/account/FormMessage';
import {Field} from '~/components/account/Field';
import {requireGuest, requireLegacyAccounts} from '~/features/guards';
import {signIn} from '~/features/account/auth.server';
import {ACCOUNT_ERRORS, errorsByField, firstErrorMessage} from '~/features/account/errors';
import {FLASH, NO_STORE, formPassword, noStoreHeaders} from '~/features/account/route-helpers';
import {field, readForm} from '~/infra/http';
import {answerRefusalsAtForm} from '~/features/account/refusals.server';
import {fieldErrorsOf, passwordResetInput, passwordResetRequestInput} from '~/features/account/account-input.server';
import {resetThrottle} from '~/features/account/throttle.server';
import {TOO_MANY_RESET_REQUESTS} from '~/features/account/throttle';
import {NewPasswordFields} from '~/components/account/NewPasswordFields';

export const meta: MetaFunction = () => [{title: 'Reset your password | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

// No-store, and the Retry-After of a throttled request.
export const headers = noStoreHeaders;

export async function loader({request, context}: LoaderFunctionArgs) {
  requireLegacyAccounts(context);
  const resetUrl = new URL(request.url).searchParams.get('resetUrl') ?? '';
  return data({resetUrl}, {headers: NO_STORE});
}

type ResetActionData = {
  step: 'request' | 'reset';
  sentTo?: string;
  /** The address typed in the request step, kept when it is answered with an error. */
  email?: string;
  error?: string | null;
  fieldErrors?: Record<string, string>;
};

async function resetAction(args: ActionFunctionArgs) {
  requireLegacyAccounts(args.context);
  await requireGuest(args.context);
  const {request, context} = args;
  const form = await readForm(request);
  const resetUrl = field(form, 'resetUrl');

  if (!resetUrl) {
    // Step 1: ask for the e-mail. The answer never says whether an account exists.
    const email = field(form, 'email');
    const emailErrors = fieldErrorsOf(passwordResetRequestInput, {email});
    if (emailErrors.email) return data<ResetActionData>({step: 'request', fieldErrors: emailErrors}, {status: 400, headers: NO_STORE});
    // One e-mail per address per 15 minutes and 10 requests per client, so the form cannot flood an inbox.
    const throttle = await resetThrottle(context.env, email, context.client);
    const client = await throttle.client();
    if (!client.allowed) {
      return data<ResetActionData>(
        {step: 'request', error: TOO_MANY_RESET_REQUESTS},
        {status: 429, headers: {...NO_STORE, 'Retry-After': String(client.retryAfterSeconds)}},
      );
    }
    // A repeat for the same address gets the same answer, without another e-mail.
    if (!(await throttle.email()).allowed) return data<ResetActionData>({step: 'request', sentTo: email}, {headers: NO_STORE});
    const {customerRecover} = await context.storefront.mutate(CUSTOMER_RECOVER_MUTATION, {variables: {email}});
    const errors = customerRecover?.customerUserErrors ?? [];
    if (errors.length) {
      return data<ResetActionData>(
        {step: 'request', fieldErrors: {email: firstErrorMessage(errors, 'Enter a valid email address.')}},
        {status: 400, headers: NO_STORE},
      );
    }
    return data<ResetActionData>({step: 'request', sentTo: email}, {headers: NO_STORE});
  }

  // Step 2: set the new password from the e-mailed link.
  const password = formPassword(form, 'password');
  const confirm = formPassword(form, 'passwordConfirmation');
  const fieldErrors = fieldErrorsOf(passwordResetInput, {password, passwordConfirmation: confirm}, {firstOnly: true});
  if (Object.keys(fieldErrors).length) return data<ResetActionData>({step: 'reset', fieldErrors}, {status: 400, headers: NO_STORE});
  const {customerResetByUrl} = await context.storefront.mutate(CUSTOMER_RESET_BY_URL_MUTATION, {variables: {resetUrl, password}});
  const token = customerResetByUrl?.customerAccessToken;
  if (!token) {
    const errors = customerResetByUrl?.customerUserErrors ?? [];
    const {password: passwordError} = errorsByField(errors);
    return data<ResetActionData>(
      passwordError
        ? {step: 'reset', fieldErrors: {password: passwordError}}
        : {step: 'reset', error: firstErrorMessage(errors, ACCOUNT_ERRORS.updateCustomer)},
      {status: 400, headers: NO_STORE},
    );
  }
  await signIn(context, token);
  context.session.flash(FLASH.notice, 'Your password has been reset and you are signed in.');
  context.session.flash(FLASH.event, 'login');
  return redirect('/account', {headers: NO_STORE});
}

// A refusal by the store (not an outage) is said at the form of the step it came from.
export const action = answerRefusalsAtForm(resetAction, ACCOUNT_ERRORS.updateCustomer, (error, form) =>
  data<ResetActionData>(field(form, 'resetUrl') ? {step: 'reset', error} : {step: 'request', error, email: field(form, 'email')}, {
    status: 400,
    headers: NO_STORE,
  }),
);

export default function ResetPasswordPage() {
  const {resetUrl} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();

  if (resetUrl) {
    return (
      <section className="account-card" data-testid="reset-password-page">
        <h1>Choose a new password</h1>
        <FormMessage error={result?.error} />
        <AccountForm name="reset_password">
          <input type="hidden" name="resetUrl" value={resetUrl} />
          <NewPasswordFields label="New password" errors={result?.fieldErrors} />
          <SubmitButton pendingLabel="Saving…">Reset password</SubmitButton>
        </AccountForm>
      </section>
    );
  }

  return (
    <section className="account-card" data-testid="reset-password-page">
      <h1>Reset your password</h1>
      {result?.sentTo ? (
        <FormMessage
          success={`If an account exists for ${result.sentTo}, we have sent it an email with a link to choose a new password.`}
        />
      ) : result?.error ? (
        <FormMessage error={result.error} />
      ) : (
        <p className="muted">Enter the email address of your account and we will send you a link to choose a new password.</p>
      )}
      <AccountForm name="request_password_reset">
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.email}
          error={result?.fieldErrors?.email}
        />
        <SubmitButton pendingLabel="Sending…">Send reset link</SubmitButton>
      </AccountForm>
      <p>
        <Link to="/account/login">Back to sign in</Link>
      </p>
    </section>
  );
}

const CUSTOMER_RECOVER_MUTATION = `#graphql
  mutation ResetCustomerPassword($email: String!) {
    customerRecover(email: $email) {
      customerUserErrors { code field message }
    }
  }
` as const;

const CUSTOMER_RESET_BY_URL_MUTATION = `#graphql
  mutation CustomerResetByUrl($resetUrl: URL!, $password: String!) {
    customerResetByUrl(resetUrl: $resetUrl, password: $password) {
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { code field message }
    }
  }
` as const;
