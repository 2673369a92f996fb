import {Link, useActionData, useLoaderData} from '@remix-run/react';
import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {AccountForm, SubmitButton} from '~/components/account/AccountForm';
import {FormMessage} from '~/components/account/FormMessage';
import {requireGuest, requireLegacyAccounts} from '~/features/guards';
import {signIn} from '~/features/account/auth.server';
import {ACCOUNT_ERRORS, errorsByField, firstErrorMessage} from '~/features/account/errors';
import {FLASH, NO_STORE, formPassword} from '~/features/account/route-helpers';
import {field, readForm} from '~/infra/http';
import {answerRefusalsAtForm} from '~/features/account/refusals.server';
import {activateInput, fieldErrorsOf} from '~/features/account/account-input.server';
import {NewPasswordFields} from '~/components/account/NewPasswordFields';

export const meta: MetaFunction = () => [{title: 'Activate your account | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

export async function loader({request, context}: LoaderFunctionArgs) {
  requireLegacyAccounts(context);
  const activationUrl = new URL(request.url).searchParams.get('activationUrl') ?? '';
  return data({activationUrl}, {headers: NO_STORE});
}

async function activateAction(args: ActionFunctionArgs) {
  requireLegacyAccounts(args.context);
  await requireGuest(args.context);
  const {request, context} = args;
  const form = await readForm(request);
  const activationUrl = field(form, 'activationUrl');
  const password = formPassword(form, 'password');
  const confirm = formPassword(form, 'passwordConfirmation');
  const fail = (body: {error?: string; fieldErrors?: Record<string, string>}) =>
    data({error: body.error ?? null, fieldErrors: body.fieldErrors ?? {}}, {status: 400, headers: NO_STORE});

  if (!activationUrl) return fail({error: 'This activation link is incomplete. Please open the link from your email again.'});
  const fieldErrors = fieldErrorsOf(activateInput, {password, passwordConfirmation: confirm}, {firstOnly: true});
  if (Object.keys(fieldErrors).length) return fail({fieldErrors});

  const {customerActivateByUrl} = await context.storefront.mutate(CUSTOMER_ACTIVATE_BY_URL_MUTATION, {
    variables: {activationUrl, password},
  });
  const token = customerActivateByUrl?.customerAccessToken;
  if (!token) {
    const errors = customerActivateByUrl?.customerUserErrors ?? [];
    const {password: passwordError} = errorsByField(errors);
    return passwordError
      ? fail({fieldErrors: {password: passwordError}})
      : fail({error: firstErrorMessage(errors, ACCOUNT_ERRORS.activate)});
  }
  await signIn(context, token);
  context.session.flash(FLASH.notice, 'Your account is active. Welcome!');
  context.session.flash(FLASH.event, 'sign_up');
  return redirect('/account', {headers: NO_STORE});
}

// A refusal by the store (not an outage) is said at the form, with the link kept for another try.
export const action = answerRefusalsAtForm(activateAction, ACCOUNT_ERRORS.activate, (error) =>
  data({error: error as string | null, fieldErrors: {} as Record<string, string>}, {status: 400, headers: NO_STORE}),
);

export default function ActivatePage() {
  const {activationUrl} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="account-card" data-testid="activate-page">
      <h1>Activate your account</h1>
      {activationUrl ? (
        <>
          <p className="muted">Choose a password to finish setting up your account.</p>
          <FormMessage error={result?.error} />
          <AccountForm name="activate_account">
            <input type="hidden" name="activationUrl" value={activationUrl} />
            <NewPasswordFields label="Password" errors={result?.fieldErrors} />
            <SubmitButton pendingLabel="Activating…">Activate account</SubmitButton>
          </AccountForm>
        </>
      ) : (
        <FormMessage error="This activation link is incomplete. Please open the link from your email again, or sign in if your account is already active." />
      )}
      <p>
        <Link to="/account/login">Back to sign in</Link>
      </p>
    </section>
  );
}

const CUSTOMER_ACTIVATE_BY_URL_MUTATION = `#graphql
  mutation ActivateCustomerByUrl($activationUrl: URL!, $password: String!) {
    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { code field message }
    }
  }
` as const;
