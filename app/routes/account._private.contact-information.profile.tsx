import {Link, useActionData} from '@remix-run/react';
import {data, redirect, type ActionFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {AccountForm, SubmitButton} from '~/components/account/AccountForm';
import {FormMessage} from '~/components/account/FormMessage';
import {Field, NameFields} from '~/components/account/Field';
import {requireCustomer} from '~/features/guards';
import {formatPhone} from '~/features/account/phone';
import {updateCustomer} from '~/features/account/update.server';
import {CUSTOMER_ID_QUERY} from '~/clients/storefront/account-documents';
import {EMAIL_NEEDS_PASSWORD, changesEmail} from '~/features/account/profile-input';
import {signedOutResponse} from '~/features/account/customer.server';
import {verifyCurrentPassword} from '~/features/account/current-password.server';
import {FLASH, NO_STORE, formPassword} from '~/features/account/route-helpers';
import {field, readForm} from '~/infra/http';
import {answerRefusalsAtForm} from '~/features/account/refusals.server';
import {accountNameInput, fieldErrorsOf, profileInput} from '~/features/account/account-input.server';
import {updateAccountName} from '~/features/account/customer-account-data.server';
import {ACCOUNT_ERRORS, errorsByField, firstErrorMessage} from '~/features/account/errors';
import {useAccountCustomer, useHostedLogin} from './account._private';

export const meta: MetaFunction = () => [{title: 'Edit profile | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

/** What the shopper typed (never the password), sent back with any error so the form keeps it. */
const profileValues = (form: FormData) => ({
  firstName: field(form, 'firstName'),
  lastName: field(form, 'lastName'),
  email: field(form, 'email'),
  phone: field(form, 'phone'),
});

async function profileAction(args: ActionFunctionArgs) {
  const customerAccessToken = await requireCustomer(args.context, args.request);
  const form = await readForm(args.request);
  const values = profileValues(form);
  const {customerAccount} = args.context;
  // New customer accounts change only the name here; the e-mail belongs to the hosted login.
  const fieldErrors = fieldErrorsOf(customerAccount ? accountNameInput : profileInput, values);
  if (customerAccount) {
    if (Object.keys(fieldErrors).length) return data({error: null as string | null, fieldErrors, values}, {status: 400, headers: NO_STORE});
    const errors = await updateAccountName(customerAccount, {firstName: values.firstName, lastName: values.lastName});
    if (errors.length) {
      const {form, ...atFields} = errorsByField(errors);
      return data(
        {
          error: form ?? (Object.keys(atFields).length ? null : firstErrorMessage(errors, ACCOUNT_ERRORS.updateCustomer)),
          fieldErrors: atFields,
          values,
        },
        {status: 400, headers: NO_STORE},
      );
    }
    args.context.session.flash(FLASH.notice, 'Your profile has been saved.');
    return redirect('/account/contact-information', {headers: NO_STORE});
  }
  if (Object.keys(fieldErrors).length) {
    return data({error: null as string | null, fieldErrors, values}, {status: 400, headers: NO_STORE});
  }
  // Moving the account to another e-mail address needs the current password, so a borrowed session cannot take the account over.
  const {customer} = await args.context.storefront.query(CUSTOMER_ID_QUERY, {
    variables: {customerAccessToken},
    cache: args.context.storefront.CacheNone(),
  });
  if (!customer?.email) throw signedOutResponse(args.context);
  if (changesEmail(customer.email, values.email)) {
    const current = formPassword(form, 'currentPassword');
    const check = current
      ? await verifyCurrentPassword(args.context, customer.email, current)
      : {ok: false as const, throttled: false, error: EMAIL_NEEDS_PASSWORD};
    if (!check.ok) {
      return data(
        {
          error: check.throttled ? check.error : null,
          fieldErrors: (check.throttled ? {} : {currentPassword: check.error}) as Record<string, string>,
          values,
        },
        {status: check.throttled ? 429 : 400, headers: NO_STORE},
      );
    }
  }
  const result = await updateCustomer(args.context, customerAccessToken, values);
  if (!result.ok) return data({error: result.error, fieldErrors: result.fieldErrors, values}, {status: 400, headers: NO_STORE});
  args.context.session.flash(FLASH.notice, 'Your profile has been saved.');
  return redirect('/account/contact-information', {headers: NO_STORE});
}

// A refusal by the store (not an outage) is said at the form, with what was typed kept.
export const action = answerRefusalsAtForm(profileAction, ACCOUNT_ERRORS.updateCustomer, (error, form) =>
  data(
    {error: error as string | null, fieldErrors: {} as Record<string, string>, values: profileValues(form)},
    {status: 400, headers: NO_STORE},
  ),
);

export default function EditProfilePage() {
  const customer = useAccountCustomer();
  const hostedLogin = useHostedLogin();
  const result = useActionData<typeof action>();
  const values = result?.values;
  const errors = result?.fieldErrors ?? {};
  return (
    <section className="account-card" data-testid="profile-page">
      <h1>Edit profile</h1>
      <FormMessage error={result?.error} />
      <AccountForm name="profile">
        <NameFields firstName={values?.firstName ?? customer.firstName} lastName={values?.lastName ?? customer.lastName} errors={errors} />
        {hostedLogin ? (
          <p className="muted" data-testid="hosted-login-email">
            You sign in with <strong>{customer.email}</strong> and a one-time code, so there is no password to change. Your email and phone
            are kept with your sign-in.
          </p>
        ) : (
          <>
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={values?.email ?? customer.email ?? ''}
              error={errors.email}
            />
            <Field
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              hint="Needed only when you change your email address."
              error={errors.currentPassword}
            />
            <Field
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              placeholder="(555) 555-5555"
              defaultValue={values?.phone ?? formatPhone(customer.phone)}
              error={errors.phone}
            />
          </>
        )}
        <SubmitButton pendingLabel="Saving…">Save profile</SubmitButton>
      </AccountForm>
      <Link to="/account/contact-information">Cancel</Link>
    </section>
  );
}
