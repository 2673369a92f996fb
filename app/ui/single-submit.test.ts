import {describe, expect, it} from 'vitest';
import {admits, submissionKey} from './single-submit';

const apply = (code: string) =>
  submissionKey('/cart', 'POST', [
    ['cartFormInput', '{"action":"DiscountCodesUpdate"}'],
    ['discountCode', code],
  ]);

describe('single submit', () => {
  it('lets the first submission through', () => {
    expect(admits(null, apply('BOGUS'), 1000)).toBe(true);
  });

  it('drops a repeat of the submission still on its way (a double click)', () => {
    expect(admits({key: apply('BOGUS'), at: 1000}, apply('BOGUS'), 1105)).toBe(false);
  });

  it('lets a different submission through while the first is on its way (another code typed in)', () => {
    expect(admits({key: apply('BOGUS'), at: 1000}, apply('EXPIRED15'), 1105)).toBe(true);
  });

  it('stops blocking a repeat after ten seconds without an answer', () => {
    expect(admits({key: apply('BOGUS'), at: 1000}, apply('BOGUS'), 10_999)).toBe(false);
    expect(admits({key: apply('BOGUS'), at: 1000}, apply('BOGUS'), 11_000)).toBe(true);
  });

  it('tells submissions apart by action, method and clicked button, not by letter case of the method', () => {
    const fields: Array<[string, string]> = [['intent', 'delete']];
    expect(submissionKey('/account/addresses', 'post', fields)).toBe(submissionKey('/account/addresses', 'POST', fields));
    expect(submissionKey('/account/addresses', 'post', fields)).not.toBe(
      submissionKey('/account/addresses', 'post', [['intent', 'default']]),
    );
    expect(submissionKey('/account/addresses', 'post', fields)).not.toBe(submissionKey('/account/login', 'post', fields));
  });
});
