import {Link, useActionData} from '@remix-run/react';
import {data, redirect, type ActionFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {AccountForm, FormMessage, SubmitButton} from '~/components/account/AccountForm';
import {Field} from '~/components/account/Field';
import {requireCustomer} from '~/lib/guards';
import {formatPhone} from '~/lib/account/phone';
import {updateCustomer} from '~/lib/account/update.server';
import {FLASH, NO_STORE, formText, readForm} from '~/lib/account/route-helpers';
import {useAccountCustomer} from './account._private';

export const meta: MetaFunction = () => [{title: 'Edit profile | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

export async function action(args: ActionFunctionArgs) {
  const customerAccessToken = await requireCustomer(args.context, args.request);
  const form = await readForm(args.request);
  const values = {
    firstName: formText(form, 'firstName'),
    lastName: formText(form, 'lastName'),
    email: formText(form, 'email'),
    phone: formText(form, 'phone'),
  };
  const fieldErrors: Record<string, string> = {};
  if (!values.firstName) fieldErrors.firstName = 'Enter your first name.';
  if (!values.lastName) fieldErrors.lastName = 'Enter your last name.';
  if (!values.email) fieldErrors.email = 'Enter your email address.';
  if (Object.keys(fieldErrors).length) {
    return data({error: null as string | null, fieldErrors, values}, {status: 400, headers: NO_STORE});
  }
  const result = await updateCustomer(args.context, customerAccessToken, values);
  if (!result.ok) return data({error: result.error, fieldErrors: result.fieldErrors, values}, {status: 400, headers: NO_STORE});
  args.context.session.flash(FLASH.notice, 'Your profile has been saved.');
  return redirect('/account/contact-information', {headers: NO_STORE});
}

export default function EditProfilePage() {
  const customer = useAccountCustomer();
  const result = useActionData<typeof action>();
  const values = result?.values;
  const errors = result?.fieldErrors ?? {};
  return (
    <section className="account-card" data-testid="profile-page">
      <h1>Edit profile</h1>
      <FormMessage error={result?.error} />
      <AccountForm name="profile">
        <div className="field-row">
          <Field label="First name" name="firstName" autoComplete="given-name" required
            defaultValue={values?.firstName ?? customer.firstName ?? ''} error={errors.firstName} />
          <Field label="Last name" name="lastName" autoComplete="family-name" required
            defaultValue={values?.lastName ?? customer.lastName ?? ''} error={errors.lastName} />
        </div>
        <Field label="Email" name="email" type="email" autoComplete="email" required defaultValue={values?.email ?? customer.email ?? ''}
          error={errors.email} />
        <Field label="Phone" name="phone" type="tel" autoComplete="tel" placeholder="(555) 555-5555"
          defaultValue={values?.phone ?? formatPhone(customer.phone)} error={errors.phone} />
        <SubmitButton pendingLabel="Saving…">Save profile</SubmitButton>
      </AccountForm>
      <Link to="/account/contact-information">Cancel</Link>
    </section>
  );
}
