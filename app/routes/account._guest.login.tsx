import {Link, useActionData, useLoaderData, useSearchParams} from '@remix-run/react';
import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {AccountForm, SubmitButton} from '~/components/account/AccountForm';
import {FormMessage} from '~/components/account/FormMessage';
import {Field} from '~/components/account/Field';
import {requireGuest, requireLegacyAccounts} from '~/features/guards';
import {startHostedSignIn} from '~/features/account/hosted-login.server';
import {safeReturnPath} from '~/features/guards/return-to';
import {logIn} from '~/features/account/auth.server';
import {FLASH, NO_STORE, formPassword} from '~/features/account/route-helpers';
import {field, readForm} from '~/infra/http';
import {ACCOUNT_ERRORS} from '~/features/account/errors';
import {answerRefusalsAtForm} from '~/features/account/refusals.server';
import {fieldErrorsOf, loginInput} from '~/features/account/account-input.server';

export const meta: MetaFunction = () => [{title: 'Sign in | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

export async function loader({context, request}: LoaderFunctionArgs) {
  // New customer accounts sign in on the hosted login, which also creates accounts.
  if (context.customerAccount) {
    await requireGuest(context);
    throw await startHostedSignIn(context.customerAccount, request);
  }
  const error = context.session.get(FLASH.error) as string | undefined;
  const notice = context.session.get(FLASH.notice) as string | undefined;
  if (error) context.session.unset(FLASH.error);
  if (notice) context.session.unset(FLASH.notice);
  return data({error: error ?? null, notice: notice ?? null}, {headers: NO_STORE});
}

async function loginAction(args: ActionFunctionArgs) {
  requireLegacyAccounts(args.context);
  await requireGuest(args.context);
  const {request, context} = args;
  const form = await readForm(request);
  const email = field(form, 'email');
  const password = formPassword(form, 'password');
  const returnTo = safeReturnPath(field(form, 'redirect') || new URL(request.url).searchParams.get('redirect'));

  const fieldErrors = fieldErrorsOf(loginInput, {email, password});
  if (Object.keys(fieldErrors).length) {
    return data({error: null as string | null, fieldErrors, email}, {status: 400, headers: NO_STORE});
  }

  const result = await logIn(context, email, password);
  if (!result.ok) {
    return data(
      {error: result.error as string | null, fieldErrors: {} as Record<string, string>, email},
      {status: result.throttled ? 429 : 401, headers: NO_STORE},
    );
  }
  context.session.flash(FLASH.event, 'login');
  return redirect(returnTo, {headers: NO_STORE});
}

// A refusal by the store (not an outage) is said at the form, with the e-mail kept.
export const action = answerRefusalsAtForm(loginAction, ACCOUNT_ERRORS.login, (error, form) =>
  data(
    {error: error as string | null, fieldErrors: {} as Record<string, string>, email: field(form, 'email')},
    {status: 400, headers: NO_STORE},
  ),
);

export default function LoginPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const returnTo = params.get('redirect') ?? '';

  return (
    <section className="account-card" data-testid="login-page">
      <h1>Sign in</h1>
      <p className="muted">Track orders, manage subscriptions and check out faster.</p>
      <FormMessage success={loaderData.notice} error={actionData?.error ?? loaderData.error} />
      <AccountForm name="login">
        <input type="hidden" name="redirect" value={returnTo} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email}
          error={actionData?.fieldErrors?.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={actionData?.fieldErrors?.password}
        />
        <SubmitButton pendingLabel="Signing in…">Sign in</SubmitButton>
      </AccountForm>
      <p>
        <Link to="/account/reset-password">Forgot your password?</Link>
      </p>
      <p>
        New here? <Link to="/account/create-account">Create an account</Link>
      </p>
    </section>
  );
}
