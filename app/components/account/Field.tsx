import {useId} from 'react';
import type {NamedCode} from '~/features/account/reference-data';
import {FormField, describedBy} from '~/components/controls/FormField';

interface FieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its error shown beneath it and linked for screen readers. */
export function Field({label, name, error, hint, ...input}: FieldProps) {
  const id = useId();
  return (
    <FormField id={id} name={name} label={label} error={error} hint={hint} optional={input.required ? undefined : 'optional'}>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, {error, hint: Boolean(hint)})}
        {...input}
      />
    </FormField>
  );
}

/** First and last name side by side, both required: the same pair on sign-up, profile and address forms. */
export function NameFields({
  firstName,
  lastName,
  errors,
}: {
  firstName?: string | null;
  lastName?: string | null;
  errors: {firstName?: string; lastName?: string};
}) {
  return (
    <div className="field-row">
      <Field
        label="First name"
        name="firstName"
        autoComplete="given-name"
        required
        defaultValue={firstName ?? ''}
        error={errors.firstName}
      />
      <Field label="Last name" name="lastName" autoComplete="family-name" required defaultValue={lastName ?? ''} error={errors.lastName} />
    </div>
  );
}

export function SelectField({
  label,
  name,
  options,
  error,
  defaultValue,
  required,
  placeholder,
  valueKey = 'code',
  note,
}: {
  label: string;
  name: string;
  options: readonly NamedCode[];
  error?: string;
  defaultValue?: string;
  required?: boolean;
  placeholder?: string;
  valueKey?: 'code' | 'name';
  /** Replaces "(optional)" beside the label of a field that is required only sometimes. */
  note?: string;
}) {
  const id = useId();
  return (
    <FormField id={id} name={name} label={label} error={error} optional={required ? undefined : (note ?? 'optional')}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.code} value={option[valueKey]}>
            {option.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}
