import {describe, expect, it} from 'vitest';
import {
  accountNameInput,
  activateInput,
  fieldErrorsOf,
  loginInput,
  passwordChangeInput,
  parseSubscriptionChange,
  passwordResetInput,
  profileInput,
  registerInput,
} from './account-input.server';

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

  it('names both empty sign-in fields at once', () => {
    expect(fieldErrorsOf(loginInput, {email: '', password: ''})).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
    expect(fieldErrorsOf(loginInput, {email: 'a@b.co', password: ' '})).toEqual({});
  });

  it('names one password problem at a time: the missing password before the mismatch', () => {
    expect(fieldErrorsOf(activateInput, {password: '', passwordConfirmation: 'x'}, {firstOnly: true})).toEqual({
      password: 'Choose a password.',
    });
    expect(fieldErrorsOf(passwordResetInput, {password: 'a', passwordConfirmation: 'b'}, {firstOnly: true})).toEqual({
      passwordConfirmation: 'The passwords do not match.',
    });
    expect(fieldErrorsOf(passwordResetInput, {password: 'a', passwordConfirmation: 'a'}, {firstOnly: true})).toEqual({});
  });

  it('asks for the current password before the new one when changing it', () => {
    const empty = {currentPassword: '', password: '', passwordConfirmation: ''};
    expect(fieldErrorsOf(passwordChangeInput, empty, {firstOnly: true})).toEqual({currentPassword: 'Enter your current password.'});
    expect(fieldErrorsOf(passwordChangeInput, {...empty, currentPassword: 'old'}, {firstOnly: true})).toEqual({
      password: 'Choose a new password.',
    });
    expect(
      fieldErrorsOf(passwordChangeInput, {currentPassword: 'old', password: 'n', passwordConfirmation: 'm'}, {firstOnly: true}),
    ).toEqual({
      passwordConfirmation: 'The new passwords do not match.',
    });
  });

  it('reads a subscription change only for the intents the page offers', () => {
    expect(parseSubscriptionChange({kind: 'frequency', sellingPlanId: 'sp-1'})).toEqual({kind: 'frequency', sellingPlanId: 'sp-1'});
    expect(parseSubscriptionChange({kind: 'skip', sellingPlanId: 'sp-1'})).toEqual({kind: 'skip'});
    expect(parseSubscriptionChange({kind: 'pause', sellingPlanId: ''})).toBeNull();
  });
});
