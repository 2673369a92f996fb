import * as v from 'valibot';

/** Account form rules shared by sign-up and profile; each field's message is the one the page shows beside it. */
const required = (message: string) => v.pipe(v.string(), v.nonEmpty(message));

const NAME = {firstName: required('Enter your first name.'), lastName: required('Enter your last name.')};
const EMAIL = required('Enter your email address.');

export const registerInput = v.object({email: EMAIL, ...NAME, password: required('Choose a password.')});
/** Legacy accounts edit the e-mail here; new customer accounts keep it with the hosted login, so only the name. */
export const profileInput = v.object({...NAME, email: EMAIL});
export const accountNameInput = v.object(NAME);

/** Each field's first problem by field name; empty when the form passes. */
export function fieldErrorsOf(schema: v.GenericSchema, input: Record<string, string>): Record<string, string> {
  const result = v.safeParse(schema, input, {abortPipeEarly: true});
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(v.flatten(result.issues).nested ?? {})) if (messages?.[0]) errors[name] = messages[0];
  return errors;
}
