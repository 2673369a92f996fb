import {US_STATES} from './reference-data';
import {normalizePhone} from './phone';

export interface AddressFormInput {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  country: string;
  zip: string;
  phone: string;
}

export const MAX_ADDRESSES = 5;

/** Field checks before the platform sees the address; returns errors keyed by field. */
export function addressFieldErrors(input: AddressFormInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.firstName) errors.firstName = 'Enter a first name.';
  if (!input.lastName) errors.lastName = 'Enter a last name.';
  if (!input.address1) errors.address1 = 'Enter a street address.';
  if (!input.city) errors.city = 'Enter a city.';
  if (!input.zip) errors.zip = 'Enter a ZIP or postal code.';
  if (!input.country) errors.country = 'Select a country.';
  const us = input.country === 'United States';
  if (us && !input.province) errors.province = 'Select a state.';
  else if (us && !US_STATES.some((s) => s.code === input.province)) errors.province = 'Select a state from the list.';
  return errors;
}

/** The MailingAddressInput sent to the platform (empty optional fields as null, state only for the US). */
export function toMailingAddressInput(input: AddressFormInput) {
  const us = input.country === 'United States';
  const phone = normalizePhone(input.phone);
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company || null,
    address1: input.address1,
    address2: input.address2 || null,
    city: input.city,
    province: us ? input.province : null,
    country: input.country,
    zip: input.zip,
    phone: phone || null,
  };
}
