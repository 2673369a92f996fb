import * as v from 'valibot';
import {US_STATES} from './reference-data';
import type {SubscriptionChange} from './subscriptions.server';

/** Account form rules shared by sign-up and profile; each field's message is the one the page shows beside it. */
const required = (message: string) => v.pipe(v.string(), v.nonEmpty(message));

const NAME = {firstName: required('Enter your first name.'), lastName: required('Enter your last name.')};
const EMAIL = required('Enter your email address.');

export const registerInput = v.object({email: EMAIL, ...NAME, password: required('Choose a password.')});
/** Legacy accounts edit the e-mail here; new customer accounts keep it with the hosted login, so only the name. */
export const profileInput = v.object({...NAME, email: EMAIL});
export const accountNameInput = v.object(NAME);

export const loginInput = v.object({email: EMAIL, password: required('Enter your password.')});
export const passwordResetRequestInput = v.object({email: EMAIL});

/** A subscription change: a new delivery frequency names its selling plan; skip and cancel need nothing more. */
export const subscriptionChangeInput = v.variant('kind', [
  v.object({kind: v.literal('frequency'), sellingPlanId: v.string()}),
  v.object({kind: v.picklist(['skip', 'cancel'])}),
]);

/** The change a subscription form asks for, or null when its intent is not one the page offers. */
export function parseSubscriptionChange(input: {kind: string; sellingPlanId: string}): SubscriptionChange | null {
  const result = v.safeParse(subscriptionChangeInput, input);
  return result.success ? result.output : null;
}

const isUs = (input: {country: string}) => input.country === 'United States';
/** An address-book entry: the required fields, then a state from the list for the US (none elsewhere). */
export const addressInput = v.pipe(
  v.object({
    firstName: required('Enter a first name.'),
    lastName: required('Enter a last name.'),
    company: v.string(),
    address1: required('Enter a street address.'),
    address2: v.string(),
    city: required('Enter a city.'),
    zip: required('Enter a ZIP or postal code.'),
    country: required('Select a country.'),
    province: v.string(),
    phone: v.string(),
  }),
  v.forward(
    v.partialCheck([['country'], ['province']], (input) => !isUs(input) || input.province !== '', 'Select a state.'),
    ['province'],
  ),
  v.forward(
    v.partialCheck(
      [['country'], ['province']],
      (input) => !isUs(input) || !input.province || US_STATES.some((s) => s.code === input.province),
      'Select a state from the list.',
    ),
    ['province'],
  ),
);

/** A new password typed twice; the mismatch is named only once the password itself is there. */
const newPassword = (missing: string, mismatch: string) =>
  v.pipe(
    v.object({password: required(missing), passwordConfirmation: v.string()}),
    v.forward(
      v.check((input) => input.password === input.passwordConfirmation, mismatch),
      ['passwordConfirmation'],
    ),
  );
export const activateInput = newPassword('Choose a password.', 'The passwords do not match.');
export const passwordResetInput = newPassword('Choose a new password.', 'The passwords do not match.');
/** The current password is asked for first; the page names one problem at a time. */
export const passwordChangeInput = v.pipe(
  v.object({
    currentPassword: required('Enter your current password.'),
    password: required('Choose a new password.'),
    passwordConfirmation: v.string(),
  }),
  v.forward(
    v.check((input) => input.password === input.passwordConfirmation, 'The new passwords do not match.'),
    ['passwordConfirmation'],
  ),
);

/**
 * Each field's first problem by field name; empty when the form passes. With
 * `firstOnly` just the form's first problem, for pages that name one at a time.
 */
export function fieldErrorsOf(
  schema: v.GenericSchema,
  input: Record<string, string>,
  {firstOnly = false}: {firstOnly?: boolean} = {},
): Record<string, string> {
  const result = v.safeParse(schema, input, firstOnly ? {abortEarly: true} : {});
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(v.flatten(result.issues).nested ?? {})) if (messages?.[0]) errors[name] = messages[0];
  return errors;
}
