/** Fallback texts when the platform's first error message is empty. */
export const ACCOUNT_ERRORS = {
  login: 'Error creating customer access token',
  activate: 'Error Acivating account',
  createCustomer: 'Error Creating Customer',
  updateCustomer: 'Error Updating customer',
  addAddress: 'Error Adding Address',
  updateAddress: 'Error Updating Address',
  noCustomer: 'Error fetching account: no customer found',
} as const;

export interface UserErrorLike {
  code?: string | null;
  field?: readonly string[] | null;
  message?: string | null;
}

/** Strips the `GraphQL Error: ` prefix: shoppers see the message alone. */
export function cleanMessage(message: string | null | undefined): string {
  return (message ?? '').replace(/^GraphQL Error:\s*/i, '').trim();
}

/** The first error's message, or the fallback when there is none or it is empty. */
export function firstErrorMessage(errors: readonly UserErrorLike[] | null | undefined, fallback: string): string {
  return cleanMessage(errors?.[0]?.message) || fallback;
}

/**
 * Groups user errors by the input field they name (`['input', 'email']` →
 * `email`); errors without a field go under `form`. The first message per
 * field wins.
 */
export function errorsByField(errors: readonly UserErrorLike[] | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors ?? []) {
    const message = cleanMessage(error.message);
    if (!message) continue;
    const path = (error.field ?? []).filter((p) => !['input', 'customer', 'address'].includes(p));
    const key = path[path.length - 1] ?? 'form';
    out[key] ??= message;
  }
  return out;
}
