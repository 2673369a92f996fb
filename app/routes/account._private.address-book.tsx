import {Link, useActionData, useSearchParams} from '@remix-run/react';
import {data, redirect, type ActionFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {AddressCard} from '~/components/account/AddressCard';
import {AddressForm} from '~/components/account/AddressForm';
import {FormMessage} from '~/components/account/AccountForm';
import {requireCustomer} from '~/features/guards';
import {resolveAddressId} from '~/features/account/address-id';
import {ACCOUNT_ERRORS, errorsByField, firstErrorMessage, type UserErrorLike} from '~/features/account/errors';
import {MAX_ADDRESSES, toMailingAddressInput, type AddressFormInput} from '~/features/account/address-input';
import {addressInput, fieldErrorsOf} from '~/features/account/account-input.server';
import {FLASH, NO_STORE} from '~/features/account/route-helpers';
import {field, readForm} from '~/infra/http';
import {IntentForm} from '~/components/account/IntentForm';
import {changeAccountAddress, type AddressChange} from '~/features/account/customer-account-data.server';
import {answerRefusalsAtForm} from '~/features/account/refusals.server';
import {useAccountCustomer} from './account._private';

export const meta: MetaFunction = () => [{title: 'Address book | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

type Intent = 'create' | 'update' | 'delete' | 'default';
interface AddressActionData {
  intent: Intent;
  addressId?: string;
  error?: string | null;
  fieldErrors?: Record<string, string>;
}

const numericId = (gid: string) => /MailingAddress\/(\d+)/.exec(gid)?.[1] ?? '';

/** Another customer's address (or one that does not exist) answers 404 and changes nothing. */
function notFoundIfForeign(errors: readonly UserErrorLike[]) {
  if (errors.some((e) => e.code === 'NOT_FOUND')) throw new Response('Not found', {status: 404, headers: NO_STORE});
}

function addressFormInput(form: FormData): AddressFormInput {
  return {
    firstName: field(form, 'firstName'),
    lastName: field(form, 'lastName'),
    company: field(form, 'company'),
    address1: field(form, 'address1'),
    address2: field(form, 'address2'),
    city: field(form, 'city'),
    province: field(form, 'province'),
    country: field(form, 'country'),
    zip: field(form, 'zip'),
    phone: field(form, 'phone'),
  };
}

/** The Customer Account API names some address fields differently from the form. */
const PAGE_FIELDS: Record<string, string> = {zoneCode: 'province', territoryCode: 'country', phoneNumber: 'phone'};
function toPageField(error: UserErrorLike): UserErrorLike {
  const field = error.field?.map((f) => PAGE_FIELDS[f] ?? f) ?? null;
  return {...error, field};
}

async function addressBookAction(args: ActionFunctionArgs) {
  const customerAccessToken = await requireCustomer(args.context, args.request);
  const {request, context} = args;
  const {storefront} = context;
  const form = await readForm(request);
  const intent = field(form, 'intent') as Intent;
  const addressId = field(form, 'addressId');
  const fail = (body: Omit<AddressActionData, 'intent'>, status = 400) =>
    data<AddressActionData>({intent, addressId, ...body}, {status, headers: NO_STORE});
  const done = (notice: string) => {
    context.session.flash(FLASH.notice, notice);
    // Redirecting reloads the account layout: the address book is refreshed.
    return redirect('/account/address-book', {headers: NO_STORE});
  };

  if (!['create', 'update', 'delete', 'default'].includes(intent)) return fail({error: 'Unknown address action.'});
  if (intent !== 'create' && !addressId) return fail({error: 'Choose an address first.'});
  const full = () => fail({error: `Your address book holds up to ${MAX_ADDRESSES} addresses. Delete one to add another.`});

  if (context.customerAccount) {
    // New customer accounts: the same rules, through the Customer Account API.
    let change: AddressChange;
    if (intent === 'delete' || intent === 'default') change = {intent, addressId};
    else {
      const input = addressFormInput(form);
      const fieldErrors = fieldErrorsOf(addressInput, {...input});
      if (Object.keys(fieldErrors).length) return fail({fieldErrors});
      const makeDefault = form.get('defaultAddress') === 'true';
      change = intent === 'create' ? {intent, input, makeDefault} : {intent, addressId, input, makeDefault};
    }
    const result = await changeAccountAddress(context.customerAccount, change, MAX_ADDRESSES);
    if (result.notFound) throw new Response('Not found', {status: 404, headers: NO_STORE});
    if (result.full) return full();
    if (result.errors.length && (intent === 'delete' || intent === 'default'))
      return fail({error: firstErrorMessage(result.errors, ACCOUNT_ERRORS.updateAddress)});
    if (result.errors.length) {
      const {form: formError, ...atFields} = errorsByField(result.errors.map(toPageField));
      const fallback = intent === 'create' ? ACCOUNT_ERRORS.addAddress : ACCOUNT_ERRORS.updateAddress;
      return fail({
        fieldErrors: atFields,
        error: formError ?? (Object.keys(atFields).length ? null : firstErrorMessage(result.errors, fallback)),
      });
    }
    const notices = {create: 'Address added.', update: 'Address saved.', delete: 'Address deleted.', default: 'Default address updated.'};
    return done(notices[intent]);
  }

  // The page holds address ids without the access token; the full id is looked up among the
  // customer's own addresses. Unknown or another customer's: 404, nothing changes.
  const {customer: own} = await storefront.query(ACCOUNT_ADDRESS_COUNT_QUERY, {
    variables: {customerAccessToken},
    cache: storefront.CacheNone(),
  });
  const ownIds = own?.addresses.nodes.map((node) => node.id) ?? [];
  const targetId = intent === 'create' ? null : resolveAddressId(addressId, ownIds);
  if (intent !== 'create' && !targetId) throw new Response('Not found', {status: 404, headers: NO_STORE});

  if (intent === 'delete') {
    const {customerAddressDelete} = await storefront.mutate(CUSTOMER_ADDRESS_DELETE_MUTATION, {
      variables: {customerAccessToken, id: targetId!},
    });
    const errors = customerAddressDelete?.customerUserErrors ?? [];
    notFoundIfForeign(errors);
    if (errors.length || !customerAddressDelete?.deletedCustomerAddressId)
      return fail({error: firstErrorMessage(errors, ACCOUNT_ERRORS.updateAddress)});
    return done('Address deleted.');
  }

  if (intent === 'default') {
    const {customerDefaultAddressUpdate} = await storefront.mutate(CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION, {
      variables: {customerAccessToken, addressId: targetId!},
    });
    const errors = customerDefaultAddressUpdate?.customerUserErrors ?? [];
    notFoundIfForeign(errors);
    if (errors.length) return fail({error: firstErrorMessage(errors, ACCOUNT_ERRORS.updateAddress)});
    return done('Default address updated.');
  }

  const input = addressFormInput(form);
  const fieldErrors = fieldErrorsOf(addressInput, {...input});
  if (Object.keys(fieldErrors).length) return fail({fieldErrors});
  const address = toMailingAddressInput(input);
  const makeDefault = form.get('defaultAddress') === 'true';

  let savedId: string | null | undefined;
  let errors: readonly UserErrorLike[];
  if (intent === 'create') {
    if (ownIds.length >= MAX_ADDRESSES) return full();
    const {customerAddressCreate} = await storefront.mutate(CUSTOMER_ADDRESS_CREATE_MUTATION, {
      variables: {customerAccessToken, address},
    });
    savedId = customerAddressCreate?.customerAddress?.id;
    errors = customerAddressCreate?.customerUserErrors ?? [];
  } else {
    const {customerAddressUpdate} = await storefront.mutate(CUSTOMER_ADDRESS_UPDATE_MUTATION, {
      variables: {customerAccessToken, id: targetId!, address},
    });
    savedId = customerAddressUpdate?.customerAddress?.id;
    errors = customerAddressUpdate?.customerUserErrors ?? [];
    notFoundIfForeign(errors);
  }
  if (!savedId || errors.length) {
    const {form: formError, ...atFields} = errorsByField(errors);
    const fallback = intent === 'create' ? ACCOUNT_ERRORS.addAddress : ACCOUNT_ERRORS.updateAddress;
    return fail({fieldErrors: atFields, error: formError ?? (Object.keys(atFields).length ? null : firstErrorMessage(errors, fallback))});
  }
  if (makeDefault) {
    const {customerDefaultAddressUpdate} = await storefront.mutate(CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION, {
      variables: {customerAccessToken, addressId: savedId},
    });
    const defaultErrors = customerDefaultAddressUpdate?.customerUserErrors ?? [];
    if (defaultErrors.length) return fail({error: firstErrorMessage(defaultErrors, ACCOUNT_ERRORS.updateAddress)});
  }
  return done(intent === 'create' ? 'Address added.' : 'Address saved.');
}

// A refusal by the store (not an outage) is said at the form it came from; the form keeps what was typed.
export const action = answerRefusalsAtForm(
  addressBookAction,
  (form) => (field(form, 'intent') === 'create' ? ACCOUNT_ERRORS.addAddress : ACCOUNT_ERRORS.updateAddress),
  (error, form) =>
    data<AddressActionData>(
      {intent: field(form, 'intent') as Intent, addressId: field(form, 'addressId'), error},
      {status: 400, headers: NO_STORE},
    ),
);

export default function AddressBookPage() {
  const customer = useAccountCustomer();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const addresses = customer.addresses.nodes;
  const defaultId = customer.defaultAddress?.id ?? null;
  const editing = params.get('edit') ?? (result?.intent === 'update' ? numericId(result.addressId ?? '') : '');
  const full = addresses.length >= MAX_ADDRESSES;

  return (
    <section data-testid="address-book-page">
      <h1>Address book</h1>
      <FormMessage error={result?.intent === 'delete' || result?.intent === 'default' ? result.error : null} />
      {addresses.length ? (
        <ul className="address-list" data-testid="address-list">
          {addresses.map((address) => {
            const isDefault = address.id === defaultId;
            const isEditing = editing === numericId(address.id);
            return (
              <li key={address.id} data-testid="address-item" data-default={isDefault ? 'true' : undefined}>
                {isDefault ? <p className="badge">Default address</p> : null}
                {isEditing ? (
                  <>
                    <h2>Edit address</h2>
                    <FormMessage error={result?.intent === 'update' ? result.error : null} />
                    <AddressForm
                      intent="update"
                      address={address}
                      isDefault={isDefault}
                      errors={result?.intent === 'update' ? result.fieldErrors : undefined}
                    />
                    <Link to="/account/address-book">Cancel</Link>
                  </>
                ) : (
                  <>
                    <AddressCard address={address} />
                    <div className="address-actions">
                      <Link to={`/account/address-book?edit=${numericId(address.id)}`} preventScrollReset>
                        Edit
                      </Link>
                      {isDefault ? null : (
                        <IntentForm intent="default" idField="addressId" id={address.id}>
                          Set as default
                        </IntentForm>
                      )}
                      <IntentForm intent="delete" idField="addressId" id={address.id}>
                        Delete
                      </IntentForm>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">You haven't saved any addresses yet.</p>
      )}

      <h2>Add an address</h2>
      {full ? (
        <p className="muted" data-testid="address-book-full">
          Your address book holds up to {MAX_ADDRESSES} addresses. Delete one to add another.
        </p>
      ) : (
        <>
          <FormMessage error={result?.intent === 'create' ? result.error : null} />
          <AddressForm
            intent="create"
            isDefault={!addresses.length}
            errors={result?.intent === 'create' ? result.fieldErrors : undefined}
          />
        </>
      )}
    </section>
  );
}

const ACCOUNT_ADDRESS_COUNT_QUERY = `#graphql
  query AccountAddressCount($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      addresses(first: 5) { nodes { id } }
    }
  }
` as const;

const CUSTOMER_ADDRESS_CREATE_MUTATION = `#graphql
  mutation AddAddress($customerAccessToken: String!, $address: MailingAddressInput!) {
    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
      customerAddress { id }
      customerUserErrors { code field message }
    }
  }
` as const;

const CUSTOMER_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation UpdateAddress($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {
    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
      customerAddress { id }
      customerUserErrors { code field message }
    }
  }
` as const;

const CUSTOMER_ADDRESS_DELETE_MUTATION = `#graphql
  mutation DeleteAddress($customerAccessToken: String!, $id: ID!) {
    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
      deletedCustomerAddressId
      customerUserErrors { code field message }
    }
  }
` as const;

const CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation UpdateCustomerDefaultAddress($customerAccessToken: String!, $addressId: ID!) {
    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
      customer { id }
      customerUserErrors { code field message }
    }
  }
` as const;
