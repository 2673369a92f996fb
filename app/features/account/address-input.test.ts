import {describe, expect, it} from 'vitest';
import {toMailingAddressInput, type AddressFormInput} from './address-input';
import {addressInput, fieldErrorsOf} from './account-input.server';

const addressFieldErrors = (input: AddressFormInput) => fieldErrorsOf(addressInput, {...input});

const base: AddressFormInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  address1: '1 Main St',
  address2: '',
  city: 'New Orleans',
  province: 'LA',
  country: 'United States',
  zip: '70112',
  phone: '(504) 555-0100',
};

describe('address input', () => {
  it('accepts a complete US address and normalises the phone', () => {
    expect(addressFieldErrors(base)).toEqual({});
    expect(toMailingAddressInput(base)).toMatchObject({province: 'LA', company: null, address2: null, phone: '+15045550100'});
  });
  it('needs a listed state for the US but none elsewhere', () => {
    expect(addressFieldErrors({...base, province: ''})).toEqual({province: 'Select a state.'});
    expect(addressFieldErrors({...base, province: 'XX'})).toEqual({province: 'Select a state from the list.'});
    expect(addressFieldErrors({...base, country: 'Canada', province: 'LA'})).toEqual({});
    expect(toMailingAddressInput({...base, country: 'Canada'}).province).toBeNull();
  });
  it('names a missing field and a missing US state together', () => {
    expect(addressFieldErrors({...base, firstName: '', province: ''})).toEqual({
      firstName: 'Enter a first name.',
      province: 'Select a state.',
    });
    expect(addressFieldErrors({...base, country: '', province: ''})).toEqual({country: 'Select a country.'});
  });
  it('names every missing required field', () => {
    expect(Object.keys(addressFieldErrors({...base, firstName: '', address1: '', city: '', zip: ''}))).toEqual([
      'firstName',
      'address1',
      'city',
      'zip',
    ]);
  });
});
