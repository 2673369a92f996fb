import {describe, expect, it} from 'vitest';
import {changesEmail, customerUpdateInput} from './profile-input';

describe('customerUpdateInput', () => {
  it('sends the password only when it is not empty', () => {
    expect(customerUpdateInput({firstName: 'Ada', password: ''})).toEqual({firstName: 'Ada'});
    expect(customerUpdateInput({password: 'new-secret'})).toEqual({password: 'new-secret'});
  });
  it('normalises the phone before sending and clears an emptied one', () => {
    expect(customerUpdateInput({phone: '(415) 555-0134'})).toEqual({phone: '+14155550134'});
    expect(customerUpdateInput({phone: ''})).toEqual({phone: null});
  });
});

describe('changesEmail (a new address needs the current password)', () => {
  it('is a change only when the address itself differs', () => {
    expect(changesEmail('ada@example.com', 'eve@example.com')).toBe(true);
    expect(changesEmail('ada@example.com', ' Ada@Example.com ')).toBe(false);
    expect(changesEmail('ada@example.com', undefined)).toBe(false);
    expect(changesEmail(null, 'ada@example.com')).toBe(true);
  });
});
