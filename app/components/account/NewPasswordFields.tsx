import {Field} from './Field';

/**
 * A new password and its confirmation (5 to 40 characters), as activation,
 * reset and the change-password page ask for it. `label` names the first
 * field ("Password" or "New password"); the second confirms it.
 */
export function NewPasswordFields({
  label,
  errors,
}: {
  label: 'Password' | 'New password';
  errors?: {password?: string; passwordConfirmation?: string};
}) {
  return (
    <>
      <Field
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={5}
        maxLength={40}
        error={errors?.password}
        hint="5 to 40 characters."
      />
      <Field
        label={`Confirm ${label.toLowerCase()}`}
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        required
        error={errors?.passwordConfirmation}
      />
    </>
  );
}
