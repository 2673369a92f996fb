import type {CustomerAddressFragment} from 'storefrontapi.generated';
import {COUNTRIES, DEFAULT_COUNTRY, US_STATES, countryName, stateCode} from '~/features/account/reference-data';
import {formatPhone} from '~/features/account/phone';
import {AccountForm, SubmitButton} from './AccountForm';
import {Field, NameFields, SelectField} from './Field';

/** Add or edit one address; `errors` come back from the action keyed by field. */
export function AddressForm({
  address,
  errors = {},
  isDefault = false,
  intent,
}: {
  address?: CustomerAddressFragment | null;
  errors?: Record<string, string>;
  isDefault?: boolean;
  intent: 'create' | 'update';
}) {
  return (
    <AccountForm name={intent === 'create' ? 'address_add' : 'address_edit'} data-testid={`address-form-${intent}`}>
      {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
      <NameFields firstName={address?.firstName} lastName={address?.lastName} errors={errors} />
      <Field label="Company" name="company" autoComplete="organization" defaultValue={address?.company ?? ''} error={errors.company} />
      <Field
        label="Address"
        name="address1"
        autoComplete="address-line1"
        required
        defaultValue={address?.address1 ?? ''}
        error={errors.address1}
      />
      <Field
        label="Apartment, suite, etc."
        name="address2"
        autoComplete="address-line2"
        defaultValue={address?.address2 ?? ''}
        error={errors.address2}
      />
      <div className="field-row">
        <Field label="City" name="city" autoComplete="address-level2" required defaultValue={address?.city ?? ''} error={errors.city} />
        <SelectField
          label="State"
          name="province"
          options={US_STATES}
          placeholder="Select a state"
          note="US addresses"
          defaultValue={stateCode(address?.provinceCode ?? address?.province)}
          error={errors.province}
        />
      </div>
      <div className="field-row">
        <Field label="ZIP code" name="zip" autoComplete="postal-code" required defaultValue={address?.zip ?? ''} error={errors.zip} />
        <SelectField
          label="Country"
          name="country"
          options={COUNTRIES}
          valueKey="name"
          required
          defaultValue={countryName(address?.country) || DEFAULT_COUNTRY}
          error={errors.country}
        />
      </div>
      <Field label="Phone" name="phone" type="tel" autoComplete="tel" defaultValue={formatPhone(address?.phone)} error={errors.phone} />
      <label className="checkbox">
        <input type="checkbox" name="defaultAddress" value="true" defaultChecked={isDefault} /> Use as my default address
      </label>
      <SubmitButton intent={intent} pendingLabel="Saving…">
        {intent === 'create' ? 'Add address' : 'Save address'}
      </SubmitButton>
    </AccountForm>
  );
}
