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
