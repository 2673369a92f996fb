import {Link} from '@remix-run/react';
import type {RegisterActionData} from '~/features/account/register.server';
import {AccountForm, SubmitButton} from './AccountForm';
import {FormMessage} from './FormMessage';
import {Field, NameFields} from './Field';

/** The registration form shared by the regular and the student sign-up pages. */
export function RegisterForm({result, student}: {result?: RegisterActionData; student: boolean}) {
  const errors = result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  return (
    <>
      <FormMessage error={result?.error} />
      <AccountForm name={student ? 'student_sign_up' : 'sign_up'}>
        <Field label="Email" name="email" type="email" autoComplete="email" required defaultValue={values.email} error={errors.email} />
        <NameFields firstName={values.firstName} lastName={values.lastName} errors={errors} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={5}
          maxLength={40}
          hint="5 to 40 characters, not starting or ending with a space."
          error={errors.password}
        />
        <Field
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={values.phone}
          error={errors.phone}
          hint="US number, for delivery updates."
        />
        <SubmitButton pendingLabel="Creating your account…">{student ? 'Create student account' : 'Create account'}</SubmitButton>
      </AccountForm>
      <p>
        Already have an account? <Link to="/account/login">Sign in</Link>
      </p>
    </>
  );
}
