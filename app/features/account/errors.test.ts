import {describe, expect, it} from 'vitest';
import {ACCOUNT_ERRORS, errorsByField, firstErrorMessage} from './errors';

describe('account errors', () => {
  it('passes back the first message without the GraphQL prefix', () => {
    expect(firstErrorMessage([{message: 'GraphQL Error: Unidentified customer'}, {message: 'x'}], ACCOUNT_ERRORS.login)).toBe(
      'Unidentified customer',
    );
  });
  it('falls back to the catalogue text when the message is empty', () => {
    expect(firstErrorMessage([{message: ''}], ACCOUNT_ERRORS.createCustomer)).toBe('Error Creating Customer');
    expect(firstErrorMessage([], ACCOUNT_ERRORS.updateAddress)).toBe('Error Updating Address');
  });
  it('puts errors at their fields', () => {
    expect(
      errorsByField([
        {field: ['input', 'email'], message: 'Email has already been taken'},
        {field: ['address', 'zip'], message: 'Zip is invalid'},
        {field: null, message: 'Something else'},
      ]),
    ).toEqual({email: 'Email has already been taken', zip: 'Zip is invalid', form: 'Something else'});
  });
});
