import {Link, useActionData, useLoaderData} from '@remix-run/react';
import type {ActionFunctionArgs, LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {RegisterForm} from '~/components/account/RegisterForm';
import {registerAction} from '~/features/account/register.server';
import {requireLegacyAccounts} from '~/features/guards';

export const meta: MetaFunction = () => [{title: 'Create an account | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

export async function loader({context}: LoaderFunctionArgs) {
  // New customer accounts: the hosted login creates the account.
  requireLegacyAccounts(context);
  return {studentRegistration: context.config.studentRegistration};
}

export async function action(args: ActionFunctionArgs) {
  return registerAction(args, {student: false});
}

export default function CreateAccountPage() {
  const {studentRegistration} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="account-card" data-testid="create-account-page">
      <h1>Create an account</h1>
      <p className="muted">Save your addresses, follow your orders and manage subscriptions in one place.</p>
      <RegisterForm result={result} student={false} />
      {studentRegistration ? (
        <p>
          Studying? <Link to="/account/create-account/student">Sign up with a student account</Link>
        </p>
      ) : null}
    </section>
  );
}
