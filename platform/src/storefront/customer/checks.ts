import type {PlatformContext} from '../../context.js';
import {containsHtml, containsUrl, isValidEmail, normalizePhone} from '../validation.js';

export interface CustomerUserError {
  code: string | null;
  field: string[] | null;
  message: string;
}

export const cue = (code: string, field: string[] | null, message: string): CustomerUserError => ({code, field, message});

export function passwordErrors(password: string, field: string[]): CustomerUserError[] {
  if (password.length < 5) return [cue('TOO_SHORT', field, 'Password is too short (minimum is 5 characters)')];
  if (password.length > 40) return [cue('TOO_LONG', field, 'Password is too long (maximum is 40 characters)')];
  if (password !== password.trim())
    return [cue('PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE', field, 'Password cannot start or end with whitespace')];
  return [];
}

export function nameErrors(input: {firstName?: string | null; lastName?: string | null}, path: string[]): CustomerUserError[] {
  const errors: CustomerUserError[] = [];
  for (const key of ['firstName', 'lastName'] as const) {
    const value = input[key];
    const label = key === 'firstName' ? 'First name' : 'Last name';
    if (containsHtml(value)) errors.push(cue('CONTAINS_HTML_TAGS', [...path, key], `${label} cannot contain HTML tags`));
    else if (containsUrl(value)) errors.push(cue('CONTAINS_URL', [...path, key], `${label} cannot contain a URL`));
    else if (value && value.length > 255) errors.push(cue('TOO_LONG', [...path, key], `${label} is too long (maximum is 255 characters)`));
  }
  return errors;
}

/** Validates e-mail and phone; returns the normalised phone when valid. */
export function contactErrors(
  ctx: PlatformContext,
  input: {email?: string | null; phone?: string | null},
  path: string[],
  selfId: number | null,
): {errors: CustomerUserError[]; phone: string | null | undefined} {
  const errors: CustomerUserError[] = [];
  if (input.email != null) {
    if (!isValidEmail(input.email)) errors.push(cue('INVALID', [...path, 'email'], 'Email is invalid'));
    else {
      const other = ctx.customers.byEmail(input.email);
      if (other && other.id !== selfId) errors.push(cue('TAKEN', [...path, 'email'], 'Email has already been taken'));
    }
  }
  let phone: string | null | undefined = undefined;
  if (input.phone !== undefined) {
    if (input.phone === null || input.phone === '') phone = null;
    else {
      phone = normalizePhone(input.phone);
      if (!phone) errors.push(cue('INVALID', [...path, 'phone'], 'Phone is invalid'));
      else {
        const other = ctx.customers.byPhone(phone);
        if (other && other.id !== selfId) errors.push(cue('TAKEN', [...path, 'phone'], 'Phone has already been taken'));
      }
    }
  }
  return {errors, phone};
}

/** Payload with both the current and the deprecated error lists. */
export function withErrors<T extends object>(payload: T, errors: CustomerUserError[]) {
  return {...payload, customerUserErrors: errors, userErrors: errors.map(({field, message}) => ({field, message}))};
}

export const tokenInvalid = (field = ['customerAccessToken']) => [cue('TOKEN_INVALID', field, 'Customer access token is invalid')];
