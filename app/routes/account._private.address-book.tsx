import {Link, useActionData, useSearchParams} from '@remix-run/react';
import {data, redirect, type ActionFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {AddressCard} from '~/components/account/AddressCard';
import {AddressForm} from '~/components/account/AddressForm';
import {FormMessage} from '~/components/account/FormMessage';
import {requireCustomer} from '~/features/guards';
import {ACCOUNT_ERRORS, errorsByField, firstErrorMessage, type UserErrorLike} from '~/features/account/errors';
import {MAX_ADDRESSES, type AddressFormInput} from '~/features/account/address-input';
import {addressInput, fieldErrorsOf} from '~/features/account/account-input.server';
import {FLASH, NO_STORE} from '~/features/account/route-helpers';
import {field, readForm} from '~/infra/http';
import {IntentForm} from '~/components/account/IntentForm';
import {changeAccountAddress, type AddressChange} from '~/features/account/customer-account-data.server';
import {answerRefusalsAtForm} from '~/features/account/refusals.server';
import {changeLegacyAddress} from '~/features/account/legacy-address-book.server';
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

  // The same change with either kind of customer account.
  let change: AddressChange;
  if (intent === 'delete' || intent === 'default') change = {intent, addressId};
  else {
    const input = addressFormInput(form);
    const fieldErrors = fieldErrorsOf(addressInput, {...input});
    if (Object.keys(fieldErrors).length) return fail({fieldErrors});
    const makeDefault = form.get('defaultAddress') === 'true';
    change = intent === 'create' ? {intent, input, makeDefault} : {intent, addressId, input, makeDefault};
  }
  const result = context.customerAccount
    ? await changeAccountAddress(context.customerAccount, change, MAX_ADDRESSES)
    : await changeLegacyAddress(storefront, customerAccessToken, change, MAX_ADDRESSES);
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
