import {normalizePhone} from './phone';

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  password?: string;
}

/**
 * The CustomerUpdateInput for a change: the phone is normalised (an emptied
 * phone is removed with null) and the password is sent only when non-empty.
 */
export function customerUpdateInput(changes: ProfileChanges) {
  const input: {firstName?: string; lastName?: string; email?: string; phone?: string | null; password?: string} = {};
  if (changes.firstName !== undefined) input.firstName = changes.firstName;
  if (changes.lastName !== undefined) input.lastName = changes.lastName;
  if (changes.email !== undefined) input.email = changes.email;
  if (changes.phone !== undefined) input.phone = normalizePhone(changes.phone) || null;
  if (changes.password) input.password = changes.password;
  return input;
}

export const EMAIL_NEEDS_PASSWORD = 'Enter your current password to change your email address.';

/**
 * Whether a profile change moves the account to another e-mail address:
 * then the current password is needed, so a shared or stolen session alone cannot take the
 * account over. Case and surrounding spaces do not count as a change.
 */
export function changesEmail(currentEmail: string | null | undefined, nextEmail: string | undefined): boolean {
  if (nextEmail === undefined) return false;
  return nextEmail.trim().toLowerCase() !== (currentEmail ?? '').trim().toLowerCase();
}
