import type {AppLoadContext} from '@shopify/remix-oxygen';
import {CUSTOMER_UPDATE_MUTATION} from '~/clients/storefront/account-documents';
import {ACCOUNT_ERRORS, errorsByField, firstErrorMessage} from './errors';
import {customerUpdateInput, type ProfileChanges} from './profile-input';

export type UpdateResult = {ok: true} | {ok: false; error: string | null; fieldErrors: Record<string, string>};

/** UpdateCustomer; a renewed access token (after a password change) is stored. */
export async function updateCustomer(context: AppLoadContext, customerAccessToken: string, changes: ProfileChanges): Promise<UpdateResult> {
  const {customerUpdate} = await context.storefront.mutate(CUSTOMER_UPDATE_MUTATION, {
    variables: {customerAccessToken, customer: customerUpdateInput(changes)},
  });
  const errors = customerUpdate?.customerUserErrors ?? [];
  if (!customerUpdate?.customer || errors.length) {
    const {form, ...fieldErrors} = errorsByField(errors);
    return {
      ok: false,
      fieldErrors,
      error: form ?? (Object.keys(fieldErrors).length ? null : firstErrorMessage(errors, ACCOUNT_ERRORS.updateCustomer)),
    };
  }
  if (customerUpdate.customerAccessToken) context.account.set(customerUpdate.customerAccessToken);
  return {ok: true};
}
