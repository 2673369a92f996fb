import {Link, useActionData} from '@remix-run/react';
import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {AccountForm, SubmitButton} from '~/components/account/AccountForm';
import {FormMessage} from '~/components/account/FormMessage';
import {Field} from '~/components/account/Field';
import {requireCustomer, requireLegacyAccounts} from '~/features/guards';
import {CUSTOMER_ID_QUERY} from '~/clients/storefront/account-documents';
import {updateCustomer} from '~/features/account/update.server';
import {verifyCurrentPassword} from '~/features/account/current-password.server';
import {signedOutResponse} from '~/features/account/customer.server';
import {FLASH, NO_STORE, formPassword} from '~/features/account/route-helpers';
import {readForm} from '~/infra/http';
import {ACCOUNT_ERRORS} from '~/features/account/errors';
import {answerRefusalsAtForm} from '~/features/account/refusals.server';
import {fieldErrorsOf, passwordChangeInput} from '~/features/account/account-input.server';
import {NewPasswordFields} from '~/components/account/NewPasswordFields';

export const meta: MetaFunction = () => [{title: 'Change password | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

/** New customer accounts have no password: the hosted login e-mails a code instead. */
export async function loader({context}: LoaderFunctionArgs) {
  requireLegacyAccounts(context, '/account/contact-information');
  return null;
}

async function passwordAction(args: ActionFunctionArgs) {
  requireLegacyAccounts(args.context, '/account/contact-information');
  const customerAccessToken = await requireCustomer(args.context, args.request);
  const {context} = args;
  const form = await readForm(args.request);
  const current = formPassword(form, 'currentPassword');
  const password = formPassword(form, 'password');
  const confirm = formPassword(form, 'passwordConfirmation');
  const fail = (fieldErrors: Record<string, string>, error: string | null = null) =>
    data({error, fieldErrors}, {status: 400, headers: NO_STORE});

  const fieldErrors = fieldErrorsOf(
    passwordChangeInput,
    {currentPassword: current, password, passwordConfirmation: confirm},
    {firstOnly: true},
  );
  if (Object.keys(fieldErrors).length) return fail(fieldErrors);

  // The current password is checked by signing in with it.
  const {customer} = await context.storefront.query(CUSTOMER_ID_QUERY, {
    variables: {customerAccessToken},
    cache: context.storefront.CacheNone(),
  });
  if (!customer?.email) throw signedOutResponse(context);
  // Guessing the current password here counts against the same login throttle.
  const check = await verifyCurrentPassword(context, customer.email, current);
  if (!check.ok) return check.throttled ? fail({}, check.error) : fail({currentPassword: check.error});

  const result = await updateCustomer(context, customerAccessToken, {password});
  if (!result.ok) return fail(result.fieldErrors, result.error);
  context.session.flash(FLASH.notice, 'Your password has been changed.');
  return redirect('/account/contact-information', {headers: NO_STORE});
}

// A refusal by the store (not an outage) is said at the form.
export const action = answerRefusalsAtForm(passwordAction, ACCOUNT_ERRORS.updateCustomer, (error) =>
  data({error: error as string | null, fieldErrors: {} as Record<string, string>}, {status: 400, headers: NO_STORE}),
);

export default function ChangePasswordPage() {
  const result = useActionData<typeof action>();
  const errors = result?.fieldErrors ?? {};
  return (
    <section className="account-card" data-testid="password-page">
      <h1>Change password</h1>
      <FormMessage error={result?.error} />
      <AccountForm name="change_password">
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <NewPasswordFields label="New password" errors={errors} />
        <SubmitButton pendingLabel="Saving…">Change password</SubmitButton>
      </AccountForm>
      <Link to="/account/contact-information">Cancel</Link>
    </section>
  );
}
