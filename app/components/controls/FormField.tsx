import type {ReactNode} from 'react';

/**
 * The two field looks the shop's forms use. `account` (account pages, sign-in):
 * "(optional)" beside the label, hint under the control. `contact` (contact
 * form): hint above the control, and the error announced as an alert.
 */
export type FieldLook = 'account' | 'contact';

const CLASS = {account: 'field', contact: 'form-field'} as const;
const INVALID = {account: 'field--invalid', contact: 'form-field--error'} as const;

/**
 * The ids a field's control points `aria-describedby` at, in the order the
 * look shows them, or undefined when it has neither hint nor error.
 */
export function describedBy(id: string, {error, hint}: {error?: string; hint?: boolean}, look: FieldLook = 'account'): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null];
  if (look === 'contact') ids.reverse();
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * A labelled form control with its hint and error, the error linked for
 * screen readers by `${id}-error`. The caller renders the control with `id`.
 */
export function FormField({
  id,
  name,
  label,
  error,
  hint,
  optional,
  look = 'account',
  children,
}: {
  id: string;
  name: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  /** Text shown in brackets after the label ("optional"); the contact form writes it into its labels. */
  optional?: string;
  look?: FieldLook;
  children: ReactNode;
}) {
  const base = CLASS[look];
  const hintText = hint ? (
    <p className={`${base}__hint`} id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
  return (
    <div className={`${base}${error ? ` ${INVALID[look]}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> ({optional})</span> : null}
      </label>
      {look === 'contact' ? hintText : null}
      {children}
      {look === 'account' ? hintText : null}
      {error ? (
        <p className={`${base}__error`} id={`${id}-error`} {...(look === 'contact' ? {role: 'alert'} : {'data-field-error': name})}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
