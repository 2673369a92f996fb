import {describe, expect, it} from 'vitest';
import {accountNameInput, fieldErrorsOf, profileInput, registerInput} from './account-input.server';

describe('account form input', () => {
  it('names every empty required field on sign-up with the message shown beside it', () => {
    expect(fieldErrorsOf(registerInput, {email: '', firstName: '', lastName: '', password: '', phone: ''})).toEqual({
      email: 'Enter your email address.',
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      password: 'Choose a password.',
    });
    expect(fieldErrorsOf(registerInput, {email: 'a@b.co', firstName: 'Sam', lastName: 'Lee', password: ' '})).toEqual({});
  });

  it('asks for the e-mail on the profile only where the shop keeps it', () => {
    expect(fieldErrorsOf(profileInput, {firstName: 'Sam', lastName: '', email: ''})).toEqual({
      lastName: 'Enter your last name.',
      email: 'Enter your email address.',
    });
    expect(fieldErrorsOf(accountNameInput, {firstName: '', lastName: 'Lee', email: ''})).toEqual({firstName: 'Enter your first name.'});
  });
});
