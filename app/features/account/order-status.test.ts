import {describe, expect, it} from 'vitest';
import {financialStatusLabel, formatOrderDate, fulfillmentStatusLabel} from './order-status';

describe('order status mapping', () => {
  it('maps every financial status, REFUNDED as pending, unknown as none', () => {
    expect(financialStatusLabel('AUTHORIZED')).toBe('authorized');
    expect(financialStatusLabel('PAID')).toBe('paid');
    expect(financialStatusLabel('PARTIALLY_PAID')).toBe('partially paid');
    expect(financialStatusLabel('PARTIALLY_REFUNDED')).toBe('partially refunded');
    expect(financialStatusLabel('PENDING')).toBe('pending');
    expect(financialStatusLabel('REFUNDED')).toBe('pending');
    expect(financialStatusLabel('VOIDED')).toBe('voided');
    expect(financialStatusLabel('EXPIRED')).toBeNull();
    expect(financialStatusLabel(null)).toBeNull();
  });
  it('maps fulfillment statuses and treats unknown as unfulfilled', () => {
    expect(fulfillmentStatusLabel('FULFILLED')).toBe('fulfilled');
    expect(fulfillmentStatusLabel('PARTIALLY_FULFILLED')).toBe('partially fulfilled');
    expect(fulfillmentStatusLabel('ON_HOLD')).toBe('on hold');
    expect(fulfillmentStatusLabel('SOMETHING_NEW')).toBe('unfulfilled');
    expect(fulfillmentStatusLabel(undefined)).toBe('unfulfilled');
  });
  it('formats dates in en-US long form', () => {
    expect(formatOrderDate('2026-03-04T10:00:00Z')).toBe('March 4, 2026');
    expect(formatOrderDate('not a date')).toBe('');
  });
});
