import {describe, expect, it} from 'vitest';
import {
  apiErrorText,
  fulfillmentStatusOf,
  ownAddressId,
  pageAddressId,
  toCustomerAddressInput,
  toOrderSummary,
} from './customer-account-view';

describe('new customer accounts on the account pages', () => {
  it("tells a GraphQL error with the API's own text, without the client's log tag and request id", () => {
    expect(apiErrorText('[h2:error:customerAccount.mutation] Access denied - Request ID: abc-123')).toBe('Access denied');
    expect(apiErrorText('[h2:error:customerAccount.mutation] ')).toBe('');
    expect(apiErrorText('Name is too long')).toBe('Name is too long');
  });

  it("gives pages MailingAddress ids and maps them back only to the customer's own addresses", () => {
    expect(pageAddressId('gid://shopify/CustomerAddress/42')).toBe('gid://shopify/MailingAddress/42');
    const own = ['gid://shopify/CustomerAddress/42', 'gid://shopify/CustomerAddress/7'];
    expect(ownAddressId('gid://shopify/MailingAddress/7', own)).toBe('gid://shopify/CustomerAddress/7');
    expect(ownAddressId('gid://shopify/MailingAddress/8', own)).toBeNull();
    expect(ownAddressId('gid://shopify/CustomerAddress/7', own)).toBeNull();
  });

  it('derives the fulfillment status from the fulfillments (the order-status mapping reads it)', () => {
    expect(fulfillmentStatusOf([])).toBe('UNFULFILLED');
    expect(fulfillmentStatusOf(['OPEN', 'PENDING'])).toBe('UNFULFILLED');
    expect(fulfillmentStatusOf(['SUCCESS'])).toBe('FULFILLED');
    expect(fulfillmentStatusOf(['SUCCESS', 'CANCELLED'])).toBe('FULFILLED');
    expect(fulfillmentStatusOf(['SUCCESS', 'OPEN'])).toBe('PARTIALLY_FULFILLED');
  });

  it('shows no financial label for an expired authorization', () => {
    const order = {
      id: 'gid://shopify/Order/1',
      name: '#1001',
      number: 1001,
      processedAt: '2026-01-01T00:00:00Z',
      cancelledAt: null,
      financialStatus: 'EXPIRED' as const,
      fulfillments: {nodes: []},
      totalPrice: {amount: '10.0', currencyCode: 'USD' as const},
      lineItems: {nodes: []},
    };
    expect(toOrderSummary(order)).toMatchObject({orderNumber: 1001, financialStatus: null, fulfillmentStatus: 'UNFULFILLED'});
  });

  it('sends codes for country and state and the normalised phone', () => {
    const input = {
      firstName: 'Ana',
      lastName: 'Lee',
      company: '',
      address1: '1 Main St',
      address2: '',
      city: 'Brooklyn',
      province: 'NY',
      country: 'United States',
      zip: '11201',
      phone: '(555) 123-4567',
    };
    expect(toCustomerAddressInput(input)).toEqual({
      firstName: 'Ana',
      lastName: 'Lee',
      company: null,
      address1: '1 Main St',
      address2: null,
      city: 'Brooklyn',
      zoneCode: 'NY',
      territoryCode: 'US',
      zip: '11201',
      phoneNumber: '+15551234567',
    });
    expect(toCustomerAddressInput({...input, country: 'Canada', phone: ''})).toMatchObject({
      zoneCode: null,
      territoryCode: 'CA',
      phoneNumber: null,
    });
  });
});
